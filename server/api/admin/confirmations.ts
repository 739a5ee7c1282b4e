import { listConfirmationQueue } from '../../../domain/orders/list-confirmation-queue';
import { recordCallAttempt } from '../../../domain/orders/record-call-attempt';
import { recordDeliveryAttempt } from '../../../domain/orders/record-delivery-attempt';
import {
  confirmationQueueQuerySchema,
  recordCallBodySchema,
  recordDeliveryAttemptBodySchema,
} from '../../../domain/schemas/admin-confirmations';
import { callOutcomeLabels, deliveryFailureLabels } from '../../../domain/shared/order-transitions';
import {
  confirmationQueueSchema,
  recordedAttemptSchema,
  type RecordedAttempt,
} from '../../../domain/views/admin-confirmations';
import type { Order as OrderRow } from '../../../db/schema/index';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';
import { withOrderMail } from './with-order-mail';

const recorded = (order: OrderRow): RecordedAttempt => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  callAttempts: order.callAttempts,
  deliveryAttempts: order.deliveryAttempts,
});

/**
 * The confirmation queue and failed deliveries (rule:confirmation-queue, rule:failed-delivery). Guarded by the
 * staff guard on /api/admin; each write is audited in its own transaction (rule:audit-log).
 */
export default async function adminConfirmationRoutes(app: App) {
  app.get(
    '/confirmations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Placed orders waiting for their confirmation call, oldest first, paged',
        querystring: confirmationQueueQuerySchema,
        response: { 200: envelope(confirmationQueueSchema) },
      },
    },
    async (request) => ok(await listConfirmationQueue(app.db, request.query)),
  );

  app.post(
    '/orders/:id/calls',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a confirmation call; confirmed moves the order to Processing, asked to cancel cancels it',
        params: idParam,
        body: recordCallBodySchema,
        response: { 200: envelope(recordedAttemptSchema) },
      },
    },
    async (request) => {
      const order = await withOrderMail(app, (mail) =>
        recordCallAttempt(app.db, currentUser(request).id, { orderId: request.params.id, ...request.body }, mail),
      );
      return ok(
        recorded(order),
        `Call recorded for order #${order.orderNumber} (${callOutcomeLabels[request.body.outcome]}): it is ${order.status}`,
      );
    },
  );

  app.post(
    '/orders/:id/delivery-attempts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a failed delivery attempt of an In Transit order (it stays In Transit)',
        params: idParam,
        body: recordDeliveryAttemptBodySchema,
        response: { 200: envelope(recordedAttemptSchema) },
      },
    },
    async (request) => {
      const order = await recordDeliveryAttempt(app.db, currentUser(request).id, {
        orderId: request.params.id,
        ...request.body,
      });
      return ok(
        recorded(order),
        `Failed delivery recorded for order #${order.orderNumber} (${deliveryFailureLabels[request.body.reason]}): attempt ${order.deliveryAttempts}`,
      );
    },
  );
}
