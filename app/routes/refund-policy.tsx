import type { Route } from './+types/refund-policy';
import { PolicyPage } from '../components/static/policy-page';
import { RefundPolicyContent } from '../components/static/refund-policy-content';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: the refund and return policy. */
export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('pages.refund.title'),
    description: t('pages.refund.metaDescription'),
    path: '/refund-policy',
  });
}

export default function RefundPolicyPage() {
  const t = useT();
  return (
    <PolicyPage title={t('pages.refund.title')} summary={t('pages.refund.summary')}>
      <RefundPolicyContent />
    </PolicyPage>
  );
}
