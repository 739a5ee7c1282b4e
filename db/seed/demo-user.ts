/**
 * The demo shopper and the demo staff account, so anyone trying the shop can sign in at once, to the
 * storefront or the back office (README: demo credentials). Their passwords are published, so they are
 * created only where demo accounts are wanted (rule:demo-accounts: SEED_DEMO_ACCOUNTS, off in
 * production). Created once; an existing account with either email is left as it is, so a changed
 * password or profile survives later seeds.
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

export const demoStaffEmail = 'admin@shop.test';
export const demoStaffPassword = 'Admin@12345';

/** The back office's demo account (rule:staff-only): role admin, like one `npm run admin:create` makes. */
export const demoStaff = {
  fullName: 'Shop Admin',
  email: demoStaffEmail,
  phone: '9876500000',
  gender: 'other',
  profilePic: '',
  role: 'admin',
} as const;

/** True when an account (any letter case) has the demo staff email. */
export async function demoStaffExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoStaffEmail}`)
    .limit(1);
  return row !== undefined;
}

/** True when the demo staff account exists and still signs in with the published password (rule:demo-accounts). */
export async function demoStaffHasPublishedPassword(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoStaffEmail}`)
    .limit(1);
  return row ? verifyPassword(demoStaffPassword, row.passwordHash) : false;
}

export const hashDemoStaffPassword = (): Promise<string> => hashPassword(demoStaffPassword);

/** Inserts the demo staff account unless the email is taken; true when inserted. */
export async function ensureDemoStaff(db: DbOrTx, passwordHash: string): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...demoStaff, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
