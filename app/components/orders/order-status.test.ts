import { describe, expect, it } from 'vitest';
import { chosenOptions } from '../../../domain/shared/line-options';
import { itemCountLabel, paymentMethodLabel, progressPercent, statusBadgeClass } from './order-status';
import { formatDate, formatDateTime } from '../../lib/format';

describe('order status rules', () => {
  it('gives Processing, In Transit and Delivered colours of their own, Cancelled red, the rest neutral (rule:order-statuses)', () => {
    const processing = statusBadgeClass('Processing');
    const transit = statusBadgeClass('In Transit');
    const delivered = statusBadgeClass('Delivered');
    expect(new Set([processing, transit, delivered, statusBadgeClass('Placed')]).size).toBe(4);
    expect(statusBadgeClass('Cancelled')).toContain('red');
    expect(statusBadgeClass('Placed')).toContain('gray');
    expect(statusBadgeClass('Something else')).toBe(statusBadgeClass('Placed'));
  });

  it('maps statuses to the progress bar: 10% Placed, 25% Processing, 75% In Transit, 100% Delivered, none when cancelled', () => {
    expect(progressPercent('Placed')).toBe(10);
    expect(progressPercent('Processing')).toBe(25);
    expect(progressPercent('In Transit')).toBe(75);
    expect(progressPercent('Delivered')).toBe(100);
    expect(progressPercent('Cancelled')).toBeNull();
  });

  it('names cash on delivery in words', () => {
    expect(paymentMethodLabel('COD')).toBe('Cash on Delivery');
  });

  it('labels only the options a line has', () => {
    expect(chosenOptions({ sizes: 'M', colors: 'Red', specs: '', rams: '  ', weight: '1 kg' })).toEqual([
      'Size: M',
      'Colour: Red',
      'Weight: 1 kg',
    ]);
    expect(chosenOptions({})).toEqual([]);
  });

  it('formats dates the Indian way in India’s time zone', () => {
    // 21 Nov 2026, 20:05 UTC is already 22 Nov in India (UTC+5:30).
    expect(formatDate('2026-11-21T20:05:00.000Z')).toBe('22 Nov 2026');
    expect(formatDateTime('2026-11-21T09:35:00.000Z')).toBe('21 Nov 2026, 3:05 PM');
    expect(formatDateTime('2026-11-21T00:00:00.000Z')).toBe('21 Nov 2026, 5:30 AM');
  });

  it('counts items in words', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});
