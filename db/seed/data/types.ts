/**
 * The shape of the demo catalog's data modules. A product line expands into one
 * product per brand and model (brand × model), so a few lines give a believable
 * catalog without hundreds of hand-written entries.
 */
export interface ProductLine {
  /** Title with `{brand}` and `{model}` filled in per product: "{brand} Men's Slim Fit Formal Shirt". */
  title: string;
  brands: readonly string[];
  /**
   * One product per brand and model, models listed cheapest first (prices rise along
   * the list). A record gives each brand its own models.
   */
  models?: readonly string[] | Readonly<Record<string, readonly string[]>>;
  /** Rupees, [lowest, highest]; each product gets a shop-like price (…99) in the range. */
  price: readonly [number, number];
  /** Percent off, [lowest, highest]; default 0 to 60 with about a fifth at full price. */
  discount?: readonly [number, number];
  /** The short description; `{brand}`, `{model}` and `{title}` are filled in. */
  description: string;
  /** The Hindi title and short description Hindi pages show (rule:shop-language); placeholders as above. */
  titleHi?: string;
  descriptionHi?: string;
  /** Sentences of the full description, specific to this line (placeholders as above). */
  details: readonly string[];
  /** Option lists offered to the shopper (rule:product-options: size, storage, RAM, colour, weight). */
  sizes?: readonly string[];
  /** A palette: each product offers two to four of these, the first being its `color`. */
  colors?: readonly string[];
  rams?: readonly string[];
  /** Storage options, shown as "storage" on the product page. */
  specs?: readonly string[];
  /** Pack sizes: weight or volume. */
  weight?: readonly string[];
  material?: string;
  /** Emoji (asset file names) for this line's pictures, overriding the subcategory's. */
  emoji?: readonly string[];
}

export interface SubCategorySeed {
  name: string;
  /** Sentences any product of the subcategory may use in its full description. */
  details: readonly string[];
  lines: readonly ProductLine[];
}

export interface CategorySeed {
  name: string;
  /** Closing sentence of every full description in the category (delivery, returns...). */
  closing: string;
  subCategories: readonly SubCategorySeed[];
}
