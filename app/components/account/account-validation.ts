/**
 * The account forms' checks (rule:account-messages), with their messages word for word. Blank
 * fields only: there is no email format or password length check in the browser; the server has
 * its own rules and its message is shown in a toast.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string) => value.trim() === '';

export function validateSignIn(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (blank(values.email)) errors.email = 'Email is required';
  // A password is taken exactly as typed (rule:password-rules), so only an empty one is missing.
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

export type SignUpField = 'fullName' | 'email' | 'phone' | 'password' | 'confirmPassword';

export function validateSignUp(values: Record<SignUpField, string>): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (blank(values.fullName)) errors.fullName = 'Name is required';
  Object.assign(errors, validateSignIn(values));
  if (blank(values.phone)) errors.phone = 'Phone is required';
  if (values.confirmPassword === '') errors.confirmPassword = 'Confirm your password';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return blank(values.email) ? { email: 'Email is required' } : {};
}

export function validateResetPassword(values: {
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: FieldErrors<'newPassword' | 'confirmPassword'> = {};
  if (values.newPassword === '') errors.newPassword = 'New password is required';
  if (values.confirmPassword === '') errors.confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);
