import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees, formatRupeesPaiseIfAny } from './money';

/**
 * The reference: what Intl's Indian English number format writes, but for one deliberate difference: a negative
 * amount that rounds to nothing is written 0, not Intl's -0.
 */
const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(value)
    .replace(/^-(?=[0.]+$)/, '');

/** A deterministic spread of amounts: every digit count from 1 to 12, halves, paise and awkward binary fractions. */
function amounts(): number[] {
  const out = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 999999999];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let digits = 1; digits <= 12; digits++) {
    for (let i = 0; i < 40; i++) {
      const whole = Math.floor(next() * 10 ** digits);
      out.push(whole, whole + 0.5, whole + 0.05, whole + 0.005, whole + Math.round(next() * 100) / 100, whole + next());
    }
  }
  return out;
}

describe('formatRupees and formatCount (rule:rupees)', () => {
  it('write what Intl en-IN writes, for every amount, sign and decimal count', () => {
    let compared = 0;
    for (const amount of amounts()) {
      for (const value of [amount, -amount]) {
        if (Object.is(value, -0)) continue;
        for (const decimals of [0, 1, 2]) {
          expect(formatRupees(value, decimals), `${value} with ${decimals} decimals`).toBe(`₹${intl(value, decimals)}`);
          compared += 1;
        }
        expect(formatCount(value)).toBe(intl(value, 0));
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });

  it('group lakhs and crores', () => {
    expect(formatRupeesPaiseIfAny(100000)).toBe('₹1,00,000');
    expect(formatRupeesPaiseIfAny(1234.5)).toBe('₹1,234.50');
    expect(formatRupeesPaiseIfAny(0.05)).toBe('₹0.05');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678.5, 2)).toBe('₹1,23,45,678.50');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatRupees(-0.4)).toBe('₹0');
    expect(formatRupees(-1234.5)).toBe('₹-1,235');
  });
});
