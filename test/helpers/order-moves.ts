import { expect } from 'vitest';
import type { App } from '../../server/types';
import type { TestUser } from './users';

/**
 * Staff move an order from the status they saw to the next (POST /api/admin/orders/{id}/status, rule:order-status-mail
 * and the order state machine), which must succeed; `extra` carries a shipment's courier and tracking number.
 */
export async function moveOrder(
  app: App,
  staff: TestUser,
  orderId: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: staff.headers,
    payload: { from, to, ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
