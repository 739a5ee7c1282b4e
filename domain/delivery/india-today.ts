import type { DbOrTx } from '../../db/client';
import { databaseNow } from '../../db/raw';
import { indiaDayAndHour } from '../shared/india';

/**
 * India's calendar day (YYYY-MM-DD) by the database's clock: what "today" is for a promise (rule:delivery-promise),
 * the same in every app process and the same the back office's Late mark reads.
 */
export async function indiaToday(db: DbOrTx): Promise<string> {
  return indiaDayAndHour(await databaseNow(db)).day;
}
