import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditEntry {
  /** The staff member who made the change. */
  actorUserId: string;
  /** What was done, as `<area>.<verb>`: 'order.move', 'stock.adjust', 'remittance.record'. */
  action: string;
  /** Which record: its kind ('order', 'product', 'courier') and id. */
  entityType: string;
  entityId: string;
  /** The fields the change touched, as they were and as they are; null when the record is new or gone. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit row for a staff write (rule:audit-log, ADR 0027). Called inside the write's own
 * transaction, so a change and its audit row commit together or not at all: there is no audited change
 * that did not happen, and no change without its row.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * Writes the audit rows of one bulk write (a CSV import of thousands of products) in a few multi-row inserts instead
 * of one statement each; same rule and same transaction as recordAudit.
 */
export async function recordAudits(tx: DbOrTx, entries: AuditEntry[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < entries.length; start += batchSize) {
    await tx.insert(auditLog).values(entries.slice(start, start + batchSize));
  }
}
