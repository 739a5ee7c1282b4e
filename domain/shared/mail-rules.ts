/**
 * The mail outbox's vocabulary (ADR 0024), browser-safe so the database's check constraint and a
 * future back-office screen take the same list (ADR 0017).
 */

/**
 * Where a mail stands: 'pending' (waiting for its next attempt), 'sending' (claimed by a worker),
 * 'sent' (accepted by the SMTP server), 'logged' (no SMTP configured: written to the log) or
 * 'failed' (given up; its last error is kept).
 */
export const mailStatuses = ['pending', 'sending', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
