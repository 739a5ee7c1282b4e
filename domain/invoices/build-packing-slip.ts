import type { DbOrTx } from '../../db/client';
import { notFoundError } from '../errors';
import type { PackingSlip } from '../views/admin-invoices';
import { buildPackingSlips } from './build-packing-slips';

/** One order's packing slip (rule:packing-slip); any order has one, shipped or not. */
export async function buildPackingSlip(db: DbOrTx, orderId: string): Promise<PackingSlip> {
  const [slip] = await buildPackingSlips(db, [orderId]);
  if (!slip) throw notFoundError('Order');
  return slip;
}
