import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { UpdateProfileInput } from '../schemas/auth';
import { toPublicUser } from './sessions';

/**
 * Changes the signed-in shopper's own profile (rule:account-api auth/update/{userId}).
 * Another user's id is answered exactly like an unknown one, 404, so ids cannot
 * be probed (rule:object-ownership). Only the four profile fields can
 * change; role, email and password are not in the input type at all (no mass assignment).
 */
export async function updateProfile(db: DbOrTx, actorUserId: string, targetUserId: string, input: UpdateProfileInput) {
  if (actorUserId !== targetUserId) throw notFoundError('User');
  const [user] = await db
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
}
