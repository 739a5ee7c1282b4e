/**
 * Request schemas for orders (rule:order-api orders/place), shared by the API and the checkout
 * form. Messages are those of rule:checkout-form plus rule:checkout-phone-state's for phone and state.
 * rule:server-prices-orders: an order request carries ids, quantities, options, address and payment
 * method; any price, title or total a client adds is accepted for compatibility and ignored.
 */
import { z } from 'zod';
import { pagingQueryFields } from './paging';
import { isPincode } from '../shared/india';
import { maxCartLines } from '../shared/limits';
import { paymentMethods } from '../shared/order-rules';
import { indianPhoneSchema } from './auth';
import { lineOptionsShape, quantitySchema } from './cart';

/** At most as many lines in one order as a full cart holds, so a full cart checks out in one order. */
const maxOrderLines = maxCartLines;

const productId = z.uuid('Each order item needs a valid product id');

/**
 * rule:cart-line-fields: the line's product is `{ _id, title, price }`; some clients send the id alone
 * or a separate productId. Only the id is read; title and price are the server's (rule:server-prices-orders).
 */
const orderItemSchema = z
  .object({
    product: z
      .union([
        productId,
        z.object({ _id: productId.optional(), id: productId.optional() }, { error: 'Each order item needs a product' }),
      ])
      .optional(),
    productId: productId.optional(),
    quantity: quantitySchema,
    ...lineOptionsShape,
  })
  .transform((item, ctx) => {
    const fromProduct = typeof item.product === 'string' ? item.product : (item.product?._id ?? item.product?.id);
    const id = item.productId ?? fromProduct;
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'Each order item needs a product', path: ['product'] });
      return z.NEVER;
    }
    if (item.productId && fromProduct && item.productId !== fromProduct) {
      ctx.addIssue({ code: 'custom', message: 'productId and product._id disagree', path: ['productId'] });
      return z.NEVER;
    }
    const { product: _product, productId: _productId, ...rest } = item;
    return { productId: id, ...rest };
  });

/** A missing field is "required"; a field of the wrong type (a number, a list) is "invalid". */
const textError = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

const requiredText = (message: string, max: number) => {
  const field = message.replace(' is required', '');
  return z
    .string({ error: textError(message, `${field} is invalid`) })
    .trim()
    .min(1, message)
    .max(max, `${field} is too long`);
};

export const shippingAddressSchema = z.object(
  {
    fullName: requiredText('Full name is required', 100),
    phone: indianPhoneSchema,
    addressLine: requiredText('Address is required', 300),
    city: requiredText('City is required', 100),
    // rule:checkout-form: 'ZIP Code is invalid' unless 5 or 6 digits (Indian PIN codes have 6).
    pincode: z
      .string({ error: textError('ZIP Code is required', 'ZIP Code is invalid') })
      .trim()
      .min(1, 'ZIP Code is required')
      .refine(isPincode, 'ZIP Code is invalid'),
    state: requiredText('State is required', 100),
  },
  { error: 'Shipping address is required' },
);

export const paymentMethodSchema = z.enum(paymentMethods, {
  error: `Payment method must be ${paymentMethods.join(' or ')}`,
});

export const placeOrderBodySchema = z.object({
  orderItems: z
    .array(orderItemSchema, { error: 'Order items are required' })
    .min(1, 'Your order has no items')
    .max(maxOrderLines, `An order can have at most ${maxOrderLines} items`),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  /** Accepted because clients of the published contract send it; never used (rule:server-prices-orders). */
  totalAmount: z.number({ error: 'totalAmount must be a number' }).nullish(),
  email: z
    .string()
    .trim()
    .max(254, 'Email is too long')
    .pipe(z.union([z.literal(''), z.email('Email is invalid')]))
    .optional(),
});

/** The Idempotency-Key header (rule:idempotent-orders): optional, 1 to 200 characters. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key can be at most 200 characters');

export const myOrdersQuerySchema = z.object(pagingQueryFields(100));

export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;
export type OrderLineInput = PlaceOrderInput['orderItems'][number];
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;
