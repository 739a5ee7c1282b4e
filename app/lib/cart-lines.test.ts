import { describe, expect, it } from 'vitest';
import { computeTotals, totalsInRupees, totalsOfRupeeLines } from '../../domain/shared/pricing';
import { canDecrease, canIncrease, chosenOptions, stepQuantity, exceedsStock, stockWarningText } from './cart-lines';

describe('cart line rules', () => {
  it('writes the stock warning (rule:stock-warning) character for character (two spaces after "stock")', () => {
    expect(stockWarningText(3)).toBe(
      'Currently out of stock  Please reduce the quantity. We Have only have a stock 3.',
    );
  });

  it('warns only when the quantity exceeds the stock', () => {
    expect(exceedsStock(3, 3)).toBe(false);
    expect(exceedsStock(4, 3)).toBe(true);
    expect(exceedsStock(1, 0)).toBe(true);
  });

  it('disables minus at 1 (rule:quantity-stepper) and plus at the stock or 99', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(2, 3)).toBe(true);
    expect(canIncrease(3, 3)).toBe(false);
    expect(canIncrease(5, 3)).toBe(false);
    expect(canIncrease(98, 500)).toBe(true);
    expect(canIncrease(99, 500)).toBe(false);
  });

  it('steps within those limits; a line above stock can only come down', () => {
    expect(stepQuantity(1, -1, 5)).toBe(1);
    expect(stepQuantity(1, 1, 5)).toBe(2);
    expect(stepQuantity(5, 1, 5)).toBe(5);
    expect(stepQuantity(7, 1, 5)).toBe(7);
    expect(stepQuantity(7, -1, 5)).toBe(6);
  });

  it('labels the options a line has, as the product page does', () => {
    expect(
      chosenOptions({ sizes: 'M', specs: '', rams: '8 GB', colors: 'Teal', weight: '', material: 'Cotton' }),
    ).toEqual(['Size: M', 'RAM: 8 GB', 'Colour: Teal', 'Material: Cotton']);
  });

  it('prices unconfirmed quantities with the server pricing module', () => {
    const rule = { freeShippingThreshold: 500, flatShippingFee: 99 };
    const lines = [
      { price: 1299, discount: 33, quantity: 2 },
      { price: 199.5, discount: 0, quantity: 1 },
    ];
    expect(totalsOfRupeeLines(lines, rule)).toEqual(
      totalsInRupees(
        computeTotals(
          [
            { pricePaise: 129900, discount: 33, quantity: 2 },
            { pricePaise: 19950, discount: 0, quantity: 1 },
          ],
          rule,
        ),
      ),
    );
    expect(totalsOfRupeeLines([{ price: 200, discount: 0, quantity: 2 }], rule)).toMatchObject({
      subtotal: 400,
      shipping: 99,
      total: 499,
    });
  });
});
