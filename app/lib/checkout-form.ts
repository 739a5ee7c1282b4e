/**
 * The checkout's shipping form (rule:checkout-form, rule:checkout-phone-state) and the order
 * request it becomes (rule:order-api, rule:cart-line-fields). The phone
 * and ZIP Code rules are the server's own (domain/shared/india.ts); the server checks
 * everything again (domain/schemas/orders.ts).
 */
import { isPincode, normalizeIndianPhone } from '../../domain/shared/india';
import type { DeliveryPromise } from '../../domain/views/delivery';
import type { Translate } from '../i18n/shop-i18n';
import type { CheckoutSummary } from './checkout-summary';

export interface ShippingValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
}

export type ShippingField = keyof ShippingValues;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

/** The fields in the order they appear on screen (the first invalid one gets focus). */
export const shippingFields: readonly ShippingField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine',
  'city',
  'state',
  'pincode',
];

export const emptyShipping: ShippingValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine: '',
  city: '',
  state: '',
  pincode: '',
};

/** rule:checkout-form: the email "must look like" name@domain.tld. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * rule:checkout-form and rule:checkout-phone-state, message for message; an empty object when the form is fine. The
 * messages are the page's language: the caller passes its translator (`useT()`), whose English catalog holds the
 * spec's words (spec-texts/checkout.ts).
 */
export function validateShipping(values: ShippingValues, t: Translate): ShippingErrors {
  const errors: ShippingErrors = {};
  if (!values.firstName.trim()) errors.firstName = t('checkout.error.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('checkout.error.lastNameRequired');
  const email = values.email.trim();
  if (!email) errors.email = t('checkout.error.emailRequired');
  else if (!emailShape.test(email)) errors.email = t('checkout.error.emailInvalid');
  if (!values.phone.trim()) errors.phone = t('checkout.error.phoneRequired');
  else if (!normalizeIndianPhone(values.phone)) errors.phone = t('checkout.error.phoneInvalid');
  if (!values.addressLine.trim()) errors.addressLine = t('checkout.error.addressRequired');
  if (!values.city.trim()) errors.city = t('checkout.error.cityRequired');
  if (!values.state.trim()) errors.state = t('checkout.error.stateRequired');
  const pincode = values.pincode.trim();
  if (!pincode) errors.pincode = t('checkout.error.zipRequired');
  else if (!isPincode(pincode)) errors.pincode = t('checkout.error.zipInvalid');
  return errors;
}

/** First name and the rest, from the signed-in shopper's full name (to prefill the form). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The form prefilled from the signed-in shopper (rule:phone-at-sign-up: the account holds a phone), and the ZIP Code
 * with the PIN they checked last or ordered to last (rule:delivery-promise).
 */
export function prefillShipping(
  user: { fullName: string; email: string; phone: string } | null,
  pincode: string | null = null,
): ShippingValues {
  if (!user) return emptyShipping;
  return {
    ...emptyShipping,
    ...splitFullName(user.fullName),
    email: user.email,
    phone: user.phone,
    pincode: pincode ?? '',
  };
}

/** Where a PIN is, as GET /api/delivery/{pin} says. */
export type PinPlace = Pick<DeliveryPromise, 'pincode' | 'district' | 'state' | 'localities'>;

/** What the form last filled in from a PIN: a field still holding it is the PIN's to change, not the shopper's. */
export type FilledFromPin = Partial<Pick<ShippingValues, 'city' | 'state'>>;

/**
 * City and State from the PIN (rule:delivery-promise): each is filled when it is empty or still holds what an earlier
 * PIN filled in, never over what the shopper typed; a state missing from the State list is left alone.
 */
export function fillFromPin(
  values: ShippingValues,
  place: PinPlace,
  filled: FilledFromPin,
): { values: ShippingValues; filled: FilledFromPin } {
  const next = { ...values };
  const now: FilledFromPin = {};
  if (!values.city.trim() || values.city === filled.city) next.city = now.city = place.district;
  if ((!values.state || values.state === filled.state) && indianStates.includes(place.state))
    next.state = now.state = place.state;
  return { values: next, filled: now };
}

/** A place's name to compare: lower case letters only, without a bracketed part ("Malviya Nagar (Jaipur)"). */
const placeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z]/g, '');

/**
 * Where the typed City and State disagree with the PIN: "PIN 302017 is in Jaipur, Rajasthan" beside City when the
 * city is neither the PIN's district nor one of its localities (one name may hold the other: "Delhi", "New Delhi"),
 * and "PIN 302017 is in Rajasthan." beside a State that is another one. Only said, never blocking: the courier goes
 * by the PIN. In the page's language (`t`, as validateShipping); place names stay as the PIN data writes them.
 */
export function pinMismatch(values: ShippingValues, place: PinPlace, t: Translate): { city?: string; state?: string } {
  const found: { city?: string; state?: string } = {};
  const city = placeKey(values.city);
  const agrees = (name: string) => {
    const key = placeKey(name);
    return key !== '' && (key === city || (city.length >= 4 && (key.includes(city) || city.includes(key))));
  };
  if (city && ![place.district, ...place.localities].some(agrees))
    found.city = t('checkout.pinInCity', {
      pin: place.pincode,
      district: place.district,
      state: indianStateNames(t)[place.state] ?? place.state,
    });
  if (values.state && values.state !== place.state && indianStates.includes(place.state))
    found.state = t('checkout.pinInState', { pin: place.pincode, state: indianStateNames(t)[place.state] });
  return found;
}

/**
 * POST /api/orders/place's body (rule:order-api, rule:cart-line-fields): each
 * item's product as { _id, title, price }, its options, and material, expiryDate and
 * warranty sent empty; the address with fullName = first + ' ' + last; COD; the total the
 * shopper saw (rule:server-prices-orders: the server ignores it and charges its own) and the email.
 */
export function placeOrderBody(summary: CheckoutSummary, values: ShippingValues) {
  return {
    orderItems: summary.items.map((item) => ({
      product: { _id: item.productId, title: item.title, price: item.price },
      quantity: item.quantity,
      colors: item.colors,
      sizes: item.sizes,
      specs: item.specs,
      weight: item.weight,
      rams: item.rams,
      material: '',
      expiryDate: '',
      warranty: '',
    })),
    shippingAddress: {
      fullName: `${values.firstName.trim()} ${values.lastName.trim()}`,
      phone: normalizeIndianPhone(values.phone) ?? values.phone.trim(),
      addressLine: values.addressLine.trim(),
      city: values.city.trim(),
      pincode: values.pincode.trim(),
      state: values.state,
    },
    paymentMethod: 'COD' as const,
    totalAmount: summary.total,
    email: values.email.trim(),
  };
}

export type PlaceOrderBody = ReturnType<typeof placeOrderBody>;

/** Indian states and union territories, for the State select (rule:checkout-phone-state). */
export const indianStates: readonly string[] = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

/**
 * The State list's names in the page's language, by the English name (rule:checkout-phone-state): the option's value,
 * what the order sends and what the PIN data says, stays the English name; only the text shown changes.
 */
export function indianStateNames(t: Translate): Readonly<Record<string, string>> {
  return {
    'Andaman and Nicobar Islands': t('checkout.stateName.andamanNicobar'),
    'Andhra Pradesh': t('checkout.stateName.andhraPradesh'),
    'Arunachal Pradesh': t('checkout.stateName.arunachalPradesh'),
    Assam: t('checkout.stateName.assam'),
    Bihar: t('checkout.stateName.bihar'),
    Chandigarh: t('checkout.stateName.chandigarh'),
    Chhattisgarh: t('checkout.stateName.chhattisgarh'),
    'Dadra and Nagar Haveli and Daman and Diu': t('checkout.stateName.dadraDaman'),
    Delhi: t('checkout.stateName.delhi'),
    Goa: t('checkout.stateName.goa'),
    Gujarat: t('checkout.stateName.gujarat'),
    Haryana: t('checkout.stateName.haryana'),
    'Himachal Pradesh': t('checkout.stateName.himachalPradesh'),
    'Jammu and Kashmir': t('checkout.stateName.jammuKashmir'),
    Jharkhand: t('checkout.stateName.jharkhand'),
    Karnataka: t('checkout.stateName.karnataka'),
    Kerala: t('checkout.stateName.kerala'),
    Ladakh: t('checkout.stateName.ladakh'),
    Lakshadweep: t('checkout.stateName.lakshadweep'),
    'Madhya Pradesh': t('checkout.stateName.madhyaPradesh'),
    Maharashtra: t('checkout.stateName.maharashtra'),
    Manipur: t('checkout.stateName.manipur'),
    Meghalaya: t('checkout.stateName.meghalaya'),
    Mizoram: t('checkout.stateName.mizoram'),
    Nagaland: t('checkout.stateName.nagaland'),
    Odisha: t('checkout.stateName.odisha'),
    Puducherry: t('checkout.stateName.puducherry'),
    Punjab: t('checkout.stateName.punjab'),
    Rajasthan: t('checkout.stateName.rajasthan'),
    Sikkim: t('checkout.stateName.sikkim'),
    'Tamil Nadu': t('checkout.stateName.tamilNadu'),
    Telangana: t('checkout.stateName.telangana'),
    Tripura: t('checkout.stateName.tripura'),
    'Uttar Pradesh': t('checkout.stateName.uttarPradesh'),
    Uttarakhand: t('checkout.stateName.uttarakhand'),
    'West Bengal': t('checkout.stateName.westBengal'),
  };
}
