import { Readable } from 'node:stream';
import { z } from 'zod';
import { exportProductsCsv } from '../../../domain/catalog/export-products-csv';
import { importProductsCsv } from '../../../domain/catalog/import-products-csv';
import { listAdminProducts } from '../../../domain/catalog/list-admin-products';
import { createProduct } from '../../../domain/catalog/create-product';
import { getAdminProduct } from '../../../domain/catalog/get-admin-product';
import { setProductVisibility } from '../../../domain/catalog/set-product-visibility';
import { updateProduct } from '../../../domain/catalog/update-product';
import {
  adminProductListQuerySchema,
  createProductBodySchema,
  productExportQuerySchema,
  productImportQuerySchema,
  productVisibilityBodySchema,
  updateProductBodySchema,
} from '../../../domain/schemas/admin-products';
import { AppError } from '../../../domain/errors';
import { maxProductImportBytes, productImportLimitText } from '../../../domain/shared/limits';
import {
  adminProductListSchema,
  adminProductSchema,
  productImportReportSchema,
} from '../../../domain/views/admin-products';
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

  // The CSV file (rule:admin-csv, ADR 0035). A static path, so it wins over /products/:id.
  app.get(
    '/products/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The products the list filters select, hidden ones too, as a CSV file (UTF-8 with BOM)',
        querystring: productExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(Readable.from(exportProductsCsv(app.db, request.query)));
    },
  );

  await app.register(importRoute);

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

const tooLargeMessage = `The file is larger than ${productImportLimitText}. Split it into smaller files and import them one after another.`;

/**
 * POST /products/import, in a scope of its own: only here does the API take text/csv, and only here a body of
 * up to 10 MB (10,000 products with long descriptions); every other route keeps the 1 MB limit.
 */
async function importRoute(app: App) {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: maxProductImportBytes },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/products/import',
    {
      bodyLimit: maxProductImportBytes,
      // A declared size over the limit is refused before a byte is read, with a message that says what to do.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxProductImportBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
        }
      },
      schema: {
        tags: ['admin'],
        summary:
          'Import products from a CSV file: mode=dry-run reports what each row would do; mode=apply writes all of it or nothing (422)',
        querystring: productImportQuerySchema,
        consumes: ['text/csv'],
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type text/csv.' }),
        response: { 200: envelope(productImportReportSchema) },
      },
    },
    async (request) => {
      const { mode } = request.query;
      const report = await importProductsCsv(app.db, currentUser(request).id, request.body, mode);
      const message =
        mode === 'apply'
          ? `Imported: ${report.create} added, ${report.update} changed, ${report.unchanged} unchanged`
          : report.errorCount > 0
            ? `The file has ${report.errorCount} ${report.errorCount === 1 ? 'problem' : 'problems'}`
            : `Ready to import: ${report.create} to add, ${report.update} to change, ${report.unchanged} unchanged`;
      return ok(report, message);
    },
  );
}
