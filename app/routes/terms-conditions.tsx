import type { Route } from './+types/terms-conditions';
import { PolicyPage } from '../components/static/policy-page';
import { TermsConditionsContent } from '../components/static/terms-conditions-content';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: terms and conditions. */
export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('pages.terms.title'),
    description: t('pages.terms.metaDescription'),
    path: '/terms-conditions',
  });
}

export default function TermsConditionsPage() {
  const t = useT();
  return (
    <PolicyPage title={t('pages.terms.title')} summary={t('pages.terms.summary')}>
      <TermsConditionsContent />
    </PolicyPage>
  );
}
