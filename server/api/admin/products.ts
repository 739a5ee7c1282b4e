import { listAdminProducts } from '../../../domain/catalog/list-admin-products';
import {
  createProduct,
  getAdminProduct,
  setProductVisibility,
  updateProduct,
} from '../../../domain/catalog/manage-products';
import {
  adminProductListQuerySchema,
  createProductBodySchema,
  productVisibilityBodySchema,
  updateProductBodySchema,
} from '../../../domain/schemas/admin-products';
import { adminProductListSchema, adminProductSchema } from '../../../domain/views/admin-products';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** The catalog as staff keep it (rule:admin-catalog, rule:hidden-catalog). Guarded on /api/admin. */
export default async function adminProductRoutes(app: App) {
  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every product, hidden ones too: search, filters, sorts, paged',
        querystring: adminProductListQuerySchema,
        response: { 200: envelope(adminProductListSchema) },
      },
    },
    async (request) => ok(await listAdminProducts(app.db, request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product as the edit form shows it',
        params: idParam,
        response: { 200: envelope(adminProductSchema) },
      },
    },
    async (request) => ok(await getAdminProduct(app.db, request.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product with its images (uploaded first) and opening stock',
        body: createProductBodySchema,
        response: { 201: envelope(adminProductSchema) },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(product, `${product.title} added`));
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a product's fields (not its stock: POST /products/:id/stock); 409 if someone saved since",
        params: idParam,
        body: updateProductBodySchema,
        response: { 200: envelope(adminProductSchema) },
      },
    },
    async (request) => {
      const { expectedVersion, ...form } = request.body;
      const product = await updateProduct(app.db, currentUser(request).id, request.params.id, form, expectedVersion);
      return ok(product, `${product.title} saved`);
    },
  );

  app.post(
    '/products/:id/visibility',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a product from shoppers or show it again (an ordered product is never deleted)',
        params: idParam,
        body: productVisibilityBodySchema,
        response: { 200: envelope(adminProductSchema) },
      },
    },
    async (request) => {
      const product = await setProductVisibility(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.isActive,
      );
      return ok(product, product.isActive ? `${product.title} is shown` : `${product.title} is hidden`);
    },
  );
}
