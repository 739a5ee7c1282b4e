import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { unavailableMarker } from '../../lib/http';
import { productUnavailableMessage } from '../../../domain/shared/catalog-rules';
import { NotFoundPage } from './not-found-page';

/**
 * A detail page's error boundary (rule:failures-shown): a 404 from the loader is 'Page Not Found', or for a record
 * that exists but is hidden from shoppers (rule:hidden-catalog) that it is no longer available;
 * any other failure says what could not be loaded and offers Retry, which runs the loaders again.
 */
export function NotFoundOrRetry({ what }: { what: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return error.data === unavailableMarker ? (
      <NotFoundPage heading={productUnavailableMessage} text="You may find something like it in the shop." />
    ) : (
      <NotFoundPage />
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">We could not load this {what}</h1>
      <p className="mt-2 text-gray-600">Please check your connection and try again.</p>
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
