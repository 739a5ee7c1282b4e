import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { chosenOptions } from '../shared/line-options';
import { formatRupees } from '../shared/money';
import { cancellableStatuses, cancelWindowHours, paymentMethodLabels } from '../shared/order-rules';
import type { Mailer, OutgoingMail, ShopSettings } from '../shared/ports';
import { rupeesToPaise, toRupees } from '../shared/pricing';
import type { Order } from '../views/orders';

export interface OrderConfirmationDeps {
  mailer: Mailer;
  settings: Pick<ShopSettings, 'publicUrl'>;
}

type OrderLine = Order['orderItems'][number];

/** rule:order-success-popup: the success popup promises this estimate; the mail repeats it. */
const estimatedDelivery = '2-5 business days';

/** Order money with paise and Indian grouping, as the order page shows it (rule:rupees): ₹1,00,000.50. */
const formatOrderRupees = (rupees: number): string => formatRupees(rupees, 2);

/** The order page in the mail. Its origin is configuration (PUBLIC_URL), never a request's Host header. */
export function orderPageLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/order/${encodeURIComponent(orderId)}`;
}

interface LineSummary {
  title: string;
  options: string;
  quantity: number;
  price: string;
  /** The line at list price, when a discount made it cheaper (the order page strikes it through). */
  was: string | null;
}

function summarizeLine(line: OrderLine): LineSummary {
  // Line totals in paise, so a line of many units never shows a floating-point tail.
  const price = rupeesToPaise(line.price) * line.quantity;
  const listPrice = rupeesToPaise(line.originalPrice) * line.quantity;
  return {
    title: line.product.title,
    options: chosenOptions(line).join(', '),
    quantity: line.quantity,
    price: formatOrderRupees(toRupees(price)),
    was: listPrice > price ? formatOrderRupees(toRupees(listPrice)) : null,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The order confirmation the checkout's success popup promises (rule:order-success-popup): what was
 * bought and for how much, where it goes, how it is paid, when it should arrive, the order
 * page, and how to cancel (rule:cancel-window). Every value the shopper typed is escaped in the HTML.
 */
export function orderConfirmationMail(order: Order, to: string, publicUrl: string): OutgoingMail {
  const link = orderPageLink(publicUrl, order.id);
  const total = formatOrderRupees(order.totalAmount);
  const lines = order.orderItems.map(summarizeLine);
  const address = order.shippingAddress;
  const addressLines = [
    address.fullName,
    address.addressLine,
    `${address.city}, ${address.state} ${address.pincode}`,
    `Phone: ${address.phone}`,
  ];
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  const shipping = order.shipping === 0 ? 'Free' : formatOrderRupees(order.shipping);
  const savings = order.savings > 0 ? `-${formatOrderRupees(order.savings)}` : formatOrderRupees(0);
  const payment = paymentMethodLabels[order.paymentMethod];
  const paymentNote =
    order.paymentMethod === 'COD' ? `${payment}: please keep ${total} ready when your order arrives.` : payment;
  const cancelNote = `Changed your mind? You can cancel this order within ${cancelWindowHours} hours of placing it, while it is ${cancellableStatuses.join(' or ')}, with Cancel Order on the order page.`;

  const text = [
    `Hello ${address.fullName},`,
    '',
    `Thank you for shopping with us. Your order #${order.orderNumber} has been placed.`,
    '',
    'Items:',
    ...lines.map(
      (l) =>
        `- ${l.title}${l.options ? ` (${l.options})` : ''}, Qty: ${l.quantity}, ${l.price}${l.was ? ` (was ${l.was})` : ''}`,
    ),
    '',
    `Subtotal (${items}): ${formatOrderRupees(order.subtotal)}`,
    `Savings: ${savings}`,
    `Shipping: ${shipping}`,
    `Total: ${total}`,
    '',
    `Payment: ${paymentNote}`,
    `Estimated delivery: ${estimatedDelivery}.`,
    '',
    'Shipping address:',
    ...addressLines,
    '',
    `See and track your order: ${link}`,
    '',
    cancelNote,
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb"';
  const html = [
    `<p>Hello ${escapeHtml(address.fullName)},</p>`,
    `<p>Thank you for shopping with us. Your order <strong>#${order.orderNumber}</strong> has been placed.</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th align="left" ${cell}>Item</th><th align="right" ${cell}>Qty</th><th align="right" ${cell}>Price</th></tr></thead>`,
    '<tbody>',
    ...lines.map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.title)}${l.options ? `<br><small>${escapeHtml(l.options)}</small>` : ''}</td>` +
        `<td align="right" ${cell}>${l.quantity}</td>` +
        `<td align="right" ${cell}>${l.was ? `<s>${l.was}</s> ` : ''}${l.price}</td></tr>`,
    ),
    '</tbody>',
    '</table>',
    '<table style="border-collapse:collapse;margin-top:8px">',
    `<tr><td ${cell}>Subtotal (${items})</td><td align="right" ${cell}>${formatOrderRupees(order.subtotal)}</td></tr>`,
    `<tr><td ${cell}>Savings</td><td align="right" ${cell}>${savings}</td></tr>`,
    `<tr><td ${cell}>Shipping</td><td align="right" ${cell}>${shipping}</td></tr>`,
    `<tr><td ${cell}><strong>Total</strong></td><td align="right" ${cell}><strong>${total}</strong></td></tr>`,
    '</table>',
    `<p>Payment: ${escapeHtml(paymentNote)}<br>Estimated delivery: ${estimatedDelivery}.</p>`,
    `<p><strong>Shipping address</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">See and track your order</a></p>`,
    `<p>${escapeHtml(cancelNote)}</p>`,
  ].join('\n');

  return { to, subject: `Order #${order.orderNumber} placed: ${total}`, text, html };
}

/**
 * Mails the confirmation of a newly placed order to the email given at checkout, else to the
 * account's email. Call it after the order's transaction has committed. The mailer records
 * the mail in the outbox and never throws for a delivery failure.
 */
export async function sendOrderConfirmation(
  db: DbOrTx,
  deps: OrderConfirmationDeps,
  userId: string,
  order: Order,
): Promise<void> {
  let to = order.email.trim();
  if (to === '') {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    to = user.email;
  }
  await deps.mailer.send(orderConfirmationMail(order, to, deps.settings.publicUrl));
}
