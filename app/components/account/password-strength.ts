/**
 * rule:password-strength: up to 4 points, one each for at least 8 characters, both lower and
 * upper case, a digit, and a special character. Informational only: it never blocks a sign-up.
 * Its five words are the page's language: they come from the translator `t` (useT(), issue 39), English
 * 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong' as the spec says.
 */
import type { Translate } from '../../i18n/shop-i18n';

/** The label of 0 to 4 points, in `t`'s language. */
export function strengthLabels(t: Translate): readonly string[] {
  return [
    t('account.strength.veryWeak'),
    t('account.strength.weak'),
    t('account.strength.fair'),
    t('account.strength.good'),
    t('account.strength.strong'),
  ];
}

export interface PasswordStrength {
  /** 0 to 4. */
  score: number;
  label: string;
}

/** The points a password scores (0 to 4). */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  // Anything that is not a letter or digit counts as special, spaces and non-Latin symbols included.
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

export function passwordStrength(password: string, t: Translate): PasswordStrength {
  const score = passwordScore(password);
  return { score, label: strengthLabels(t)[score]! };
}
