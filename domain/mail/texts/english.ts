import { formatPromiseDay } from '../../shared/delivery-rules';
import { paymentMethodLabels } from '../../shared/order-rules';
import type { MailTexts } from './mail-texts';

/** The mails in English, as they have always read (their tests hold them to it). */
export const englishMail: MailTexts = {
  hello: 'Hello,',
  helloName: (name) => `Hello ${name},`,
  orderPlaced: (number) => `Thank you for shopping with us. Your order ${number} has been placed.`,
  orderPlacedSubject: (number, total) => `Order ${number} placed: ${total}`,
  itemsHeading: 'Items:',
  item: 'Item',
  qty: 'Qty',
  price: 'Price',
  was: 'was',
  itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
  subtotal: (items) => `Subtotal (${items})`,
  savings: 'Savings',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  payment: 'Payment',
  paymentMethod: paymentMethodLabels,
  codNote: (payment, total) => `${payment}: please keep ${total} ready when your order arrives.`,
  estimatedDelivery: 'Estimated delivery',
  deliveredBy: (day) => `by ${formatPromiseDay(day)}`,
  noPromise: '2-5 business days',
  deliveryNote: (pincode) => `Delivering to PIN code ${pincode}. The full address is on the order page.`,
  seeAndTrack: 'See and track your order',
  cancelNote: (hours, statuses) =>
    `Changed your mind? You can cancel this order within ${hours} hours of placing it, while it is ${statuses.join(' or ')}, with Cancel Order on the order page.`,
  shippedSubject: (number) => `Order ${number} has shipped`,
  shippedLines: (number, courier, tracking, trackingUrl) => [
    `Your order ${number} is on its way with ${courier ?? 'our courier'}.`,
    `Tracking number: ${tracking}`,
    ...(trackingUrl ? [`Track it on the courier's site: ${trackingUrl}`] : []),
  ],
  codReady: (total) => `Please keep ${total} ready in cash for the delivery.`,
  deliveredSubject: (number) => `Order ${number} was delivered`,
  deliveredLines: (number) => [
    `Your order ${number} was delivered. Thank you for shopping with us.`,
    'Not happy with something? You can return it within 7 days of delivery.',
  ],
  cancelledSubject: (number) => `Order ${number} was cancelled`,
  cancelledLines: (number) => [
    `We are sorry: your order ${number} was cancelled by the shop and will not be delivered.`,
    'Nothing is due. If you did not expect this, please reply to this mail or contact us.',
  ],
  returnedSubject: (number) => `Order ${number} is coming back to us`,
  returnedLines: (number) => [
    `The courier could not deliver your order ${number} and is returning it to us.`,
    'Nothing is due. If you still want it, please place the order again or contact us.',
  ],
  seeOrder: 'See your order',
  resetSubject: 'Reset your password',
  resetLines: (link) => [
    'Someone (we hope you) asked to reset the password of your shop account.',
    `Open this link within one hour to choose a new password: ${link}`,
    '',
    'The link works once. If you did not ask for it, ignore this mail; your password stays as it is.',
  ],
  resetLinkText: 'Choose a new password',
  resetHtmlLines: {
    asked: 'Someone (we hope you) asked to reset the password of your shop account.',
    linkNote: '(the link works once, within one hour).',
    ignore: 'If you did not ask for it, ignore this mail; your password stays as it is.',
  },
};
