import { getAdminOrder } from '../../../domain/orders/get-admin-order';
import { listAdminOrders } from '../../../domain/orders/list-admin-orders';
import { moveOrderStatus } from '../../../domain/orders/move-order-status';
import { moveOrdersInBulk } from '../../../domain/orders/move-orders-in-bulk';
import { adminOrdersQuerySchema, bulkMoveBodySchema, moveOrderBodySchema } from '../../../domain/schemas/admin-orders';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  bulkMoveAnswerSchema,
  movedOrderSchema,
} from '../../../domain/views/admin-orders';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';
import { withOrderMail } from './with-order-mail';

/** The back office's orders (rule:admin-orders, rule:order-state-machine). Guarded by the staff guard on /api/admin. */
export default async function adminOrderRoutes(app: App) {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first, paged, with filters, search and the number of orders per status',
        querystring: adminOrdersQuerySchema,
        response: { 200: envelope(adminOrderListSchema) },
      },
    },
    async (request) => ok(await listAdminOrders(app.db, request.query)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its shopper, history, shipment, calls, delivery attempts and the moves allowed now',
        params: idParam,
        response: { 200: envelope(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await getAdminOrder(app.db, request.params.id)),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an order along the state machine, from the status the staff member saw (409 if it moved)',
        params: idParam,
        body: moveOrderBodySchema,
        response: { 200: envelope(movedOrderSchema) },
      },
    },
    async (request) => {
      const order = await withOrderMail(app, (mail) =>
        moveOrderStatus(app.db, currentUser(request).id, { orderId: request.params.id, ...request.body }, mail),
      );
      return ok(
        {
          id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          invoiceNumber: order.invoiceNumber,
          courierName: order.courierName,
          trackingNumber: order.trackingNumber,
        },
        `Order #${order.orderNumber} is now ${order.status}`,
      );
    },
  );

  app.post(
    '/orders/bulk-status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move many orders the same way (not shipping), each in its own transaction; lists each outcome',
        body: bulkMoveBodySchema,
        response: { 200: envelope(bulkMoveAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await moveOrdersInBulk(app.db, currentUser(request).id, request.body, {
        mailer: app.mailer,
        settings: app.settings,
      });
      if (answer.moved > 0) app.mailer.wake();
      return ok(answer, `${answer.moved} moved, ${answer.refused} refused`);
    },
  );
}
