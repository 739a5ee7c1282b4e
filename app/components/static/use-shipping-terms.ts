import { formatRupees } from '../../../domain/shared/money';
import { useRootData } from '../../lib/root-data';

/**
 * rule:free-shipping: the one free-shipping threshold and flat fee, from the shop's settings (root
 * loader), so the policies say what the cart and checkout charge. Shipping is free when the
 * order's subtotal is above the threshold (domain/shared/pricing.ts).
 */
export function useShippingTerms() {
  const { settings } = useRootData();
  return {
    freeAbove: formatRupees(settings.freeShippingThreshold),
    flatFee: formatRupees(settings.flatShippingFee),
  };
}
