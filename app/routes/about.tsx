import type { Route } from './+types/about';
import { pageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About Us',
    description:
      'About Shop: clothes, electronics, groceries and daily essentials, delivered across India with cash on delivery.',
    path: '/about',
  });
}

/** rule:placeholder-pages: a placeholder showing only the word about. */
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">about</h1>
    </div>
  );
}
