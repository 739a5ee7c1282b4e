import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useT } from '../../i18n/shop-i18n';
import { useOnline } from '../../lib/online-status';
import { NotFoundPage } from './not-found-page';

/**
 * A detail page's error boundary (rule:failures-shown): a 404 from the loader is 'Page Not Found', or for a record
 * that exists but is hidden from shoppers (rule:hidden-catalog) that it is no longer available;
 * any other failure says what could not be loaded and offers Retry, which runs the loaders again.
 */
export function NotFoundOrRetry({ what }: { what: 'product' | 'order' }) {
  const t = useT();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const online = useOnline();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A hidden record's 404 carries wording (loadByIdOr404, app/lib/http.ts): the only such record is a product no
    // longer sold, said here in the page's language. Any other 404 is 'Page Not Found'.
    const unavailable = typeof error.data === 'object' && error.data !== null;
    return unavailable ? (
      <NotFoundPage heading={t('pages.unavailable.heading')} text={t('pages.unavailable.text')} />
    ) : (
      <NotFoundPage />
    );
  }
  // Offline (issue 15), a page this browser never kept: say so plainly; Retry works once the network is back.
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{online ? t('pages.retry.heading', { what }) : t('offline.title')}</h1>
      <p className="mt-2 text-gray-600">{online ? t('pages.retry.text') : t('offline.pageText')}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-6 min-h-11 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {revalidator.state === 'loading' ? t('pages.retry.retrying') : t('pages.retry.retry')}
      </button>
    </div>
  );
}
