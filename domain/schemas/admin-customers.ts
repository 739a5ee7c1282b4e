/**
 * Requests of the back office's customer screens (rule:admin-customers, rule:disabled-accounts), shared by the
 * admin forms and the API. Browser-safe.
 */
import { z } from 'zod';
import { maxAdminSearchLength, maxStaffNoteLength } from '../shared/limits';
import { pagingQueryFields } from './paging';

/** A GET form sends empty fields as ''; an empty search is no search. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Customers on one page of the list, unless the request asks for another number. */
export const adminCustomersPageSize = 25;

/** GET /api/admin/customers: the search box (name, email or phone) and the page. */
export const adminCustomersQuerySchema = z.object({
  ...pagingQueryFields(adminCustomersPageSize),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(maxAdminSearchLength, `Please keep the search under ${maxAdminSearchLength} characters.`)
      .optional(),
  ),
});
export type AdminCustomersQuery = z.output<typeof adminCustomersQuerySchema>;

/**
 * POST /api/admin/customers/{id}/disable and /enable: an optional note for the audit log (why). The body may be
 * left out altogether.
 */
export const customerAccessBodySchema = z.preprocess(
  // No body at all arrives as null or undefined: the same as an empty one.
  (body) => body ?? {},
  z.object({
    note: z
      .string('The note must be text.')
      .trim()
      .max(maxStaffNoteLength, `Please keep the note under ${maxStaffNoteLength} characters.`)
      .optional(),
  }),
);
export type CustomerAccessBody = z.output<typeof customerAccessBodySchema>;
