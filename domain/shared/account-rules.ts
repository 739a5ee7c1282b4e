/**
 * The account vocabulary, in one browser-safe module (ADR 0017): the database's check
 * constraints, the API's schemas and the storefront's sign-up radios and profile select all
 * take their lists from here.
 */

/** Gender is male, female or other (rule:profile-screen, rule:sign-up-form). */
export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/** The choices as the sign-up radios and the Edit Profile select show them. */
export const genderOptions: readonly { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** The label of a stored gender ('' or an unknown value shows as it is). */
export function genderLabel(gender: string): string {
  return genderOptions.find((option) => option.value === gender)?.label ?? gender;
}

/** Shoppers are `user`; staff are `admin` (rule:admin-area). */
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * What a disabled account is told when it tries to sign in (rule:disabled-accounts), only after its password was
 * right, so the answer says nothing about an account to someone who does not hold its password.
 */
export const accountDisabledMessage = 'This account has been disabled. Please contact us.';
