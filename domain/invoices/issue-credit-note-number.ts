import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { financialYearOf } from './issue-invoice-number';

/**
 * Issues the next GST credit note number (rule:gst-credit-note): CN/<financial year>/<serial>, such as CN/26-27/000001,
 * consecutive in its own series within the financial year, as invoices are in theirs, and at most 16 characters. The
 * counter row stays locked until the caller's transaction ends: two refunds never share a number, and a refund that
 * rolls back gives its number back.
 */
export async function issueCreditNoteNumber(tx: Tx, now: Date): Promise<string> {
  const year = financialYearOf(now);
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into credit_note_counters (financial_year, last_number) values (${year}, 1)
        on conflict (financial_year) do update set last_number = credit_note_counters.last_number + 1
        returning last_number`,
  );
  return `CN/${year}/${String(row!.last_number).padStart(6, '0')}`;
}
