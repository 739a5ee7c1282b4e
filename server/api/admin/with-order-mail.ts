import type { App } from '../../types';

/** What a write about an order needs to mail the shopper (rule:mail-delivery). */
type OrderMail = { mailer: App['mailer']; settings: App['settings'] };

/**
 * Runs a staff write about an order that may queue mail to the shopper in its transaction, then wakes this process's
 * mail worker, so the mail leaves once the write has committed rather than at the next poll.
 */
export async function withOrderMail<T>(app: App, write: (mail: OrderMail) => Promise<T>): Promise<T> {
  const result = await write({ mailer: app.mailer, settings: app.settings });
  app.mailer.wake();
  return result;
}
