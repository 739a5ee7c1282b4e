import type { Route } from './+types/delete-account';
import { PolicyPage } from '../components/static/policy-page';
import { DeleteAccountContent } from '../components/static/delete-account-content';
import { pageMeta } from '../lib/seo';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';

/** rule:policy-pages: delete-account instructions (by e-mail request). */
export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('account.delete.title'),
    description: t('account.delete.description'),
    path: '/delete-account',
  });
}

export default function DeleteAccountPage() {
  const t = useT();
  return (
    <PolicyPage title={t('account.delete.title')} summary={t('account.delete.summary')}>
      <DeleteAccountContent />
    </PolicyPage>
  );
}
