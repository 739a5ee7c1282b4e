/** rule:gst-invoice: the financial year of an invoice number runs April to March in India's time. */
import { describe, expect, it } from 'vitest';
import { financialYearOf } from './issue-invoice-number';

describe('financialYearOf', () => {
  it('turns the year at midnight of 1 April in India, not in UTC', () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 2027 00:01 IST is 18:31 UTC the same day.
    expect(financialYearOf(new Date('2027-03-31T23:59:00+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-04-01T00:01:00+05:30'))).toBe('27-28');
    expect(financialYearOf(new Date('2027-03-31T18:31:00Z'))).toBe('27-28');
  });

  it('keeps January to March in the year that began the April before', () => {
    expect(financialYearOf(new Date('2026-06-01T12:00:00+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-01-15T12:00:00+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00+05:30'))).toBe('99-00');
  });
});
