import { NotFoundPage } from '../components/shop/not-found-page';
import { notFound } from '../lib/http';

/** rule:page-not-found: every other path is 'Page Not Found' with HTTP status 404. */
export function loader(): never {
  notFound();
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
