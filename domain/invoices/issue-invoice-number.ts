import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The Indian financial year (April to March) a date falls in, as 'YY-YY' ('26-27' for 1 June 2026),
 * read in India's time zone, so an order shipped at 00:30 IST on 1 April opens the new year.
 */
export function financialYearOf(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60 * 1000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * The next serial of a GST number series in its financial year, six digits (000042): the counter row is taken with an
 * upsert that locks it until the caller's transaction ends, so two documents never get the same number and a
 * rolled-back one gives its number back (no gap). Invoices and credit notes each have their own counter table.
 */
export async function nextYearSerial(
  tx: Tx,
  counters: 'invoice_counters' | 'credit_note_counters',
  year: string,
): Promise<string> {
  const table = sql.identifier(counters);
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into ${table} (financial_year, last_number) values (${year}, 1)
        on conflict (financial_year) do update set last_number = ${table}.last_number + 1
        returning last_number`,
  );
  return String(row!.last_number).padStart(6, '0');
}

/**
 * Issues the next GST invoice number (rule:gst-invoice): `<prefix>/<financial year>/<serial>`, such as
 * INV/26-27/000042, consecutive and unique within the financial year and at most 16 characters (CGST Rules,
 * rule 46).
 */
export async function issueInvoiceNumber(tx: Tx, prefix: string, now: Date): Promise<string> {
  const year = financialYearOf(now);
  const number = `${prefix}/${year}/${await nextYearSerial(tx, 'invoice_counters', year)}`;
  if (number.length > 16) throw new Error(`Invoice number ${number} is longer than 16 characters`);
  return number;
}
