import { mailTexts } from '../mail/texts/mail-texts-in';
import { formatRupees } from '../shared/money';
import type { OrderStatus } from '../shared/order-rules';
import type { OutgoingMail } from '../shared/ports';
import type { ShopLanguage } from '../shared/shop-language';
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
 * is not mailed. Written in the account's language (rule:shop-language).
 */
export function orderStatusMail(
  order: StatusMailOrder,
  to: string,
  publicUrl: string,
  tracking: string | null,
  language: ShopLanguage | null = 'en',
): OutgoingMail | null {
  if (!mailedStatuses.includes(order.status)) return null;
  const t = mailTexts(language);
  const link = orderPageLink(publicUrl, order.id, language);
  const number = `#${order.orderNumber}`;
  const total = formatRupees(order.totalPaise / 100, 2);
  let subject: string;
  let lines: string[];
  switch (order.status) {
    case 'In Transit':
      subject = t.shippedSubject(number);
      lines = [
        ...t.shippedLines(number, order.courierName, order.trackingNumber ?? '', tracking),
        ...(order.paymentMethod === 'COD' ? [t.codReady(total)] : []),
      ];
      break;
    case 'Delivered':
      subject = t.deliveredSubject(number);
      lines = t.deliveredLines(number);
      break;
    case 'Cancelled':
      subject = t.cancelledSubject(number);
      lines = t.cancelledLines(number);
      break;
    default:
      subject = t.returnedSubject(number);
      lines = t.returnedLines(number);
  }
  const text = [t.hello, '', ...lines, '', `${t.seeOrder}: ${link}`].join('\n');
  const html = [
    `<p>${escapeHtml(t.hello)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.seeOrder)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}
