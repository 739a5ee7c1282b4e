import { vacuumAnalyzeTables } from '../../db/maintenance';
import type { Job } from './job-runner';

/**
 * The statistics target of the embedded database's ANALYZE (PostgreSQL's default is 100). Measured on the 100,000
 * product catalog alone: at 100 the run took 2.8-3.3 s and grew the process by 35-45 MiB for good (PGlite's memory
 * is never given back), at 10 it took 0.7 s and grew it by 0-15 MiB; during a bench, 3.5 s against 1.3 s (ADR
 * 0036). Ten most common values and ten histogram buckets per column are plenty for the shop's plans, which are
 * index look-ups and small ranges.
 */
export const embeddedStatisticsTarget = 10;

/**
 * Every 6 hours on the embedded database (PGlite, which has no autovacuum): VACUUM (ANALYZE) table by table, so
 * dead rows are reclaimed and the planner's statistics follow the data (ADR 0030). On PostgreSQL (DATABASE_URL
 * set) autovacuum does this, and the job does nothing.
 */
export const vacuumEmbeddedDatabaseJob: Job = {
  name: 'vacuum-embedded-database',
  everyMs: 6 * 60 * 60 * 1000,
  async run({ db, config, log, signal }) {
    if (config.DATABASE_URL) return;
    const started = Date.now();
    const { tables } = await vacuumAnalyzeTables(db, signal, { statisticsTarget: embeddedStatisticsTarget });
    log.info({ tables: tables.length, ms: Date.now() - started }, 'embedded database vacuumed and analyzed');
  },
};
