import { NotFoundPage } from '../components/shop/not-found-page';
import { throwNotFoundPage } from '../lib/http';

/** rule:page-not-found: every other path is 'Page Not Found' with HTTP status 404. */
export function loader(): never {
  throwNotFoundPage();
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
