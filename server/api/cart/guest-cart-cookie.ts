import type { FastifyReply, FastifyRequest } from 'fastify';
import { addCartItem } from '../../../domain/cart/add-cart-item';
import { addToGuestCart, findGuestCart } from '../../../domain/cart/guest-carts';
import type { AddToCartInput } from '../../../domain/schemas/cart';
import { mergeGuestCart } from '../../../domain/cart/merge-guest-cart';
import type { CartMerge } from '../../../domain/views/cart';
import type { CartOwner } from '../../../domain/cart/cart-owner';
import { guestCartLifetimeMs } from '../../../domain/shared/limits';
import type { App } from '../../types';

/**
 * The guest cart's cookie (ADR 0054): a random token (only its hash is stored), HttpOnly so no script reads it,
 * SameSite=Lax and Secure under https like the session's, renewed on every write for 30 more days.
 */
export const guestCartCookieName = 'shop_guest_cart';

export const guestCartToken = (request: FastifyRequest): string | undefined => request.cookies[guestCartCookieName];

export function setGuestCartCookie(app: App, reply: FastifyReply, token: string) {
  reply.setCookie(guestCartCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.PUBLIC_URL.startsWith('https://'),
    maxAge: guestCartLifetimeMs / 1000,
  });
}

export function clearGuestCartCookie(reply: FastifyReply) {
  reply.clearCookie(guestCartCookieName, { path: '/' });
}

/** Whose cart a read shows: the signed-in shopper's, else the guest's live cart, else none (an empty cart). */
export async function cartToRead(app: App, request: FastifyRequest): Promise<CartOwner | null> {
  if (request.auth) return { userId: request.auth.user.id };
  return findGuestCart(app.db, guestCartToken(request));
}

/**
 * Whose cart an update or a removal changes: the signed-in shopper's, else the guest's live cart (its cookie renewed);
 * null for a guest with no cart, who has nothing to change.
 */
export async function cartToChange(app: App, request: FastifyRequest, reply: FastifyReply): Promise<CartOwner | null> {
  if (request.auth) return { userId: request.auth.user.id };
  const token = guestCartToken(request);
  const found = await findGuestCart(app.db, token);
  if (found && token) setGuestCartCookie(app, reply, token);
  return found;
}

/**
 * An add to cart: to the signed-in shopper's cart, else to the guest's, opened on a guest's first add, its cookie set
 * or renewed once the add succeeded. Gives the cart it went to.
 */
export async function addToCallersCart(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  input: AddToCartInput,
): Promise<CartOwner> {
  if (request.auth) {
    const owner = { userId: request.auth.user.id };
    await addCartItem(app.db, owner, input, app.settings);
    return owner;
  }
  const added = await addToGuestCart(app.db, guestCartToken(request), input, app.settings);
  setGuestCartCookie(app, reply, added.token);
  return { guestCartId: added.guestCartId };
}

/**
 * At sign-in and sign-up: the guest's cart merges into the account's (ADR 0054) and its cookie goes, so nothing of a
 * guest's cart outlives the merge in the browser. The report is for the sign-in answer (`data.cartMerge`); null when
 * there was no guest cart. A merge that fails leaves the guest cart and its cookie as they were, for the next
 * sign-in, and never fails the sign-in itself.
 */
export async function mergeGuestCartAtSignIn(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<CartMerge | null> {
  const token = guestCartToken(request);
  if (!token) return null;
  try {
    const report = await mergeGuestCart(app.db, userId, token, app.settings);
    clearGuestCartCookie(reply);
    return report;
  } catch (err) {
    request.log.error({ err }, 'guest cart merge failed; kept for the next sign-in');
    return null;
  }
}
