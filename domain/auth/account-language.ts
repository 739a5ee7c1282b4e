import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { ShopLanguage } from '../shared/shop-language';

/** The shopper chose a language with the switch while signed in (rule:shop-language): the account keeps it. */
export async function rememberAccountLanguage(db: DbOrTx, userId: string, language: ShopLanguage): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * At sign-in (rule:shop-language): an account that has a language brings it to this browser (the answer: set the
 * browser's cookie to it); an account that never chose one keeps the language this browser chose, if any, so the
 * choice a shopper made before signing in is not lost. Null: the browser's cookie is already right.
 */
export async function languageAtSignIn(
  db: DbOrTx,
  userId: string,
  browserLanguage: ShopLanguage | null,
): Promise<ShopLanguage | null> {
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  if (account?.language) return account.language === browserLanguage ? null : account.language;
  if (browserLanguage) {
    await db
      .update(users)
      .set({ language: browserLanguage })
      .where(and(eq(users.id, userId), isNull(users.language)));
  }
  return null;
}
