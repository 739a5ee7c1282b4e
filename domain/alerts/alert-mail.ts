import { formatRupeesPaiseIfAny } from '../shared/money';
import type { OutgoingMail } from '../shared/ports';
import { toRupees } from '../shared/pricing';

/** One product a mail tells of: back in stock, or cheaper than when saved. */
export interface AlertMailLine {
  productId: string;
  title: string;
  kind: 'back_in_stock' | 'price_drop';
  pricePaise: number;
  /** For a price drop: the price when saved. */
  wasPaise: number | null;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
export const productLink = (publicUrl: string, productId: string) =>
  `${base(publicUrl)}/product/${encodeURIComponent(productId)}`;
/** The page that stops the alerts of one mail (a button: a link scanner opening it stops nothing). */
export const unsubscribePageLink = (publicUrl: string, tokens: readonly string[]) =>
  `${base(publicUrl)}/alerts/unsubscribe?t=${tokens.map(encodeURIComponent).join(',')}`;
/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
export const oneClickUnsubscribeLink = (publicUrl: string, tokens: readonly string[]) =>
  `${base(publicUrl)}/api/alerts/unsubscribe?t=${tokens.map(encodeURIComponent).join(',')}`;
export const confirmPageLink = (publicUrl: string, token: string) =>
  `${base(publicUrl)}/alerts/confirm/${encodeURIComponent(token)}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function lineText(line: AlertMailLine): string {
  const price = formatRupeesPaiseIfAny(toRupees(line.pricePaise));
  if (line.kind === 'back_in_stock') return `${line.title} is back in stock, at ${price}.`;
  const was = formatRupeesPaiseIfAny(toRupees(line.wasPaise ?? line.pricePaise));
  return `${line.title} is now ${price}, down from ${was} when you saved it.`;
}

/**
 * The alert mail to one shopper (ADR 0056): every product due for them in this sweep, each with its link, and one
 * link and List-Unsubscribe header that stop exactly the alerts this mail is about. Product titles are staff's words,
 * escaped in the HTML part.
 */
export function alertMail(
  to: string,
  lines: readonly AlertMailLine[],
  unsubscribeTokens: readonly string[],
  publicUrl: string,
): OutgoingMail {
  const backInStock = lines.every((line) => line.kind === 'back_in_stock');
  const priceDrop = lines.every((line) => line.kind === 'price_drop');
  const subject =
    lines.length === 1
      ? backInStock
        ? `Back in stock: ${lines[0]!.title}`
        : priceDrop
          ? `Price drop: ${lines[0]!.title}`
          : `News about ${lines[0]!.title}`
      : backInStock
        ? `${lines.length} products you wanted are back in stock`
        : `${lines.length} products you wanted are back or cheaper`;
  const unsubscribe = unsubscribePageLink(publicUrl, unsubscribeTokens);
  const text = [
    'Hello,',
    '',
    ...lines.flatMap((line) => [lineText(line), productLink(publicUrl, line.productId), '']),
    'Stock goes fast: the price and stock are as they were when we wrote.',
    '',
    `Stop these alerts: ${unsubscribe}`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    ...lines.map(
      (line) =>
        `<p>${escapeHtml(lineText(line))}<br><a href="${escapeHtml(productLink(publicUrl, line.productId))}">See it in the shop</a></p>`,
    ),
    '<p>Stock goes fast: the price and stock are as they were when we wrote.</p>',
    `<p><a href="${escapeHtml(unsubscribe)}">Stop these alerts</a></p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    kind: backInStock ? 'stock-alert' : 'price-alert',
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(publicUrl, unsubscribeTokens)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The mail that asks a guest to confirm an alert before any is sent to that address. */
export function confirmAlertMail(to: string, productTitle: string, token: string, publicUrl: string): OutgoingMail {
  const link = confirmPageLink(publicUrl, token);
  return {
    to,
    subject: `Confirm your alert for ${productTitle}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked us to write to this address when ${productTitle} is back in stock.`,
      `Confirm it here: ${link}`,
      '',
      'If it was not you, ignore this mail: we will not write again.',
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>Someone, we hope you, asked us to write to this address when ${escapeHtml(productTitle)} is back in stock.</p>`,
      `<p><a href="${escapeHtml(link)}">Confirm the alert</a></p>`,
      '<p>If it was not you, ignore this mail: we will not write again.</p>',
    ].join('\n'),
  };
}
