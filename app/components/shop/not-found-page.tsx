import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:page-not-found: 'Page Not Found' with Go Home (/) and Shop Now (/products). A detail page whose record
 * exists but is hidden from shoppers (rule:hidden-catalog) passes its own heading and text, in the page's language.
 */
export function NotFoundPage({ heading, text }: { heading?: string; text?: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{heading ?? t('pages.notFound.heading')}</h1>
      <p className="mt-3 text-gray-600">{text ?? t('pages.notFound.text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700">
          {t('pages.notFound.goHome')}
        </Link>
        <Link
          to="/products"
          className="rounded-lg border border-indigo-600 px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50"
        >
          {t('pages.notFound.shopNow')}
        </Link>
      </div>
    </section>
  );
}
