import type { Route } from './+types/contact';
import { pageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Contact Us',
    description: 'Contact Shop about your orders, returns or account. We reply within 24 hours.',
    path: '/contact',
  });
}

/** rule:placeholder-pages: a placeholder showing only the word contact. */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">contact</h1>
    </div>
  );
}
