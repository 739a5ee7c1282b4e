import { data } from 'react-router';
import { Link } from '../i18n/link';
import { getProduct } from '../../domain/catalog/get-product';
import { listRelatedProducts } from '../../domain/catalog/list-related-products';
import { findShopperPincode } from '../../domain/delivery/find-shopper-pincode';
import { getDeliveryPromise, type DeliveryRules } from '../../domain/delivery/get-delivery-promise';
import { AppError } from '../../domain/errors';
import { productTextIn } from '../../domain/shared/product-text';
import type { DbOrTx } from '../../db/client';
import type { Route } from './+types/product';
import { DeliveryCheck } from '../components/shop/delivery-check';
import { ProductDescription } from '../components/product/product-description';
import { ProductGallery } from '../components/product/product-gallery';
import { ProductHeading } from '../components/product/product-heading';
import { ProductPurchase } from '../components/product/product-purchase';
import SaveButton from '../components/wishlist/save-button';
import { ProductReviews } from '../components/product/product-reviews';
import { RelatedProducts } from '../components/product/related-products';
import { NotFoundOrRetry } from '../components/shop/not-found-or-retry';
import { deliveryLineText, pinCookie, pinFromCookies, typedPin, type DeliveryLine } from '../lib/delivery-check';
import { messagesFor } from '../i18n/catalogs.server';
import { localeOfPath, type Locale } from '../i18n/locales';
import { loadByIdOr404 } from '../lib/http';
import { productJsonLd, serializeJsonLd } from '../lib/product-json-ld';
import { findOwnReview } from '../../domain/reviews/find-own-review';
import { useRootData } from '../lib/root-data';
import { translator, translatorFromMatches, useT, type Translate } from '../i18n/shop-i18n';
import { pageMeta } from '../lib/seo';
import { streamedLater } from '../lib/streamed-later';

/**
 * Whether it may come back after delivery, and for how long (rule:return-window): the sentences of
 * domain/shared/return-rules.ts's returnPolicyLabel, in the page's language.
 */
function returnPolicyText(days: number, hasSizes: boolean, t: Translate): string {
  if (days <= 0) return t('product.notReturnable');
  return hasSizes ? t('product.returnDaysWithExchange', { days }) : t('product.returnDays', { days });
}

/** You Might Also Like shows two rows of four on a laptop. */
const relatedCount = 8;

/**
 * The delivery line for one unit of the product (rule:delivery-promise), worked out here so that it is in the page
 * before any script runs: the server's summary, or its sentence about a PIN it cannot use (`known` false).
 */
async function deliveryLineFor(
  db: DbOrTx,
  pin: string,
  productId: string,
  rules: DeliveryRules,
  locale: Locale,
): Promise<{ line: DeliveryLine; known: boolean } | null> {
  try {
    const promise = await getDeliveryPromise(db, pin, { productId }, rules);
    const good = promise.serviceable && promise.cod.available;
    const line = { pin, text: promise.summary, good, answered: true };
    if (locale === 'en') return { line, known: true };
    // The same line in the page's language (the server's own sentence where it does not deliver).
    const t = translator({ locale, messages: messagesFor(locale) });
    return { line: { ...line, text: deliveryLineText({ ...line, promise }, t) }, known: true };
  } catch (err) {
    // Anything but the promise's own answer (a statement timeout, a lost connection) costs the line, not the page:
    // the form is there, and asks again after hydration.
    if (!(err instanceof AppError)) return null;
    return { line: { pin, text: err.message, good: false, answered: true }, known: false };
  }
}

/**
 * The product detail page (/product/{id}, id is the product _id): the product with its newest
 * reviews and review summary, the signed-in shopper's own review (for Add/Edit Review), and
 * related products, streamed after the page since they sit below the fold.
 * rule:failures-shown: an unknown id is the not-found page with HTTP 404.
 *
 * The delivery check (rule:delivery-promise): `?pin=` is its form sent before the page has hydrated (a plain GET),
 * answered here and remembered in the `shop_pin` cookie when the PIN is one the shop knows; without it, the PIN the
 * shopper checked last (that cookie) or their newest order's, answered at once.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, user, settings } = context.shop;
  const id = params.id;
  const url = new URL(request.url);
  const sent = url.searchParams.get('pin');
  const locale = localeOfPath(url.pathname);
  // The product, the shopper's own review and the delivery line at once (on PostgreSQL, three connections).
  const [product, ownReview, checked] = await Promise.all([
    loadByIdOr404(id, (productId) => getProduct(db, productId)),
    user ? findOwnReview(db, id, user.id) : null,
    (sent !== null
      ? Promise.resolve(typedPin(sent))
      : findShopperPincode(db, pinFromCookies(request.headers.get('cookie')), user?.id ?? null)
    ).then((pin) => (pin === null ? null : deliveryLineFor(db, pin, id, settings, locale))),
  ]);
  // Titles and the description in the page's language (rule:shop-language): picked here, so the browser runs no code
  // for it, and the meta title, the JSON-LD and every card read the same text.
  const related = streamedLater(
    listRelatedProducts(db, id, relatedCount).then((r) => r.products.map((p) => productTextIn(p, locale))),
  );
  const remember = sent !== null && checked?.known === true;
  return data(
    { product: productTextIn(product, locale), ownReview, related, delivery: checked?.line ?? null },
    remember ? { headers: { 'Set-Cookie': pinCookie(checked.line.pin) } } : undefined,
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  if (!loaderData) return [{ title: t('product.meta.notFound') }, { name: 'robots', content: 'noindex' }];
  const { product } = loaderData;
  return pageMeta(matches, {
    title: t('product.meta.title', { title: product.title }),
    description: product.description,
    path: `/product/${product._id}`,
    image: product.images[0],
    type: 'product',
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, ownReview, related, delivery } = loaderData;
  const { settings } = useRootData();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <script
        type="application/ld+json"
        // Data, not code: the page's CSP does not apply, and '<' is escaped (serializeJsonLd).
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, settings.publicUrl)) }}
      />

      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              {t('product.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/products?category=${product.category}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {product.categoryName}
            </Link>
          </li>
          {product.subCategoryName && product.subCategory ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`/products?category=${product.category}&subCategory=${product.subCategory}`}
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {product.subCategoryName}
                </Link>
              </li>
            </>
          ) : null}
        </ol>
      </nav>

      {/* Two columns on a laptop (gallery left, details right), one on a phone. */}
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <ProductGallery images={product.images} title={product.title} />
        <div className="flex flex-col gap-6">
          <ProductHeading product={product} />
          <SaveButton key={product._id} productId={product._id} title={product.title} variant="labelled" />
          <DeliveryCheck
            key={product._id}
            action={`/product/${product._id}`}
            query={`?productId=${product._id}`}
            initial={delivery}
            hint={t('product.deliveryHint')}
          />
          {/* Whether it may come back after delivery, and for how long (rule:return-window). */}
          <p data-testid="return-policy" className="text-sm font-medium text-gray-800">
            {returnPolicyText(product.returnDays, product.sizes.length > 0, t)}
          </p>
          <ProductDescription description={product.description} fullDescription={product.fullDescription} />
          {/* A new product id starts a fresh choice: first options preselected, quantity 1. */}
          <ProductPurchase key={product._id} product={product} />
          {product.material ? (
            <p className="text-sm text-gray-700">
              <span className="font-semibold text-gray-900">{t('product.material')}</span> {product.material}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-12">
        <ProductReviews
          key={product._id}
          productId={product._id}
          stats={product.reviewStats}
          firstReviews={product.reviews}
          ownReview={ownReview}
        />
      </div>

      <div className="mt-12">
        <RelatedProducts key={product._id} products={related} />
      </div>
    </div>
  );
}

/**
 * rule:failures-shown: product detail failure shows a not-found or a retry state. An unknown id is
 * 'Page Not Found' (HTTP 404); anything else offers Retry, which runs the loader again.
 */
export function ErrorBoundary() {
  return <NotFoundOrRetry what="product" />;
}
