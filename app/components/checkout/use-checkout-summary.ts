import { useEffect, useState } from 'react';
import type { ShippingRule } from '../../../domain/shared/pricing';
import type { ProductDetail } from '../../../domain/views/catalog';
import { api } from '../../lib/api';
import { buildCheckoutDraft, clearCheckoutDraft, type CheckoutDraft } from '../../lib/checkout-draft';
import { summaryFromCart, summaryFromDraft, type CheckoutSummary, type LiveCart } from '../../lib/checkout-summary';
import { useCheckoutDraft } from './use-checkout-draft';
import { titleIn } from '../../../domain/shared/product-text';
import { useLocale } from '../../i18n/shop-i18n';

interface Refreshed {
  from: CheckoutDraft;
  draft: CheckoutDraft;
  stock: number;
}

/**
 * What the checkout shows and orders (rule:checkout-summary, rule:buy-now): a Buy Now draft wins
 * when one is stored, otherwise the live cart from the loader (the server's pricing).
 *
 * The Buy Now draft was priced on the product page; once here its product is read again,
 * so the summary shows today's price and discount (what the server will charge, rule:server-prices-orders)
 * and its stock (rule:stock-warning). If that read fails the draft's own figures stay.
 *
 * `summary` is undefined until the draft check ran (show a placeholder, not the wrong
 * items), and null when there is nothing to check out.
 */
export function useCheckoutSummary(cart: LiveCart, rule: ShippingRule) {
  const draft = useCheckoutDraft();
  const language = useLocale();
  const buyNow = draft === undefined ? undefined : draft?.source === 'buy-now' ? draft : null;
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  const { freeShippingThreshold, flatShippingFee } = rule;

  useEffect(() => {
    if (!buyNow) return;
    const controller = new AbortController();
    const ids = [...new Set(buyNow.items.map((item) => item.productId))];
    Promise.all(ids.map((id) => api<ProductDetail>(`product/${encodeURIComponent(id)}`, { signal: controller.signal })))
      .then((answers) => {
        const facts = new Map(answers.map((res) => [res.data._id, res.data]));
        const draft = buildCheckoutDraft(
          'buy-now',
          buyNow.items.map(({ salePrice: _salePrice, ...item }) => {
            const product = facts.get(item.productId);
            return product
              ? { ...item, title: titleIn(product, language), price: product.price, discount: product.discount }
              : item;
          }),
          { freeShippingThreshold, flatShippingFee },
        );
        const stock = Math.min(...answers.map((res) => res.data.stock));
        setRefreshed({ from: buyNow, draft, stock });
      })
      .catch(() => {
        // The product may be gone: placing the order then says so with the server's message.
      });
    return () => controller.abort();
  }, [buyNow, freeShippingThreshold, flatShippingFee, language]);

  let summary: CheckoutSummary | null | undefined;
  if (buyNow === undefined) summary = undefined;
  else if (buyNow)
    summary =
      refreshed?.from === buyNow ? summaryFromDraft(refreshed.draft, refreshed.stock) : summaryFromDraft(buyNow);
  else summary = cart.items.length > 0 ? summaryFromCart(cart, language) : null;

  return {
    summary,
    /** Leaves the Buy Now item and checks out the cart instead. */
    checkOutCartInstead: buyNow && cart.items.length > 0 ? clearCheckoutDraft : undefined,
  };
}
