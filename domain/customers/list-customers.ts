import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import type { AdminCustomersQuery } from '../schemas/admin-customers';
import { normalizeIndianPhone } from '../shared/india';
import { toRupees } from '../shared/pricing';
import type { AdminCustomerList } from '../views/admin-customers';

/** `%` and `_` in what staff typed are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box (rule:admin-customers): part of the name, email or phone. LIKE on lower-cased text over the very
 * expression of the trigram index users_search_trgm_idx, so the index answers it (as the order search does). A
 * phone typed as '+91 98765 43210' is looked for as the 10 digits accounts store.
 */
function searchCondition(q: string): SQL {
  const text = normalizeIndianPhone(q) ?? q;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql`lower(${users.fullName} || ' ' || ${users.email} || ' ' || ${users.phone}) like ${pattern}`;
}

/**
 * The back office's customers (rule:admin-customers): every account, newest first (users_created_idx), a page
 * at a time, staff among them marked by their role; each with its number of orders and lifetime value (the
 * total of its Delivered orders). The figures are counted for the page's accounts only, through orders_user_idx,
 * so a page costs the same however many orders the shop holds.
 */
export async function listCustomers(db: DbOrTx, query: AdminCustomersQuery): Promise<AdminCustomerList> {
  const where = query.q ? searchCondition(query.q) : undefined;
  // One after the other: `db` may be a transaction, which is a single connection.
  const page = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const ids = page.map((u) => u.id);
  const figures =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: orders.userId,
            orderCount: sql<number>`count(*)::int`,
            deliveredPaise: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = 'Delivered'), 0)::bigint`,
          })
          .from(orders)
          .where(inArray(orders.userId, ids))
          .groupBy(orders.userId);
  const byUser = new Map(figures.map((f) => [f.userId, f]));
  const total = Number(counted?.n ?? 0);
  return {
    items: page.map((u) => {
      const f = byUser.get(u.id);
      return {
        id: u.id,
        fullName: u.fullName,
        email: u.email,
        phone: u.phone,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
        disabledAt: u.disabledAt?.toISOString() ?? null,
        orderCount: Number(f?.orderCount ?? 0),
        lifetimeValue: toRupees(Number(f?.deliveredPaise ?? 0)),
      };
    }),
    page: query.page,
    perPage: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
