import { getCart } from '../../domain/cart/get-cart';
import type { Route } from './+types/checkout';
import { CheckoutScreen } from '../components/checkout/checkout-screen';
import { requireShopper } from '../lib/require-shopper';
import { useRootData } from '../lib/root-data';
import { pageMeta } from '../lib/seo';

/**
 * spec §2 Checkout (/checkout). A guest is sent to sign in and brought back (spec §6, §8).
 * The live cart is read here, priced by the server (decisions 2, 4); a Buy Now item waiting
 * in sessionStorage replaces it in the browser (spec §4).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireShopper(args);
  const { db, settings } = args.context.shop;
  const cart = await getCart(db, user.id, settings);
  return { cart, user: { fullName: user.fullName, email: user.email, phone: user.phone } };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Checkout',
    description: 'Enter your shipping address and place your cash-on-delivery order.',
    path: '/checkout',
    noindex: true,
  });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { cart, user } = loaderData;
  const { settings } = useRootData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-gray-900 sm:text-3xl">Checkout</h1>
      <CheckoutScreen cart={cart} user={user} rule={settings} />
    </div>
  );
}
