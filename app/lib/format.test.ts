import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../domain/shared/money';
import { salePriceRupees as salePrice } from '../../domain/shared/pricing';
import { formatDate, formatDateTime, formatRating } from './format';

describe('formatRupees (rule:rupees: ₹ with Indian grouping)', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
  });
  it('shows the requested number of decimals', () => {
    expect(formatRupees(1234.5, 1)).toBe('₹1,234.5');
    expect(formatRupees(1234, 1)).toBe('₹1,234.0');
    expect(formatRupees(1299.99, 0)).toBe('₹1,300');
  });
});

describe('salePrice (rule:sale-price)', () => {
  it('is price - price * discount / 100', () => {
    expect(salePrice(1000, 15)).toBe(850);
    expect(salePrice(999, 0)).toBe(999);
    expect(formatRupees(salePrice(1299, 33), 1)).toBe('₹870.3');
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.26)).toBe('4.3');
  });
});

describe('dates in India’s time zone, in the page’s language (ADR 0059)', () => {
  // 21 Nov 2026, 09:35 UTC is 3:05 PM in India; 18:40 UTC is 12:10 AM the next day there.
  it('writes the day and time the Indian way in English', () => {
    expect(formatDate('2026-11-21T09:35:00Z')).toBe('21 Nov 2026');
    expect(formatDateTime('2026-11-21T09:35:00Z')).toBe('21 Nov 2026, 3:05 PM');
    expect(formatDateTime('2026-11-21T18:40:00Z')).toBe('22 Nov 2026, 12:10 AM');
  });

  it('writes the month in Hindi on a Hindi page, the time alike', () => {
    expect(formatDate('2026-11-21T09:35:00Z', 'hi')).toBe('21 नव॰ 2026');
    expect(formatDateTime('2026-11-21T06:35:00Z', 'hi')).toBe('21 नव॰ 2026, 12:05 PM');
  });
});
