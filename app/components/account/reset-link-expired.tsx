import { Link } from '../../i18n/link';
import { TimerOff } from 'lucide-react';
import { AuthCard } from './auth-card';
import { BackToSignInLink } from './back-to-sign-in-link';

/**
 * A reset link that no longer works (rule:reset-links: single use, one hour). Said plainly, with the
 * way forward: ask for a new link (the login screen's forgot step) or go back to sign in.
 */
export function ResetLinkExpired() {
  return (
    <AuthCard
      title="This link has expired or was already used"
      icon={<TimerOff aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToSignInLink />}
    >
      <div className="space-y-5 text-center" data-testid="reset-link-expired">
        <p className="text-gray-700">
          For your security, a password reset link works only once and only for one hour. Ask for a new link and we will
          email it to you.
        </p>
        <Link
          to="/login?mode=forgot"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Request a New Link
        </Link>
      </div>
    </AuthCard>
  );
}
