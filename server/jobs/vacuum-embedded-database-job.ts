import { vacuumAnalyzeTables } from '../../db/maintenance';
import type { Job } from './job-runner';

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
    const { tables } = await vacuumAnalyzeTables(db, signal);
    log.info({ tables: tables.length, ms: Date.now() - started }, 'embedded database vacuumed and analyzed');
  },
};
