import { z } from 'zod';
import { getCourierCash } from '../../../domain/remittances/get-courier-cash';
import { listRefundsPaid } from '../../../domain/remittances/list-refunds-paid';
import { listRemittances } from '../../../domain/remittances/list-remittances';
import { listUnremittedOrders } from '../../../domain/remittances/list-unremitted-orders';
import { recordRemittance } from '../../../domain/remittances/record-remittance';
import { toRemittanceSummary } from '../../../domain/remittances/to-remittance-summary';
import {
  courierNameParamSchema,
  recordRemittanceBodySchema,
  remittanceListQuerySchema,
} from '../../../domain/schemas/admin-reports';
import {
  courierCashSchema,
  refundsPaidSchema,
  remittancePageSchema,
  remittanceSummarySchema,
  unremittedOrderSchema,
} from '../../../domain/views/admin-reports';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

/** Cash with couriers and their remittances (rule:courier-cash). Guarded by the staff guard on /api/admin. */
export default async function adminRemittanceRoutes(app: App) {
  app.get(
    '/cash',
    {
      schema: {
        tags: ['admin'],
        summary: 'Per courier, delivered COD cash not yet remitted, with its ageing; totals collected and remitted',
        response: { 200: envelope(courierCashSchema) },
      },
    },
    async () => ok(await getCourierCash(app.db)),
  );

  app.get(
    '/refunds-paid',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refunds paid for returns in the last 30 India days: count, total and the latest (issue 38)',
        response: { 200: envelope(refundsPaidSchema) },
      },
    },
    async () => ok(await listRefundsPaid(app.db)),
  );

  app.get(
    '/couriers/:name/unremitted',
    {
      schema: {
        tags: ['admin'],
        summary: 'The delivered COD orders of a courier that a remittance can cover (oldest first, at most 500)',
        params: courierNameParamSchema,
        response: { 200: envelope(z.array(unremittedOrderSchema)) },
      },
    },
    async (request) => ok(await listUnremittedOrders(app.db, request.params.name)),
  );

  app.get(
    '/remittances',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remittances recorded, newest first, paged',
        querystring: remittanceListQuerySchema,
        response: { 200: envelope(remittancePageSchema) },
      },
    },
    async (request) => ok(await listRemittances(app.db, request.query)),
  );

  app.post(
    '/remittances',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record cash a courier handed over for delivered COD orders (409 if any order cannot be covered)',
        body: recordRemittanceBodySchema,
        response: { 201: envelope(remittanceSummarySchema) },
      },
    },
    async (request, reply) => {
      const r = await recordRemittance(app.db, currentUser(request).id, request.body);
      reply.code(201);
      return ok(toRemittanceSummary(r), `Recorded ${r.courierName}'s remittance of ${r.orderCount} orders`);
    },
  );
}
