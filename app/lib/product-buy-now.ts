/**
 * Buy Now (rule:buy-now): the order data for this one product, priced like the cart
 * (rule:buy-now-pricing: the product's real discount, not a fixed 10%; rule:free-shipping: the
 * shop's one shipping rule).
 */
import { identityOptionsOf } from '../../domain/shared/line-options';
import type { ShippingRule } from '../../domain/shared/pricing';
import type { PublicProduct } from '../../domain/views/catalog';
import { buildCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import type { OptionChoice } from './product-options';

export type BuyNowProduct = Pick<PublicProduct, '_id' | 'title' | 'images' | 'price' | 'discount' | 'material'>;

export function buyNowDraft(
  product: BuyNowProduct,
  quantity: number,
  choice: OptionChoice,
  rule: ShippingRule,
): CheckoutDraft {
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
        ...identityOptionsOf({ ...choice, material: product.material }),
      },
    ],
    rule,
  );
}

/** rule:buy-now: Buy Now goes to /checkout after 2 seconds. */
export const buyNowDelayMs = 2000;
