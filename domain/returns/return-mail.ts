import { formatRupeesPaiseIfAny } from '../shared/money';
import type { OutgoingMail } from '../shared/ports';
import { returnRequestLabel, type ReturnKind, type ReturnStatus } from '../shared/return-request-rules';
import { orderPageLink } from '../orders/order-confirmation-mail';

/** What a mail about a return request needs, as the step just wrote it. */
export interface ReturnMailRequest {
  requestNumber: number;
  kind: ReturnKind;
  status: ReturnStatus;
  quantity: number;
  title: string;
  orderId: string;
  orderNumber: number;
  exchangeSize: string | null;
  refundPaise: number;
  /** Masked: "ra••••@okhdfcbank" or "A/c ••••1234, HDFC0001234". */
  refundTo: string;
  refundReference: string | null;
  pickupCourier: string | null;
  pickupAwb: string | null;
  exchangeCourier: string | null;
  exchangeAwb: string | null;
  closingReason: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The shopper's mail for each step of a return or size exchange (rule:return-requests): asked, approved or rejected
 * (with the shop's reason: the shopper needs it to understand), pickup booked (courier and AWB), picked up, checked at
 * the warehouse, refunded (amount and reference) or the new size shipped and delivered, and cancelled. It never holds
 * the refund details in full: only the masked form the pages show.
 */
export function returnStepMail(request: ReturnMailRequest, to: string, publicUrl: string): OutgoingMail {
  const label = returnRequestLabel(request.requestNumber);
  const what = `${request.quantity} × ${request.title}`;
  const order = `order #${request.orderNumber}`;
  const isExchange = request.kind === 'exchange';
  const asked = isExchange ? `size exchange ${label} (to ${request.exchangeSize ?? ''})` : `return ${label}`;
  const amount = formatRupeesPaiseIfAny(request.refundPaise / 100);
  let subject: string;
  let lines: string[];
  switch (request.status) {
    case 'Requested':
      subject = `We have your ${isExchange ? 'size exchange' : 'return'} request ${label}`;
      lines = [
        `You asked for a ${asked} of ${what} from ${order}.`,
        isExchange
          ? `Size ${request.exchangeSize ?? ''} is kept aside for you while we look at your request.`
          : `Once we have the item back and checked, we will refund ${amount} to ${request.refundTo}.`,
        'We will write again when we have looked at it.',
      ];
      break;
    case 'Approved':
      subject = `Your ${isExchange ? 'size exchange' : 'return'} ${label} is approved`;
      lines = [`We approved the ${asked} of ${what}.`, 'We will write again with the courier who will pick it up.'];
      break;
    case 'Rejected':
      subject = `Your ${isExchange ? 'size exchange' : 'return'} ${label} was not approved`;
      lines = [
        `We could not approve the ${asked} of ${what}.`,
        `Reason: ${request.closingReason}`,
        'If you think this is a mistake, please reply to this mail or contact us.',
      ];
      break;
    case 'Cancelled':
      subject = `Your ${isExchange ? 'size exchange' : 'return'} ${label} is cancelled`;
      lines = [`The ${asked} of ${what} is cancelled, as you asked. You keep the item.`];
      break;
    case 'Pickup scheduled':
      subject = `Pickup booked for ${label}`;
      lines = [
        `${request.pickupCourier ?? 'Our courier'} will pick up ${what}. AWB: ${request.pickupAwb ?? ''}.`,
        'Please keep the item ready in its original packing, with its tags.',
      ];
      break;
    case 'Picked up':
      subject = `${label}: the courier has picked up your item`;
      lines = [`The courier has picked up ${what}. We will check it when it reaches us.`];
      break;
    case 'Received':
      subject = `${label}: your item has reached us`;
      lines = [
        `${what} has reached us and is checked.`,
        isExchange ? `We will ship size ${request.exchangeSize ?? ''} next.` : `Your refund of ${amount} comes next.`,
      ];
      break;
    case 'Refunded':
      subject = `${label}: refund of ${amount} sent`;
      lines = [
        `We have sent ${amount} to ${request.refundTo}.`,
        `Reference: ${request.refundReference ?? ''}. It may take up to 2 working days to show in your account.`,
      ];
      break;
    case 'Exchange shipped':
      subject = `${label}: size ${request.exchangeSize ?? ''} has shipped`;
      lines = [
        `Size ${request.exchangeSize ?? ''} of ${request.title} is on its way with ${request.exchangeCourier ?? 'our courier'}.`,
        `AWB: ${request.exchangeAwb ?? ''}. Nothing is due on delivery.`,
      ];
      break;
    default:
      subject = `${label}: size ${request.exchangeSize ?? ''} was delivered`;
      lines = [`Size ${request.exchangeSize ?? ''} of ${request.title} was delivered. We hope it fits well.`];
  }
  const link = orderPageLink(publicUrl, request.orderId);
  const text = ['Hello,', '', ...lines, '', `See your order: ${link}`].join('\n');
  const html = [
    '<p>Hello,</p>',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  ].join('\n');
  return { to, subject, text, html, kind: 'return' };
}
