/**
 * The demo shopper, so anyone trying the shop can sign in at once (README: demo
 * credentials). Its password is published, so it is created only where demo accounts are
 * wanted (rule:demo-accounts: SEED_DEMO_ACCOUNTS, off in production). Created once; an existing
 * account with this email is left as it is, so a changed password or profile survives later seeds.
 */
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../domain/auth/password';
import type { DbOrTx } from '../client';
import { users } from '../schema/index';
import { avatarUrl } from './build-catalog';

export const demoShopperEmail = 'demo@shop.test';
export const demoShopperPassword = 'Demo@12345';

export const demoShopper = {
  fullName: 'Asha Verma',
  email: demoShopperEmail,
  phone: '9876543210',
  gender: 'female',
  profilePic: avatarUrl('1f469-1f3fe'),
  role: 'user',
} as const;

/** True when an account (any letter case) has the demo shopper's email. */
export async function demoUserExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoShopperEmail}`)
    .limit(1);
  return row !== undefined;
}

/**
 * True when the demo shopper exists and still signs in with the published password: a start
 * without demo accounts warns about it (rule:demo-accounts), e.g. one seeded before the setting
 * existed. One scrypt comparison, so only called once at start.
 */
export async function demoUserHasPublishedPassword(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoShopperEmail}`)
    .limit(1);
  return row ? verifyPassword(demoShopperPassword, row.passwordHash) : false;
}

/** Hashing is slow on purpose (scrypt): do it before opening a transaction. */
export const hashDemoPassword = (): Promise<string> => hashPassword(demoShopperPassword);

/** Inserts the demo shopper unless the email is taken (the unique index is on lower(email)); true when inserted. */
export async function ensureDemoUser(db: DbOrTx, passwordHash: string): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...demoShopper, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
