import { formatRupees } from '../shared/money';
import type { OrderStatus } from '../shared/order-rules';
import type { OutgoingMail } from '../shared/ports';
import { orderPageLink } from './order-confirmation-mail';

/** What a status mail needs of the order, as the move just wrote it. */
export interface StatusMailOrder {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  totalPaise: number;
  paymentMethod: 'COD' | 'Online';
  courierName: string | null;
  trackingNumber: string | null;
}

/** The statuses the shopper is mailed about when staff move an order (rule:order-status-mail). */
export const mailedStatuses: readonly OrderStatus[] = ['In Transit', 'Delivered', 'Cancelled', 'Returned'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The mail to the shopper when staff move their order (rule:order-status-mail): shipped with its courier
 * and tracking (and the courier's tracking page when one is configured), delivered, cancelled by the shop,
 * or returned by the courier. Like the confirmation (rule:order-mail) it goes to the account's own email and
 * holds nothing a shopper typed; the staff member's reason stays in the back office. Null for a status that
 * is not mailed.
 */
export function orderStatusMail(
  order: StatusMailOrder,
  to: string,
  publicUrl: string,
  tracking: string | null,
): OutgoingMail | null {
  if (!mailedStatuses.includes(order.status)) return null;
  const link = orderPageLink(publicUrl, order.id);
  const number = `#${order.orderNumber}`;
  const total = formatRupees(order.totalPaise / 100, 2);
  let subject: string;
  let lines: string[];
  switch (order.status) {
    case 'In Transit':
      subject = `Order ${number} has shipped`;
      lines = [
        `Your order ${number} is on its way with ${order.courierName ?? 'our courier'}.`,
        `Tracking number: ${order.trackingNumber ?? ''}`,
        ...(tracking ? [`Track it on the courier's site: ${tracking}`] : []),
        ...(order.paymentMethod === 'COD' ? [`Please keep ${total} ready in cash for the delivery.`] : []),
      ];
      break;
    case 'Delivered':
      subject = `Order ${number} was delivered`;
      lines = [
        `Your order ${number} was delivered. Thank you for shopping with us.`,
        'Not happy with something? You can return it within 7 days of delivery.',
      ];
      break;
    case 'Cancelled':
      subject = `Order ${number} was cancelled`;
      lines = [
        `We are sorry: your order ${number} was cancelled by the shop and will not be delivered.`,
        'Nothing is due. If you did not expect this, please reply to this mail or contact us.',
      ];
      break;
    default:
      subject = `Order ${number} is coming back to us`;
      lines = [
        `The courier could not deliver your order ${number} and is returning it to us.`,
        'Nothing is due. If you still want it, please place the order again or contact us.',
      ];
  }
  const text = ['Hello,', '', ...lines, '', `See your order: ${link}`].join('\n');
  const html = [
    '<p>Hello,</p>',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}
