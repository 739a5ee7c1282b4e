/**
 * Request schemas for returns and size exchanges (rule:return-requests): the shopper's request from the order page,
 * and staff's moves in the back office. Shared by the API and the forms, so both say the same thing.
 */
import { z } from 'zod';
import {
  bankAccountPattern,
  ifscPattern,
  maxReturnNoteLength,
  maxReturnPhotos,
  refundMethods,
  returnCheckResults,
  returnKinds,
  returnReasons,
  returnStatuses,
  upiIdPattern,
} from '../shared/return-request-rules';
import { pagingQueryFields } from './paging';

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const refundDetailsSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('upi'),
      upiId: z
        .string({ error: 'Please enter your UPI ID.' })
        .trim()
        .regex(upiIdPattern, 'Please enter a UPI ID like name@okhdfcbank.'),
    }),
    z
      .object({
        method: z.literal('bank'),
        accountName: trimmed(100, 'The account holder’s name is too long.').min(
          1,
          'Please enter the account holder’s name.',
        ),
        accountNumber: z
          .string({ error: 'Please enter the account number.' })
          .trim()
          .regex(bankAccountPattern, 'An account number is 9 to 18 digits.'),
        accountNumberAgain: z.string({ error: 'Please enter the account number again.' }).trim(),
        ifsc: z
          .string({ error: 'Please enter the IFSC.' })
          .trim()
          .transform((value) => value.toUpperCase())
          .pipe(z.string().regex(ifscPattern, 'An IFSC is 11 characters, like HDFC0001234.')),
      })
      .refine((bank) => bank.accountNumber === bank.accountNumberAgain, {
        message: 'The two account numbers do not match.',
        path: ['accountNumberAgain'],
      }),
  ],
  { error: `Please choose how to get your refund: ${refundMethods.join(' or ')}.` },
);
export type RefundDetails = z.infer<typeof refundDetailsSchema>;

export const returnRequestBodySchema = z.object({
  orderItemId: z.uuid('Please choose the item to send back.'),
  kind: z.enum(returnKinds, 'Please choose a return or a size exchange.'),
  quantity: z
    .number({ error: 'Please choose how many to send back.' })
    .int('Please choose how many to send back.')
    .min(1, 'Please choose how many to send back.')
    .max(99, 'Please choose how many to send back.'),
  reason: z.enum(returnReasons, 'Please choose a reason.'),
  reasonNote: trimmed(maxReturnNoteLength, `Please keep the note under ${maxReturnNoteLength} characters.`).default(''),
  photos: z
    .array(z.string().max(300, 'A photo is not one of your uploads.'), { error: 'Photos must be a list.' })
    .max(maxReturnPhotos, `Please add at most ${maxReturnPhotos} photos.`)
    .default([]),
  exchangeSize: z.string().trim().min(1, 'Please choose the size you want.').max(40).optional(),
  refund: refundDetailsSchema.optional(),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** A staff member's move of one request, from the status they saw (409 when someone moved it first). */
export const moveReturnBodySchema = z.object({
  from: z.enum(returnStatuses, 'Please send the status you saw.'),
  to: z.enum(returnStatuses, 'Please choose the next status.'),
  note: trimmed(500, 'Please keep the note under 500 characters.').optional(),
  courierName: trimmed(100, 'The courier’s name is too long.').optional(),
  trackingNumber: trimmed(60, 'The AWB number is too long.').optional(),
  checkResult: z.enum(returnCheckResults, 'Please say whether it can be sold again or is damaged.').optional(),
  refundReference: trimmed(60, 'The reference is too long.').optional(),
});
export type MoveReturnBody = z.infer<typeof moveReturnBodySchema>;

/** Approve or reject many requests at once, each in its own transaction. */
export const bulkMoveReturnsBodySchema = z.object({
  ids: z
    .array(z.uuid('Each id must be a return request’s id.'), { error: 'Please choose the requests.' })
    .min(1, 'Please choose the requests.')
    .max(100, 'Please choose at most 100 requests at a time.'),
  to: z.enum(['Approved', 'Rejected'], 'Bulk moves are Approved or Rejected.'),
  note: trimmed(500, 'Please keep the note under 500 characters.').optional(),
});

export const adminReturnsQuerySchema = z.object({
  status: z.enum(returnStatuses, 'Unknown status.').optional(),
  q: z.string().trim().max(100, 'Please search with fewer than 100 characters.').optional(),
  ...pagingQueryFields(25),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;
