import type { Route } from './+types/privacy-policy';
import { PolicyPage } from '../components/static/policy-page';
import { PrivacyPolicyContent } from '../components/static/privacy-policy-content';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: the privacy policy. */
export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('pages.privacy.title'),
    description: t('pages.privacy.metaDescription'),
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicyPage() {
  const t = useT();
  return (
    <PolicyPage title={t('pages.privacy.title')} summary={t('pages.privacy.summary')}>
      <PrivacyPolicyContent />
    </PolicyPage>
  );
}
