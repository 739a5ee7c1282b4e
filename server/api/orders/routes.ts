import { z } from 'zod';
import { cancelOrder } from '../../../domain/orders/cancel-order';
import { getOrder } from '../../../domain/orders/get-order';
import { listMyOrders } from '../../../domain/orders/list-my-orders';
import { sendOrderConfirmation } from '../../../domain/orders/order-confirmation-mail';
import { placeOrder } from '../../../domain/orders/place-order';
import { placeOrderIdempotently } from '../../../domain/orders/place-order-idempotently';
import { idempotencyKeySchema, myOrdersQuerySchema, placeOrderBodySchema } from '../../../domain/schemas/orders';
import { orderListSchema, orderSchema, type Order } from '../../../domain/views/orders';
import { currentUser } from '../../plugins/auth';
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
  app.post(
    '/orders/place',
    {
      onRequest: app.requireUser,
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
      // Runs once the order has committed, and only for a new order (a replay was mailed the
      // first time). The answer does not wait for SMTP, and a mail failure never fails the order:
      // the mailer records delivery failures in mail_outbox; anything else is logged here.
      const confirm = (order: Order) => {
        sendOrderConfirmation(app.db, { mailer: app.mailer, settings: app.settings }, userId, order).catch(
          (err: unknown) => request.log.error({ err, orderId: order.id }, 'order confirmation mail could not be sent'),
        );
      };
      const key = request.headers['idempotency-key'];
      if (key === undefined) {
        const order = await placeOrder(app.db, userId, request.body, app.settings);
        confirm(order);
        return reply.status(201).send(ok(order, 'Order placed successfully'));
      }
      const { order, replayed } = await placeOrderIdempotently(app.db, userId, request.body, app.settings, key);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      else confirm(order);
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
