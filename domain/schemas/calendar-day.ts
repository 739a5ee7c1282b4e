/**
 * A calendar day as a date input and a URL carry it (YYYY-MM-DD): the one schema of every request that takes a day
 * (the order list's and the audit log's `from` and `to`, a remittance's date). Only days that exist: `2026-02-30` or
 * month 13 is refused here with a 400 instead of reaching PostgreSQL's date cast as a 500; and only years 2000 to 2099,
 * the years a shop opened now can have records of (PostgreSQL has no year 0, and a day past 9999 has no
 * YYYY-MM-DD). Browser-safe.
 */
import { z } from 'zod';

export const earliestDay = '2000-01-01';
export const latestDay = '2099-12-31';

const existingDay = z.iso.date();

/** `formatMessage` answers anything not shaped YYYY-MM-DD; a day that does not exist, or out of range, has its own. */
export function calendarDaySchema(formatMessage = 'Please give a date as YYYY-MM-DD.') {
  return z
    .string({ error: formatMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: formatMessage, abort: true })
    .refine((day) => existingDay.safeParse(day).success, {
      error: (issue) => `${String(issue.input)} is not a real date.`,
      abort: true,
    })
    .refine((day) => day >= earliestDay && day <= latestDay, 'Please give a date from the years 2000 to 2099.');
}
