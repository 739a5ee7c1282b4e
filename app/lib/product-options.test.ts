import { describe, expect, it } from 'vitest';
import { addToCartBodySchema } from '../../domain/schemas/cart';
import { addToCartBody, clampQuantity, initialChoice, maxQuantity, optionGroups, stockText } from './product-options';

const phone = {
  sizes: [] as string[],
  specs: ['128 GB', '256 GB'],
  rams: ['8 GB', '12 GB'],
  colors: ['Cool Blue', 'Obsidian Midnight'],
  weight: [] as string[],
};

describe('optionGroups (rule:product-options: each picker only when the product has values)', () => {
  it('keeps the order of rule:product-options and drops empty lists', () => {
    expect(optionGroups(phone).map((g) => [g.field, g.label])).toEqual([
      ['specs', 'Storage'],
      ['rams', 'RAM'],
      ['colors', 'Colour'],
    ]);
  });
  it('has no groups for a product without options', () => {
    expect(optionGroups({ sizes: [], specs: [], rams: [], colors: [], weight: [] })).toEqual([]);
  });
});

describe('initialChoice (rule:product-options: first value preselected)', () => {
  it('takes the first value of each list and leaves the rest empty', () => {
    expect(initialChoice(phone)).toEqual({ sizes: '', specs: '128 GB', rams: '8 GB', colors: 'Cool Blue', weight: '' });
  });
});

describe('quantity (rule:quantity-stepper: cannot go below 1)', () => {
  it('clamps to 1 and to the stock', () => {
    expect(clampQuantity(0, 10, 99)).toBe(1);
    expect(clampQuantity(-3, 10, 99)).toBe(1);
    expect(clampQuantity(4, 10, 99)).toBe(4);
    expect(clampQuantity(11, 10, 99)).toBe(10);
    expect(clampQuantity(Number.NaN, 10, 99)).toBe(1);
  });
  it('never allows more than one order may take of a product (rule:quantity-limits), and at least 1 even when out of stock', () => {
    expect(maxQuantity(500, 10)).toBe(10);
    expect(maxQuantity(4, 10)).toBe(4);
    expect(maxQuantity(500, 99)).toBe(99);
    expect(maxQuantity(0, 10)).toBe(1);
    expect(clampQuantity(11, 500, 10)).toBe(10);
    expect(clampQuantity(150, 500, 99)).toBe(99);
  });
  it('describes the stock', () => {
    expect(stockText(0)).toBe('Out of stock');
    expect(stockText(3)).toBe('Only 3 left in stock');
    expect(stockText(42)).toBe('In stock (42 available)');
  });
});

describe('addToCartBody (rule:cart-api cart/add)', () => {
  it('is a body the API accepts, with the chosen options and the last three empty', () => {
    const body = addToCartBody('5c77be65-0000-4000-8000-000000000001', 2, initialChoice(phone), 'Aluminium');
    expect(body).toEqual({
      productId: '5c77be65-0000-4000-8000-000000000001',
      quantity: 2,
      colors: 'Cool Blue',
      sizes: '',
      specs: '128 GB',
      weight: '',
      rams: '8 GB',
      material: 'Aluminium',
      expiryDate: '',
      warranty: '',
    });
    expect(addToCartBodySchema.safeParse(body).success).toBe(true);
  });
});
