/**
 * The demo shopper, so anyone trying the shop can sign in at once (README: demo
 * credentials). Created once; an existing account with this email is left as it is,
 * so a changed password or profile survives later seeds.
 */
import { hashPassword } from '../../domain/auth/password';
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
