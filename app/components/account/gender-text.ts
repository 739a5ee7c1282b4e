import type { Translate } from '../../i18n/shop-i18n';

/**
 * A gender's word in the page's language (rule:sign-up-form's radios, rule:profile-screen's details and select):
 * the value stored stays male, female or other (domain/shared/account-rules.ts); '' or an unknown value shows as it
 * is, as genderLabel does.
 */
export function genderText(gender: string, t: Translate): string {
  switch (gender) {
    case 'male':
      return t('account.gender.male');
    case 'female':
      return t('account.gender.female');
    case 'other':
      return t('account.gender.other');
    default:
      return gender;
  }
}
