/**
 * The option pickers on the product page (rule:product-options): size, storage (specs),
 * RAM, colour and weight (domain/shared/line-options.ts), each shown only when the product has
 * values, the first value preselected; and the cart/add body built from the choice (rule:cart-api).
 */
import { maxLineQuantity } from '../../domain/shared/limits';
import { identityOptionsOf, pickableOptions, type PickableOption } from '../../domain/shared/line-options';

export type OptionField = PickableOption;

export type OptionLists = Record<OptionField, readonly string[]>;
export type OptionChoice = Record<OptionField, string>;

export interface OptionGroup {
  field: OptionField;
  label: string;
  values: readonly string[];
}

/** Only the groups the product has values for. */
export function optionGroups(product: OptionLists): OptionGroup[] {
  return pickableOptions
    .map(({ field, label }) => ({ field, label, values: product[field] }))
    .filter((group) => group.values.length > 0);
}

/** The first value of every list, '' where the product has none (what the server resolves too). */
export function initialChoice(product: OptionLists): OptionChoice {
  const choice = { sizes: '', specs: '', rams: '', colors: '', weight: '' };
  for (const { field } of pickableOptions) choice[field] = product[field][0] ?? '';
  return choice;
}

/**
 * The stepper's upper bound: what is in stock, never more than a line may hold, and never more than
 * one order may take of a product (rule:quantity-limits: a shop setting, from the root loader).
 */
export function maxQuantity(stock: number, maxUnitsPerProduct: number): number {
  return Math.max(1, Math.min(stock, maxLineQuantity, maxUnitsPerProduct));
}

/** Keeps a quantity within 1 and the maximum (rule:quantity-stepper: quantity cannot go below 1). */
export function clampQuantity(quantity: number, stock: number, maxUnitsPerProduct: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), maxQuantity(stock, maxUnitsPerProduct));
}

/**
 * POST cart/add (rule:cart-api): productId, quantity, the chosen options, the product's own
 * material, and expiryDate and warranty sent empty (rule:cart-line-fields; the
 * server keeps the product's material, domain/cart/resolve-line-options.ts).
 */
export function addToCartBody(productId: string, quantity: number, choice: OptionChoice, material: string) {
  return {
    productId,
    quantity,
    ...identityOptionsOf({ ...choice, material }),
    expiryDate: '',
    warranty: '',
  };
}

/** The stock line under the stepper. */
export function stockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= 10) return `Only ${stock} left in stock`;
  return `In stock (${stock} available)`;
}
