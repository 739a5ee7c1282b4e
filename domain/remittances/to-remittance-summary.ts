import type { courierRemittances } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';
import type { RemittanceSummary } from '../views/admin-reports';

/** A remittance's own figures, money in rupees (rule:courier-cash): the answer of recording one, and each row of the list. */
export function toRemittanceSummary(
  r: Pick<
    typeof courierRemittances.$inferSelect,
    'id' | 'courierName' | 'remittedOn' | 'reference' | 'amountPaise' | 'orderCount'
  >,
): RemittanceSummary {
  return {
    id: r.id,
    courierName: r.courierName,
    remittedOn: r.remittedOn,
    reference: r.reference,
    amount: toRupees(r.amountPaise),
    orderCount: r.orderCount,
  };
}
