import { afterEach, describe, expect, it } from 'vitest';
import { checkoutDraftKey, clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { buyNowDraft } from './product-buy-now';

const rule = { freeShippingThreshold: 500, flatShippingFee: 99 };
const choice = { sizes: 'M', specs: '', rams: '', colors: 'Teal', weight: '' };
const product = {
  _id: 'p1',
  title: 'Kurta',
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  price: 1299,
  discount: 33,
  material: 'Cotton',
};

describe('buyNowDraft (rule:buy-now-pricing: the real discount, rule:free-shipping: one shipping rule)', () => {
  it('prices one item with its own discount, free shipping above the threshold', () => {
    const draft = buyNowDraft(product, 2, choice, rule);
    expect(draft).toEqual({
      source: 'buy-now',
      items: [
        {
          productId: 'p1',
          title: 'Kurta',
          image: '/uploads/a.webp',
          price: 1299,
          salePrice: 870.33,
          discount: 33,
          quantity: 2,
          colors: 'Teal',
          sizes: 'M',
          specs: '',
          weight: '',
          rams: '',
          material: 'Cotton',
        },
      ],
      subtotal: 2598,
      // 1299 * 33% = 428.67 a unit, to the paisa
      savings: 857.34,
      shipping: 0,
      total: 1740.66,
    });
  });
  it('charges the flat fee when the subtotal is not above the threshold', () => {
    const draft = buyNowDraft({ ...product, price: 500, discount: 10 }, 1, choice, rule);
    expect(draft).toMatchObject({ subtotal: 500, savings: 50, shipping: 99, total: 549 });
  });
  it('follows the configured threshold and fee', () => {
    const draft = buyNowDraft({ ...product, price: 800, discount: 0 }, 1, choice, {
      freeShippingThreshold: 1000,
      flatShippingFee: 49,
    });
    expect(draft).toMatchObject({ subtotal: 800, savings: 0, shipping: 49, total: 849 });
  });
  it('is not a fixed 10% (rule:buy-now-pricing)', () => {
    const draft = buyNowDraft({ ...product, price: 1000, discount: 25 }, 1, choice, rule);
    expect(draft.savings).toBe(250);
  });
});

describe('checkout draft storage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('saves and loads the same draft', () => {
    const draft = buyNowDraft(product, 1, choice, rule);
    saveCheckoutDraft(draft);
    expect(loadCheckoutDraft()).toEqual(draft);
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toBeNull();
  });
  it('ignores what is not a draft', () => {
    window.sessionStorage.setItem(checkoutDraftKey, 'not json');
    expect(loadCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(
      checkoutDraftKey,
      JSON.stringify({ source: 'buy-now', items: [], subtotal: 0, savings: 0, shipping: 0, total: 0 }),
    );
    expect(loadCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(
      checkoutDraftKey,
      JSON.stringify({ ...buyNowDraft(product, 1, choice, rule), total: '12' }),
    );
    expect(loadCheckoutDraft()).toBeNull();
  });
});
