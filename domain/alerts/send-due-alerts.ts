import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { queueMail } from '../mail/queue-mail';
import { alertMinGapMs, maxProductsPerAlertMail } from '../shared/alert-rules';
import { alertMail, type AlertMailLine } from './alert-mail';

/** A shopper gets at most one alert mail in this long: a backlog of products is told in few mails, not many. */
const recipientGapMs = 60 * 60 * 1000;

/** Alerts taken per transaction: a restock or an import of thousands of products is sent in several of these. */
const batchSize = 1000;

interface DueAlert extends Record<string, unknown> {
  id: string;
  kind: 'back_in_stock' | 'price_drop';
  source: 'notify' | 'saved';
  recipient: string;
  to_address: string;
  unsubscribe_token: string;
  baseline_price_paise: number | null;
  product_id: string;
  title: string;
  sale_paise: number;
}

/**
 * The sale price in SQL, by the same paise rule as domain/shared/pricing.ts's salePricePaise, in numeric: a price of
 * ₹1 crore (10^9 paise) times a discount is past a 32-bit integer.
 */
const salePaise = sql`(p.price_paise::numeric - round(p.price_paise::numeric * p.discount / 100))`;

/**
 * The alert sweep (ADR 0056), run by the scheduled job every few seconds and safe from several processes at once
 * (`FOR UPDATE SKIP LOCKED`):
 * 1. arms each live back-in-stock alert whose product is out of stock now;
 * 2. takes the alerts due: back in stock (armed, the product listed with stock again) or a price drop (the sale price
 *    at least `priceDropPercent` below the price when saved, and below the last price told of), confirmed, not
 *    stopped, never to a disabled account, and not when this shopper was mailed about the product in the last day;
 * 3. sends each shopper one mail for all their due products (at most 20 a mail; the rest an hour later), through
 *    the outbox in the same transaction as the alerts' new state, so a mail is queued exactly once;
 * 4. a Notify me alert is done once sent; a saved product's waits for its next sell-out or a lower price.
 * Stock changes (staff, CSV imports, cancelled orders) only change products; this sweep finds them, so an import
 * of thousands of products does no alert work of its own. Gives how many mails were queued and alerts told.
 */
export async function sendDueAlerts(
  db: Database,
  options: { publicUrl: string; priceDropPercent: number; signal?: AbortSignal },
): Promise<{ mails: number; alerts: number }> {
  await queryRows(
    db,
    sql`update stock_alerts a set armed = true
          from products p
         where p.id = a.product_id and a.kind = 'back_in_stock' and not a.armed and a.stopped_at is null
           and p.stock <= 0`,
  );
  let mails = 0;
  let alerts = 0;
  // A shopper gets one mail per sweep; what else is due for them goes in the next sweep's.
  const mailed = new Set<string>();
  for (;;) {
    if (options.signal?.aborted) break;
    const sent = await inTransaction(db, (tx) => sendBatch(tx, options, mailed));
    mails += sent.mails;
    alerts += sent.alerts;
    if (sent.taken < batchSize || sent.alerts === 0) break;
  }
  return { mails, alerts };
}

async function sendBatch(db: DbOrTx, options: { publicUrl: string; priceDropPercent: number }, mailed: Set<string>) {
  const gap = sql`now() - ${alertMinGapMs}::float8 * interval '1 millisecond'`;
  const due = await queryRows<DueAlert>(
    db,
    sql`select a.id, a.kind, a.source, coalesce(a.user_id::text, lower(a.email)) as recipient,
               coalesce(u.email, a.email) as to_address, a.unsubscribe_token, a.baseline_price_paise,
               p.id as product_id, p.title, ${salePaise} as sale_paise
          from stock_alerts a
          join products p on p.id = a.product_id
          left join users u on u.id = a.user_id
         where a.stopped_at is null and a.confirmed_at is not null and p.is_listed
           and (a.user_id is null or u.disabled_at is null)
           and (
             (a.kind = 'back_in_stock' and a.armed and p.stock > 0)
             or (a.kind = 'price_drop'
                 and ${salePaise} <= floor(a.baseline_price_paise::numeric * (100 - ${options.priceDropPercent}) / 100)
                 and (a.last_sent_price_paise is null or ${salePaise} < a.last_sent_price_paise))
           )
           and not exists (
             select 1 from stock_alerts b
              where b.product_id = a.product_id and b.last_sent_at > ${gap}
                and coalesce(b.user_id::text, lower(b.email)) = coalesce(a.user_id::text, lower(a.email))
           )
           -- A shopper mailed in the last hour waits: what is left after a full mail goes in one mail an hour later.
           and not exists (
             select 1 from stock_alerts c
              where c.last_sent_at > now() - ${recipientGapMs}::float8 * interval '1 millisecond'
                and coalesce(c.user_id::text, lower(c.email)) = coalesce(a.user_id::text, lower(a.email))
           )
         order by a.created_at, a.id
         limit ${batchSize}
         for update of a skip locked`,
  );

  // One mail per shopper; one line per product (back in stock before a price drop of the same product).
  const byRecipient = new Map<string, DueAlert[]>();
  for (const alert of due) {
    if (mailed.has(alert.recipient)) continue;
    const theirs = byRecipient.get(alert.recipient) ?? [];
    if (theirs.some((other) => other.product_id === alert.product_id)) continue;
    if (theirs.length >= maxProductsPerAlertMail) continue;
    theirs.push(alert);
    byRecipient.set(alert.recipient, theirs);
  }
  let told = 0;
  for (const [recipient, theirs] of byRecipient) {
    mailed.add(recipient);
    theirs.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'back_in_stock' ? -1 : 1));
    const lines: AlertMailLine[] = theirs.map((alert) => ({
      productId: alert.product_id,
      title: alert.title,
      kind: alert.kind,
      pricePaise: Number(alert.sale_paise),
      wasPaise: alert.baseline_price_paise === null ? null : Number(alert.baseline_price_paise),
    }));
    await queueMail(
      db,
      alertMail(
        theirs[0]!.to_address,
        lines,
        theirs.map((alert) => alert.unsubscribe_token),
        options.publicUrl,
      ),
    );
    const ids = theirs.map((alert) => alert.id);
    await queryRows(
      db,
      sql`update stock_alerts a
             set last_sent_at = now(),
                 armed = false,
                 last_sent_price_paise = case when a.kind = 'price_drop' then ${salePaise}::int else a.last_sent_price_paise end,
                 stopped_at = case when a.kind = 'back_in_stock' and a.source = 'notify' then now() else a.stopped_at end
            from products p
           where p.id = a.product_id and a.id in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})`,
    );
    told += ids.length;
  }
  return { mails: byRecipient.size, alerts: told, taken: due.length };
}
