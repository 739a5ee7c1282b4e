/**
 * Customers as the back office shows them (rule:admin-customers, rule:disabled-accounts): one zod schema per
 * answer (ADR 0018). Money is in rupees; times are ISO strings.
 */
import { z } from 'zod';
import { genders, userRoles } from '../shared/account-rules';
import { orderStatuses } from '../shared/order-rules';
import { pageInfoSchema } from './admin-stock';

const lifetimeValue = z.number().describe("Rupees: the total of the customer's Delivered orders");

/** One row of the list. */
export const adminCustomerRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(userRoles).describe('user for shoppers, admin for staff'),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  orderCount: z.number(),
  lifetimeValue,
});
export type AdminCustomerRow = z.output<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = pageInfoSchema.extend({ items: z.array(adminCustomerRowSchema) });
export type AdminCustomerList = z.output<typeof adminCustomerListSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  total: z.number().describe('Rupees'),
});
export type AdminCustomerOrder = z.output<typeof adminCustomerOrderSchema>;

export const adminCustomerReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});
export type AdminCustomerReview = z.output<typeof adminCustomerReviewSchema>;

export const adminCustomerDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    gender: z.enum(genders),
    role: z.enum(userRoles),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  }),
  orders: z.array(adminCustomerOrderSchema).describe('Newest first, at most 50'),
  orderCount: z.number().describe('Every order of the customer'),
  deliveredCount: z.number(),
  lifetimeValue,
  reviews: z.array(adminCustomerReviewSchema).describe('Newest first, at most 50, hidden ones included'),
  reviewCount: z.number(),
});
export type AdminCustomerDetail = z.output<typeof adminCustomerDetailSchema>;

/** The answer of a disable or an enable: the account's state now. */
export const customerAccessSchema = z.object({
  id: z.string(),
  disabledAt: z.string().nullable(),
  sessionsEnded: z.number().describe('Sessions this request ended (0 for an enable or a repeat)'),
});
export type CustomerAccess = z.output<typeof customerAccessSchema>;
