import { pruneExpiredRecords } from '../../domain/retention/prune-expired-records';
import type { Job } from './job-runner';

/** Deletes the records that can no longer matter, hourly (rule:data-retention). */
export const pruneExpiredRecordsJob: Job = {
  name: 'prune-expired-records',
  everyMs: 60 * 60 * 1000,
  async run({ db, log, signal }) {
    const deleted = await pruneExpiredRecords(db, signal);
    log.info({ deleted }, 'expired records pruned');
  },
};
