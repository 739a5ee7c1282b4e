import { z } from 'zod';
import { cancelOrder } from '../../../domain/orders/cancel-order';
import { getOrder } from '../../../domain/orders/get-order';
import { hasOrderKey } from '../../../domain/orders/has-order-key';
import { listMyOrders } from '../../../domain/orders/list-my-orders';
import { sendOrderConfirmation } from '../../../domain/orders/order-confirmation-mail';
import { placeOrder, type PlaceOrderHooks } from '../../../domain/orders/place-order';
import { placeOrderIdempotently } from '../../../domain/orders/place-order-idempotently';
import { idempotencyKeySchema, myOrdersQuerySchema, placeOrderBodySchema } from '../../../domain/schemas/orders';
import { orderListSchema, orderSchema } from '../../../domain/views/orders';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { limitPer, limitPerAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

// OpenAPI: a bearer token or the session cookie (rule:httponly-session).
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const placeHeaders = z.object({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe('One per checkout attempt: a retry with the same key and body answers the first result again'),
});

/**
 * The shopper's orders (rule:order-api orders/place and orders/my; rule:server-prices-orders,
 * rule:order-page, rule:cancel-window, rule:no-overselling). Every
 * call needs a signed-in user, checked on request (before the body is read).
 */
export default async function ordersRoutes(app: App) {
  // A retry of a known key (placed, running, or abandoned by a dead attempt) places at most that key's one order:
  // the limits let it through uncounted (rule:rate-limits, rule:idempotent-orders). Looked up once per request for
  // both limits.
  const replays = new WeakMap<FastifyRequest, Promise<boolean>>();
  const isReplay = (request: FastifyRequest): Promise<boolean> => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !request.auth) return Promise.resolve(false);
    let known = replays.get(request);
    if (!known) {
      known = hasOrderKey(app.db, request.auth.user.id, key);
      replays.set(request, known);
    }
    return known;
  };

  app.post(
    '/orders/place',
    {
      // Cash on delivery costs nothing up front, so placing orders is limited per account and, more
      // widely (mobile carriers share addresses), per client address (ADR 0021).
      onRequest: [app.requireUser, limitPerAccount(app, 'orders-place', 10, '1 hour', { skip: isReplay })],
      config: { rateLimit: { ...limitPer(app, 30, '1 hour').rateLimit, allowList: isReplay } },
      schema: {
        tags: ['orders'],
        summary: 'Place a cash-on-delivery order; the server prices it from the catalog and takes stock',
        security,
        headers: placeHeaders,
        body: placeOrderBodySchema,
        response: { 201: envelope(orderSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // The confirmation is queued in the order's own transaction, only for a new order (a replay was
      // mailed the first time), so the order and its mail commit together (rule:mail-delivery). The
      // outbox worker delivers it: the answer never waits for SMTP, and a delivery failure is retried.
      const hooks: PlaceOrderHooks = {
        onPlaced: (tx, order) =>
          sendOrderConfirmation(tx, { mailer: app.mailer, settings: app.settings }, userId, order),
      };
      const key = request.headers['idempotency-key'];
      if (key === undefined) {
        const order = await placeOrder(app.db, userId, request.body, app.settings, hooks);
        app.mailer.wake();
        return reply.status(201).send(ok(order, 'Order placed successfully'));
      }
      const { order, replayed } = await placeOrderIdempotently(app.db, userId, request.body, app.settings, key, hooks);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      else app.mailer.wake();
      return reply.status(201).send(ok(order, 'Order placed successfully'));
    },
  );

  app.get(
    '/orders/my',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first (100 a page)",
        security,
        querystring: myOrdersQuerySchema,
        response: { 200: envelope(orderListSchema) },
      },
    },
    async (request) => ok(await listMyOrders(app.db, currentUser(request).id, request.query), 'Orders fetched'),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        security,
        params: idParam,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ok(await getOrder(app.db, currentUser(request).id, request.params.id), 'Order fetched'),
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Cancel your order within 24 hours while it is Placed or Processing; stock returns',
        security,
        params: idParam,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ok(await cancelOrder(app.db, currentUser(request).id, request.params.id), 'Order cancelled'),
  );
}
