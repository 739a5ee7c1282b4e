import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import { formatPromiseDay } from '../../../domain/shared/delivery-rules';
import { formatDayIn } from '../../lib/format';
import { promiseText as promiseIn } from './order-status';

const en = translator({ locale: 'en', messages: messagesFor('en') });
const hi = translator({ locale: 'hi', messages: messagesFor('hi') });

/** The English page's words. */
const promiseText = (status: string, promisedBy: string | null | undefined, today: string) =>
  promiseIn(status, promisedBy, today, en);

describe('the promised day on the order page (rule:delivery-promise)', () => {
  it('says when an order on its way arrives, up to and on the day itself', () => {
    for (const status of ['Placed', 'Processing', 'In Transit']) {
      expect(promiseText(status, '2026-12-04', '2026-12-01')).toBe('Arrives by Fri 4 Dec');
      expect(promiseText(status, '2026-12-04', '2026-12-04')).toBe('Arrives by Fri 4 Dec');
    }
  });

  it('says what was promised once the day has passed, or the order was delivered', () => {
    expect(promiseText('In Transit', '2026-12-04', '2026-12-05')).toBe('Promised by Fri 4 Dec');
    expect(promiseText('Delivered', '2026-12-04', '2026-12-02')).toBe('Promised by Fri 4 Dec');
  });

  it('says nothing for an order from before the promise, or one that will not arrive', () => {
    expect(promiseText('Placed', null, '2026-12-01')).toBeNull();
    expect(promiseText('Placed', undefined, '2026-12-01')).toBeNull();
    expect(promiseText('Cancelled', '2026-12-04', '2026-12-01')).toBeNull();
    expect(promiseText('Returned', '2026-12-04', '2026-12-01')).toBeNull();
  });

  it('says it in Hindi on a Hindi page, the day in Hindi too', () => {
    expect(promiseIn('In Transit', '2026-12-04', '2026-12-01', hi)).toBe('शुक्र, 4 दिस॰ तक पहुँचेगा');
    expect(promiseIn('Delivered', '2026-12-04', '2026-12-02', hi)).toBe('शुक्र, 4 दिस॰ तक पहुँचाने का वादा था');
  });

  it('writes every day of a year in English exactly as the delivery promise does', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 24 * 60 * 60 * 1000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDayIn(iso, en)).toBe(formatPromiseDay(iso));
    }
  });
});
