/**
 * Search the way shoppers in India type (rule:search-hindi-and-units), through GET /api/product?search= and
 * GET /api/product/suggestions on the demo catalog (db/seed/data/) and a few products of its kind that it lacks:
 * numbers with their units glued or apart, Devanagari words (with a nukta typed either way), Hindi words in Latin
 * letters, and whole words ranked above longer words that merely start with them. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalog } from '../../db/seed/build-catalog';
import { ensureCategories, insertProductDrafts } from '../../db/seed/catalog-writes';
import { createProduct } from '../../db/seed/factories';
import { startTestApp, type TestContext } from '../helpers/app';

/** Products a real shop has and the demo catalog lacks: a brand that starts like a Hindi food word, a unit glued. */
const extraProducts = [
  {
    title: 'Dalmia Refined Soyabean Oil',
    brand: 'Dalmia',
    description: 'Light refined soyabean oil for everyday cooking.',
    category: 'Groceries',
    subCategory: 'Edible Oils & Ghee',
  },
  {
    title: 'Bisleri Mineral Water 500ml',
    brand: 'Bisleri',
    description: 'Packaged drinking water with added minerals.',
    category: 'Groceries',
    subCategory: 'Dairy & Beverages',
  },
];

interface Listed {
  id: string;
  title: string;
  brand: string;
  weight: string[];
  specs: string[];
}

let ctx: TestContext;
let allProducts: Listed[];

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const demo = buildDemoCatalog(new Date('2026-11-01T00:00:00Z'));
  const ids = await ensureCategories(db, demo.categories);
  await insertProductDrafts(db, demo.products, ids);
  for (const extra of extraProducts) {
    await createProduct(
      db,
      { categoryId: ids.category(extra.category), subCategoryId: ids.subCategory(extra.category, extra.subCategory) },
      { title: extra.title, brand: extra.brand, description: extra.description, stock: 20 },
    );
  }
  const all = await ctx.app.inject({ method: 'GET', url: '/api/product?isPagination=false' });
  allProducts = all.json().data.products;
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

async function search(term: string, limit = 100): Promise<{ products: Listed[]; total: number }> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product?search=${encodeURIComponent(term)}&limit=${limit}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const titlesOf = async (term: string, limit = 100) => (await search(term, limit)).products.map((p) => p.title);
const idsOf = async (term: string) => (await search(term)).products.map((p) => p.id);

async function suggest(q: string): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.suggestions;
}

const bulbTitle = /^\w+ 9 W B22 LED Bulb, /;

describe('numbers with their units (rule:search-hindi-and-units)', () => {
  it('finds the four 9 W LED bulbs for "9w", however the watts are written', async () => {
    expect(allProducts.filter((p) => bulbTitle.test(p.title))).toHaveLength(4);
    for (const term of ['9w', '9W', '9 w', '9 watt', 'led bulb 9w']) {
      const { products, total } = await search(term);
      expect(total, term).toBe(4);
      expect(
        products.every((p) => bulbTitle.test(p.title)),
        `${term}: ${products.map((p) => p.title)}`,
      ).toBe(true);
    }
    // The number alone still finds them, with the other products that have a 9.
    expect((await titlesOf('9')).filter((t) => bulbTitle.test(t))).toHaveLength(4);
  });

  it('finds every product offered in 1 kg for "1kg", "1 kg" and "1 KG", one with it in its title first', async () => {
    const oneKg = (p: Listed) => /\b1 kg\b/.test(p.title) || p.weight.includes('1 kg');
    const expected = allProducts.filter(oneKg).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(5);
    const found = await search('1kg');
    expect(new Set(found.products.map((p) => p.id))).toEqual(new Set(expected));
    expect(found.products[0]!.title).toBe('Tata Salt Vacuum Evaporated Iodised Salt, 1 kg');
    expect(await idsOf('1 kg')).toEqual(found.products.map((p) => p.id));
    expect(await idsOf('1 KG')).toEqual(found.products.map((p) => p.id));
  });

  it('finds "500 ml" for "500ml" and the catalog\'s "500ml" for "500 ml"', async () => {
    const glued = await titlesOf('500ml');
    expect(glued).toContain('Bisleri Mineral Water 500ml');
    expect(glued).toEqual(expect.arrayContaining(['Amul Pure Cow Ghee', 'Patanjali Pure Cow Ghee']));
    expect(await titlesOf('500 ml')).toEqual(glued);
    expect(await titlesOf('500 ML')).toEqual(glued);
  });

  it('finds the phones offered with 64 GB of storage for "64gb"', async () => {
    const expected = allProducts.filter((p) => p.specs.includes('64 GB')).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(await idsOf('64gb'))).toEqual(new Set(expected));
    expect(new Set(await idsOf('64 GB'))).toEqual(new Set(expected));
  });
});

describe('Devanagari words (rule:search-hindi-and-units)', () => {
  it('finds the sarees for साड़ी and its plural', async () => {
    const sarees = allProducts.filter((p) => /Saree/.test(p.title)).map((p) => p.title);
    expect(sarees.length).toBeGreaterThan(0);
    for (const term of ['साड़ी', 'साड़ियाँ', 'साड़ी silk']) {
      expect((await titlesOf(term)).sort(), term).toEqual([...sarees].sort());
    }
  });

  it('finds the same products for साड़ी with its nukta typed as one code point, as letter and nukta, or left out', async () => {
    const spellings = ['\u0938\u093E\u095C\u0940', '\u0938\u093E\u0921\u093C\u0940', '\u0938\u093E\u0921\u0940'];
    const [first, ...others] = await Promise.all(spellings.map(idsOf));
    expect(first!.length).toBeGreaterThan(0);
    for (const ids of others) expect(ids).toEqual(first);
  });

  it('finds rice for चावल, the basmati rice first', async () => {
    const basmati = allProducts.filter((p) => /Basmati Rice/.test(p.title)).map((p) => p.title);
    expect(basmati.length).toBeGreaterThanOrEqual(4);
    const titles = await titlesOf('चावल');
    expect(titles[0]).toMatch(/Basmati Rice/);
    expect(titles.slice(0, basmati.length + 1)).toEqual(expect.arrayContaining(basmati));
  });

  it.each([
    ['जूते', /Shoes/],
    ['जूता', /Shoes/],
    ['आटा', /Atta/],
    ['दाल', / Dal/],
    ['घी', /Ghee/],
    ['चाय', /Leaf Tea/],
    ['कुर्ता', /Kurta/],
    ['हल्दी', /Turmeric/],
    ['मोबाइल', /5G|Phone/],
    ['कढ़ाई', /Kadhai/],
  ])('finds what %s names first', async (term, title) => {
    const [first] = await titlesOf(term, 1);
    expect(first, term).toMatch(title);
  });
});

describe('Hindi words in Latin letters (rule:search-hindi-and-units)', () => {
  it.each([
    ['haldi', /Turmeric/],
    ['dhaniya', /Coriander/],
    ['mirch', /Red Chilli/],
    ['chawal', /Rice/],
    ['doodh', /Milk/],
    ['namak', /Salt/],
    ['sarson', /Mustard/],
    ['chunni', /Dupatta/],
    ['pajama', /Pyjama/],
    ['pankha', /Ceiling Fan/],
  ])('finds what %s names first', async (term, title) => {
    const [first] = await titlesOf(term, 1);
    expect(first, term).toMatch(title);
  });
});

describe('a whole word ranks above the start of a longer word (rule:search-hindi-and-units)', () => {
  it('lists turmeric before Haldiram for "haldi"', async () => {
    const titles = await titlesOf('haldi');
    const lastTurmeric = titles.findLastIndex((t) => /Turmeric/.test(t));
    const firstHaldiram = titles.findIndex((t) => t.startsWith("Haldiram's"));
    expect(firstHaldiram, titles.join(' | ')).toBeGreaterThan(0);
    expect(lastTurmeric).toBeLessThan(firstHaldiram);
  });

  it('lists every product with the word "dal" before the brand Dalmia, even where "dal" is only its sub category', async () => {
    const titles = await titlesOf('dal');
    expect(titles.at(-1)).toBe('Dalmia Refined Soyabean Oil');
    // These have "dal" only in their sub category (Atta, Rice & Dals), a weaker field than Dalmia's brand and title.
    expect(titles).toContain('Aashirvaad Multigrain Atta');
    expect(titles.slice(0, 4).every((t) => / Dal\b/.test(t))).toBe(true);
  });
});

describe('suggestions (rule:search-hindi-and-units)', () => {
  it('suggests the 9 W bulbs for "9w"', async () => {
    const suggestions = await suggest('9w');
    expect(suggestions).toHaveLength(4);
    expect(suggestions.every((s) => bulbTitle.test(s))).toBe(true);
  });

  it('suggests sarees for साड़ी and rice for चावल, also while the word is being typed', async () => {
    expect((await suggest('साड़ी')).some((s) => /Saree/.test(s))).toBe(true);
    expect((await suggest('चावल'))[0]).toMatch(/Basmati Rice/);
    expect((await suggest('चाव')).some((s) => /Basmati Rice/.test(s))).toBe(true);
  });

  it('suggests turmeric before Haldiram for "haldi"', async () => {
    const suggestions = await suggest('haldi');
    expect(suggestions[0]).toMatch(/Turmeric/);
    expect(suggestions.some((s) => s.startsWith("Haldiram's"))).toBe(true);
  });

  it('suggests a title with the unit for "1kg"', async () => {
    expect(await suggest('1kg')).toContain('Tata Salt Vacuum Evaporated Iodised Salt, 1 kg');
  });
});
