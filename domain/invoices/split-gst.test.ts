/** rule:gst-invoice: a tax-inclusive line total split into taxable value and tax, figures worked by hand. */
import { describe, expect, it } from 'vitest';
import { splitGst } from './split-gst';

describe('splitGst', () => {
  it('splits an intra-state 5% line into CGST and SGST, half each', () => {
    // ₹1,050.00 / 1.05 = ₹1,000.00; tax ₹50.00.
    expect(splitGst(105_000, 500, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 2500,
      sgstPaise: 2500,
      igstPaise: 0,
    });
  });

  it('gives the odd paisa of an intra-state tax to CGST', () => {
    // ₹10.20 / 1.05 = 9.714… → ₹9.71; tax 49 paise = 25 + 24.
    expect(splitGst(1020, 500, true)).toEqual({ taxablePaise: 971, cgstPaise: 25, sgstPaise: 24, igstPaise: 0 });
  });

  it('charges an inter-state 18% line IGST', () => {
    // ₹1,180.00 / 1.18 = ₹1,000.00; ₹999.00 / 1.18 = 846.6101… → ₹846.61, tax ₹152.39.
    expect(splitGst(118_000, 1800, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
    expect(splitGst(99_900, 1800, false)).toEqual({
      taxablePaise: 84_661,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_239,
    });
  });

  it('leaves a 0% line untaxed', () => {
    expect(splitGst(20_000, 0, true)).toEqual({ taxablePaise: 20_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(splitGst(20_000, 0, false)).toEqual({ taxablePaise: 20_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('taxes shipping at 18% (SAC 996812)', () => {
    // ₹99.00 / 1.18 = 83.898… → ₹83.90; tax ₹15.10 = 7.55 + 7.55.
    expect(splitGst(9900, 1800, true)).toEqual({ taxablePaise: 8390, cgstPaise: 755, sgstPaise: 755, igstPaise: 0 });
  });

  it('rounds an exact half paisa up', () => {
    // 14 paise at 12%: 14 / 1.12 = 12.5 → 13, tax 1. 16 paise at 28%: 16 / 1.28 = 12.5 → 13, tax 3.
    expect(splitGst(14, 1200, false)).toEqual({ taxablePaise: 13, cgstPaise: 0, sgstPaise: 0, igstPaise: 1 });
    expect(splitGst(16, 2800, true)).toEqual({ taxablePaise: 13, cgstPaise: 2, sgstPaise: 1, igstPaise: 0 });
  });

  it('always adds up to the line total exactly', () => {
    for (const rate of [0, 25, 300, 500, 1200, 1800, 2800]) {
      for (let total = 0; total < 3000; total += 7) {
        const s = splitGst(total, rate, total % 2 === 0);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
        // The taxable value is the nearest paisa to total / (1 + rate).
        expect(Math.abs(s.taxablePaise - (total * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => splitGst(10.5, 500, true)).toThrow();
    expect(() => splitGst(-1, 500, true)).toThrow();
    expect(() => splitGst(100, -5, true)).toThrow();
  });
});
