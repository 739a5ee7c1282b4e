import type { Product } from '../../db/schema/index';
import { AppError } from '../errors';
import type { LineOptionsInput } from '../schemas/cart';
import { pickableOptions, type LineOptionField, type PickableOption } from '../shared/line-options';

/** Every option a stored cart or order line carries. */
export type LineOptions = Record<LineOptionField, string>;

type OptionSource = Pick<Product, 'title' | 'colors' | 'sizes' | 'specs' | 'rams' | 'weight' | 'material'>;

/**
 * Turns the options a client sent for one product into the options stored on a cart or
 * order line, so that the same choice always produces the same line (the unique index
 * cart_items_line_key merges lines by product and options).
 *
 * - A listed option must be one of the product's values (case-insensitive; stored in the
 *   product's spelling); an omitted or empty one becomes the first value, because the
 *   product page preselects the first value (rule:product-options).
 * - A product without values for an option has nothing to choose: whatever the client
 *   sent there is dropped, since clients of the published contract send placeholders for such options.
 * - Material is a single product attribute, not a choice: it is stored as the product's
 *   own material, and a different material is refused.
 * - Expiry date and warranty are often sent empty (rule:cart-line-fields); they are kept
 *   as sent and are not part of the line's identity.
 */
export function resolveLineOptions(product: OptionSource, input: LineOptionsInput): LineOptions {
  const resolved: Record<PickableOption, string> = { colors: '', sizes: '', specs: '', rams: '', weight: '' };
  // Each list with the word a shopper knows it by ('size', 'storage option', ...).
  for (const { field, noun: label } of pickableOptions) {
    const values = product[field];
    const wanted = (input[field] ?? '').trim();
    if (values.length === 0) continue;
    if (wanted === '') {
      resolved[field] = values[0]!;
      continue;
    }
    const match = values.find((v) => v.toLowerCase() === wanted.toLowerCase());
    if (match === undefined) {
      throw new AppError(
        'INVALID_OPTION',
        `"${wanted}" is not an available ${label} for ${product.title}. Please choose one of: ${values.join(', ')}.`,
        { field, allowed: values },
      );
    }
    resolved[field] = match;
  }

  const material = (input.material ?? '').trim();
  if (material !== '' && product.material !== '' && material.toLowerCase() !== product.material.toLowerCase()) {
    throw new AppError('INVALID_OPTION', `${product.title} is made of ${product.material}, not "${material}".`, {
      field: 'material',
      allowed: [product.material],
    });
  }

  return {
    ...resolved,
    material: product.material,
    expiryDate: (input.expiryDate ?? '').trim(),
    warranty: (input.warranty ?? '').trim(),
  };
}
