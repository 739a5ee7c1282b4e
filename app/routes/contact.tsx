import type { Route } from './+types/contact';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { pageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('pages.contact.title'),
    description: t('pages.contact.metaDescription'),
    path: '/contact',
  });
}

/** rule:placeholder-pages: a placeholder showing only the word contact. */
export default function ContactPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('pages.contact.placeholder')}</h1>
    </div>
  );
}
