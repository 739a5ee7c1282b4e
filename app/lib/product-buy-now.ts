/**
 * Buy Now (rule:buy-now): the order data for this one product, priced like the cart
 * (rule:buy-now-pricing: the product's real discount, not a fixed 10%; rule:free-shipping: the
 * shop's one shipping rule).
 */
import type { ShippingRule } from '../../domain/shared/pricing';
import { buildCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import type { OptionChoice } from './product-options';

export interface BuyNowProduct {
  _id: string;
  title: string;
  images: readonly string[];
  price: number;
  discount: number;
}

export function buyNowDraft(product: BuyNowProduct, quantity: number, choice: OptionChoice, rule: ShippingRule): CheckoutDraft {
  return buildCheckoutDraft(
    'buy-now',
    [
      {
        productId: product._id,
        title: product.title,
        image: product.images[0] ?? '',
        price: product.price,
        discount: product.discount,
        quantity,
        colors: choice.colors,
        sizes: choice.sizes,
        specs: choice.specs,
        weight: choice.weight,
        rams: choice.rams,
      },
    ],
    rule,
  );
}

/** rule:buy-now: Buy Now goes to /checkout after 2 seconds. */
export const buyNowDelayMs = 2000;
