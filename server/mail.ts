/**
 * Mail through nodemailer. Every mail is kept in the `mail_outbox` table. With
 * SMTP_URL it is also delivered over SMTP; without it, it is logged (with its
 * links) so a developer can finish a flow such as password reset locally.
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { Mailer, OutgoingMail } from '../domain/shared/ports';

export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger; logBodies: boolean },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail: OutgoingMail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? '',
          status: transport ? 'pending' : 'logged',
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        // Without SMTP a developer finishes flows such as password reset from the log (ADR 0007).
        // Bodies hold single-use links, so production logs never carry them (rule:no-secrets-in-logs): there
        // the mail waits in the mail_outbox table only.
        const body = options.logBodies ? { body: mail.text } : {};
        options.logger.info(
          { to: mail.to, subject: mail.subject, ...body },
          'mail kept in the outbox (SMTP_URL is not set)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        if (row) await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        // Delivery failure must not change the shopper's answer (no enumeration, no 500); it is recorded.
        options.logger.error({ err, to: mail.to }, 'mail delivery failed');
        if (row)
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: String(err) })
            .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
