import { describe, expect, it } from 'vitest';
import { placeOrderBodySchema, shippingAddressSchema } from '../../domain/schemas/orders';
import {
  emptyShipping,
  indianStateNames,
  indianStates,
  placeOrderBody,
  prefillShipping,
  splitFullName,
  validateShipping,
  type ShippingValues,
} from './checkout-form';
import type { CheckoutSummary } from './checkout-summary';
import { messagesFor } from '../i18n/catalogs.server';
import { translator } from '../i18n/shop-i18n';

const t = translator({ locale: 'en', messages: messagesFor('en') });

const valid: ShippingValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '98765 43210',
  addressLine: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe('validateShipping (rule:checkout-form, rule:checkout-phone-state)', () => {
  it('accepts a complete address', () => {
    expect(validateShipping(valid, t)).toEqual({});
  });

  it('gives every required message, word for word, for an empty form', () => {
    expect(validateShipping(emptyShipping, t)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      addressLine: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'ZIP Code is required',
    });
  });

  it('treats blanks as empty', () => {
    expect(validateShipping({ ...valid, firstName: '   ', city: ' ' }, t)).toEqual({
      firstName: 'First Name is required',
      city: 'City is required',
    });
  });

  it.each(['asha', 'asha@example', 'asha @example.in', '@example.in', 'asha@.in x'])(
    'says Email is invalid for %j',
    (email) => {
      expect(validateShipping({ ...valid, email }, t).email).toBe('Email is invalid');
    },
  );

  it.each(['1234', '1234567', '41100a', '411 001'])('says ZIP Code is invalid for %j (5 or 6 digits)', (pincode) => {
    expect(validateShipping({ ...valid, pincode }, t).pincode).toBe('ZIP Code is invalid');
  });

  it.each(['12345', '411001'])('accepts the ZIP Code %j', (pincode) => {
    expect(validateShipping({ ...valid, pincode }, t).pincode).toBeUndefined();
  });

  it.each(['12345', '5876543210', '98765432101', 'abcdefghij', '+1 9876543210'])(
    'says Phone is invalid for %j',
    (phone) => {
      expect(validateShipping({ ...valid, phone }, t).phone).toBe('Phone is invalid');
    },
  );
});

describe('validateShipping on a Hindi page', () => {
  it('gives the messages in Hindi', () => {
    const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });
    const errors = validateShipping({ ...valid, firstName: '', pincode: '1234' }, hindi);
    expect(errors).toEqual({ firstName: 'पहला नाम ज़रूरी है', pincode: 'पिन कोड सही नहीं है' });
  });
});

describe('the form and the server agree on a valid address', () => {
  it('a form that passes here passes the server schema, with the same ZIP rule', () => {
    const body = placeOrderBody(summary(), valid);
    expect(shippingAddressSchema.safeParse(body.shippingAddress).success).toBe(true);
    expect(
      shippingAddressSchema.safeParse({ ...body.shippingAddress, pincode: '1234' }).error?.issues[0]?.message,
    ).toBe('ZIP Code is invalid');
  });
});

function summary(): CheckoutSummary {
  return {
    source: 'cart',
    items: [
      {
        key: 'line-1',
        productId: '0195f0a0-0000-7000-8000-000000000001',
        title: 'Cotton Kurta',
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
        material: '',
        stock: 10,
      },
    ],
    subtotal: 2598,
    savings: 857.34,
    shipping: 0,
    total: 1740.66,
    itemCount: 2,
  };
}

describe('placeOrderBody (rule:order-api orders/place, rule:cart-line-fields)', () => {
  it('sends each item as product {_id, title, price} with its options, the last three empty, COD and the total', () => {
    expect(placeOrderBody(summary(), valid)).toEqual({
      orderItems: [
        {
          product: { _id: '0195f0a0-0000-7000-8000-000000000001', title: 'Cotton Kurta', price: 1299 },
          quantity: 2,
          colors: 'Teal',
          sizes: 'M',
          specs: '',
          weight: '',
          rams: '',
          material: '',
          expiryDate: '',
          warranty: '',
        },
      ],
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        addressLine: '12 MG Road',
        city: 'Pune',
        pincode: '411001',
        state: 'Maharashtra',
      },
      paymentMethod: 'COD',
      totalAmount: 1740.66,
      email: 'asha@example.in',
    });
  });

  it('is a body the server accepts', () => {
    expect(placeOrderBodySchema.safeParse(placeOrderBody(summary(), valid)).success).toBe(true);
  });

  it('trims what the shopper typed', () => {
    const body = placeOrderBody(summary(), {
      ...valid,
      firstName: ' Asha ',
      lastName: ' Verma ',
      city: ' Pune ',
      email: ' asha@example.in ',
    });
    expect(body.shippingAddress.fullName).toBe('Asha Verma');
    expect(body.shippingAddress.city).toBe('Pune');
    expect(body.email).toBe('asha@example.in');
  });
});

describe('prefill from the signed-in shopper', () => {
  it('splits the full name into first name and the rest', () => {
    expect(splitFullName('Asha Rani Verma')).toEqual({ firstName: 'Asha', lastName: 'Rani Verma' });
    expect(splitFullName('Asha')).toEqual({ firstName: 'Asha', lastName: '' });
  });

  it('fills name, email and phone, and leaves the address empty', () => {
    expect(prefillShipping({ fullName: 'Asha Verma', email: 'a@b.in', phone: '9876543210' })).toEqual({
      ...emptyShipping,
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'a@b.in',
      phone: '9876543210',
    });
  });
});

describe('states', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates).size).toBe(36);
  });
});

describe('the State list in the page’s language', () => {
  it('names every state and union territory, in English as the list writes it', () => {
    const names = indianStateNames(t);
    expect(Object.keys(names)).toEqual([...indianStates]);
    for (const state of indianStates) expect(names[state]).toBe(state);
  });

  it('names them in Hindi on a Hindi page', () => {
    const names = indianStateNames(translator({ locale: 'hi', messages: messagesFor('hi') }));
    expect(names['Rajasthan']).toBe('राजस्थान');
    expect(names['West Bengal']).toBe('पश्चिम बंगाल');
    expect(Object.values(names).every((name) => /[\u0900-\u097F]/.test(name))).toBe(true);
  });
});
