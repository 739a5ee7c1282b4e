import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { loginFailures } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../errors';

/**
 * The sign-in throttle (rule:login-throttle, ADR 0022). It never blocks: a key, the pair (email,
 * client subnet), gets a few free failed attempts, then waits longer and longer, doubling up to
 * a cap, before its next password check. Other subnets keep their own count, so an attacker
 * cannot lock the owner out, and a correct password ends the wait for that key.
 */
export const loginThrottle = {
  /** Failed checks a key may make back to back: enough for a shopper who mistypes. */
  freeFailures: 5,
  /** While the account is under a distributed attack (see accountPressure), a new key gets one. */
  freeFailuresUnderPressure: 1,
  /** The first wait after the free failures; each further failure doubles it. */
  firstDelaySeconds: 30,
  /** The longest wait: 15 minutes, so even a flooded key keeps four checks an hour. */
  maxDelaySeconds: 15 * 60,
  /** Failures of one account across all subnets in an hour that mean a distributed attack. */
  accountPressure: 100,
  /** Failures older than this count for nothing (and may be pruned by created_at). */
  windowHours: 24,
} as const;

/** Keeps the throttle's locks apart from the other advisory locks (the seed uses a single-key lock). */
const lockSpace = 727_003;

export interface LoginKey {
  /** Lower case, whether or not an account has it. */
  email: string;
  /** From clientSubnetOf. */
  subnet: string;
}

/** Seconds a key waits after `failures` failed checks, given how many it may make without waiting. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(loginThrottle.firstDelaySeconds * 2 ** (failures - free), loginThrottle.maxDelaySeconds);
}

const inWords = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * Claims one password check for a key, or throws RATE_LIMITED (429) with `retryAfterSeconds` when
 * the key must wait. The claim is the failure row itself, written before the password is compared
 * (the caller deletes the key's rows when the password is right): under one advisory lock per key,
 * the count is read and the row written in one transaction, so parallel attempts queue and each sees
 * the ones before it; none can slip past the count before the others are recorded. Times come from
 * the database's clock, so every app process agrees, and from clock_timestamp() read under the lock,
 * not now(): now() is when the transaction began, possibly before the previous holder wrote its row.
 */
export async function claimLoginAttempt(db: Database, key: LoginKey): Promise<void> {
  const wait = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockSpace}::int, hashtext(${`${key.email} ${key.subnet}`}))`);
    const [own] = await queryRows<{ failures: number; lastFailure: string | Date | null; now: string | Date }>(
      tx,
      sql`select count(*)::int as "failures", max(${loginFailures.createdAt}) as "lastFailure", clock_timestamp() as "now"
          from ${loginFailures}
          where ${loginFailures.email} = ${key.email} and ${loginFailures.subnet} = ${key.subnet}
            and ${loginFailures.createdAt} > now() - make_interval(hours => ${loginThrottle.windowHours}::int)`,
    );
    const failures = own?.failures ?? 0;
    if (failures > 0) {
      // Under a distributed attack (many failures of this email across subnets in the last hour) each
      // subnet keeps a single free failure. A key without failures never gets here, so the owner's
      // first try from any other network is always checked. Counting stops at the mark: a flood costs no more.
      const [account] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as "n" from (
              select 1 from ${loginFailures}
              where ${loginFailures.email} = ${key.email} and ${loginFailures.createdAt} > now() - interval '1 hour'
              limit ${loginThrottle.accountPressure}::int) as recent`,
      );
      const free =
        (account?.n ?? 0) >= loginThrottle.accountPressure
          ? loginThrottle.freeFailuresUnderPressure
          : loginThrottle.freeFailures;
      const lastFailure = new Date(own!.lastFailure!).getTime();
      const now = new Date(own!.now).getTime();
      const remainingMs = lastFailure + delayAfter(failures, free) * 1000 - now;
      if (remainingMs > 0) return Math.ceil(remainingMs / 1000);
    }
    await tx.insert(loginFailures).values({ email: key.email, subnet: key.subnet, createdAt: sql`clock_timestamp()` });
    return 0;
  });
  if (wait > 0) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${inWords(wait)} before trying again, or reset your password.`,
      { retryAfterSeconds: wait },
    );
  }
}
