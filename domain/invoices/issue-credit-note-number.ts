import type { Tx } from '../../db/client';
import { financialYearOf, nextYearSerial } from './issue-invoice-number';

/**
 * Issues the next GST credit note number (rule:gst-credit-note): CN/<financial year>/<serial>, such as CN/26-27/000001,
 * consecutive in its own series within the financial year, as invoices are in theirs (nextYearSerial), and at most 16
 * characters: two refunds never share a number, and a refund that rolls back gives its number back.
 */
export async function issueCreditNoteNumber(tx: Tx, now: Date): Promise<string> {
  const year = financialYearOf(now);
  return `CN/${year}/${await nextYearSerial(tx, 'credit_note_counters', year)}`;
}
