/**
 * A product's text in a page's language (ADR 0059, rule:shop-language): staff write the title and the short
 * description in English and may add them in Hindi (`titleHi`, `descriptionHi`); a Hindi page shows the Hindi where
 * there is some, else the English. The loaders pick it, so the browser gets the text it shows and no code to choose.
 * Browser-safe (the product list's Load more uses it too).
 */
import type { ShopLanguage } from './shop-language';

interface HindiText {
  title: string;
  titleHi?: string | null;
}

/** The title a page in `language` shows. */
export function titleIn(product: HindiText, language: ShopLanguage): string {
  return (language === 'hi' && product.titleHi) || product.title;
}

/** The product with its title and short description in `language` (the same object on an English page). */
export function productTextIn<T extends HindiText & { description: string; descriptionHi?: string | null }>(
  product: T,
  language: ShopLanguage,
): T {
  if (language !== 'hi' || (!product.titleHi && !product.descriptionHi)) return product;
  return {
    ...product,
    title: titleIn(product, language),
    description: product.descriptionHi || product.description,
  };
}
