import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { databaseErrorCode } from '../../db/transaction';
import { AppError } from '../errors';
import type { RegisterInput } from '../schemas/auth';
import { uploadedImageKeyOf } from '../shared/image-keys';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import { hashPassword } from './password';
import { profilePicRefusal } from './update-profile';
import { createSession, toPublicUser } from './sessions';

/**
 * Creates a shopper account (email unique whatever its case) and signs it in. A profile picture
 * must be an upload nobody has claimed yet, and becomes the new account's (rule:own-uploads-only).
 */
export async function registerUser(db: Database, input: RegisterInput) {
  // Refused before the (slow) password hash when it cannot be an upload at all.
  if (input.profilePic && !uploadedImageKeyOf(input.profilePic)) {
    throw new AppError('VALIDATION_ERROR', profilePicRefusal.message, [profilePicRefusal]);
  }
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (existing.length > 0) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          gender: input.gender,
          profilePic: input.profilePic,
          passwordHash,
          // role is never taken from the request (rule:no-mass-assignment).
          role: 'user',
        })
        .returning();
      if (!user) throw new AppError('INTERNAL', 'Could not create the account');
      if (input.profilePic) await claimUploadedImages(tx, user.id, [input.profilePic], profilePicRefusal);
      const session = await createSession(tx, user.id);
      return { user: toPublicUser(user), ...session };
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same clear answer.
    if (databaseErrorCode(err) === '23505')
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    throw err;
  }
}
