import { getCart } from '../../../domain/cart/get-cart';
import { removeCartItem } from '../../../domain/cart/remove-cart-item';
import { updateCartItem } from '../../../domain/cart/update-cart-item';
import { addToCartBodySchema, cartItemIdParamSchema, updateCartBodySchema } from '../../../domain/schemas/cart';
import { lineNotInCartError } from '../../../domain/cart/cart-owner';
import { emptyCart } from '../../../domain/cart/get-cart';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';
import { cartSchema } from '../../../domain/views/cart';
import { addToCallersCart, cartToChange, cartToRead } from './guest-cart-cookie';

const cartAnswer = { 200: envelope(cartSchema) };
// OpenAPI: a bearer token or the session cookie (rule:httponly-session).
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Writes per client address and minute: far above a shopper's taps, well below a script filling guest carts. */
const cartWritesPerMinute = 120;

/**
 * The cart (rule:cart-api: GET cart, cart/add, cart/update, cart/remove), the signed-in shopper's or a guest's
 * (ADR 0054). With a session (cookie or bearer) the calls keep the spec's contract, an expired session a 401 checked
 * on request, before the body is read. Without one the caller is a guest: the first add opens a guest cart under the
 * HttpOnly cookie `shop_guest_cart` (30 days from its last use), with the same caps, stock checks and server prices;
 * reading or changing before that finds an empty cart. Placing an order still needs an account.
 */
export default async function cartRoutes(app: App) {
  app.get(
    '/cart',
    {
      onRequest: app.allowGuest,
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart, or the guest's (empty before the first add)",
        security,
        response: cartAnswer,
      },
    },
    async (request) => {
      const owner = await cartToRead(app, request);
      return ok(owner ? await getCart(app.db, owner, app.settings) : emptyCart(app.settings), 'Cart fetched');
    },
  );

  app.post(
    '/cart/add',
    {
      onRequest: app.allowGuest,
      config: limitPer(app, cartWritesPerMinute, '1 minute'),
      schema: {
        tags: ['cart'],
        summary:
          "Add a product with its options; the same product and options merge into one line. A guest's first add opens a guest cart (cookie shop_guest_cart)",
        security,
        body: addToCartBodySchema,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await addToCallersCart(app, request, reply, request.body);
      return ok(await getCart(app.db, owner, app.settings), 'Added to cart');
    },
  );

  app.put(
    '/cart/update',
    {
      onRequest: app.allowGuest,
      config: limitPer(app, cartWritesPerMinute, '1 minute'),
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a cart line, found by cartItemId or by productId and options',
        security,
        body: updateCartBodySchema,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await cartToChange(app, request, reply);
      if (!owner) throw lineNotInCartError();
      await updateCartItem(app.db, owner, request.body, app.settings);
      return ok(await getCart(app.db, owner, app.settings), 'Cart updated');
    },
  );

  app.delete(
    '/cart/remove/:cartItemId',
    {
      onRequest: app.allowGuest,
      config: limitPer(app, cartWritesPerMinute, '1 minute'),
      schema: {
        tags: ['cart'],
        summary: 'Remove one line from the cart',
        security,
        params: cartItemIdParamSchema,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await cartToChange(app, request, reply);
      if (!owner) throw lineNotInCartError();
      await removeCartItem(app.db, owner, request.params.cartItemId);
      return ok(await getCart(app.db, owner, app.settings), 'Removed from cart');
    },
  );
}
