import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { formatPromiseDay } from '../shared/delivery-rules';
import { chosenOptions } from '../shared/line-options';
import { formatRupees } from '../shared/money';
import { cancellableStatuses, cancelWindowHours, paymentMethodLabels } from '../shared/order-rules';
import type { Mailer, OutgoingMail, ShopSettings } from '../shared/ports';
import { rupeesToPaise, toRupees } from '../shared/pricing';
import type { Order } from '../views/orders';

export interface OrderConfirmationDeps {
  mailer: Mailer<DbOrTx>;
  settings: Pick<ShopSettings, 'publicUrl'>;
}

type OrderLine = Order['orderItems'][number];

/**
 * rule:delivery-promise: the last day the shopper was promised at checkout; rule:order-success-popup's general
 * estimate only for an order placed before the shop made promises.
 */
const estimatedDelivery = (order: Order): string =>
  order.promisedBy ? `by ${formatPromiseDay(order.promisedBy)}` : '2-5 business days';

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
 * bought and for how much, how it is paid, when it should arrive, the order page, and how to cancel
 * (rule:cancel-window). rule:order-mail: nothing a shopper typed goes in it, neither the account's name
 * nor the shipping name and address lines, so the shop's mail cannot carry someone's phishing text;
 * of the address it names only the PIN code (digits the order schema checked), and the order page
 * shows the rest to its owner (ADR 0021). Titles come from the catalog and are still escaped in the HTML.
 */
export function orderConfirmationMail(order: Order, to: string, publicUrl: string): OutgoingMail {
  const link = orderPageLink(publicUrl, order.id);
  const total = formatOrderRupees(order.totalAmount);
  const lines = order.orderItems.map(summarizeLine);
  const pincode = order.shippingAddress.pincode.replace(/\D/g, '');
  const deliveryNote = `Delivering to PIN code ${pincode}. The full address is on the order page.`;
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  const shipping = order.shipping === 0 ? 'Free' : formatOrderRupees(order.shipping);
  const savings = order.savings > 0 ? `-${formatOrderRupees(order.savings)}` : formatOrderRupees(0);
  const payment = paymentMethodLabels[order.paymentMethod];
  const paymentNote =
    order.paymentMethod === 'COD' ? `${payment}: please keep ${total} ready when your order arrives.` : payment;
  const cancelNote = `Changed your mind? You can cancel this order within ${cancelWindowHours} hours of placing it, while it is ${cancellableStatuses.join(' or ')}, with Cancel Order on the order page.`;

  const text = [
    'Hello,',
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
    `Estimated delivery: ${estimatedDelivery(order)}.`,
    deliveryNote,
    '',
    `See and track your order: ${link}`,
    '',
    cancelNote,
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb"';
  const html = [
    '<p>Hello,</p>',
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
    `<p>Payment: ${escapeHtml(paymentNote)}<br>Estimated delivery: ${estimatedDelivery(order)}.<br>${escapeHtml(deliveryNote)}</p>`,
    `<p><a href="${escapeHtml(link)}">See and track your order</a></p>`,
    `<p>${escapeHtml(cancelNote)}</p>`,
  ].join('\n');

  return { to, subject: `Order #${order.orderNumber} placed: ${total}`, text, html };
}

/**
 * Mails the confirmation of a newly placed order to the account's own email, whatever email the
 * checkout form named (rule:order-mail: that one is kept with the order for the courier and gets no
 * mail, so checkout cannot send the shop's mail to a stranger). Call it inside the order's transaction
 * (placeOrder's onPlaced hook): the mail is queued in the outbox through it, so the order and its mail
 * commit together (rule:mail-delivery).
 */
export async function sendOrderConfirmation(
  db: DbOrTx,
  deps: OrderConfirmationDeps,
  userId: string,
  order: Order,
): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  await deps.mailer.send(db, orderConfirmationMail(order, user.email, deps.settings.publicUrl));
}
