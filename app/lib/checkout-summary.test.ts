import { describe, expect, it } from 'vitest';
import { cartCheckoutDraft, summaryFromCart, summaryFromDraft, type LiveCart } from './checkout-summary';
import { buyNowDraft } from './product-buy-now';

const rule = { freeShippingThreshold: 500, flatShippingFee: 99 };

const cart: LiveCart = {
  items: [
    {
      _id: 'line-1',
      id: 'line-1',
      product: {
        _id: 'p1',
        id: 'p1',
        title: 'Kurta',
        titleHi: 'कुर्ता',
        brand: 'Fabindia',
        images: ['/uploads/a.webp'],
        price: 1299,
        discount: 33,
        stock: 1,
        ratings: { average: 4.2, totalReviews: 10 },
      },
      quantity: 2,
      colors: 'Teal',
      sizes: 'M',
      specs: '',
      weight: '',
      rams: '',
      material: 'Cotton',
      expiryDate: '',
      warranty: '',
      originalPrice: 1299,
      price: 870.33,
      inStock: false,
    },
  ],
  summary: { subtotal: 2598, savings: 857.34, shipping: 0, total: 1740.66, itemCount: 2 },
};

describe('checkout summary sources', () => {
  it('the live cart keeps the server figures and each line its stock', () => {
    const s = summaryFromCart(cart, 'en');
    expect(s).toMatchObject({
      source: 'cart',
      subtotal: 2598,
      savings: 857.34,
      shipping: 0,
      total: 1740.66,
      itemCount: 2,
    });
    expect(s.items[0]).toMatchObject({
      key: 'line-1',
      productId: 'p1',
      title: 'Kurta',
      image: '/uploads/a.webp',
      price: 1299,
      salePrice: 870.33,
      quantity: 2,
      stock: 1,
      sizes: 'M',
      colors: 'Teal',
    });
  });

  it('a Hindi page shows a line by the Hindi title staff gave it, else by its title', () => {
    expect(summaryFromCart(cart, 'hi').items[0]!.title).toBe('कुर्ता');
    expect(cartCheckoutDraft(cart.items, rule, 'hi').items[0]!.title).toBe('कुर्ता');
    const untitled = { ...cart, items: [{ ...cart.items[0]!, product: { ...cart.items[0]!.product, titleHi: null } }] };
    expect(summaryFromCart(untitled, 'hi').items[0]!.title).toBe('Kurta');
  });

  it('a Buy Now draft shows its one item and counts its units', () => {
    const draft = buyNowDraft(
      { _id: 'p1', title: 'Kurta', images: [], price: 200, discount: 10, material: '' },
      3,
      { sizes: '', specs: '', rams: '', colors: '', weight: '' },
      rule,
    );
    const s = summaryFromDraft(draft, 5);
    expect(s.source).toBe('buy-now');
    expect(s.items).toHaveLength(1);
    expect(s.items[0]).toMatchObject({ productId: 'p1', quantity: 3, stock: 5, salePrice: 180 });
    expect(s).toMatchObject({ subtotal: 600, savings: 60, shipping: 0, total: 540, itemCount: 3 });
  });

  it('Secure Checkout stores the cart at the quantities on screen, priced like the server', () => {
    const draft = cartCheckoutDraft([{ ...cart.items[0]!, quantity: 2 }], rule, 'en');
    expect(draft.source).toBe('cart');
    expect(draft).toMatchObject({ subtotal: 2598, savings: 857.34, shipping: 0, total: 1740.66 });
    expect(draft.items[0]).toMatchObject({
      productId: 'p1',
      quantity: 2,
      salePrice: 870.33,
      sizes: 'M',
      colors: 'Teal',
    });
  });
});
