/**
 * A small, hand-checkable catalog for the catalog tests: two categories with two sub categories
 * each, eight products with known prices, options, ratings, sales and ages, one of them withdrawn.
 */
import type { DbOrTx } from '../../db/client';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';

/** Minutes ago, so "newest" order is known: a smaller number is newer. */
const ago = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000);

export async function createSampleCatalog(db: DbOrTx) {
  const electronics = await createCategory(db, { name: 'Electronics', sortOrder: 1 });
  const fashion = await createCategory(db, { name: 'Fashion', sortOrder: 2 });
  const phones = await createSubCategory(db, electronics.id, { name: 'Phones', sortOrder: 1 });
  const laptops = await createSubCategory(db, electronics.id, { name: 'Laptops', sortOrder: 2 });
  const kurtas = await createSubCategory(db, fashion.id, { name: 'Kurtas', sortOrder: 1 });
  const tshirts = await createSubCategory(db, fashion.id, { name: 'T-Shirts', sortOrder: 2 });

  const galaxy = await createProduct(
    db,
    { categoryId: electronics.id, subCategoryId: phones.id },
    {
      title: 'Samsung Galaxy S23',
      brand: 'Samsung',
      description: 'Flagship phone with a bright display',
      pricePaise: 7_000_000,
      discount: 10,
      colors: ['Black', 'Green'],
      specs: ['128GB', '256GB'],
      ratingAverageX100: 450,
      ratingCount: 10,
      unitsSold: 100,
      createdAt: ago(80),
    },
  );
  const iphone = await createProduct(
    db,
    { categoryId: electronics.id, subCategoryId: phones.id },
    {
      title: 'Apple iPhone 15',
      brand: 'Apple',
      description: 'Phone with a great camera',
      pricePaise: 8_000_000,
      discount: 0,
      colors: ['Blue'],
      ratingAverageX100: 480,
      ratingCount: 20,
      unitsSold: 200,
      createdAt: ago(70),
    },
  );
  const laptop = await createProduct(
    db,
    { categoryId: electronics.id, subCategoryId: laptops.id },
    {
      title: 'Dell Inspiron Laptop',
      brand: 'Dell',
      description: 'Everyday laptop for work and study',
      pricePaise: 5_500_000,
      discount: 5,
      rams: ['8GB', '16GB'],
      ratingAverageX100: 400,
      ratingCount: 5,
      unitsSold: 50,
      createdAt: ago(60),
    },
  );
  const cottonKurta = await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: kurtas.id },
    {
      title: 'Cotton Kurta',
      brand: 'FabIndia',
      description: 'Hand block printed kurta',
      pricePaise: 120_000,
      discount: 20,
      sizes: ['S', 'M', 'L'],
      colors: ['White'],
      material: 'Cotton',
      ratingAverageX100: 420,
      ratingCount: 8,
      unitsSold: 300,
      createdAt: ago(50),
    },
  );
  const silkKurta = await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: kurtas.id },
    {
      title: 'Silk Kurta',
      brand: 'Biba',
      description: 'Festive wear',
      pricePaise: 250_000,
      discount: 0,
      sizes: ['M'],
      color: 'Red',
      material: 'Silk',
      ratingAverageX100: 300,
      ratingCount: 2,
      unitsSold: 10,
      createdAt: ago(40),
    },
  );
  const tshirt = await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: tshirts.id },
    {
      title: 'Graphic T-Shirt',
      brand: 'Puma',
      description: 'Soft tee with a print',
      pricePaise: 80_000,
      discount: 50,
      sizes: ['M', 'XL'],
      colors: ['Black'],
      material: 'Cotton',
      ratingAverageX100: 0,
      ratingCount: 0,
      unitsSold: 0,
      createdAt: ago(30),
    },
  );
  const cable = await createProduct(
    db,
    { categoryId: electronics.id, subCategoryId: null },
    {
      title: 'USB Cable',
      brand: 'Generic',
      description: 'One metre charging cable',
      pricePaise: 20_000,
      discount: 0,
      ratingAverageX100: 0,
      ratingCount: 0,
      unitsSold: 5,
      createdAt: ago(20),
    },
  );
  const hidden = await createProduct(
    db,
    { categoryId: electronics.id, subCategoryId: phones.id },
    {
      title: 'Samsung Hidden Phone',
      brand: 'Samsung',
      pricePaise: 1_000_000,
      discount: 0,
      colors: ['Black'],
      isActive: false,
      unitsSold: 1000,
      ratingAverageX100: 500,
      ratingCount: 1,
      createdAt: ago(10),
    },
  );

  return {
    categories: { electronics, fashion },
    subCategories: { phones, laptops, kurtas, tshirts },
    products: { galaxy, iphone, laptop, cottonKurta, silkKurta, tshirt, cable, hidden },
  };
}

export type SampleCatalog = Awaited<ReturnType<typeof createSampleCatalog>>;

/**
 * The keys every product in an API answer has (rule:product-fields), in no particular order; `titleHi` and
 * `descriptionHi` (null when staff wrote none, rule:shop-language) were added to the contract's by issue 39.
 */
export const productKeys = [
  '_id',
  'brand',
  'category',
  'color',
  'colors',
  'createdAt',
  'description',
  'descriptionHi',
  'discount',
  'fullDescription',
  'id',
  'images',
  'material',
  'price',
  'rams',
  'ratings',
  'size',
  'sizes',
  'specs',
  'stock',
  'subCategory',
  'title',
  'titleHi',
  'weight',
].sort();
