/**
 * The mail outbox (rule:mail-delivery, ADR 0024). `send` queues a row in `mail_outbox`; a worker in
 * this process delivers it: over SMTP when SMTP_URL is set, else to the log (with the body outside
 * production) so a developer can finish a flow such as password reset locally. The worker claims one
 * due mail at a time (domain/mail/claim-due-mail.ts), sends it outside any transaction, and records
 * the outcome: sent, or retried later with exponential backoff, or given up after the last attempt.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import { claimDueMail, type ClaimedMail } from '../domain/mail/claim-due-mail';
import { findNextMailDue } from '../domain/mail/find-next-mail-due';
import { queueMail } from '../domain/mail/queue-mail';
import { recordMailOutcome, type DeliveryOutcome, type RetryPolicy } from '../domain/mail/record-mail-outcome';
import { releaseStaleClaims } from '../domain/mail/release-stale-claims';
import { isDatabaseUnavailable } from '../db/transaction';
import type { Mailer } from '../domain/shared/ports';

export interface MailOptions extends RetryPolicy {
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
  logBodies: boolean;
  /** The longest the worker sleeps when no retry is due sooner, for mail other processes queued. */
  pollMs: number;
  /**
   * How long a claim may take before the mail counts as abandoned and another worker may send it. It must outlast
   * the slowest live send, or a slow send and its takeover would both deliver: the SMTP timeouts below bound a send
   * to well under a minute of silence per step. Default 5 minutes (MAIL_LEASE_MS).
   */
  leaseMs?: number;
}

/** The outbox as the server holds it: the domain's port, plus the worker's life cycle. */
export interface OutboxMailer extends Mailer<DbOrTx> {
  /** Starts the worker: delivers what is due now, then keeps waking. */
  start(): void;
  /** Stops claiming, lets the send in progress finish and record its outcome, closes SMTP. */
  stop(): Promise<void>;
  /** Resolves when no pass is in progress: the worker sleeps until its timer or a wake (tests wait on it). */
  asleep(): Promise<void>;
}

const defaultLeaseMs = 5 * 60 * 1000;
/** How long closing the process waits for a mail's outcome to be recorded while the database is away. */
const stopGraceMs = 10_000;
const minSleepMs = 20;
/** SMTP timeouts (rule:bounded-waits): nodemailer's defaults allow minutes of waiting per step. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createMailer(db: Database, options: MailOptions): OutboxMailer {
  const log = options.logger;
  const transport = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts }) : undefined;

  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  let started = false;
  let stopping = false;
  let stoppingSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** The drain in progress, if any; a wake during it asks for another pass (`again`). */
  let draining: Promise<void> | undefined;
  let again = false;

  async function deliver(mail: ClaimedMail): Promise<DeliveryOutcome> {
    if (!transport) {
      // Without SMTP a developer finishes flows such as password reset from the log (ADR 0007).
      // Bodies hold single-use links, so production logs never carry them (rule:no-secrets-in-logs): there
      // the mail waits in the mail_outbox table only.
      const body = options.logBodies ? { body: mail.text } : {};
      log.info({ to: mail.to, subject: mail.subject, ...body }, 'mail kept in the outbox (SMTP_URL is not set)');
      return { kind: 'logged' };
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html || undefined,
        headers: mail.headers,
      });
      return { kind: 'sent' };
    } catch (err) {
      // An SMTP 5xx reply is a refusal for good (RFC 5321), such as an unknown mailbox: trying again changes nothing.
      const code = (err as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      return { kind: 'failed', error: String(err), permanent };
    }
  }

  /**
   * Records what happened to a claimed mail. While the database is away (a PostgreSQL restart), it tries again until
   * the claim's lease is nearly over: a mail that went out but was not recorded would be sent a second time by the
   * worker that takes the claim over when the lease ends (rule:mail-delivery). Closing the process waits for it at
   * most `stopGraceMs`.
   */
  async function recordOutcome(mail: ClaimedMail, outcome: DeliveryOutcome, claimedAt: number) {
    const leaseEnds = claimedAt + leaseMs - 1000;
    for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 2000)) {
      try {
        return await recordMailOutcome(db, mail, outcome, options);
      } catch (err) {
        const deadline = stoppingSince === undefined ? leaseEnds : Math.min(leaseEnds, stoppingSince + stopGraceMs);
        if (!isDatabaseUnavailable(err) || Date.now() + waitMs > deadline) throw err;
        log.warn({ mailId: mail.id, outcome: outcome.kind }, 'database away: recording the mail outcome again shortly');
        await sleep(waitMs);
      }
    }
  }

  async function drainOnce(): Promise<void> {
    for (const mail of await releaseStaleClaims(db, options.maxAttempts)) {
      log.warn(
        { mailId: mail.id, to: mail.to, attempts: mail.attempts },
        'mail given up: its last attempt was interrupted',
      );
    }
    while (!stopping) {
      const claimedAt = Date.now();
      const mail = await claimDueMail(db, leaseMs);
      if (!mail) return;
      const outcome = await deliver(mail);
      const recorded = await recordOutcome(mail, outcome, claimedAt);
      const error = outcome.kind === 'failed' ? outcome.error : undefined;
      if (recorded === 'gave-up') {
        log.warn({ mailId: mail.id, to: mail.to, attempts: mail.attempts, error }, 'mail given up: not delivered');
      } else if (recorded === 'retrying') {
        log.info({ mailId: mail.id, to: mail.to, attempts: mail.attempts, error }, 'mail delivery failed; will retry');
      } else if (recorded === 'claim-lost') {
        log.warn({ mailId: mail.id, attempts: mail.attempts }, 'mail claim expired before its outcome was recorded');
      }
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    // A sleeping worker never keeps the process alive; server.ts and app.close() decide that.
    timer.unref();
  }

  function wake() {
    if (!started || stopping) return;
    if (draining) {
      again = true;
      return;
    }
    clearTimeout(timer);
    draining = (async () => {
      let sleepMs = options.pollMs;
      try {
        do {
          again = false;
          await drainOnce();
        } while (again && !stopping);
        const dueMs = await findNextMailDue(db);
        // A floor, so a due row another worker has locked for a moment does not make this one spin.
        if (dueMs !== null) sleepMs = Math.max(minSleepMs, Math.min(sleepMs, dueMs));
      } catch (err) {
        // The database may be away (rule:database-outage); the mail waits in the outbox for the next pass.
        log.error({ err }, 'mail outbox pass failed');
      } finally {
        draining = undefined;
        if (!stopping) schedule(sleepMs);
      }
    })();
  }

  return {
    async send(tx, mail) {
      await queueMail(tx, mail);
      wake();
    },
    wake,
    start() {
      if (started) return;
      started = true;
      wake();
    },
    async asleep() {
      // A pass that ends with `again` set keeps going inside the same promise, so one await is enough.
      await draining;
    },
    async stop() {
      stopping = true;
      stoppingSince = Date.now();
      clearTimeout(timer);
      await draining;
      transport?.close();
    },
  };
}
