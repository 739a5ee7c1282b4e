/**
 * The quarantine sweep (rule:upload-quarantine): every 15 minutes, uploads nothing claimed within
 * UPLOAD_QUARANTINE_HOURS are deleted with their bytes, and upload counts of past days are forgotten.
 * The job runner runs it in one process at a time (ADR 0024); the domain function is safe with several
 * at once anyway (ADR 0025), which is what tests of `sweepUploadsOnce` check.
 */
import type { Database } from '../../db/client';
import type { ImageStore } from '../../domain/shared/ports';
import { pruneUploadQuotaUsage } from '../../domain/uploads/prune-upload-quota-usage';
import { sweepQuarantinedUploads } from '../../domain/uploads/sweep-quarantined-uploads';
import type { Config } from '../env';
import type { Job } from './job-runner';

export interface SweepUploadsContext {
  db: Database;
  images: ImageStore;
  config: Pick<Config, 'UPLOAD_QUARANTINE_HOURS'>;
  log: { info(obj: object, msg: string): void };
}

/** One sweep, whatever the schedule. */
export async function sweepUploadsOnce(ctx: SweepUploadsContext): Promise<{ swept: number }> {
  const result = await sweepQuarantinedUploads(ctx.db, ctx.images, {
    olderThanHours: ctx.config.UPLOAD_QUARANTINE_HOURS,
  });
  await pruneUploadQuotaUsage(ctx.db);
  if (result.swept > 0) ctx.log.info({ swept: result.swept }, 'sweep-uploads: deleted unclaimed uploads');
  return result;
}

export const sweepUploadsJob: Job = {
  name: 'sweep-uploads',
  everyMs: 15 * 60_000,
  async run(ctx) {
    await sweepUploadsOnce(ctx);
  },
};
