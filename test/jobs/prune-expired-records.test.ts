/**
 * The scheduled prune (rule:data-retention, ADR 0024): rows past their retention are deleted, fresh
 * ones kept, and the job runner lets one run at a time however many processes share the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/raw';
import { createJobRunner, type Job, type JobRunner } from '../../server/jobs/job-runner';
import { startTestApp, testDbKind, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
/** On PostgreSQL a second pool, as a second app process would have; PGlite is one process by design. */
let second: DatabaseHandle | undefined;
let otherDb: Database;

beforeAll(async () => {
  ctx = await startTestApp();
  if (testDbKind === 'postgres') second = await openDatabase({ databaseUrl: ctx.config.DATABASE_URL });
  otherDb = second?.db ?? ctx.database.db;
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

const ids = (table: string) =>
  queryRows<{ id: string }>(ctx.database.db, sql`select id::text from ${sql.identifier(table)}`).then((rows) =>
    rows.map((r) => r.id),
  );

async function insertId(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(ctx.database.db, query);
  return row!.id;
}

describe('prune-expired-records (rule:data-retention)', () => {
  it('deletes what is past its retention in every table and keeps the rest', async () => {
    const user = await registerTestUser(ctx.app);
    const db = ctx.database.db;
    const session = (expires: string, revoked: string | null) =>
      insertId(sql`insert into sessions (user_id, token_hash, expires_at, revoked_at)
        values (${user.id}, ${crypto.randomUUID()}, now() + ${expires}::interval,
                ${revoked === null ? null : sql`now() + ${revoked}::interval`}) returning id`);
    const expiredSession = await session('-1 minute', null);
    const revokedSession = await session('29 days', '-1 minute');
    const liveSession = await session('29 days', null);

    const failure = (age: string) =>
      insertId(
        sql`insert into login_failures (email, subnet, created_at) values (${user.email}, '203.0.113.0/24', now() - ${age}::interval) returning id`,
      );
    const oldFailure = await failure('25 hours');
    const recentFailure = await failure('2 hours');

    const key = async (age: string) => {
      const k = crypto.randomUUID();
      await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, state, created_at)
        values (${user.id}, ${k}, 'hash', 'done', now() - ${age}::interval)`);
      return k;
    };
    const oldKey = await key('25 hours');
    const recentKey = await key('23 hours');

    const reset = (created: string, expires: string, used: string | null) =>
      insertId(sql`insert into password_resets (user_id, token_hash, created_at, expires_at, used_at)
        values (${user.id}, ${crypto.randomUUID()}, now() - ${created}::interval, now() - ${expires}::interval,
                ${used === null ? null : sql`now() - ${used}::interval`}) returning id`);
    const expiredReset = await reset('26 hours', '25 hours', null);
    const usedReset = await reset('26 hours', '25 hours', '25 hours');
    // Used an hour ago: the hourly limit on reset mails still counts it.
    const recentlyUsedReset = await reset('90 minutes', '30 minutes', '1 hour');
    const liveReset = await reset('10 minutes', '-50 minutes', null);

    const mail = (status: string, age: string) =>
      insertId(sql`insert into mail_outbox (to_address, subject, body_text, status, created_at)
        values (${user.email}, 'Subject', 'Body', ${status}, now() - ${age}::interval) returning id`);
    const oldSent = await mail('sent', '31 days');
    const oldLogged = await mail('logged', '31 days');
    const recentSent = await mail('sent', '29 days');
    const failedMonth = await mail('failed', '31 days');
    const failedQuarter = await mail('failed', '91 days');
    // Still being retried (its next attempt an hour away, so this app's worker leaves it alone): never pruned.
    const oldPending =
      await insertId(sql`insert into mail_outbox (to_address, subject, body_text, status, attempts, next_attempt_at, created_at)
        values (${user.email}, 'Subject', 'Body', 'pending', 3, now() + interval '1 hour', now() - interval '100 days') returning id`);

    expect(await ctx.app.jobs.runNow('prune-expired-records')).toBe('ran');

    const sessions = await ids('sessions');
    expect(sessions).not.toContain(expiredSession);
    expect(sessions).not.toContain(revokedSession);
    expect(sessions).toContain(liveSession);
    // The shopper's own sign-in session (from registering) is live and stays.
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(profile.statusCode).toBe(200);

    const failures = await ids('login_failures');
    expect(failures).not.toContain(oldFailure);
    expect(failures).toContain(recentFailure);

    const keys = (
      await queryRows<{ key: string }>(db, sql`select key from idempotency_keys where user_id = ${user.id}`)
    ).map((r) => r.key);
    expect(keys).not.toContain(oldKey);
    expect(keys).toContain(recentKey);

    const resets = await ids('password_resets');
    expect(resets).not.toContain(expiredReset);
    expect(resets).not.toContain(usedReset);
    expect(resets).toContain(recentlyUsedReset);
    expect(resets).toContain(liveReset);

    const outbox = await ids('mail_outbox');
    expect(outbox).not.toContain(oldSent);
    expect(outbox).not.toContain(oldLogged);
    expect(outbox).toContain(recentSent);
    expect(outbox).toContain(failedMonth);
    expect(outbox).not.toContain(failedQuarter);
    expect(outbox).toContain(oldPending);
  });

  it('deletes a backlog larger than one batch', async () => {
    await ctx.database.db.execute(sql`insert into login_failures (email, subnet, created_at)
      select 'backlog' || i || '@example.in', '203.0.113.0/24', now() - interval '2 days' from generate_series(1, 2500) as i`);
    expect(await ctx.app.jobs.runNow('prune-expired-records')).toBe('ran');
    const [left] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from login_failures where email like 'backlog%'`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('job runner: one run at a time across processes', () => {
  /** A job that holds its run open until the test lets it go. */
  function gatedJob(name: string, everyMs = 60 * 60 * 1000) {
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    const job: Job & { runs: number } = {
      name,
      everyMs,
      runs: 0,
      async run() {
        job.runs += 1;
        started();
        await gate;
      },
    };
    return { job, release, running };
  }

  const runnerOn = (db: Database, jobs: Job[]) =>
    createJobRunner({ db, config: ctx.config, log: ctx.app.log, images: ctx.app.images, wakeMail: () => {}, jobs });

  let runners: JobRunner[] = [];
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
  });

  it('refuses a second run while the first holds the job, and allows it afterwards', async () => {
    const { job, release, running } = gatedJob(`gate-${crypto.randomUUID()}`);
    const a = runnerOn(ctx.database.db, [job]);
    const b = runnerOn(otherDb, [job]);
    runners.push(a, b);

    const first = a.runNow(job.name);
    await running;
    expect(await b.runNow(job.name)).toBe('busy');
    expect(await a.runNow(job.name)).toBe('busy');
    release();
    expect(await first).toBe('ran');
    expect(job.runs).toBe(1);

    expect(await b.runNow(job.name)).toBe('ran');
    expect(job.runs).toBe(2);
  });

  it('runs the prune from two processes at once without conflict: one runs, the other stands aside', async () => {
    const a = runnerOn(ctx.database.db, [...ctx.app.jobs.jobs]);
    const b = runnerOn(otherDb, [...ctx.app.jobs.jobs]);
    runners.push(a, b);
    // Hold the prune's row as a run in another process would, then start both.
    await ctx.database.db.execute(sql`insert into jobs (name, locked_until, lock_token)
      values ('prune-expired-records', now() + interval '1 minute', gen_random_uuid())
      on conflict (name) do update set locked_until = excluded.locked_until, lock_token = excluded.lock_token`);
    expect(await Promise.all([a.runNow('prune-expired-records'), b.runNow('prune-expired-records')])).toEqual([
      'busy',
      'busy',
    ]);
    // A holder that died: its lease runs out, and the job can run again.
    await ctx.database.db.execute(sql`update jobs set locked_until = now() - interval '1 second'
      where name = 'prune-expired-records'`);
    const results = await Promise.all([a.runNow('prune-expired-records'), b.runNow('prune-expired-records')]);
    expect(results.filter((r) => r === 'ran').length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r === 'ran' || r === 'busy')).toBe(true);
  });

  it('on schedule, two started runners run a job once per period between them', async () => {
    const counter = { name: `tick-${crypto.randomUUID()}`, everyMs: 4_000, runs: 0 };
    const job: Job = {
      name: counter.name,
      everyMs: counter.everyMs,
      async run() {
        counter.runs += 1;
      },
    };
    const a = runnerOn(ctx.database.db, [job]);
    const b = runnerOn(otherDb, [job]);
    runners.push(a, b);
    a.start();
    b.start();
    // Each runner ticks within its first second (a quarter of the period) and again a second later.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await Promise.all([a.stop(), b.stop()]);
    runners = runners.filter((r) => r !== a && r !== b);
    expect(counter.runs).toBe(1);
  });
});
