/**
 * The delivery promise as the storefront asks for it (rule:delivery-promise): the one line a shopper reads for a PIN
 * ("Delivers to 302017 · Cash on Delivery available · by Thu 4 Dec", or why not) from GET /api/delivery/{pin}, and
 * the PIN the shop remembers for the next page: the `shop_pin` cookie, which the page loaders read (so a remembered
 * PIN's answer is in the server's HTML) and the browser writes after a check.
 */
import type { DeliveryPromise } from '../../domain/views/delivery';
import type { Translate } from '../i18n/shop-i18n';
import { api, ApiError, errorMessage } from './api';
import { formatDayIn } from './format';

/** The last PIN a shopper checked: not a secret, so not HttpOnly; the loaders and the page both read it. */
export const pinCookieName = 'shop_pin';
const pinCookieMaxAge = 180 * 24 * 60 * 60;

/**
 * The remembered PIN in a `Cookie` header (or `document.cookie`): six digits, else null. Only what the server knew is
 * ever written; the server checks a PIN again whenever it is asked (domain/delivery/find-shopper-pincode.ts).
 */
export function pinFromCookies(cookies: string | null | undefined): string | null {
  return /(?:^|;\s*)shop_pin=(\d{6})(?:;|$)/.exec(cookies ?? '')?.[1] ?? null;
}

/** The cookie that remembers `pin` for 180 days, for every page (a `Set-Cookie` value, or `document.cookie`'s). */
export function pinCookie(pin: string): string {
  return `${pinCookieName}=${pin}; Path=/; Max-Age=${pinCookieMaxAge}; SameSite=Lax`;
}

/** The PIN as typed, without the spaces a shopper may put in it ("302 017"). */
export const typedPin = (text: string) => text.replace(/\s+/g, '');

/** What the checker said about a PIN. */
export interface DeliveryLine {
  pin: string;
  /** The line to show: the server's summary, or its sentence about the PIN, or why it could not ask. */
  text: string;
  /** The shop delivers there and takes cash there, for what was asked about. */
  good: boolean;
  /** The server's whole answer, when the PIN is one it knows. */
  promise?: DeliveryPromise;
  /** The server answered about the PIN (yes or no); false when it could not be asked (offline, no network). */
  answered: boolean;
}

/** A check that takes longer than this is given up, so "Checking..." never stays (rule:bounded-waits). */
const checkTimeoutMs = 10_000;

/** What the line says when the check failed for a reason that is not about the PIN (a slow or broken connection). */
export const checkFailedMessage = 'We could not check delivery just now. Please try again.';

/** Said in the offline banner's words (issue 15): nothing is pretended while there is no network. */
export const offlineCheckMessage = 'You are offline. Connect to the internet to check delivery.';

/**
 * The line for `pin`, for a product (`?productId=...&quantity=...`) or, with an empty `query`, the signed-in
 * shopper's cart. The server judges what was typed, and says what is wrong with a PIN in its own words (400, 404);
 * a PIN it knows is remembered for the next page.
 */
export async function checkDelivery(pin: string, query: string): Promise<DeliveryLine> {
  try {
    // Nothing typed is still a question for the server, which answers it as text that is not a PIN (not a lost route).
    const { message, data } = await api<DeliveryPromise>(`delivery/${encodeURIComponent(pin || ' ')}${query}`, {
      signal: AbortSignal.timeout(checkTimeoutMs),
    });
    document.cookie = pinCookie(pin);
    return { pin, text: message, good: data.serviceable && data.cod.available, promise: data, answered: true };
  } catch (err) {
    const offline = err instanceof ApiError && err.code === 'OFFLINE';
    // Only the server's word about the PIN itself is an answer (400: not a PIN, 404: no such PIN). A busy or failing
    // server (429, 5xx), a lost connection or a timeout says nothing about delivery: checkout must not hold the order
    // back for it, and the shopper may simply try again.
    const aboutThePin = err instanceof ApiError && (err.status === 400 || err.status === 404);
    return {
      pin,
      text: offline ? offlineCheckMessage : aboutThePin ? errorMessage(err) : checkFailedMessage,
      good: false,
      answered: aboutThePin,
    };
  }
}

/**
 * The line in the page's language: for a PIN the server answered with a promise, its parts as
 * domain/shared/delivery-rules.ts's deliveryLine joins them ("Delivers to 302017 · Cash on Delivery available · by
 * Thu 4 Dec"); a check that could not be made, in the page's words; otherwise the server's own sentence (why it does
 * not deliver there, or what is wrong with the PIN), as it wrote it.
 */
export function deliveryLineText(line: DeliveryLine, t: Translate): string {
  if (!line.answered && line.text === offlineCheckMessage) return t('product.delivery.offline');
  if (!line.answered && line.text === checkFailedMessage) return t('product.delivery.failed');
  const promise = line.promise;
  if (!promise?.serviceable) return line.text;
  const parts = [t('product.delivery.deliversTo', { pin: promise.pincode })];
  parts.push(
    promise.cod.available
      ? t('product.delivery.codAvailable')
      : (promise.cod.reason ?? t('product.delivery.codUnavailable')),
  );
  if (promise.deliverBy) parts.push(t('product.delivery.by', { day: formatDayIn(promise.deliverBy, t) }));
  return parts.join(' · ');
}
