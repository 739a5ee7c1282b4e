/** Requests of the alerts API (ADR 0056). */
import { z } from 'zod';

export const notifyBodySchema = z.object({
  productId: z.uuid('Invalid product id'),
  /** A guest's address; ignored for a signed-in shopper, whose account's email is used. */
  email: z
    .string()
    .trim()
    .max(254, 'Email is invalid')
    .pipe(z.union([z.literal(''), z.email('Email is invalid')]))
    .optional(),
});
export type NotifyBody = z.output<typeof notifyBodySchema>;

export const confirmAlertBodySchema = z.object({
  token: z.string().trim().min(1, 'This confirmation link is not complete.').max(200),
});

/** `?t=token1,token2`: the alerts one mail told of. */
export const unsubscribeQuerySchema = z.object({
  t: z
    .string()
    .max(4000)
    .transform((text) => text.split(',').map((token) => token.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid.'))
        .min(1)
        .max(50),
    ),
});

export const alertIdParamSchema = z.object({ alertId: z.uuid('Invalid id') });
