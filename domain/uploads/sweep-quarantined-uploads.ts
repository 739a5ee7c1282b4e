import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { pictureFileKeys, uploadedImageSize } from '../shared/image-variants';
import type { ImageStore } from '../shared/ports';

/**
 * Deletes uploads that nothing claimed within `olderThanHours` (rule:upload-quarantine): the
 * record, then the bytes. Safe with several app processes sweeping at once: each batch is one
 * DELETE ... RETURNING over rows picked with FOR UPDATE SKIP LOCKED, so a row is deleted, and its
 * bytes removed, by exactly one of them, and a claim running at that moment either wins (the row
 * is no longer unclaimed when the DELETE re-checks it) or finds the row gone and is refused.
 * Age is measured on the database clock. Returns how many uploads went.
 *
 * A crash between the DELETE and the removal leaves bytes no record points to; nothing references
 * them, and they are never served in any page.
 */
export async function sweepQuarantinedUploads(
  db: DbOrTx,
  images: ImageStore,
  options: { olderThanHours: number; batchSize?: number },
): Promise<{ swept: number }> {
  const batchSize = options.batchSize ?? 500;
  const seconds = Math.round(options.olderThanHours * 3600);
  let swept = 0;
  for (;;) {
    const deleted = await queryRows<{ key: string }>(
      db,
      sql`
      delete from uploads where id in (
        select id from uploads
        where claimed_at is null and created_at < now() - make_interval(secs => ${seconds}::int)
        order by created_at
        limit ${batchSize}::int
        for update skip locked)
      returning key`,
    );
    // The picture and its smaller copies (an upload made before copies existed has none: removing a key that is not
    // stored is no error).
    const files = deleted.flatMap((row) => pictureFileKeys(row.key, uploadedImageSize.smallerWidths));
    if (files.length > 0) await images.remove(files);
    swept += deleted.length;
    if (deleted.length < batchSize) return { swept };
  }
}
