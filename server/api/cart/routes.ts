import { addCartItem } from '../../../domain/cart/add-cart-item';
import { getCart } from '../../../domain/cart/get-cart';
import { removeCartItem } from '../../../domain/cart/remove-cart-item';
import { updateCartItem } from '../../../domain/cart/update-cart-item';
import { addToCartBodySchema, cartItemIdParamSchema, updateCartBodySchema } from '../../../domain/schemas/cart';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';
import { cartSchema } from '../../../domain/views/cart';

const cartAnswer = { 200: envelope(cartSchema) };
// OpenAPI: a bearer token or the session cookie (rule:httponly-session).
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The shopper's cart (rule:cart-api: GET cart, cart/add, cart/update, cart/remove). Every call needs a
 * signed-in user, checked on request (before the body is read), so a stranger gets 401 whatever they send.
 */
export default async function cartRoutes(app: App) {
  app.get(
    '/cart',
    {
      onRequest: app.requireUser,
      schema: { tags: ['cart'], summary: "The signed-in shopper's cart", security, response: cartAnswer },
    },
    async (request) => ok(await getCart(app.db, currentUser(request).id, app.settings), 'Cart fetched'),
  );

  app.post(
    '/cart/add',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Add a product with its options; the same product and options merge into one line',
        security,
        body: addToCartBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await addCartItem(app.db, userId, request.body, app.settings);
      return ok(await getCart(app.db, userId, app.settings), 'Added to cart');
    },
  );

  app.put(
    '/cart/update',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a cart line, found by cartItemId or by productId and options',
        security,
        body: updateCartBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await updateCartItem(app.db, userId, request.body, app.settings);
      return ok(await getCart(app.db, userId, app.settings), 'Cart updated');
    },
  );

  app.delete(
    '/cart/remove/:cartItemId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Remove one line from the cart',
        security,
        params: cartItemIdParamSchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeCartItem(app.db, userId, request.params.cartItemId);
      return ok(await getCart(app.db, userId, app.settings), 'Removed from cart');
    },
  );
}
