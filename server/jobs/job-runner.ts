/**
 * A tiny runner of scheduled jobs (ADR 0024), safe with any number of app processes on one database:
 * a run needs the job's row in the `jobs` table, claimed with `FOR UPDATE SKIP LOCKED` and leased, so
 * a job runs once per period across all processes and never twice at a time. Works alike on PGlite.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobs as jobsTable } from '../../db/schema/index';
import type { ImageStore } from '../../domain/shared/ports';
import type { Config } from '../env';

export interface JobContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The image store of UPLOAD_STORAGE (the upload sweep deletes bytes from it). */
  images: ImageStore;
  /** Wakes the mail worker once a job's queued mail has committed (the alert sweep). */
  wakeMail: () => void;
  /** Aborted when the app closes: a long job stops at its next safe point. */
  signal: AbortSignal;
}

/** A job: `run` is called about once every `everyMs` across all processes, never twice at a time. */
export type Job = {
  name: string;
  everyMs: number;
  run(ctx: JobContext): Promise<void>;
};

/** 'busy': another run (in this process or another) holds the job, or the app is closing. */
export type JobResult = 'ran' | 'busy';

export interface JobRunner {
  readonly jobs: readonly Job[];
  /** Starts the schedule (server.ts does; tests leave it off and call runNow). */
  start(): void;
  /** Runs a job once now, whatever its schedule, unless a run holds it; a failure is thrown. */
  runNow(name: string): Promise<JobResult>;
  /** Stops the schedule, aborts the context's signal and waits for runs in progress. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions extends Omit<JobContext, 'signal'> {
  jobs: readonly Job[];
}

/**
 * How long a claimed run may take before another process may start the job again: the holder is then
 * presumed dead. A job must finish well within it (the prune deletes in small batches).
 */
export const jobLeaseMs = 10 * 60 * 1000;

const ms = (value: number) => sql`${value}::float8 * interval '1 millisecond'`;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const abort = new AbortController();
  const context: JobContext = { ...options, signal: abort.signal };
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  const rowsMade = new Set<string>();
  let started = false;
  let stopping = false;

  async function claim(job: Job, token: string, force: boolean): Promise<boolean> {
    if (!rowsMade.has(job.name)) {
      await db.insert(jobsTable).values({ name: job.name }).onConflictDoNothing();
      rowsMade.add(job.name);
    }
    const free = or(isNull(jobsTable.lockedUntil), lt(jobsTable.lockedUntil, sql`now()`));
    const due = or(isNull(jobsTable.lastStartedAt), lte(jobsTable.lastStartedAt, sql`now() - ${ms(job.everyMs)}`));
    const claimable = db
      .select({ name: jobsTable.name })
      .from(jobsTable)
      .where(and(eq(jobsTable.name, job.name), free, force ? undefined : due))
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobsTable)
      .set({ lockedUntil: sql`now() + ${ms(jobLeaseMs)}`, lockToken: token, lastStartedAt: sql`now()` })
      .where(inArray(jobsTable.name, claimable))
      .returning({ name: jobsTable.name });
    return claimed.length > 0;
  }

  async function release(job: Job, token: string, error: unknown) {
    await db
      .update(jobsTable)
      .set({
        lockedUntil: null,
        lockToken: null,
        lastFinishedAt: sql`now()`,
        lastError: error === undefined ? null : String(error),
      })
      .where(and(eq(jobsTable.name, job.name), eq(jobsTable.lockToken, token)));
  }

  async function claimAndRun(job: Job, force: boolean): Promise<JobResult> {
    const token = randomUUID();
    if (!(await claim(job, token, force))) return 'busy';
    const startedAt = Date.now();
    let error: unknown;
    try {
      await job.run(context);
      return 'ran';
    } catch (err) {
      error = err;
      throw err;
    } finally {
      await release(job, token, error).catch((err: unknown) =>
        log.error({ err, job: job.name }, 'job finished but its lease could not be released'),
      );
      log.info({ job: job.name, ms: Date.now() - startedAt, failed: error !== undefined }, 'job run finished');
    }
  }

  /** Claims and runs, tracked from the claim on, so stop() also waits for a claim under way. */
  function execute(job: Job, force: boolean): Promise<JobResult> {
    if (stopping) return Promise.resolve('busy');
    const attempt = claimAndRun(job, force);
    inFlight.add(attempt);
    void attempt.catch(() => undefined).finally(() => inFlight.delete(attempt));
    return attempt;
  }

  /** Ticks at a quarter of the period, so a job is late by at most that however processes are phased. */
  function tickMs(job: Job) {
    return Math.min(Math.max(job.everyMs / 4, 1_000), 15 * 60 * 1000);
  }

  function schedule(job: Job, delayMs: number) {
    const timer = setTimeout(() => {
      execute(job, false)
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          if (!stopping) schedule(job, tickMs(job));
        });
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    jobs: options.jobs,
    start() {
      if (started || stopping) return;
      started = true;
      // The first tick at a random point of the first interval, so processes started together spread out.
      for (const job of options.jobs) schedule(job, Math.random() * tickMs(job));
    },
    async runNow(name) {
      const job = options.jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job named ${name}`);
      return execute(job, true);
    },
    async stop() {
      stopping = true;
      for (const timer of timers.values()) clearTimeout(timer);
      abort.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
