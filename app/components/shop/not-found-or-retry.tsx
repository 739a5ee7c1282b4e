import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import type { NotFoundWording } from '../../lib/http';
import { useOnline } from '../../lib/online-status';
import { offlinePageText, offlineTitle } from '../../service-worker/protocol';
import { NotFoundPage } from './not-found-page';

/**
 * A detail page's error boundary (rule:failures-shown): a 404 from the loader is 'Page Not Found', or for a record
 * that exists but is hidden from shoppers (rule:hidden-catalog) that it is no longer available;
 * any other failure says what could not be loaded and offers Retry, which runs the loaders again.
 */
export function NotFoundOrRetry({ what }: { what: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const online = useOnline();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A hidden record's 404 brings its own wording (see loadByIdOr404); any other is 'Page Not Found'.
    const wording = typeof error.data === 'object' ? (error.data as NotFoundWording) : undefined;
    return <NotFoundPage {...wording} />;
  }
  // Offline (issue 15), a page this browser never kept: say so plainly; Retry works once the network is back.
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{online ? `We could not load this ${what}` : offlineTitle}</h1>
      <p className="mt-2 text-gray-600">{online ? 'Please check your connection and try again.' : offlinePageText}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-6 min-h-11 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {revalidator.state === 'loading' ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}
