import { Link } from '../../i18n/link';
import { TimerOff } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';
import { AuthCard } from './auth-card';
import { BackToSignInLink } from './back-to-sign-in-link';

/**
 * A reset link that no longer works (rule:reset-links: single use, one hour). Said plainly, with the
 * way forward: ask for a new link (the login screen's forgot step) or go back to sign in.
 */
export function ResetLinkExpired() {
  const t = useT();
  return (
    <AuthCard
      title={t('account.reset.expired.title')}
      icon={<TimerOff aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToSignInLink />}
    >
      <div className="space-y-5 text-center" data-testid="reset-link-expired">
        <p className="text-gray-700">{t('account.reset.expired.text')}</p>
        <Link
          to="/login?mode=forgot"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('account.reset.expired.newLink')}
        </Link>
      </div>
    </AuthCard>
  );
}
