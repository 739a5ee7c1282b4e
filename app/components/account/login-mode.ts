/** The login screen's three steps (rule:login-screen: sign in, sign up, forgot password in one screen). */
export type LoginMode = 'signin' | 'signup' | 'forgot';

/** `?mode=` opens the screen at a step (the reset page links to the forgot step); anything else is sign in. */
export function loginModeFrom(value: string | null): LoginMode {
  return value === 'signup' || value === 'forgot' ? value : 'signin';
}
