import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { uploadedImageKeyOf } from '../shared/image-keys';
import { AppError } from '../errors';

/**
 * Makes images a shopper references (a profile picture, review photos) theirs and takes them out
 * of quarantine (rule:own-uploads-only, rule:upload-quarantine). Accepted: an image uploaded
 * through this shop that is the account's own, or an anonymous upload nobody has claimed yet (sign-up
 * uploads its picture before the account exists; its URL holds 128 random bits and is shown to the
 * uploader alone until something references it). Anything else (another site's URL, a path that
 * climbs out of /uploads/, a seeded picture, another shopper's upload, an upload already swept) is
 * refused with 400 and `refusal`, which names the field.
 *
 * Run it in the transaction that writes the reference: the row lock it takes makes the sweep
 * (which deletes only unclaimed rows) either wait and then skip the upload, or have deleted it
 * first, in which case the claim finds nothing and the whole write is refused.
 */
export async function claimUploadedImages(
  db: DbOrTx,
  userId: string,
  urls: readonly string[],
  /** The field (`path`, as in a validation error's details) and the message that names it. */
  refusal: { path: string; message: string },
): Promise<void> {
  const refuse = () => new AppError('VALIDATION_ERROR', refusal.message, [refusal]);
  const keys = [...new Set(urls)].map(uploadedImageKeyOf);
  if (keys.length === 0) return;
  if (keys.some((key) => key === null)) throw refuse();
  const wanted = keys as string[];
  const claimed = await db
    .update(uploads)
    .set({ userId, claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
    .where(
      and(
        inArray(uploads.key, wanted),
        or(eq(uploads.userId, userId), and(isNull(uploads.userId), isNull(uploads.claimedAt))),
      ),
    )
    .returning({ key: uploads.key });
  if (claimed.length !== wanted.length) throw refuse();
}
