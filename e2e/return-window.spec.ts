/**
 * The return window on the product page (rule:return-window, ADR 0057), server-rendered: a product of the fashion
 * category with sizes offers a 7-day return and size exchange, a grocery is not returnable. What each product says
 * comes from the shop's own answers (its category, its own window), never from ids written here.
 */
import { getData } from './support/api';
import { expect, test } from './support/fixtures';
import type { ProductDetail } from '../domain/views/catalog';

interface Category {
  _id: string;
  name: string;
}

test('the product page says whether and for how long a product may come back @any-viewport', async ({ page }) => {
  const { categories } = await getData<{ categories: Category[] }>(page.request, '/api/category');
  const idOf = (name: string) => categories.find((c) => c.name === name)?._id;
  const inCategory = async (name: string, sized: boolean) => {
    const category = idOf(name);
    expect(category, `the seeded catalog has ${name}`).toBeTruthy();
    const { products } = await getData<{ products: ProductDetail[] }>(
      page.request,
      `/api/product?category=${category}&limit=50`,
    );
    const product = products.find((p) => p.sizes.length > 0 === sized);
    expect(product, `${name} has a product ${sized ? 'with' : 'without'} sizes`).toBeTruthy();
    return getData<ProductDetail>(page.request, `/api/product/${product!._id}`);
  };

  const shirt = await inCategory('Fashion', true);
  expect(shirt.returnDays).toBe(7);
  await page.goto(`/product/${shirt._id}`);
  await expect(page.getByTestId('return-policy')).toHaveText('7-day return and size exchange');

  const grocery = await inCategory('Groceries', false);
  expect(grocery.returnDays).toBe(0);
  await page.goto(`/product/${grocery._id}`);
  await expect(page.getByTestId('return-policy')).toHaveText('Not returnable');
});
