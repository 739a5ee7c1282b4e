import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { AppError } from '../errors';
import { uploadedImageKeyOf } from '../shared/image-keys';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';

export const staffImageRefusal = (what: string) => ({
  path: 'image',
  message: `Please upload the ${what} again from this page: only a picture you uploaded here can be used.`,
});

/**
 * Takes a picture a staff member put on the home page out of quarantine (rule:upload-quarantine,
 * rule:own-uploads-only, rule:home-content). Stricter than a shopper's claim: a staff member is always signed in
 * when uploading from the back office, so only their own upload is accepted, never an anonymous one, another
 * account's, a seeded picture or one already swept. Run it in the write's transaction: the row lock keeps the
 * sweep off the upload until the write commits (ADR 0025).
 */
export async function claimStaffImage(
  tx: DbOrTx,
  staffUserId: string,
  url: string,
  refusal: { path: string; message: string },
): Promise<void> {
  const refuse = () => new AppError('VALIDATION_ERROR', refusal.message, [refusal]);
  const key = uploadedImageKeyOf(url);
  if (!key) throw refuse();
  const [upload] = await tx.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key)).for('update');
  if (!upload || upload.userId !== staffUserId) throw refuse();
  await claimUploadedImages(tx, staffUserId, [url], refusal);
}
