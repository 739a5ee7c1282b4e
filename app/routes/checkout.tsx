import { findShopperPincode } from '../../domain/delivery/find-shopper-pincode';
import type { Route } from './+types/checkout';
import { CheckoutScreen } from '../components/checkout/checkout-screen';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import type { LiveCart } from '../lib/checkout-summary';
import { pinFromCookies } from '../lib/delivery-check';
import { requireShopper } from '../lib/require-shopper';
import { useRootData } from '../lib/root-data';
import { pageMeta } from '../lib/seo';

/**
 * The checkout (/checkout). A guest is sent to sign in and brought back (rule:sign-in-required).
 * The live cart is the root loader's (read once per request, priced by the server, rule:free-shipping
 * and rule:server-prices-orders); a Buy Now item waiting in sessionStorage replaces it in the browser
 * (rule:buy-now). The ZIP Code starts as the PIN the shopper checked last, else their newest order's
 * (rule:delivery-promise); the page asks about it once it runs.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireShopper(args);
  const pincode = await findShopperPincode(
    args.context.shop.db,
    pinFromCookies(args.request.headers.get('cookie')),
    user.id,
  );
  return { user: { fullName: user.fullName, email: user.email, phone: user.phone }, pincode };
}

/** Only for the type's sake: a signed-in shopper always has a cart from the root loader. */
const noCart: LiveCart = { items: [], summary: { subtotal: 0, savings: 0, shipping: 0, total: 0, itemCount: 0 } };

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('checkout.title'),
    description: t('checkout.meta.description'),
    path: '/checkout',
    noindex: true,
  });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { user, pincode } = loaderData;
  const t = useT();
  const { cart, settings } = useRootData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-gray-900 sm:text-3xl">{t('checkout.title')}</h1>
      <CheckoutScreen cart={cart ?? noCart} user={user} pincode={pincode} rule={settings} />
    </div>
  );
}
