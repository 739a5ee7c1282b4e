import type { Route } from './+types/refund-policy';
import { PolicyPage } from '../components/static/policy-page';
import { RefundPolicyContent } from '../components/static/refund-policy-content';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: the refund and return policy. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Refund & Return Policy',
    description:
      'Cancel within 24 hours before your order ships, return items within 7 days of delivery, and get refunds within 5-7 business days.',
    path: '/refund-policy',
  });
}

export default function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund & Return Policy"
      summary="How to cancel an order, return an item and get your money back."
    >
      <RefundPolicyContent />
    </PolicyPage>
  );
}
