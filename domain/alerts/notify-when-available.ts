import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, stockAlerts } from '../../db/schema/index';
import { generateToken, hashToken } from '../auth/tokens';
import { queueMail } from '../mail/queue-mail';
import { AppError, notFoundError } from '../errors';
import { alertMinGapMs } from '../shared/alert-rules';
import { confirmAlertMail } from './alert-mail';

export type NotifyAnswer =
  /** The account will be mailed when the product is back. */
  | 'subscribed'
  /**
   * A guest's ask: a confirmation link goes to the address unless one went there today or it already has the alert
   * (the same answer either way); nothing is sent there before the link is used.
   */
  | 'confirm-sent';

/** Confirmation mails one address may get in a day, over all products. */
const maxConfirmationsPerAddressPerDay = 5;

/**
 * "Notify me when available" on an out-of-stock product (ADR 0056). A signed-in shopper's alert is live at once and
 * mails the account's email; a guest's waits for the confirmation link mailed to the address given, so nobody is
 * mailed who did not ask. Asking again is not an error: an account's alert is made live again (a stopped one too);
 * a guest's unconfirmed alert gets a new link (the old one stops working), at most once a day. A product in stock is a 409: it can be
 * bought now. Write inside the caller's transaction so the confirmation mail commits with the alert.
 */
export async function notifyWhenAvailable(
  db: DbOrTx,
  input: { productId: string; userId: string | null; email: string | null },
  publicUrl: string,
): Promise<NotifyAnswer> {
  const [product] = await db
    .select({ id: products.id, title: products.title, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isListed, true)))
    .limit(1);
  if (!product) throw notFoundError('Product');
  if (product.stock > 0) {
    throw new AppError('CONFLICT', `${product.title} is in stock now. You can add it to your cart.`);
  }

  if (input.userId) {
    await db
      .insert(stockAlerts)
      .values({
        productId: product.id,
        userId: input.userId,
        kind: 'back_in_stock',
        source: 'notify',
        confirmedAt: sql`now()`,
        unsubscribeToken: generateToken(),
      })
      .onConflictDoUpdate({
        target: [stockAlerts.userId, stockAlerts.productId, stockAlerts.kind],
        targetWhere: sql`${stockAlerts.userId} is not null`,
        // The shopper asked: it is a Notify me now, kept when the product leaves Saved for later, done once mailed.
        set: {
          source: 'notify',
          stoppedAt: null,
          armed: true,
          confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())`,
        },
      });
    return 'subscribed';
  }

  const email = (input.email ?? '').trim();
  if (!email) throw new AppError('VALIDATION_ERROR', 'Please enter your email to be told when it is back.');
  const [existing] = await db
    .select({
      id: stockAlerts.id,
      confirmedAt: stockAlerts.confirmedAt,
      stoppedAt: stockAlerts.stoppedAt,
      confirmSentAt: stockAlerts.confirmSentAt,
    })
    .from(stockAlerts)
    .where(
      and(
        sql`${stockAlerts.userId} is null`,
        sql`lower(${stockAlerts.email}) = lower(${email})`,
        eq(stockAlerts.productId, product.id),
        eq(stockAlerts.kind, 'back_in_stock'),
      ),
    )
    .limit(1);
  // The answer is the same whatever is on file, so nobody learns from it what an address subscribed to; and a
  // confirmation goes out at most once a day per product and a few times a day per address, so this form cannot be
  // used to fill someone's mailbox.
  if (existing?.confirmedAt && !existing.stoppedAt) return 'confirm-sent';
  if (existing?.confirmSentAt && existing.confirmSentAt.getTime() > Date.now() - alertMinGapMs) return 'confirm-sent';
  const [sentToday] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(
      and(
        sql`${stockAlerts.userId} is null`,
        sql`lower(${stockAlerts.email}) = lower(${email})`,
        sql`${stockAlerts.confirmSentAt} > now() - ${alertMinGapMs}::float8 * interval '1 millisecond'`,
      ),
    );
  if ((sentToday?.count ?? 0) >= maxConfirmationsPerAddressPerDay) return 'confirm-sent';

  const token = generateToken();
  if (existing) {
    await db
      .update(stockAlerts)
      .set({
        confirmedAt: null,
        confirmTokenHash: hashToken(token),
        confirmSentAt: sql`now()`,
        stoppedAt: null,
        armed: true,
      })
      .where(eq(stockAlerts.id, existing.id));
  } else {
    await db.insert(stockAlerts).values({
      productId: product.id,
      email,
      kind: 'back_in_stock',
      source: 'notify',
      confirmTokenHash: hashToken(token),
      confirmSentAt: sql`now()`,
      unsubscribeToken: generateToken(),
    });
  }
  await queueMail(db, confirmAlertMail(email, product.title, token, publicUrl));
  return 'confirm-sent';
}
