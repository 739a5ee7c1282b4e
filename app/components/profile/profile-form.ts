import { updateProfileBodySchema, type UpdateProfileInput } from '../../../domain/schemas/auth';
import {
  acceptedImageTypes,
  acceptedImageTypesText,
  maxUploadBytes,
  uploadLimitText,
} from '../../../domain/shared/limits';

export interface ProfileFormValues {
  fullName: string;
  phone: string;
  gender: string;
  profilePic: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export type ProfileFormResult = { ok: true; body: UpdateProfileInput } | { ok: false; errors: ProfileFormErrors };

/**
 * The Edit Profile form checked with the very schema the server applies to
 * PUT /api/auth/update/{userId} (domain/schemas/auth.ts): 'Name is required', 'Phone is
 * required', 'Phone is invalid' (a 10-digit Indian mobile, +91 or 0 in front allowed). Unlike
 * the API, which takes any subset, the form always sends all four fields, so a blank name or
 * phone is an error rather than "unchanged". The body sent is the schema's output (trimmed
 * name, phone without +91), so the server stores what the shopper saw accepted.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormResult {
  const parsed = updateProfileBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The upload endpoint's limits (domain/shared/limits.ts), checked before sending. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (!acceptedImageTypes.includes(file.type)) return `Please choose a ${acceptedImageTypesText} image.`;
  if (file.size > maxUploadBytes) return `Please choose an image of at most ${uploadLimitText}.`;
  return null;
}
