import type { Route } from './+types/privacy-policy';
import { PolicyPage } from '../components/static/policy-page';
import { PrivacyPolicyContent } from '../components/static/privacy-policy-content';
import { pageMeta } from '../lib/seo';

/** rule:policy-pages: the privacy policy. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Privacy Policy',
    description:
      'What personal data Shop collects, why, who sees it, the one cookie we use and how to see, correct or delete your data.',
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      summary="This policy explains what personal data Shop collects, why we need it, who sees it and how long we keep it."
    >
      <PrivacyPolicyContent />
    </PolicyPage>
  );
}
