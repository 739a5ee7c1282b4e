import type { Route } from './+types/terms-conditions';
import { PolicyPage } from '../components/static/policy-page';
import { TermsConditionsContent } from '../components/static/terms-conditions-content';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: terms and conditions. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Terms & Conditions',
    description:
      'The terms of using Shop and buying from it: accounts, prices, cash on delivery, shipping, delivery, cancellation and returns.',
    path: '/terms-conditions',
  });
}

export default function TermsConditionsPage() {
  return (
    <PolicyPage title="Terms & Conditions" summary="The rules for using Shop and buying from us, in plain words.">
      <TermsConditionsContent />
    </PolicyPage>
  );
}
