/**
 * Every scheduled job of the shop. A new job is a file in this folder exporting a `Job`, added here;
 * buildApp hands this list to the runner (see README.md).
 */
import type { Job } from './job-runner';
import { pruneExpiredRecordsJob } from './prune-expired-records-job';
import { sendStockAlertsJob } from './send-stock-alerts-job';
import { sweepUploadsJob } from './sweep-uploads-job';
import { vacuumEmbeddedDatabaseJob } from './vacuum-embedded-database-job';

export const shopJobs: readonly Job[] = [
  pruneExpiredRecordsJob,
  sweepUploadsJob,
  vacuumEmbeddedDatabaseJob,
  sendStockAlertsJob,
];

export type { Job, JobContext, JobResult, JobRunner } from './job-runner';
