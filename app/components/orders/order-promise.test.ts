import { describe, expect, it } from 'vitest';
import { promiseText } from './order-status';

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
});
