import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { UpdateProfileInput } from '../schemas/auth';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import { toPublicUser } from './sessions';

/** The answer to a profile picture that is not the shopper's own upload (rule:own-uploads-only). */
export const profilePicRefusal = {
  path: 'profilePic',
  message: 'The profile picture (profilePic) must be an image you uploaded to this shop. Please upload it again.',
};

/**
 * Changes the signed-in shopper's own profile (rule:account-api auth/update/{userId}).
 * Another user's id is answered exactly like an unknown one, 404, so ids cannot
 * be probed (rule:object-ownership). Only the four profile fields can
 * change; role, email and password are not in the input type at all (no mass assignment).
 * A new picture must be the shopper's own upload (rule:own-uploads-only); the picture the account
 * already has is accepted unchanged (the Edit Profile form sends it back), whatever it is.
 */
export async function updateProfile(db: DbOrTx, actorUserId: string, targetUserId: string, input: UpdateProfileInput) {
  if (actorUserId !== targetUserId) throw notFoundError('User');
  return db.transaction(async (tx) => {
    if (input.profilePic) {
      const [current] = await tx
        .select({ profilePic: users.profilePic })
        .from(users)
        .where(eq(users.id, targetUserId))
        .for('update');
      if (!current) throw notFoundError('User');
      if (current.profilePic !== input.profilePic) {
        await claimUploadedImages(tx, targetUserId, [input.profilePic], profilePicRefusal);
      }
    }
    const [user] = await tx
      .update(users)
      .set({
        ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.profilePic !== undefined ? { profilePic: input.profilePic } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, targetUserId))
      .returning();
    if (!user) throw notFoundError('User');
    return toPublicUser(user);
  });
}
