import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/catalogs.server';
import { translator } from '../i18n/shop-i18n';
import { emptyShipping, fillFromPin, pinMismatch, prefillShipping, type ShippingValues } from './checkout-form';

const t = translator({ locale: 'en', messages: messagesFor('en') });

const jaipur = {
  pincode: '302017',
  district: 'Jaipur',
  state: 'Rajasthan',
  localities: ['Jagatpura', 'Malviya Nagar (Jaipur)', 'Saraswati Nagar'],
};
const bengaluru = { pincode: '560001', district: 'Bengaluru', state: 'Karnataka', localities: ['Bangalore G.P.O.'] };

const typed = (fields: Partial<ShippingValues>): ShippingValues => ({ ...emptyShipping, ...fields });

describe('the ZIP Code prefilled (rule:delivery-promise)', () => {
  it('with the PIN the shopper checked or ordered to last, else empty', () => {
    const user = { fullName: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' };
    expect(prefillShipping(user, '302017').pincode).toBe('302017');
    expect(prefillShipping(user).pincode).toBe('');
    expect(prefillShipping(user, null)).toEqual(prefillShipping(user));
  });
});

describe('fillFromPin: City and State from the PIN (rule:delivery-promise)', () => {
  it('fills them when empty, and says what it filled', () => {
    expect(fillFromPin(typed({ pincode: '302017' }), jaipur, {})).toEqual({
      values: typed({ pincode: '302017', city: 'Jaipur', state: 'Rajasthan' }),
      filled: { city: 'Jaipur', state: 'Rajasthan' },
    });
  });

  it('never writes over what the shopper typed', () => {
    const values = typed({ city: 'Jagatpura', state: 'Rajasthan' });
    expect(fillFromPin(values, jaipur, {})).toEqual({ values, filled: {} });
    const blankCity = typed({ city: '   ', state: 'Gujarat' });
    expect(fillFromPin(blankCity, jaipur, {}).values).toMatchObject({ city: 'Jaipur', state: 'Gujarat' });
  });

  it('replaces what an earlier PIN filled in, unless the shopper changed it since', () => {
    const first = fillFromPin(typed({}), jaipur, {});
    expect(fillFromPin(first.values, bengaluru, first.filled)).toEqual({
      values: typed({ city: 'Bengaluru', state: 'Karnataka' }),
      filled: { city: 'Bengaluru', state: 'Karnataka' },
    });
    const edited = { ...first.values, city: 'Jaipur City' };
    expect(fillFromPin(edited, bengaluru, first.filled).values).toMatchObject({
      city: 'Jaipur City',
      state: 'Karnataka',
    });
  });

  it('leaves State alone when the PIN names one the State list does not have', () => {
    const elsewhere = { ...jaipur, state: 'Some Old Name' };
    expect(fillFromPin(typed({}), elsewhere, {})).toEqual({
      values: typed({ city: 'Jaipur' }),
      filled: { city: 'Jaipur' },
    });
  });
});

describe('pinMismatch: a typed City or State the PIN disagrees with (rule:delivery-promise)', () => {
  it('is nothing when both agree, or nothing is typed', () => {
    expect(pinMismatch(typed({ city: 'Jaipur', state: 'Rajasthan' }), jaipur, t)).toEqual({});
    expect(pinMismatch(typed({}), jaipur, t)).toEqual({});
  });

  it('takes a locality, another spelling of case and spaces, or one name inside the other, as the same city', () => {
    for (const city of ['jaipur', ' JAIPUR ', 'Jagatpura', 'Malviya Nagar', 'malviya-nagar', 'Jaipur City']) {
      expect(pinMismatch(typed({ city }), jaipur, t)).toEqual({});
    }
    const newDelhi = { pincode: '110001', district: 'New Delhi', state: 'Delhi', localities: ['Connaught Place'] };
    expect(pinMismatch(typed({ city: 'Delhi' }), newDelhi, t)).toEqual({});
  });

  it('says where the PIN is beside a city that is elsewhere', () => {
    expect(pinMismatch(typed({ city: 'Pune' }), jaipur, t)).toEqual({ city: 'PIN 302017 is in Jaipur, Rajasthan' });
    // An old name counts where a post office of the PIN still has it; elsewhere it is only said, never blocking.
    expect(pinMismatch(typed({ city: 'Bangalore' }), bengaluru, t)).toEqual({});
    expect(pinMismatch(typed({ city: 'Bangalore' }), { ...bengaluru, localities: ['HighCourt'] }, t)).toEqual({
      city: 'PIN 560001 is in Bengaluru, Karnataka',
    });
    // Three letters are too few to be inside another name.
    expect(pinMismatch(typed({ city: 'Jai' }), jaipur, t)).toEqual({ city: 'PIN 302017 is in Jaipur, Rajasthan' });
  });

  it("says which state the PIN is in beside another chosen state, when the State list has the PIN's", () => {
    expect(pinMismatch(typed({ city: 'Jaipur', state: 'Gujarat' }), jaipur, t)).toEqual({
      state: 'PIN 302017 is in Rajasthan.',
    });
    expect(pinMismatch(typed({ state: 'Gujarat' }), { ...jaipur, state: 'Some Old Name' }, t)).toEqual({});
  });
});

describe('pinMismatch on a Hindi page', () => {
  it('says it in Hindi, the state by its Hindi name and the district as the PIN data writes it', () => {
    const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });
    expect(pinMismatch(typed({ city: 'Pune', state: 'Gujarat' }), jaipur, hindi)).toEqual({
      city: 'पिन 302017 Jaipur, राजस्थान में है',
      state: 'पिन 302017 राजस्थान में है।',
    });
  });
});
