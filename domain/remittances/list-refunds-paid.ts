import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { indiaMidnight, indiaToday } from '../reports/india-days';
import { toRupees } from '../shared/pricing';
import { returnRequestLabel } from '../shared/return-request-rules';
import type { RefundsPaid } from '../views/admin-reports';

/** The cash page has no period of its own: its refunds are the last 30 India days', today included. */
export const refundsPaidDays = 30;
const latestCount = 10;

/**
 * The refunds paid to shoppers for returns (issue 38, rule:return-requests): the requests Refunded with their
 * refunded_at in the last `refundsPaidDays` India days, their count and total, and the latest few (request, order,
 * amount, reference, when). Only the masked `refund_to` is read, never the account details.
 *
 * Read through return_requests_status_created_idx (status = 'Refunded'), then refunded_at filtered: refunded
 * requests are a small share of a shop's orders, so no index of their own yet.
 */
export async function listRefundsPaid(db: DbOrTx): Promise<RefundsPaid> {
  const since = sql`(${indiaToday} - ${refundsPaidDays - 1}::int)`;
  const inWindow = sql`r.status = 'Refunded' and r.refunded_at >= ${indiaMidnight(since)}`;
  const totalsQuery = queryRows<{ since: string; requests: number; paise: number }>(
    db,
    sql`select to_char(${since}, 'YYYY-MM-DD') as since, count(*)::int as requests,
          coalesce(sum(r.refund_paise), 0)::float8 as paise
        from return_requests r where ${inWindow}`,
  );
  const latestQuery = queryRows<{
    id: string;
    request_number: number;
    order_id: string;
    order_number: number;
    refund_paise: number;
    refund_reference: string | null;
    refund_to: string;
    refunded_at: string | Date;
  }>(
    db,
    sql`select r.id, r.request_number, r.order_id, o.order_number, r.refund_paise::float8 as refund_paise,
          r.refund_reference, r.refund_to, r.refunded_at
        from return_requests r join orders o on o.id = r.order_id
        where ${inWindow}
        order by r.refunded_at desc, r.request_number desc
        limit ${latestCount}`,
  );
  const [[totals], latest] = await Promise.all([totalsQuery, latestQuery]);
  return {
    days: refundsPaidDays,
    since: totals!.since,
    requests: totals!.requests,
    amount: toRupees(Number(totals!.paise)),
    latest: latest.map((r) => ({
      id: r.id,
      label: returnRequestLabel(r.request_number),
      orderId: r.order_id,
      orderNumber: r.order_number,
      amount: toRupees(Number(r.refund_paise)),
      reference: r.refund_reference ?? '',
      refundTo: r.refund_to,
      refundedAt: new Date(r.refunded_at).toISOString(),
    })),
  };
}
