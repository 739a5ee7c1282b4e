/**
 * The shopper's request to return or exchange a delivered line (rule:return-requests), shared by the API and the order
 * page's form, so both say the same thing. Staff's schemas are in admin-returns.ts: this file loads with the form.
 */
import { z } from 'zod';
import {
  bankAccountPattern,
  ifscPattern,
  maxReturnNoteLength,
  maxReturnPhotos,
  refundMethods,
  returnKinds,
  returnReasons,
  upiIdPattern,
} from '../shared/return-request-rules';

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export type RefundDetails =
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountName: string; accountNumber: string; accountNumberAgain: string; ifsc: string };

/**
 * Where a return's refund goes: a UPI ID, or a bank account typed twice with its IFSC. One object with a transform
 * rather than a discriminated union: the order page loads this with its form, and the zod classes a union and a pipe
 * need would otherwise join the zod chunk every page with a form loads (0.8 kB).
 */
export const refundDetailsSchema = z
  .object(
    {
      method: z.enum(refundMethods, 'Please choose how to get your refund: UPI or a bank account.'),
      upiId: z.string().trim().max(256, 'Please enter a UPI ID like name@okhdfcbank.').optional(),
      accountName: trimmed(100, 'The account holder’s name is too long.').optional(),
      accountNumber: z.string().trim().max(40, 'An account number is 9 to 18 digits.').optional(),
      accountNumberAgain: z.string().trim().max(40, 'The two account numbers do not match.').optional(),
      ifsc: z.string().trim().max(20, 'An IFSC is 11 characters, like HDFC0001234.').optional(),
    },
    { error: 'Please choose how to get your refund: UPI or a bank account.' },
  )
  .transform((refund, ctx): RefundDetails => {
    const problems: [string, string][] = [];
    if (refund.method === 'upi') {
      const upiId = refund.upiId ?? '';
      if (upiId === '') problems.push(['upiId', 'Please enter your UPI ID.']);
      else if (!upiIdPattern.test(upiId)) problems.push(['upiId', 'Please enter a UPI ID like name@okhdfcbank.']);
      for (const [path, message] of problems) ctx.addIssue({ code: 'custom', path: [path], message });
      return problems.length > 0 ? z.NEVER : { method: 'upi', upiId };
    }
    const accountName = refund.accountName ?? '';
    const accountNumber = refund.accountNumber ?? '';
    const accountNumberAgain = refund.accountNumberAgain ?? '';
    const ifsc = (refund.ifsc ?? '').toUpperCase();
    if (accountName === '') problems.push(['accountName', 'Please enter the account holder’s name.']);
    if (!bankAccountPattern.test(accountNumber))
      problems.push(['accountNumber', 'An account number is 9 to 18 digits.']);
    if (accountNumberAgain !== accountNumber) {
      problems.push(['accountNumberAgain', 'The two account numbers do not match.']);
    }
    if (!ifscPattern.test(ifsc)) problems.push(['ifsc', 'An IFSC is 11 characters, like HDFC0001234.']);
    for (const [path, message] of problems) ctx.addIssue({ code: 'custom', path: [path], message });
    return problems.length > 0 ? z.NEVER : { method: 'bank', accountName, accountNumber, accountNumberAgain, ifsc };
  });

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
