/**
 * rule:password-strength: up to 4 points, one each for at least 8 characters, both lower and
 * upper case, a digit, and a special character. Informational only: it never blocks a sign-up.
 */

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

export interface PasswordStrength {
  /** 0 to 4. */
  score: number;
  label: StrengthLabel;
}

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  // Anything that is not a letter or digit counts as special, spaces and non-Latin symbols included.
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return { score, label: strengthLabels[score]! };
}
