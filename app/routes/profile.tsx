import { Package, Pencil } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../i18n/link';
import type { Route } from './+types/profile';
import { ProfileAvatar } from '../components/profile/profile-avatar';
import { ProfileDetails } from '../components/profile/profile-details';
import { requireShopper } from '../lib/require-shopper';
import { pageMeta } from '../lib/seo';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';

// The Edit Profile modal (and the form schema it checks with, zod's share of it 23 kB gzip) loads when it is opened:
// the page itself only shows the profile.
const EditProfileModal = lazy(() =>
  import('../components/profile/edit-profile-modal').then((module) => ({ default: module.EditProfileModal })),
);

/**
 * rule:profile-screen: the signed-in shopper (rule:sign-in-required: a guest signs in first and comes back).
 * The user comes from the session the server resolved for this request (rule:httponly-session), already
 * in its public shape (domain/auth/sessions.ts toPublicUser), so it is fresh after every save.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireShopper({ request, context }) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('profile.title'),
    description: t('profile.meta.description'),
    path: '/profile',
    noindex: true,
  });
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = loaderData;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const revalidator = useRevalidator();

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('profile.title')}</h1>
      <section
        className="mt-6 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xs"
        aria-labelledby="profile-name"
      >
        <div className="h-20 bg-gradient-to-r from-indigo-600 to-indigo-400" aria-hidden="true" />
        <div className="px-4 pb-5 sm:px-6">
          <div className="-mt-12 flex flex-col items-start gap-3 sm:flex-row sm:items-end sm:justify-between">
            <ProfileAvatar fullName={user.fullName} profilePic={user.profilePic} testId="profile-avatar" />
            <div className="flex flex-wrap gap-2">
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t('profile.edit')}
              </button>
              <Link
                to="/orders"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-indigo-600 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Package aria-hidden="true" className="h-4 w-4" /> {t('profile.viewOrders')}
              </Link>
            </div>
          </div>
          <h2 id="profile-name" className="mt-4 break-words text-xl font-bold text-gray-900" data-testid="profile-name">
            {user.fullName}
          </h2>
          <div className="mt-2">
            <ProfileDetails user={user} />
          </div>
        </div>
      </section>

      {editing ? (
        <Suspense fallback={null}>
          <EditProfileModal
            user={user}
            returnFocus={editButton}
            onClose={() => setEditing(false)}
            onSaved={async () => {
              // The header's name comes from the root loader: reload both before the modal closes.
              await revalidator.revalidate();
              setEditing(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
