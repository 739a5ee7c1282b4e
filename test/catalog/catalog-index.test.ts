/**
 * The catalog index on its own (ADR 0036): the orders it keeps between requests, the per-category lists and the
 * facet counts follow every change, and agree with working the answer out from scratch.
 */
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type CatalogQuery, type IndexedProduct } from '../../domain/search/catalog-index';

const categories = [
  { id: 'c0000000-0000-4000-8000-000000000001', name: 'Footwear', isActive: true },
  { id: 'c0000000-0000-4000-8000-000000000002', name: 'Groceries', isActive: true },
];

function product(n: number, overrides: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Product ${n}`,
    brand: n % 3 === 0 ? 'Bata' : 'Relaxo',
    description: '',
    categoryId: categories[n % 2]!.id,
    subCategoryId: null,
    pricePaise: 10_000 + ((n * 7919) % 500) * 100,
    discount: n % 5,
    stock: n % 4 === 0 ? 0 : 5,
    ratingAverageX100: (n * 37) % 500,
    ratingCount: n % 7,
    unitsSold: (n * 13) % 50,
    createdAtMs: 1_700_000_000_000 + ((n * 104729) % 1000) * 1000,
    isListed: true,
    colors: [],
    sizes: [],
    color: '',
    size: '',
    material: '',
    ...overrides,
  };
}

/** An index and every product put in it, to work answers out from. */
function indexWithProducts() {
  const index = new CatalogIndex(categories, []);
  const all = new Map<string, IndexedProduct>();
  const put = (p: IndexedProduct) => {
    all.set(p.id, p);
    index.upsert(p);
  };
  return { index, all, put };
}

/** Units sold first, then rating: the "popular" sort and the order of suggested titles. */
const popularity = (p: IndexedProduct) => p.unitsSold * 2 ** 10 + p.ratingAverageX100;

/** The same answer worked out from the products themselves. */
function expected(all: Map<string, IndexedProduct>, query: CatalogQuery): string[] {
  const sale = (p: IndexedProduct) => p.pricePaise * (100 - p.discount);
  const keyOf: Record<string, (p: IndexedProduct) => number> = {
    newest: (p) => p.createdAtMs,
    price_asc: (p) => -sale(p),
    price_desc: (p) => sale(p),
    rating: (p) => p.ratingAverageX100 * 2 ** 24 + p.ratingCount,
    popular: popularity,
  };
  return [...all.values()]
    .filter((p) => p.isListed && (query.categoryId === undefined || p.categoryId === query.categoryId))
    .filter((p) => query.minSaleX100 === undefined || sale(p) >= query.minSaleX100)
    .filter((p) => query.maxSaleX100 === undefined || sale(p) <= query.maxSaleX100)
    .filter((p) => query.minRatingX100 === undefined || p.ratingAverageX100 >= query.minRatingX100)
    .filter((p) => query.maxRatingX100 === undefined || p.ratingAverageX100 <= query.maxRatingX100)
    .sort((a, b) => keyOf[query.sort]!(b) - keyOf[query.sort]!(a) || (a.id < b.id ? -1 : 1))
    .slice(query.offset, query.offset + query.limit)
    .map((p) => p.id);
}

describe('CatalogIndex', () => {
  it('keeps every sort right through price, sales, rating, category and visibility changes', () => {
    const { index, all, put } = indexWithProducts();
    for (let n = 1; n <= 300; n += 1) put(product(n));
    const queries: CatalogQuery[] = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'].flatMap((sort) => [
      { sort: sort as CatalogQuery['sort'], offset: 0, limit: 20 },
      { sort: sort as CatalogQuery['sort'], offset: 40, limit: 20 },
      { sort: sort as CatalogQuery['sort'], offset: 0, limit: 10, categoryId: categories[1]!.id },
      { sort: sort as CatalogQuery['sort'], offset: 0, limit: 10, minSaleX100: 3_000_000 },
      // Price and rating bands, which a list sorted by that column reads only between two positions.
      { sort: sort as CatalogQuery['sort'], offset: 3, limit: 10, minSaleX100: 1_500_000, maxSaleX100: 3_500_000 },
      { sort: sort as CatalogQuery['sort'], offset: 0, limit: 10, minRatingX100: 200, maxRatingX100: 400 },
      {
        sort: sort as CatalogQuery['sort'],
        offset: 2,
        limit: 10,
        categoryId: categories[0]!.id,
        minSaleX100: 1_200_000,
        maxSaleX100: 4_000_000,
        minRatingX100: 300,
      },
      { sort: sort as CatalogQuery['sort'], offset: 0, limit: 10, maxSaleX100: 1_000 },
      // Bounds equal to products' own price and rating, so a bound read as exclusive shows.
      ...[2, 4, 6].map((n) => {
        const [low, high] = [product(n), product(n + 6)];
        const sale = (p: IndexedProduct) => p.pricePaise * (100 - p.discount);
        return {
          sort: sort as CatalogQuery['sort'],
          offset: 0,
          limit: 300,
          categoryId: categories[0]!.id,
          minSaleX100: Math.min(sale(low), sale(high)),
          maxSaleX100: Math.max(sale(low), sale(high)),
          minRatingX100: Math.min(low.ratingAverageX100, high.ratingAverageX100),
          maxRatingX100: Math.max(low.ratingAverageX100, high.ratingAverageX100),
        };
      }),
    ]);
    const check = () => {
      for (const query of queries) {
        const total = expected(all, { ...query, offset: 0, limit: Infinity }).length;
        expect(index.query(query), JSON.stringify(query)).toEqual({ ids: expected(all, query), total });
      }
    };
    check();
    // Changes one product at a time (moved in place) and then many (sorted again).
    for (let round = 0; round < 3; round += 1) {
      const changed = round === 2 ? 260 : 15;
      for (let i = 0; i < changed; i += 1) {
        const n = 1 + ((i * 37 + round * 11) % 300);
        const before = all.get(product(n).id)!;
        put({
          ...before,
          pricePaise: before.pricePaise + 100 * ((i % 3) - 1) * 7,
          unitsSold: before.unitsSold + i,
          ratingAverageX100: (before.ratingAverageX100 + 41) % 500,
          categoryId: i % 4 === 0 ? categories[(n + 1) % 2]!.id : before.categoryId,
          isListed: i % 9 !== 0,
        });
      }
      for (let n = 301 + round * 5; n < 306 + round * 5; n += 1) put(product(n));
      check();
    }
  });

  it('counts facets over every match, each facet leaving out its own filter', () => {
    const index = new CatalogIndex(categories, []);
    for (let n = 1; n <= 60; n += 1) index.upsert(product(n, { title: n % 2 ? 'Rubber Slipper' : 'Leather Boot' }));
    const answer = index.query({
      text: 'slipper',
      brands: ['bata'],
      categoryId: categories[1]!.id,
      sort: 'relevance',
      offset: 0,
      limit: 5,
      facets: true,
    });
    // Odd n are slippers, all in the second category; every third is Bata.
    expect(answer.total).toBe(10);
    expect(answer.facets?.brands).toEqual([
      { name: 'Relaxo', count: 20 },
      { name: 'Bata', count: 10 },
    ]);
    expect(answer.facets?.categories).toEqual([{ id: categories[1]!.id, name: 'Groceries', count: 10 }]);
  });
  it('finds products by their current words only, through a load, many re-titles and the compactions they cause', () => {
    const words = ['mango', 'pickle', 'copper', 'bottle', 'cotton', 'towel', 'lamp', 'brass', 'steel', 'plate'];
    const { index, all, put } = indexWithProducts();
    const titled = (n: number, round: number) =>
      product(n, {
        title: `${words[(n + round) % 10]} ${words[(n * 3 + round) % 10]}`,
        description: `made of ${words[(n * 7 + round * 3) % 10]}`,
      });
    index.beginLoad(300);
    for (let n = 1; n <= 300; n += 1) put(titled(n, 0));
    index.endLoad();
    const check = (round: number) => {
      for (const word of words) {
        const answer = index.query({ text: word, sort: 'newest', offset: 0, limit: 1000 });
        const wanted = [...all.values()].filter((p) => `${p.title} ${p.description}`.split(' ').includes(word));
        expect(new Set(answer.ids), `${word} in round ${round}`).toEqual(new Set(wanted.map((p) => p.id)));
        expect(answer.total).toBe(wanted.length);
      }
    };
    check(0);
    // Each round re-titles a third of the products (about 400 stale entries a round), so the compaction threshold
    // (10,000 stale and a quarter of the live ones) passes a few times, each time with products whose entries only
    // the compaction wrote.
    for (let round = 1; round <= 80; round += 1) {
      for (let n = 1 + (round % 3); n <= 300; n += 3) put(titled(n, round));
      check(round);
    }
  });

  it('ranks a one-word search the same whether its posting list is read as it is or merged past stale entries', () => {
    // Index A holds each product once, so a one-word search reads the word's list as it is (TextMatch.single). Index B
    // holds the same products after each was first written with other words, so its lists carry stale entries and the
    // same search takes the general merge. Scores, tiers, stock and sales ties must come out the same.
    const words = ['cotton', 'kurta', 'steel', 'bottle', 'ghee', 'rice'];
    const final = (n: number) =>
      product(n, {
        title: `${words[n % 6]} ${words[(n * 5) % 6]} ${n}`,
        brand: n % 4 === 0 ? words[(n / 4) % 6]! : 'Bata',
        description: `made of ${words[(n * 7 + 3) % 6]}`,
        unitsSold: n % 3,
        isListed: n % 10 !== 0,
      });
    const a = indexWithProducts();
    const b = indexWithProducts();
    for (let n = 1; n <= 300; n += 1) {
      a.put(final(n));
      b.put(product(n, { title: `other words ${words[(n + 1) % 6]}`, description: words[(n + 2) % 6]! }));
    }
    for (let n = 1; n <= 300; n += 1) b.put(final(n));
    for (const word of [...words, 'cottn', 'kurt']) {
      for (const sort of ['relevance', 'popular'] as const) {
        const query = { text: word, sort, offset: 0, limit: 300 };
        const answer = a.index.query(query);
        expect(answer.total, word).toBeGreaterThan(0);
        expect(answer, `${word} by ${sort}`).toEqual(b.index.query(query));
        // A first page comes from a heap of the best, a deep one (over 200 matches deep) is picked by rank: every
        // page is the same part of the whole order either way, ties (equal sales, stock and score) included.
        for (const [offset, limit] of [
          [0, 20],
          [0, 150],
          [140, 100],
          [30, 190],
          [35, 7],
          [answer.total - 3, 30],
        ] as const) {
          expect(a.index.query({ ...query, offset, limit }).ids, `${word} by ${sort}, ${offset}+${limit}`).toEqual(
            answer.ids.slice(offset, offset + limit),
          );
        }
      }
    }
  });

  it('matches a category name once its first product brings its words into the catalog', () => {
    const puja = { id: 'c0000000-0000-4000-8000-000000000003', name: 'Puja Samagri', isActive: true };
    const index = new CatalogIndex([...categories, puja], []);
    for (let n = 1; n <= 20; n += 1) index.upsert(product(n));
    // No product has the name's words yet: nothing to match it by (and the lookup is kept).
    expect(index.matchNames('puja')).toEqual([]);
    expect(index.matchNames('samagri')).toEqual([]);
    index.upsert(product(21, { categoryId: puja.id, title: 'Brass Diya' }));
    expect(index.matchNames('puja')).toEqual([{ name: 'Puja Samagri', kind: 'category', closeness: 1 }]);
    // An unfinished last word matches as a start (quality "started").
    expect(index.matchNames('puja samag')).toEqual([{ name: 'Puja Samagri', kind: 'category', closeness: 0.8 }]);
  });

  it('suggests titles by sales through sales, title and visibility changes', () => {
    const { index, all, put } = indexWithProducts();
    // Titles from a few words, some shared by several products (one per pack size).
    const words = ['Samsung Galaxy', 'Samosa Masala', 'Sambar Powder', 'Sandal Soap', 'Basmati Rice'];
    // Many products per word and per title, so reading stops early.
    // Loaded as the live index loads a catalog (lists built once at the end), then changed one product at a time.
    index.beginLoad(1000);
    for (let n = 1; n <= 1000; n += 1) put(product(n, { title: `${words[n % 5]} ${n % 60}` }));
    index.endLoad();
    const suggestedTitles = (prefix: string, limit: number) => index.suggestTitles(prefix, limit).map((s) => s.title);
    /** The titles worked out from the products: words starting with the prefix, best sellers first, no repeats. */
    const expectedTitles = (prefix: string, limit: number) => {
      const titles: string[] = [];
      const ranked = [...all.values()]
        .filter(
          (p) =>
            p.isListed &&
            p.title
              .toLowerCase()
              .split(' ')
              .some((w) => w.startsWith(prefix)),
        )
        .sort((a, b) => popularity(b) - popularity(a) || (a.id < b.id ? -1 : 1));
      for (const p of ranked) if (!titles.includes(p.title) && titles.length < limit) titles.push(p.title);
      return titles;
    };
    const check = () => {
      for (const prefix of ['sam', 'san', 'bas', 'gal']) {
        expect(suggestedTitles(prefix, 5), prefix).toEqual(expectedTitles(prefix, 5));
      }
    };
    check();
    // The hundred best sellers share one title (one product per colour): the other titles still come after it.
    for (let n = 1001; n <= 1100; n += 1) put(product(n, { title: 'Samsung Galaxy M', unitsSold: 5_000 + n }));
    check();
    expect(suggestedTitles('sam', 5)).toHaveLength(5);
    // A slow seller becomes the best seller, a best seller is hidden, a title changes its words.
    const slow = [...all.values()].filter((p) => p.title.startsWith('Samsung')).at(-1)!;
    put({ ...slow, unitsSold: 10_000 });
    check();
    expect(suggestedTitles('sam', 1)).toEqual([slow.title]);
    put({ ...all.get(slow.id)!, isListed: false });
    check();
    put({ ...all.get(slow.id)!, isListed: true, title: 'Sandalwood Agarbatti' });
    check();
    expect(suggestedTitles('san', 1)).toEqual(['Sandalwood Agarbatti']);
  });
});
