/**
 * The product spec's texts of the account screens (the login screen, its messages and the profile; docs/product-rules.md
 * rule:login-screen, rule:sign-in-form, rule:sign-up-form, rule:account-messages, rule:password-strength,
 * rule:reset-password-screen, rule:profile-screen), by catalog id: the English catalog must say exactly these
 * (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'account.signIn.title': 'Welcome Back!',
  'account.signUp.title': 'Join Us Today!',
  'account.processing': 'Processing...',
  'account.forgotPassword': 'Forgot password?',
  'account.signIn': 'Sign In',
  'account.createAccount': 'Create Account',
  'account.error.emailRequired': 'Email is required',
  'account.error.passwordRequired': 'Password is required',
  'account.error.nameRequired': 'Name is required',
  'account.error.phoneRequired': 'Phone is required',
  'account.error.confirmPassword': 'Confirm your password',
  'account.error.passwordsDiffer': 'Passwords do not match',
  'account.error.newPasswordRequired': 'New password is required',
  'account.error.pleaseConfirmPassword': 'Please confirm your password',
  'account.strength.veryWeak': 'Very Weak',
  'account.strength.weak': 'Weak',
  'account.strength.fair': 'Fair',
  'account.strength.good': 'Good',
  'account.strength.strong': 'Strong',
  'account.reset.title': 'Create Your New Password',
  'account.reset.submit': 'Reset Password',
  'account.backToSignIn': 'Back To Sign In',
  'profile.edit': 'Edit Profile',
  'profile.viewOrders': 'View Orders',
  'profile.save': 'Save',
};
