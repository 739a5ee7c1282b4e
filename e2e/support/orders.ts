import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Order } from '../../domain/views/orders';
import type { ApiProduct } from './api';

/** The shipping address the specs' orders go to. */
export const shippingAddress = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
};

/**
 * Places a cash-on-delivery order through the API as the signed-in shopper (rule:order-api orders/place), to
 * `address` (the specs' usual one unless given).
 */
export async function placeOrder(
  page: Page,
  lines: { product: Pick<ApiProduct, '_id'>; quantity: number; options?: Record<string, string> }[],
  address: typeof shippingAddress = shippingAddress,
): Promise<Order> {
  const response = await page.request.post('/api/orders/place', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      orderItems: lines.map(({ product, quantity, options }) => ({
        product: { _id: product._id },
        quantity,
        ...options,
      })),
      shippingAddress: address,
      paymentMethod: 'COD',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}
