import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

/** The shop's staff (role admin), by name: who the audit log can be filtered by (rule:audit-log). */
export async function listStaffMembers(db: DbOrTx): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(500);
}
