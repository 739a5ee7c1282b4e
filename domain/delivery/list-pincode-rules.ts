import { and, desc, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pincodeRules, pincodes, users } from '../../db/schema/index';
import { pincodeRulesPageSize, type PincodeRulesQuery } from '../schemas/admin-delivery';
import type { PincodeRuleList } from '../views/admin-delivery';

/** `%` and `_` in what staff typed are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a PIN rule as staff see it: where the PIN is, and who set the rule. */
export const pincodeRuleColumns = {
  pincode: pincodeRules.pincode,
  kind: pincodeRules.kind,
  district: sql<string>`coalesce(${pincodes.district}, '')`,
  state: sql<string>`coalesce(${pincodes.state}, '')`,
  reason: pincodeRules.reason,
  staffName: users.fullName,
  createdAt: pincodeRules.createdAt,
};

/**
 * One kind of staff rule on PINs (rule:cod-by-pin), newest first, a page at a time, each with where the PIN is, the
 * staff member's reason, who set it and when. `q`: digits are the start of a PIN, anything else part of its district
 * or state.
 */
export async function listPincodeRules(db: DbOrTx, query: PincodeRulesQuery): Promise<PincodeRuleList> {
  const filters: SQL[] = [eq(pincodeRules.kind, query.kind)];
  if (query.q) {
    filters.push(
      /^\d+$/.test(query.q)
        ? sql`${pincodeRules.pincode} like ${`${query.q}%`}`
        : sql`lower(${pincodes.district} || ' ' || ${pincodes.state}) like ${`%${escapeLike(query.q.toLowerCase())}%`}`,
    );
  }
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(pincodeRuleColumns)
      .from(pincodeRules)
      .leftJoin(pincodes, eq(pincodes.pincode, pincodeRules.pincode))
      .innerJoin(users, eq(users.id, pincodeRules.staffUserId))
      .where(where)
      .orderBy(desc(pincodeRules.createdAt), asc(pincodeRules.pincode))
      .limit(pincodeRulesPageSize)
      .offset((query.page - 1) * pincodeRulesPageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pincodeRules)
      .leftJoin(pincodes, eq(pincodes.pincode, pincodeRules.pincode))
      .where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    kind: query.kind,
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page: query.page,
    perPage: pincodeRulesPageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pincodeRulesPageSize)),
  };
}
