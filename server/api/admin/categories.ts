import { createCategory } from '../../../domain/catalog/create-category';
import { createSubCategory } from '../../../domain/catalog/create-sub-category';
import { deleteCategory } from '../../../domain/catalog/delete-category';
import { deleteSubCategory } from '../../../domain/catalog/delete-sub-category';
import { listAdminCategories } from '../../../domain/catalog/list-admin-categories';
import { moveCategory } from '../../../domain/catalog/move-category';
import { moveSubCategory } from '../../../domain/catalog/move-sub-category';
import { reorderCategories } from '../../../domain/catalog/reorder-categories';
import { setCategoryVisibility } from '../../../domain/catalog/set-category-visibility';
import { setSubCategoryVisibility } from '../../../domain/catalog/set-sub-category-visibility';
import { updateCategory } from '../../../domain/catalog/update-category';
import { updateSubCategory } from '../../../domain/catalog/update-sub-category';
import {
  categoryMoveBodySchema,
  categoryOrderBodySchema,
  categoryVisibilityBodySchema,
  createCategoryBodySchema,
  createSubCategoryBodySchema,
  updateCategoryBodySchema,
  updateSubCategoryBodySchema,
} from '../../../domain/schemas/admin-categories';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminSubCategorySchema,
  removedCategorySchema,
} from '../../../domain/views/admin-categories';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

const tags = ['admin'];
const removed = { 200: envelope(removedCategorySchema) };

/**
 * Categories and sub categories as staff keep them (rule:admin-categories, rule:hidden-catalog): add, rename, change
 * the picture and GST defaults, hide or show, move or set the whole order, delete an empty one. Guarded on
 * /api/admin (rule:staff-only); every write is audited in its own transaction (rule:audit-log). Pictures are
 * uploaded first (POST /api/upload/uploadImage) and claimed by the write that uses them. The storefront's reads
 * (`GET category`, `GET subCategory`, the product list and search) follow at once.
 */
export default async function adminCategoryRoutes(app: App) {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Every category and sub category, hidden ones too, in order, with their product counts',
        response: { 200: envelope(adminCategoryListSchema) },
      },
    },
    async () => ok(await listAdminCategories(app.db)),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (its picture uploaded first by this staff member) after the others',
        body: createCategoryBodySchema,
        response: { 201: envelope(adminCategorySchema) },
      },
    },
    async (request, reply) => {
      const category = await createCategory(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(category, `${category.name} added`));
    },
  );

  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        summary: 'Put every category in a new order (exactly the ids the shop holds)',
        body: categoryOrderBodySchema,
        response: { 200: envelope(adminCategoryListSchema) },
      },
    },
    async (request) => {
      await reorderCategories(app.db, currentUser(request).id, request.body.ids);
      return ok(await listAdminCategories(app.db), 'Categories reordered');
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: "Rename a category, or change its picture or its products' GST defaults (the id stays)",
        params: idParam,
        body: updateCategoryBodySchema,
        response: { 200: envelope(adminCategorySchema) },
      },
    },
    async (request) => {
      const category = await updateCategory(app.db, currentUser(request).id, request.params.id, request.body);
      return ok(category, `${category.name} saved`);
    },
  );

  app.post(
    '/categories/:id/visibility',
    {
      schema: {
        tags,
        summary: 'Hide a category and its products from shoppers, or show them again',
        params: idParam,
        body: categoryVisibilityBodySchema,
        response: { 200: envelope(adminCategorySchema) },
      },
    },
    async (request) => {
      const category = await setCategoryVisibility(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.isActive,
      );
      return ok(category, category.isActive ? `${category.name} is shown` : `${category.name} is hidden`);
    },
  );

  app.post(
    '/categories/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a category up, down, first or last',
        params: idParam,
        body: categoryMoveBodySchema,
        response: { 200: envelope(adminCategoryListSchema) },
      },
    },
    async (request) => {
      await moveCategory(app.db, currentUser(request).id, request.params.id, request.body.direction);
      return ok(await listAdminCategories(app.db), 'Moved');
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category that holds no products (409 otherwise: hide it instead)',
        params: idParam,
        response: removed,
      },
    },
    async (request) => ok(await deleteCategory(app.db, currentUser(request).id, request.params.id), 'Category deleted'),
  );

  // Sub categories: created under their category, then addressed by their own id.
  app.post(
    '/categories/:id/sub-categories',
    {
      schema: {
        tags,
        summary: 'Add a sub category after the others of the category',
        params: idParam,
        body: createSubCategoryBodySchema,
        response: { 201: envelope(adminSubCategorySchema) },
      },
    },
    async (request, reply) => {
      const sub = await createSubCategory(app.db, currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send(ok(sub, `${sub.name} added`));
    },
  );

  app.put(
    '/sub-categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a sub category (the id stays)',
        params: idParam,
        body: updateSubCategoryBodySchema,
        response: { 200: envelope(adminSubCategorySchema) },
      },
    },
    async (request) => {
      const sub = await updateSubCategory(app.db, currentUser(request).id, request.params.id, request.body);
      return ok(sub, `${sub.name} saved`);
    },
  );

  app.post(
    '/sub-categories/:id/visibility',
    {
      schema: {
        tags,
        summary: 'Hide a sub category and its products from shoppers, or show them again',
        params: idParam,
        body: categoryVisibilityBodySchema,
        response: { 200: envelope(adminSubCategorySchema) },
      },
    },
    async (request) => {
      const sub = await setSubCategoryVisibility(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.isActive,
      );
      return ok(sub, sub.isActive ? `${sub.name} is shown` : `${sub.name} is hidden`);
    },
  );

  app.post(
    '/sub-categories/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a sub category up, down, first or last within its category; answers the category',
        params: idParam,
        body: categoryMoveBodySchema,
        response: { 200: envelope(adminCategorySchema) },
      },
    },
    async (request) =>
      ok(await moveSubCategory(app.db, currentUser(request).id, request.params.id, request.body.direction), 'Moved'),
  );

  app.delete(
    '/sub-categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a sub category that holds no products (409 otherwise: hide it instead)',
        params: idParam,
        response: removed,
      },
    },
    async (request) =>
      ok(await deleteSubCategory(app.db, currentUser(request).id, request.params.id), 'Sub category deleted'),
  );
}
