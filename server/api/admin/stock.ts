import { z } from 'zod';
import { adjustStock } from '../../../domain/stock/adjust-stock';
import { listStock } from '../../../domain/stock/list-stock';
import { listStockLedger } from '../../../domain/stock/list-stock-ledger';
import { setLowStockThreshold } from '../../../domain/stock/set-low-stock-threshold';
import {
  adjustStockBodySchema,
  lowStockThresholdBodySchema,
  stockLedgerQuerySchema,
  stockListQuerySchema,
} from '../../../domain/schemas/admin-stock';
import { stockAdjustmentSchema, stockLedgerSchema, stockListSchema } from '../../../domain/views/admin-stock';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** The back office's stock (rule:stock-ledger, ADR 0029). Guarded by the staff guard on /api/admin. */
export default async function adminStockRoutes(app: App) {
  app.get(
    '/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products low on stock, out of stock, or all, by title; paged',
        querystring: stockListQuerySchema,
        response: { 200: envelope(stockListSchema) },
      },
    },
    async (request) => ok(await listStock(app.db, request.query, app.settings.lowStockThreshold)),
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adjust a product’s stock: received adds, damaged removes, counted sets; ledger and audit rows',
        params: idParam,
        body: adjustStockBodySchema,
        response: { 200: envelope(stockAdjustmentSchema) },
      },
    },
    async (request) => {
      const result = await adjustStock(app.db, currentUser(request).id, request.params.id, request.body);
      const message = result.changed
        ? `Stock is now ${result.stock} (${result.change > 0 ? '+' : ''}${result.change})`
        : `The count matches the stock (${result.stock}): nothing changed`;
      return ok(result, message);
    },
  );

  app.get(
    '/products/:id/stock-ledger',
    {
      schema: {
        tags: ['admin'],
        summary: 'A product’s stock ledger, newest first; paged',
        params: idParam,
        querystring: stockLedgerQuerySchema,
        response: { 200: envelope(stockLedgerSchema) },
      },
    },
    async (request) =>
      ok(await listStockLedger(app.db, request.params.id, request.query, app.settings.lowStockThreshold)),
  );

  app.put(
    '/products/:id/low-stock-threshold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a product’s low-stock threshold, or null for the shop’s default',
        params: idParam,
        body: lowStockThresholdBodySchema,
        response: { 200: envelope(z.object({ productId: z.string(), threshold: z.number().nullable() })) },
      },
    },
    async (request) => {
      const { threshold } = request.body;
      const saved = await setLowStockThreshold(app.db, currentUser(request).id, request.params.id, threshold);
      return ok(
        { productId: request.params.id, threshold: saved },
        saved === null ? 'The product now uses the shop’s default threshold' : `Low stock is now at ${saved} or fewer`,
      );
    },
  );
}
