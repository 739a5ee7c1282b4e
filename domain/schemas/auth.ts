/**
 * Request schemas for accounts, shared by the API and (later) the browser forms.
 * Messages are those of rule:account-messages where it has one.
 */
import { z } from 'zod';
import { genders } from '../shared/account-rules';
import { imageKeyOf } from '../shared/image-keys';
import { normalizeIndianPhone } from '../shared/india';

export const genderSchema = z.enum(genders);

/** rule:password-rules: at least 8 characters, up to at least 64, checked exactly as typed. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email is invalid'));

/** An Indian mobile number: 10 digits starting 6-9, optionally with +91 or 0 in front (domain/shared/india.ts). */
export const indianPhoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'Phone is invalid' });
      return z.NEVER;
    }
    return phone;
  });

/**
 * The shape of a profile picture: none, or an image path of this shop that stays inside /uploads/.
 * Whose upload it is, is the domain's check (rule:own-uploads-only). A web address passes the shape
 * only so that an account that still has one from before can save its other fields unchanged;
 * the domain refuses it as a new picture.
 */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || imageKeyOf(v) !== null || /^https?:\/\/\S+$/.test(v),
    'The profile picture (profilePic) must be an image you uploaded to this shop.',
  );

export const registerBodySchema = z.object({
  fullName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email,
  phone: indianPhoneSchema,
  password: newPasswordSchema,
  gender: genderSchema.default('other'),
  profilePic: imageUrl.optional().default(''),
});

export const loginBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const updateProfileBodySchema = z
  .object({
    fullName: z.string().trim().min(1, 'Name is required').max(100).optional(),
    phone: indianPhoneSchema.optional(),
    gender: genderSchema.optional(),
    profilePic: imageUrl.optional(),
  })
  .strip();

export const forgotPasswordBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
});

export const resetPasswordBodySchema = z.object({
  resetToken: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .pipe(newPasswordSchema),
});

/**
 * The sign-up form as the browser sees it (rule:account-messages): the API body plus the
 * confirmation field, which never leaves the browser (rule:account-api sends no confirmPassword).
 */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string({ error: 'Confirm your password' }).min(1, 'Confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** The reset form (rule:account-messages): new password and its confirmation; the token comes from the route. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordBodySchema.shape.newPassword,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export type RegisterInput = z.output<typeof registerBodySchema>;
export type LoginInput = z.output<typeof loginBodySchema>;
export type UpdateProfileInput = z.output<typeof updateProfileBodySchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordBodySchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordBodySchema>;
