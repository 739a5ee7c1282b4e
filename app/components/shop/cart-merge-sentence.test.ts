import { describe, expect, it } from 'vitest';
import type { CartMergeLine } from '../../../domain/views/cart';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import { cartMergeSentence } from './cart-merge-sentence';

const hi = translator({ locale: 'hi', messages: messagesFor('hi') });
const en = translator({ locale: 'en', messages: messagesFor('en') });

const line = (overrides: Partial<CartMergeLine>): CartMergeLine => ({
  productId: 'p1',
  title: 'Banarasi Silk Saree',
  options: ['Size: Free Size', 'Colour: Royal Blue'],
  outcome: 'combined',
  guestQuantity: 2,
  cartQuantity: 3,
  priceWhenAdded: 1999,
  priceNow: 1999,
  sentence: 'Banarasi Silk Saree (Size: Free Size, Colour: Royal Blue): your cart already had 1, so it now has 3.',
  ...overrides,
});

describe('the merge notice’s lines (ADR 0054, ADR 0059)', () => {
  it('are the server’s own sentences in English', () => {
    expect(cartMergeSentence(line({}), 'en', en)).toBe(line({}).sentence);
  });

  it('are made in Hindi from the outcome and quantities, the option labels in Hindi, the values as they are', () => {
    expect(cartMergeSentence(line({}), 'hi', hi)).toBe(
      'Banarasi Silk Saree (साइज़: Free Size, रंग: Royal Blue): आपके कार्ट में पहले से 1 थे, अब 3 हैं।',
    );
    expect(cartMergeSentence(line({ outcome: 'added', options: [], cartQuantity: 2 }), 'hi', hi)).toBe(
      'Banarasi Silk Saree: 2 कार्ट में डाल दिए गए।',
    );
    expect(cartMergeSentence(line({ outcome: 'saved', options: [], cartQuantity: 0 }), 'hi', hi)).toBe(
      'Banarasi Silk Saree को बाद के लिए सहेजे गए में रख दिया गया।',
    );
  });

  it('say in Hindi that a price moved since it was added', () => {
    expect(cartMergeSentence(line({ outcome: 'added', options: [], cartQuantity: 1, priceNow: 1799 }), 'hi', hi)).toBe(
      'Banarasi Silk Saree: 1 कार्ट में डाल दिए गए। आपके डालने के बाद इसका दाम ₹1,999 से घटकर ₹1,799 हो गया।',
    );
  });
});
