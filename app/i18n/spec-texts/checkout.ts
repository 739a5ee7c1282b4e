/**
 * The product spec's texts the checkout shows (the checkout screen and its form's messages, with the phone and state
 * fields as rule:checkout-form has them), by catalog id: the English catalog must say exactly these
 * (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'checkout.firstName': 'First Name',
  'checkout.lastName': 'Last Name',
  'checkout.email': 'Email',
  'checkout.streetAddress': 'Street Address',
  'checkout.city': 'City',
  'checkout.zipCode': 'ZIP Code',
  'checkout.error.firstNameRequired': 'First Name is required',
  'checkout.error.lastNameRequired': 'Last Name is required',
  'checkout.error.emailRequired': 'Email is required',
  'checkout.error.emailInvalid': 'Email is invalid',
  'checkout.error.addressRequired': 'Address is required',
  'checkout.error.cityRequired': 'City is required',
  'checkout.error.zipRequired': 'ZIP Code is required',
  'checkout.error.zipInvalid': 'ZIP Code is invalid',
  'checkout.error.phoneRequired': 'Phone is required',
  'checkout.error.phoneInvalid': 'Phone is invalid',
  'checkout.error.stateRequired': 'State is required',
  'checkout.cashOnDelivery': 'Cash on Delivery',
  'checkout.subtotal': 'Subtotal',
  'checkout.shipping': 'Shipping',
  'checkout.discount': 'Discount',
  'checkout.total': 'Total',
  'checkout.completeOrder': 'Complete Order',
  'checkout.processing': 'Processing...',
  'checkout.orderPlaced': 'Order Placed!',
  'checkout.success.deliveryDays': '2-5 business days',
  'checkout.success.continueShopping': 'Continue Shopping',
  'checkout.success.trackOrder': 'Track Your Order',
};
