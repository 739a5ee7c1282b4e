/**
 * The account forms' checks (rule:account-messages), with their messages word for word. Blank
 * fields only: there is no email format or password length check in the browser; the server has
 * its own rules and its message is shown in a toast.
 *
 * The messages are the page's language (issue 39): each check takes the form's translator `t` (useT()) and
 * returns the translated message, so the English catalog holds the spec's words and a Hindi page reads Hindi.
 * The ids stay literal calls of t with the id, which the catalog test (app/i18n/catalogs.test.ts) can see.
 */
import type { Translate } from '../../i18n/shop-i18n';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string) => value.trim() === '';

export function validateSignIn(
  values: { email: string; password: string },
  t: Translate,
): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (blank(values.email)) errors.email = t('account.error.emailRequired');
  // A password is taken exactly as typed (rule:password-rules), so only an empty one is missing.
  if (values.password === '') errors.password = t('account.error.passwordRequired');
  return errors;
}

export type SignUpField = 'fullName' | 'email' | 'phone' | 'password' | 'confirmPassword';

export function validateSignUp(values: Record<SignUpField, string>, t: Translate): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (blank(values.fullName)) errors.fullName = t('account.error.nameRequired');
  Object.assign(errors, validateSignIn(values, t));
  if (blank(values.phone)) errors.phone = t('account.error.phoneRequired');
  if (values.confirmPassword === '') errors.confirmPassword = t('account.error.confirmPassword');
  else if (values.confirmPassword !== values.password) errors.confirmPassword = t('account.error.passwordsDiffer');
  return errors;
}

export function validateForgotPassword(values: { email: string }, t: Translate): FieldErrors<'email'> {
  return blank(values.email) ? { email: t('account.error.emailRequired') } : {};
}

export function validateResetPassword(
  values: {
    newPassword: string;
    confirmPassword: string;
  },
  t: Translate,
): FieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: FieldErrors<'newPassword' | 'confirmPassword'> = {};
  if (values.newPassword === '') errors.newPassword = t('account.error.newPasswordRequired');
  if (values.confirmPassword === '') errors.confirmPassword = t('account.error.pleaseConfirmPassword');
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('account.error.passwordsDiffer');
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);
