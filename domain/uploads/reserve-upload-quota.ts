import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { AppError } from '../errors';

export interface UploadQuota {
  /** Uploads a day. */
  maxUploads: number;
  /** Stored bytes a day. */
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Counts one upload of `bytes` against the day's quota of an account or of a client address
 * (rule:upload-quotas), or refuses it with 429 when that would go over either figure. The check
 * and the count are one statement (an upsert whose update has a condition), so uploads racing on
 * several app processes can never pass the quota together. The day is India's calendar day,
 * read from the database clock so every process agrees.
 */
export async function reserveUploadQuota(
  db: DbOrTx,
  uploader: { userId: string | null; clientAddress: string },
  quota: UploadQuota,
  bytes: number,
): Promise<void> {
  const subject = uploader.userId ? `user:${uploader.userId}` : `address:${uploader.clientAddress}`;
  const maxBytes = Math.floor(quota.maxBytes);
  const counted = await queryRows<{ uploads: number }>(
    db,
    sql`
    insert into upload_quota_usage as usage (subject, day, uploads, bytes)
    select ${subject}, (now() at time zone 'Asia/Kolkata')::date, 1, ${bytes}::bigint
    where ${bytes}::bigint <= ${maxBytes}::bigint
    on conflict (subject, day) do update
      set uploads = usage.uploads + 1, bytes = usage.bytes + excluded.bytes
      where usage.uploads < ${quota.maxUploads}::int and usage.bytes + excluded.bytes <= ${maxBytes}::bigint
    returning uploads`,
  );
  if (counted.length > 0) return;
  const limit = `${quota.maxUploads} images or ${megabytes(maxBytes)} a day`;
  throw new AppError(
    'UPLOAD_QUOTA_EXCEEDED',
    uploader.userId
      ? `You have reached today's upload limit (${limit}). Please try again tomorrow.`
      : `Today's upload limit without an account (${limit}) has been reached from your network. Please sign in or try again tomorrow.`,
  );
}
