/**
 * The facet counts of a catalog query (ADR 0036): per category, sub category, brand, rating floor and price band,
 * over every match rather than the page.
 */
import { failsBrand, failsCategory, failsPrice, failsRating, failsSubCategory } from './catalog-filters';
import { maxBrandFacets, priceBands, ratingFloors, type CatalogFacets } from './catalog-query';

/** What facet counting reads of the index: its columns by product slot, and the names behind their keys. */
export interface FacetView {
  category: Int32Array;
  subCategory: Int32Array;
  brand: Int32Array;
  saleX100: Float64Array;
  rating: Int32Array;
  categoryKeys: readonly string[];
  subCategoryKeys: readonly string[];
  brandDisplay: readonly string[];
  categoryNames: ReadonlyMap<string, string>;
  subCategoryInfo: ReadonlyMap<string, { categoryId: string; name: string }>;
}

export function emptyFacets(): CatalogFacets {
  return {
    categories: [],
    subCategories: [],
    brands: [],
    ratings: ratingFloors.map((min) => ({ min, count: 0 })),
    prices: priceBands.map((band) => ({ ...band, count: 0 })),
  };
}

/**
 * Facet counts over every match (not the page). Each facet ignores its own filter, so a shopper who chose one brand
 * still sees how many the other brands have.
 */
export class FacetCounter {
  private readonly view: FacetView;
  private readonly categories: Int32Array;
  private readonly subCategories: Int32Array;
  private readonly brands: Int32Array;
  private readonly ratings = new Int32Array(ratingFloors.length);
  private readonly prices = new Int32Array(priceBands.length);

  constructor(view: FacetView) {
    this.view = view;
    this.categories = new Int32Array(this.view.categoryKeys.length);
    this.subCategories = new Int32Array(this.view.subCategoryKeys.length);
    this.brands = new Int32Array(this.view.brandDisplay.length);
  }

  count(slot: number, fails: number) {
    const v = this.view;
    if ((fails & ~(failsCategory | failsSubCategory)) === 0) this.categories[v.category[slot]!]! += 1;
    const sub = v.subCategory[slot]!;
    if ((fails & ~failsSubCategory) === 0 && sub >= 0) this.subCategories[sub]! += 1;
    if ((fails & ~failsBrand) === 0) this.brands[v.brand[slot]!]! += 1;
    if ((fails & ~failsRating) === 0) {
      const rating = v.rating[slot]!;
      for (let i = 0; i < ratingFloors.length; i += 1) if (rating >= ratingFloors[i]! * 100) this.ratings[i]! += 1;
    }
    if ((fails & ~failsPrice) === 0) {
      // Sale price x100 in paise; bands are in rupees: rupees x 100 (paise) x 100.
      const rupees = v.saleX100[slot]! / 10_000;
      for (let i = priceBands.length - 1; i >= 0; i -= 1) {
        if (rupees >= priceBands[i]!.min) {
          this.prices[i]! += 1;
          break;
        }
      }
    }
  }

  result(): CatalogFacets {
    const v = this.view;
    const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
    const counted = (counts: Int32Array) => [...counts.entries()].filter(([, count]) => count > 0);
    return {
      categories: counted(this.categories)
        .map(([key, count]) => {
          const id = v.categoryKeys[key]!;
          return { id, name: v.categoryNames.get(id) ?? '', count };
        })
        .sort(byCount),
      subCategories: counted(this.subCategories)
        .map(([key, count]) => {
          const id = v.subCategoryKeys[key]!;
          const info = v.subCategoryInfo.get(id);
          return { id, categoryId: info?.categoryId ?? '', name: info?.name ?? '', count };
        })
        .sort(byCount),
      brands: counted(this.brands)
        .map(([key, count]) => ({ name: v.brandDisplay[key] ?? '', count }))
        .filter((b) => b.name !== '')
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, maxBrandFacets),
      ratings: ratingFloors.map((min, i) => ({ min, count: this.ratings[i]! })),
      prices: priceBands.map((band, i) => ({ ...band, count: this.prices[i]! })),
    };
  }
}
