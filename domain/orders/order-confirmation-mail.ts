import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { chosenOptions } from '../shared/line-options';
import { formatRupees } from '../shared/money';
import { mailTexts } from '../mail/texts/mail-texts-in';
import type { MailTexts } from '../mail/texts/mail-texts';
import { cancellableStatuses, cancelWindowHours } from '../shared/order-rules';
import type { Mailer, OutgoingMail, ShopSettings } from '../shared/ports';
import { rupeesToPaise, toRupees } from '../shared/pricing';
import { languagePrefix, type ShopLanguage } from '../shared/shop-language';
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
const estimatedDelivery = (order: Order, texts: MailTexts): string =>
  order.promisedBy ? texts.deliveredBy(order.promisedBy) : texts.noPromise;

/** Order money with paise and Indian grouping, as the order page shows it (rule:rupees): ₹1,00,000.50. */
const formatOrderRupees = (rupees: number): string => formatRupees(rupees, 2);

/**
 * The order page in the mail, in the mail's language (/hi/order/... for Hindi, ADR 0059). Its origin is
 * configuration (PUBLIC_URL), never a request's Host header.
 */
export function orderPageLink(publicUrl: string, orderId: string, language: ShopLanguage | null = 'en'): string {
  return `${publicUrl.replace(/\/+$/, '')}${languagePrefix(language)}/order/${encodeURIComponent(orderId)}`;
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
export function orderConfirmationMail(
  order: Order,
  to: string,
  publicUrl: string,
  language: ShopLanguage | null = 'en',
): OutgoingMail {
  const t = mailTexts(language);
  const link = orderPageLink(publicUrl, order.id, language);
  const total = formatOrderRupees(order.totalAmount);
  const lines = order.orderItems.map(summarizeLine);
  const pincode = order.shippingAddress.pincode.replace(/\D/g, '');
  const deliveryNote = t.deliveryNote(pincode);
  const items = t.itemCount(order.itemCount);
  const shipping = order.shipping === 0 ? t.free : formatOrderRupees(order.shipping);
  const savings = order.savings > 0 ? `-${formatOrderRupees(order.savings)}` : formatOrderRupees(0);
  const payment = t.paymentMethod[order.paymentMethod];
  const paymentNote = order.paymentMethod === 'COD' ? t.codNote(payment, total) : payment;
  const cancelNote = t.cancelNote(cancelWindowHours, cancellableStatuses);

  const text = [
    t.hello,
    '',
    t.orderPlaced(`#${order.orderNumber}`),
    '',
    t.itemsHeading,
    ...lines.map(
      (l) =>
        `- ${l.title}${l.options ? ` (${l.options})` : ''}, ${t.qty}: ${l.quantity}, ${l.price}${l.was ? ` (${t.was} ${l.was})` : ''}`,
    ),
    '',
    `${t.subtotal(items)}: ${formatOrderRupees(order.subtotal)}`,
    `${t.savings}: ${savings}`,
    `${t.shipping}: ${shipping}`,
    `${t.total}: ${total}`,
    '',
    `${t.payment}: ${paymentNote}`,
    `${t.estimatedDelivery}: ${estimatedDelivery(order, t)}.`,
    deliveryNote,
    '',
    `${t.seeAndTrack}: ${link}`,
    '',
    cancelNote,
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb"';
  const html = [
    `<p>${escapeHtml(t.hello)}</p>`,
    `<p>${t.orderPlaced(`<strong>#${order.orderNumber}</strong>`)}</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th align="left" ${cell}>${t.item}</th><th align="right" ${cell}>${t.qty}</th><th align="right" ${cell}>${t.price}</th></tr></thead>`,
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
    `<tr><td ${cell}>${t.subtotal(items)}</td><td align="right" ${cell}>${formatOrderRupees(order.subtotal)}</td></tr>`,
    `<tr><td ${cell}>${t.savings}</td><td align="right" ${cell}>${savings}</td></tr>`,
    `<tr><td ${cell}>${t.shipping}</td><td align="right" ${cell}>${shipping}</td></tr>`,
    `<tr><td ${cell}><strong>${t.total}</strong></td><td align="right" ${cell}><strong>${total}</strong></td></tr>`,
    '</table>',
    `<p>${t.payment}: ${escapeHtml(paymentNote)}<br>${t.estimatedDelivery}: ${estimatedDelivery(order, t)}.<br>${escapeHtml(deliveryNote)}</p>`,
    `<p><a href="${escapeHtml(link)}">${t.seeAndTrack}</a></p>`,
    `<p>${escapeHtml(cancelNote)}</p>`,
  ].join('\n');

  return { to, subject: t.orderPlacedSubject(`#${order.orderNumber}`, total), text, html };
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
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  // In the account's language (rule:shop-language).
  await deps.mailer.send(db, orderConfirmationMail(order, user.email, deps.settings.publicUrl, user.language));
}
