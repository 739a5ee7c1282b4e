/**
 * The options of a cart or order line (rule:cart-line-fields), listed once (ADR 0017): the product
 * page's pickers, the API's request schemas, the line-merging rule of the cart, the checkout's
 * line keys and every screen and mail that shows a line's choices read them from here.
 */

/** The options a shopper picks on the product page, in the page's order (rule:product-options). */
export const pickableOptions = [
  { field: 'sizes', label: 'Size', noun: 'size' },
  { field: 'specs', label: 'Storage', noun: 'storage option' },
  { field: 'rams', label: 'RAM', noun: 'RAM option' },
  { field: 'colors', label: 'Colour', noun: 'colour' },
  { field: 'weight', label: 'Weight', noun: 'weight' },
] as const;
export type PickableOption = (typeof pickableOptions)[number]['field'];

/**
 * What makes two lines of one product the same line: the picked options and the product's
 * material (the unique index cart_items_line_key has the same columns).
 */
export const lineIdentityFields = [
  'sizes',
  'specs',
  'rams',
  'colors',
  'weight',
  'material',
] as const satisfies readonly (PickableOption | 'material')[];
export type LineIdentityField = (typeof lineIdentityFields)[number];

/** Every option field a cart or order line carries; expiry date and warranty are sent empty (rule:cart-line-fields). */
export const lineOptionFields = [...lineIdentityFields, 'expiryDate', 'warranty'] as const;
export type LineOptionField = (typeof lineOptionFields)[number];

export type LineOptionValues = Partial<Record<LineIdentityField, string>>;

/**
 * The identity options of anything that carries them (a cart line, an order line, a choice on the product page and
 * its product's material), copied field by field: a view or a request gets these and no other field of its source.
 */
export function identityOptionsOf(
  line: Readonly<Record<LineIdentityField, string>>,
): Record<LineIdentityField, string> {
  return {
    colors: line.colors,
    sizes: line.sizes,
    specs: line.specs,
    weight: line.weight,
    rams: line.rams,
    material: line.material,
  };
}

const identityLabels: Record<LineIdentityField, string> = {
  ...(Object.fromEntries(pickableOptions.map(({ field, label }) => [field, label])) as Record<PickableOption, string>),
  material: 'Material',
};

/** 'Size: M', 'Colour: Teal', ... for the options the line has (blank ones left out). */
export function chosenOptions(line: LineOptionValues): string[] {
  return lineIdentityFields.flatMap((field) => {
    const value = line[field];
    return typeof value === 'string' && value.trim() !== '' ? [`${identityLabels[field]}: ${value.trim()}`] : [];
  });
}

/** A stable key for one line of one product: the product and every identity option. */
export function lineKey(productId: string, line: LineOptionValues): string {
  return [productId, ...lineIdentityFields.map((field) => line[field] ?? '')].join('|');
}
