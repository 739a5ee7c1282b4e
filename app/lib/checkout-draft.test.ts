import { afterEach, describe, expect, it } from 'vitest';
import {
  buildCheckoutDraft,
  checkoutDraftKey,
  checkoutDraftVersion,
  clearCheckoutDraft,
  loadCheckoutDraft,
  saveCheckoutDraft,
  subscribeCheckoutDraft,
} from './checkout-draft';

const rule = { freeShippingThreshold: 500, flatShippingFee: 99 };
const line = {
  productId: 'p1',
  title: 'Kurta',
  image: '',
  price: 200,
  discount: 10,
  quantity: 2,
  colors: '',
  sizes: 'M',
  specs: '',
  weight: '',
  rams: '',
  material: '',
};

afterEach(() => window.sessionStorage.clear());

describe('checkout draft store', () => {
  it('tells subscribers about saves and clears, with a new version each time', () => {
    const seen: number[] = [];
    const stop = subscribeCheckoutDraft(() => seen.push(checkoutDraftVersion()));
    const start = checkoutDraftVersion();
    const draft = buildCheckoutDraft('buy-now', [line], rule);
    saveCheckoutDraft(draft);
    expect(loadCheckoutDraft()).toEqual(draft);
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toBeNull();
    stop();
    saveCheckoutDraft(draft);
    expect(seen).toEqual([start + 1, start + 2]);
  });

  it('prices a cart draft with the shipping rule (free above the threshold, else the flat fee)', () => {
    expect(buildCheckoutDraft('cart', [line], rule)).toMatchObject({
      subtotal: 400,
      savings: 40,
      shipping: 99,
      total: 459,
    });
    expect(buildCheckoutDraft('cart', [{ ...line, quantity: 3 }], rule)).toMatchObject({
      subtotal: 600,
      shipping: 0,
      total: 540,
    });
  });

  it('reads anything that is not a draft as none', () => {
    window.sessionStorage.setItem(checkoutDraftKey, '{"source":"cart","items":[]}');
    expect(loadCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(checkoutDraftKey, 'not json');
    expect(loadCheckoutDraft()).toBeNull();
  });
});
