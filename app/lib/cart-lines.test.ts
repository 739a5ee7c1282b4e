import { describe, expect, it } from 'vitest';
import { computeTotals, totalsInRupees, totalsOfRupeeLines } from '../../domain/shared/pricing';
import { messagesFor } from '../i18n/catalogs.server';
import { translator } from '../i18n/shop-i18n';
import {
  canDecrease,
  canIncrease,
  chosenOptions,
  chosenOptionsIn,
  exceedsStock,
  lineLimit,
  stepQuantity,
  stockWarningText,
  unitsInOtherLines,
} from './cart-lines';

const english = translator({ locale: 'en', messages: messagesFor('en') });
const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });

describe('cart line rules', () => {
  it('writes the stock warning (rule:stock-warning) character for character (two spaces after "stock")', () => {
    expect(stockWarningText(3, english)).toBe(
      'Currently out of stock  Please reduce the quantity. We Have only have a stock 3.',
    );
    // The stock as written, never grouped.
    expect(stockWarningText(1500, english)).toBe(
      'Currently out of stock  Please reduce the quantity. We Have only have a stock 1500.',
    );
  });

  it('writes the stock warning and the options in Hindi on a Hindi page', () => {
    expect(stockWarningText(3, hindi)).toBe('अभी इतना स्टॉक नहीं है। कृपया मात्रा कम करें। हमारे पास सिर्फ़ 3 बचे हैं।');
    expect(chosenOptionsIn({ sizes: 'M', colors: 'Teal' }, hindi)).toEqual(['साइज़: M', 'रंग: Teal']);
  });

  it('names the options in English as the shared module does', () => {
    const line = { sizes: ' M ', specs: '128 GB', rams: '8 GB', colors: 'Teal', weight: '1 kg', material: 'Cotton' };
    expect(chosenOptionsIn(line, english)).toEqual(chosenOptions(line));
    expect(chosenOptionsIn({ sizes: '', colors: '  ' }, english)).toEqual([]);
  });

  it('warns only when the quantity exceeds the stock', () => {
    expect(exceedsStock(3, 3)).toBe(false);
    expect(exceedsStock(4, 3)).toBe(true);
    expect(exceedsStock(1, 0)).toBe(true);
  });

  it('disables minus at 1 (rule:quantity-stepper) and plus at the stock or 99', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(2, lineLimit(3, 99, 0))).toBe(true);
    expect(canIncrease(3, lineLimit(3, 99, 0))).toBe(false);
    expect(canIncrease(5, lineLimit(3, 99, 0))).toBe(false);
    expect(canIncrease(98, lineLimit(500, 99, 0))).toBe(true);
    expect(canIncrease(99, lineLimit(500, 99, 0))).toBe(false);
  });

  it('stops plus at the units of the product one order may take, over all its lines (rule:quantity-limits)', () => {
    expect(lineLimit(500, 10, 0)).toBe(10);
    expect(lineLimit(500, 10, 6)).toBe(4);
    expect(lineLimit(3, 10, 6)).toBe(3);
    expect(canIncrease(9, lineLimit(500, 10, 0))).toBe(true);
    expect(canIncrease(10, lineLimit(500, 10, 0))).toBe(false);
    expect(canIncrease(4, lineLimit(500, 10, 6))).toBe(false);
    const lines = [
      { _id: 'a', product: { _id: 'kurta' }, quantity: 6 },
      { _id: 'b', product: { _id: 'kurta' }, quantity: 3 },
      { _id: 'c', product: { _id: 'mug' }, quantity: 2 },
    ];
    expect(unitsInOtherLines(lines, lines[1]!)).toBe(6);
    expect(unitsInOtherLines(lines, lines[2]!)).toBe(0);
  });

  it('steps within those limits; a line above its limit can only come down', () => {
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
