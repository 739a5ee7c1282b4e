import { ShoppingCart, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate, useRevalidator } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { saveCheckoutDraft } from '../../lib/checkout-draft';
import { buyNowDelayMs, buyNowDraft } from '../../lib/product-buy-now';
import {
  addToCartBody,
  clampQuantity,
  initialChoice,
  maxQuantity,
  optionGroups,
  type OptionChoice,
  type OptionField,
} from '../../lib/product-options';
import type { PublicProduct } from '../../../domain/views/catalog';
import { useRootData } from '../../lib/root-data';
import { useHydrated } from '../../lib/use-hydrated';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';
import { localizePath } from '../../i18n/locales';
import { NotifyPlaceholder, notifyLooks } from './notify-placeholder';
import { OptionPicker } from './option-picker';
import { QuantityStepper } from './quantity-stepper';

/** Notify me (issue 37) loads on its own, and only for a product out of stock. */
const NotifyWhenAvailable = lazy(() => import('./notify-when-available'));

/** The form once the page has hydrated and its chunk is in; its disabled stand-in before (./notify-placeholder.tsx). */
function NotifySlot({ productId }: { productId: string }) {
  const signedIn = Boolean(useRootData().user);
  const hydrated = useHydrated();
  const placeholder = <NotifyPlaceholder signedIn={signedIn} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotifyWhenAvailable productId={productId} looks={notifyLooks} />
    </Suspense>
  );
}

export type PurchaseProduct = Pick<
  PublicProduct,
  '_id' | 'title' | 'images' | 'price' | 'discount' | 'stock' | 'material' | OptionField
>;

/** The stock line under the stepper (app/lib/product-options.ts's stockText, in the page's language). */
function stockLine(stock: number, t: Translate): string {
  if (stock <= 0) return t('product.stock.out');
  if (stock <= 10) return t('product.stock.few', { stock });
  return t('product.stock.in', { stock });
}

/**
 * The product page's option pickers (rule:product-options), the quantity stepper with stock
 * info (rule:quantity-stepper), Add to Cart (rule:add-to-cart) and Buy Now (rule:buy-now); out of stock, "Notify me
 * when available" under them (./notify-when-available.tsx).
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const { settings } = useRootData();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState<OptionChoice>(() => initialChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  const buyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const groups = optionGroups(product);
  const outOfStock = product.stock <= 0;

  useEffect(() => () => clearTimeout(buyTimer.current), []);

  const addToCart = async () => {
    // A guest adds to a guest cart of their own (ADR 0054), merged into the account's at sign-in.
    setAdding(true);
    try {
      const res = await api('cart/add', {
        method: 'POST',
        body: addToCartBody(product._id, quantity, choice, product.material),
      });
      toast.success(res.message);
      // rule:add-to-cart: the cart reloads, so the header badge shows the new line.
      await revalidator.revalidate();
    } catch (err) {
      // rule:failures-shown: the shopper sees why it failed.
      toast.error(errorMessage(err));
    } finally {
      setAdding(false);
    }
  };

  const buyNow = () => {
    // rule:buy-now, rule:buy-now-pricing: this item alone, priced with its real discount and the shop's shipping rule.
    const draft = buyNowDraft(product, quantity, choice, settings);
    try {
      saveCheckoutDraft(draft);
    } catch {
      toast.error(t('product.storageBlocked'));
      return;
    }
    setBuying(true);
    // rule:buy-now: redirect after 2 s, showing 'Processing...' meanwhile.
    buyTimer.current = setTimeout(() => navigate(localizePath('/checkout', locale)), buyNowDelayMs);
  };

  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <OptionPicker
          key={group.field}
          group={group}
          value={choice[group.field]}
          onChange={(value) => setChoice((c) => ({ ...c, [group.field]: value }))}
        />
      ))}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <QuantityStepper
          value={quantity}
          max={maxQuantity(product.stock, settings.maxUnitsPerProduct)}
          onChange={(q) => setQuantity(clampQuantity(q, product.stock, settings.maxUnitsPerProduct))}
        />
        <p
          className={`text-sm font-medium ${outOfStock ? 'text-red-700' : product.stock <= 10 ? 'text-amber-800' : 'text-emerald-700'}`}
          data-testid="stock-info"
        >
          {stockLine(product.stock, t)}
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={addToCart}
          disabled={adding || outOfStock}
          className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-indigo-600 bg-white px-5 py-3 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-600 disabled:hover:bg-white"
        >
          <ShoppingCart aria-hidden="true" className="h-5 w-5" />
          {adding ? t('product.adding') : t('product.addToCart')}
        </button>
        <button
          type="button"
          onClick={buyNow}
          disabled={buying || outOfStock}
          className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
            outOfStock
              ? 'cursor-not-allowed bg-gray-200 text-gray-600'
              : buying
                ? 'cursor-wait bg-indigo-700 text-white'
                : 'bg-indigo-600 text-white hover:bg-indigo-700'
          }`}
        >
          <Zap aria-hidden="true" className="h-5 w-5" />
          {buying ? t('product.processing') : t('product.buyNow')}
        </button>
      </div>
      {outOfStock ? <NotifySlot key={product._id} productId={product._id} /> : null}
    </div>
  );
}
