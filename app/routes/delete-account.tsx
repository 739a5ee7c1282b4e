import type { Route } from './+types/delete-account';
import { PolicyPage } from '../components/static/policy-page';
import { DeleteAccountContent } from '../components/static/delete-account-content';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: delete-account instructions (by e-mail request). */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Delete Your Account',
    description:
      'How to ask Shop to delete your account by e-mail: what is deleted, what is kept for tax reasons, and how long it takes.',
    path: '/delete-account',
  });
}

export default function DeleteAccountPage() {
  return (
    <PolicyPage
      title="Delete Your Account"
      summary="You can ask us to delete your Shop account and the personal data linked to it by sending us an e-mail."
    >
      <DeleteAccountContent />
    </PolicyPage>
  );
}
