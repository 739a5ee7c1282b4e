import { Link } from 'react-router';
import { productUnavailableMessage } from '../../../domain/shared/catalog-rules';

/** rule:page-not-found: 'Page Not Found' with Go Home (/) and Shop Now (/products). */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700">
          Go Home
        </Link>
        <Link
          to="/products"
          className="rounded-lg border border-indigo-600 px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50"
        >
          Shop Now
        </Link>
      </div>
    </section>
  );
}

/**
 * A product staff hid (rule:hidden-catalog): the page answers 404 (search engines drop it) but tells a shopper who
 * followed an old link or an order what happened, and where to shop instead.
 */
export function UnavailablePage({ what }: { what: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="unavailable">
      <h1 className="text-3xl font-bold">
        {what === 'product' ? productUnavailableMessage : `This ${what} is no longer available.`}
      </h1>
      <p className="mt-3 text-gray-600">You may find something like it in the shop.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/products"
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700"
        >
          Shop Now
        </Link>
      </div>
    </section>
  );
}
