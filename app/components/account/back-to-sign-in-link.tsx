import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** The way back to the sign-in screen under the password reset screens (rule:reset-password-screen). */
export function BackToSignInLink() {
  const t = useT();
  return (
    <Link
      to="/login"
      className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {t('account.backToSignIn')}
    </Link>
  );
}
