import { NotFoundPage } from '../components/shop/not-found-page';
import { translatorFromMatches } from '../i18n/shop-i18n';
import { throwNotFoundPage } from '../lib/http';
import type { Route } from './+types/not-found';

/** rule:page-not-found: every other path is 'Page Not Found' with HTTP status 404. */
export function loader(): never {
  throwNotFoundPage();
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return [{ title: t('pages.notFound.heading') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
