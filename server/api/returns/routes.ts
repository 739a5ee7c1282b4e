import { cancelReturn } from '../../../domain/returns/cancel-return';
import { listOrderReturns } from '../../../domain/returns/list-order-returns';
import { requestReturn } from '../../../domain/returns/request-return';
import { returnRequestBodySchema } from '../../../domain/schemas/returns';
import { returnRequestLabel } from '../../../domain/shared/return-request-rules';
import { returnRequestListSchema, returnRequestSchema, toReturnRequestView } from '../../../domain/views/returns';
import { currentUser } from '../../plugins/auth';
import { limitPerAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * A shopper's returns and size exchanges (rule:return-requests, ADR 0058): ask from a delivered order, see each
 * request's steps, cancel until pickup. Every call needs a signed-in shopper, checked on request; the shopper sees and
 * touches only their own orders' requests (404 otherwise).
 */
export default async function returnRoutes(app: App) {
  const deps = () => ({ mailer: app.mailer, settings: app.settings });

  app.get(
    '/orders/:id/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'The return and size exchange requests of one of your orders, oldest first, each with its steps',
        security,
        params: idParam,
        response: { 200: envelope(returnRequestListSchema) },
      },
    },
    async (request) =>
      ok(await listOrderReturns(app.db, currentUser(request).id, request.params.id), 'Return requests fetched'),
  );

  app.post(
    '/orders/:id/returns',
    {
      // A request sends a mail and may take stock for an exchange: a few an hour is more than any shopper needs.
      onRequest: [app.requireUser, limitPerAccount(app, 'return-requests', 20, '1 hour')],
      schema: {
        tags: ['returns'],
        summary: 'Ask to return a delivered item, or exchange it for another size in stock, within its return window',
        security,
        params: idParam,
        body: returnRequestBodySchema,
        response: { 201: envelope(returnRequestSchema) },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(app.db, currentUser(request).id, request.params.id, request.body, deps());
      app.mailer.wake();
      const [view] = (await listOrderReturns(app.db, currentUser(request).id, request.params.id)).filter(
        (r) => r.id === created.id,
      );
      return reply
        .status(201)
        .send(ok(view!, `${created.kind === 'exchange' ? 'Size exchange' : 'Return'} ${created.label} requested`));
    },
  );

  app.post(
    '/returns/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Cancel your return or size exchange request while the item has not been picked up',
        security,
        params: idParam,
        response: { 200: envelope(returnRequestSchema) },
      },
    },
    async (request) => {
      const cancelled = await cancelReturn(app.db, currentUser(request).id, request.params.id, deps());
      app.mailer.wake();
      const [view] = (await listOrderReturns(app.db, currentUser(request).id, cancelled.orderId)).filter(
        (r) => r.id === cancelled.id,
      );
      return ok(view ?? toReturnRequestView(cancelled, []), `${returnRequestLabel(cancelled.requestNumber)} cancelled`);
    },
  );
}
