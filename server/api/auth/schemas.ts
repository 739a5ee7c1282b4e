import { z } from 'zod';

/** The user as every auth endpoint shows it (domain/auth/sessions.ts toPublicUser). */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  profilePic: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
