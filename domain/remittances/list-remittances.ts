import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courierRemittances, users } from '../../db/schema/index';
import type { RemittancePage } from '../views/admin-reports';
import { toRemittanceSummary } from './to-remittance-summary';

/** The remittances recorded (rule:courier-cash), newest remittance date first, one page at a time. */
export async function listRemittances(db: DbOrTx, paging: { page: number; limit: number }): Promise<RemittancePage> {
  const rows = await db
    .select({ remittance: courierRemittances, staffName: users.fullName })
    .from(courierRemittances)
    .leftJoin(users, eq(users.id, courierRemittances.staffUserId))
    .orderBy(desc(courierRemittances.remittedOn), desc(courierRemittances.createdAt))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(courierRemittances);
  return {
    remittances: rows.map(({ remittance: r, staffName }) => ({
      ...toRemittanceSummary(r),
      note: r.note,
      staffName: staffName ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
    page: paging.page,
    limit: paging.limit,
    total: counted?.n ?? 0,
  };
}
