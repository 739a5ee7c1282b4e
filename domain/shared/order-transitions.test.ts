/**
 * The order state machine's table (rule:order-state-machine, ADR 0028) and the rules that must agree with it.
 */
import { describe, expect, it } from 'vitest';
import { cancellableStatuses, orderStatuses } from './order-rules';
import { finalStatuses, findTransition, orderTransitions, transitionsFrom } from './order-transitions';
import { trackingUrl } from './courier-tracking';

describe('the order state machine (rule:order-state-machine)', () => {
  it('allows exactly the documented moves', () => {
    expect(orderTransitions.map((t) => `${t.from} → ${t.to}`).sort()).toEqual(
      [
        'Placed → Processing',
        'Processing → In Transit',
        'In Transit → Delivered',
        'Placed → Cancelled',
        'Processing → Cancelled',
        'In Transit → Returned',
      ].sort(),
    );
    expect(findTransition('Placed', 'Delivered')).toBeUndefined();
    expect(findTransition('Delivered', 'Returned')).toBeUndefined();
    expect(findTransition('Cancelled', 'Placed')).toBeUndefined();
  });

  it('lets the shopper cancel from exactly the statuses staff may cancel from (rule:cancel-window)', () => {
    const staffCancels = orderTransitions.filter((t) => t.to === 'Cancelled').map((t) => t.from);
    expect([...cancellableStatuses].sort()).toEqual([...staffCancels].sort());
  });

  it('has no move out of a final status, and a way out of every other one', () => {
    for (const status of orderStatuses) {
      expect({ status, moves: transitionsFrom(status).length > 0 }).toEqual({
        status,
        moves: !finalStatuses.includes(status),
      });
    }
  });

  it('needs a reason to cancel or return, a shipment to ship, and puts stock back only on cancel and return', () => {
    for (const t of orderTransitions) {
      expect({ t: `${t.from}→${t.to}`, reason: t.needsReason }).toEqual({
        t: `${t.from}→${t.to}`,
        reason: t.to === 'Cancelled' || t.to === 'Returned',
      });
      expect(t.returnsStock).toBe(t.to === 'Cancelled' || t.to === 'Returned');
      expect(t.needsShipment).toBe(t.to === 'In Transit');
    }
  });
});

describe('tracking links (rule:courier-tracking)', () => {
  it('puts the encoded tracking number into the template', () => {
    expect(trackingUrl('https://courier.example/track/{tracking}', ' AB 12/3 ')).toBe(
      'https://courier.example/track/AB%2012%2F3',
    );
    expect(trackingUrl('https://c.example/t?awb={tracking}&x={tracking}', 'X1')).toBe(
      'https://c.example/t?awb=X1&x=X1',
    );
  });

  it('gives no link for an empty template, one without the placeholder, a non-web URL or an empty number', () => {
    expect(trackingUrl('', 'X1')).toBeNull();
    expect(trackingUrl('https://courier.example/track', 'X1')).toBeNull();
    expect(trackingUrl('javascript:alert({tracking})', 'X1')).toBeNull();
    expect(trackingUrl('https://courier.example/{tracking}', '  ')).toBeNull();
  });
});
