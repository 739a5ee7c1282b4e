import { z } from 'zod';
import { moveOrderStatus } from '../../../domain/orders/move-order-status';
import { moveOrderBodySchema } from '../../../domain/schemas/admin-orders';
import { orderStatuses } from '../../../domain/shared/order-rules';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

const movedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status: z.enum(orderStatuses),
  invoiceNumber: z.string().nullable(),
});

/** The back office's orders (rule:order-state-machine). Guarded by the staff guard on /api/admin. */
export default async function adminOrderRoutes(app: App) {
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
      const order = await moveOrderStatus(
        app.db,
        currentUser(request).id,
        { orderId: request.params.id, ...request.body },
        { mailer: app.mailer, settings: app.settings },
      );
      app.mailer.wake();
      return ok(
        { id: order.id, orderNumber: order.orderNumber, status: order.status, invoiceNumber: order.invoiceNumber },
        `Order #${order.orderNumber} is now ${order.status}`,
      );
    },
  );
}
