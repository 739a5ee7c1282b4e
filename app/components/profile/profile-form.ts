import { updateProfileBodySchema, type UpdateProfileInput } from '../../../domain/schemas/auth';
import {
  acceptedImageTypes,
  acceptedImageTypesText,
  maxUploadBytes,
  uploadLimitText,
} from '../../../domain/shared/limits';
import type { Translate } from '../../i18n/shop-i18n';

export interface ProfileFormValues {
  fullName: string;
  phone: string;
  gender: string;
  profilePic: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export type ProfileFormResult = { ok: true; body: UpdateProfileInput } | { ok: false; errors: ProfileFormErrors };

/**
 * The schema's messages (domain/schemas/auth.ts, in English as the API answers) in the page's language (issue 39):
 * the English catalog says exactly what the schema says, so an English page reads the schema's words. A message the
 * form cannot meet (its inputs prevent it) shows as the schema wrote it.
 */
function schemaMessages(t: Translate): Record<string, string> {
  return {
    'Name is required': t('account.error.nameRequired'),
    'Phone is required': t('account.error.phoneRequired'),
    'Phone is invalid': t('profile.error.phoneInvalid'),
    'The profile picture (profilePic) must be an image you uploaded to this shop.': t('profile.error.picture'),
  };
}

/**
 * The Edit Profile form checked with the very schema the server applies to
 * PUT /api/auth/update/{userId} (domain/schemas/auth.ts): 'Name is required', 'Phone is
 * required', 'Phone is invalid' (a 10-digit Indian mobile, +91 or 0 in front allowed), in the language of `t`
 * (the page's, useT()). Unlike
 * the API, which takes any subset, the form always sends all four fields, so a blank name or
 * phone is an error rather than "unchanged". The body sent is the schema's output (trimmed
 * name, phone without +91), so the server stores what the shopper saw accepted.
 */
export function validateProfileForm(values: ProfileFormValues, t: Translate): ProfileFormResult {
  const parsed = updateProfileBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const messages = schemaMessages(t);
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileFormValues | undefined;
    if (field && !errors[field]) errors[field] = messages[issue.message] ?? issue.message;
  }
  return { ok: false, errors };
}

/**
 * The upload endpoint's limits (domain/shared/limits.ts), checked before sending. With `t` (a shopper page, useT())
 * the message is in the page's language; without it, in English (the back office's picture fields).
 */
export function imageFileProblem(file: { size: number; type: string }, t?: Translate): string | null {
  if (!acceptedImageTypes.includes(file.type)) {
    return t ? t('profile.image.wrongType') : `Please choose a ${acceptedImageTypesText} image.`;
  }
  if (file.size > maxUploadBytes) {
    return t
      ? t('profile.image.tooLarge', { limit: uploadLimitText })
      : `Please choose an image of at most ${uploadLimitText}.`;
  }
  return null;
}
