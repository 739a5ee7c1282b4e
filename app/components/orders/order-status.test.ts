import { describe, expect, it } from 'vitest';
import { chosenOptions } from '../../../domain/shared/line-options';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import {
  itemCountLabel,
  lineReturnText,
  paymentMethodLabel,
  progressPercent,
  statusBadgeClass,
  statusName,
} from './order-status';
import { formatDate, formatDateTime } from '../../lib/format';

const en = translator({ locale: 'en', messages: messagesFor('en') });
const hi = translator({ locale: 'hi', messages: messagesFor('hi') });

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
    expect(paymentMethodLabel('COD', en)).toBe('Cash on Delivery');
    expect(paymentMethodLabel('COD', hi)).toBe('कैश ऑन डिलीवरी');
  });

  it('names the statuses as the spec does in English, in Hindi on a Hindi page, and an unknown one as it is', () => {
    expect(
      ['Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned'].map((s) => statusName(s, en)),
    ).toEqual(['Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned']);
    expect(statusName('In Transit', hi)).toBe('रास्ते में');
    expect(statusName('Lost', hi)).toBe('Lost');
  });

  it('says until when a line may come back, in the page’s language (rule:return-window)', () => {
    const delivered = { orderStatus: 'Delivered', deliveredAt: '2026-12-01T06:00:00.000Z' };
    const line = { returnDays: 7, sizes: 'M' };
    expect(lineReturnText(line, delivered, '2026-12-02', en)).toBe('Return or size exchange until Tue 8 Dec 2026');
    expect(lineReturnText({ ...line, sizes: '' }, delivered, '2026-12-09', en)).toBe(
      'Return window closed on Tue 8 Dec 2026',
    );
    expect(lineReturnText(line, { orderStatus: 'Processing' }, '2026-12-02', en)).toBe(
      '7-day return and size exchange after delivery',
    );
    expect(lineReturnText({ returnDays: 0, sizes: '' }, delivered, '2026-12-02', en)).toBe('Not returnable');
    expect(lineReturnText(line, { orderStatus: 'Cancelled' }, '2026-12-02', en)).toBeNull();
    expect(lineReturnText(line, delivered, '2026-12-02', hi)).toMatch(/^मंगल, 8 दिस॰ 2026 तक रिटर्न या साइज़ बदल सकते हैं$/);
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
    expect(itemCountLabel(1, en)).toBe('1 item');
    expect(itemCountLabel(3, en)).toBe('3 items');
    expect(itemCountLabel(3, hi)).toBe('3 आइटम');
  });
});
