import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema/index';
import type { ForgotPasswordInput } from '../schemas/auth';
import { mailTexts } from '../mail/texts/mail-texts-in';
import type { Mailer, ShopSettings } from '../shared/ports';
import { languagePrefix, type ShopLanguage } from '../shared/shop-language';
import { generateToken, hashToken } from './tokens';

/** rule:reset-links: a reset link works for one hour. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;
/** At most this many reset mails per account per hour, so the form cannot be used to flood someone's inbox. */
export const maxResetMailsPerHour = 5;

/** The one answer for every email, known or not (rule:same-answer-any-email: no account enumeration). */
export const forgotPasswordMessage = 'If an account exists for that email, we have sent a link to reset the password.';

export interface PasswordResetDeps {
  mailer: Mailer<DbOrTx>;
  settings: Pick<ShopSettings, 'publicUrl'>;
}

/** The link in the mail. Its origin is configuration (PUBLIC_URL), never the request's Host header. */
export function resetLink(publicUrl: string, token: string, language: ShopLanguage | null = 'en'): string {
  return `${publicUrl.replace(/\/+$/, '')}${languagePrefix(language)}/reset-password/${encodeURIComponent(token)}`;
}

/**
 * Starts a password reset (rule:reset-links). For a known email it stores a new
 * random token, hashed, valid one hour and single use, and queues the link's mail in
 * the outbox (rule:mail-delivery). The caller answers the same way whatever happened here.
 *
 * Queuing is one insert and delivery happens in the outbox worker, so a known and an
 * unknown email take about as long (rule:same-answer-any-email: same answer, roughly the
 * same time) without leaving the mail unrecorded when the answer goes out.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  deps: PasswordResetDeps,
  input: ForgotPasswordInput,
): Promise<void> {
  const email = input.email.toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      disabledAt: users.disabledAt,
      language: users.language,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  // A disabled account gets no reset link (rule:disabled-accounts); the answer is the same as for any email.
  if (!user || user.disabledAt) return;

  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, hourAgo)));
  if ((recent?.count ?? 0) >= maxResetMailsPerHour) return;

  const token = generateToken();
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + resetTokenLifetimeMs) });

  const link = resetLink(deps.settings.publicUrl, token, user.language);
  // In the account's language (rule:shop-language).
  const t = mailTexts(user.language);
  await deps.mailer.send(db, {
    to: user.email,
    subject: t.resetSubject,
    text: [t.helloName(user.fullName), '', ...t.resetLines(link)].join('\n'),
    html: [
      `<p>${escapeHtml(t.helloName(user.fullName))}</p>`,
      `<p>${escapeHtml(t.resetHtmlLines.asked)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.resetLinkText)}</a> ${escapeHtml(t.resetHtmlLines.linkNote)}</p>`,
      `<p>${escapeHtml(t.resetHtmlLines.ignore)}</p>`,
    ].join('\n'),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
