/** The user as every account answer shows it, never a password hash or token (ADR 0018). */
import { z } from 'zod';
import { genders, userRoles } from '../shared/account-rules';
import { cartMergeSchema } from './cart';

export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(genders),
  profilePic: z.string(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});
export type PublicUser = z.output<typeof publicUserSchema>;

export const authResultSchema = z.object({
  authToken: z.string(),
  user: publicUserSchema,
  /** What merging the guest's cart into the account's changed (ADR 0054); null without a guest cart. */
  cartMerge: cartMergeSchema.nullable(),
});
export type AuthResult = z.output<typeof authResultSchema>;

export const uploadedImageSchema = z.object({ imageUrl: z.string() });
export type UploadedImage = z.output<typeof uploadedImageSchema>;
