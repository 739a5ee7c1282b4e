/** A shopper's alerts as GET /api/alerts shows them (ADR 0056). */
import { z } from 'zod';
import { alertKinds, alertSources } from '../shared/alert-rules';
import { publicProductSchema } from './catalog';

export const accountAlertSchema = z.object({
  _id: z.string(),
  kind: z.enum(alertKinds),
  source: z.enum(alertSources),
  product: publicProductSchema.pick({ _id: true, title: true, images: true, price: true, discount: true, stock: true }),
  /** A price drop's reference: the sale price when saved, rupees. */
  baselinePrice: z.number().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export const accountAlertsSchema = z.object({ alerts: z.array(accountAlertSchema) });
export type AccountAlert = z.output<typeof accountAlertSchema>;

export const notifyAnswerSchema = z.object({ status: z.enum(['subscribed', 'confirm-sent']) });
export const stoppedAlertsSchema = z.object({ titles: z.array(z.string()) });
