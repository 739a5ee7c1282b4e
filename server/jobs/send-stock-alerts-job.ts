import { sendDueAlerts } from '../../domain/alerts/send-due-alerts';
import type { Job } from './job-runner';

/**
 * Back-in-stock and price-drop mail (ADR 0056): every 15 seconds the sweep looks for alerts due and queues one mail per
 * shopper through the outbox. Frequent because a restock should be told soon; cheap when nothing is due (two indexed
 * statements).
 */
export const sendStockAlertsJob: Job = {
  name: 'send-stock-alerts',
  everyMs: 15 * 1000,
  async run({ db, config, log, signal, wakeMail }) {
    const sent = await sendDueAlerts(db, {
      publicUrl: config.PUBLIC_URL,
      priceDropPercent: config.PRICE_DROP_ALERT_PERCENT,
      signal,
    });
    if (sent.mails === 0) return;
    log.info(sent, 'stock and price alerts queued');
    wakeMail();
  },
};
