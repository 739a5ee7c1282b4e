import { cartItemIdParamSchema } from '../../../domain/schemas/cart';
import { saveProductBodySchema, savedItemIdParamSchema } from '../../../domain/schemas/wishlist';
import { wishlistSchema } from '../../../domain/views/wishlist';
import { listSavedItems } from '../../../domain/wishlist/list-saved-items';
import { moveSavedItemToCart } from '../../../domain/wishlist/move-saved-item-to-cart';
import { removeSavedItem } from '../../../domain/wishlist/remove-saved-item';
import { saveCartLineForLater } from '../../../domain/wishlist/save-cart-line-for-later';
import { saveProduct } from '../../../domain/wishlist/save-product';
import { inTransaction } from '../../../db/transaction';
import { currentUser } from '../../plugins/auth';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

const wishlistAnswer = { 200: envelope(wishlistSchema) };
// OpenAPI: a bearer token or the session cookie (rule:httponly-session).
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Writes per client address and minute, as the cart's: far above a shopper's taps, well below a script's. */
const wishlistWritesPerMinute = 120;

/**
 * Saved for later, the signed-in shopper's wishlist: read, save a product, remove, move to the cart, and move a cart
 * line here. Every call needs a signed-in user, checked on request before the body is read (a guest gets 401; a write
 * with the session cookie from another origin 403). Each answers the wishlist; after a move the client reloads the
 * cart too.
 */
export default async function wishlistRoutes(app: App) {
  app.get(
    '/wishlist',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in shopper's Saved for later, newest first",
        security,
        response: wishlistAnswer,
      },
    },
    async (request) => ok(await listSavedItems(app.db, currentUser(request).id), 'Saved items fetched'),
  );

  app.post(
    '/wishlist/add',
    {
      onRequest: app.requireUser,
      config: limitPer(app, wishlistWritesPerMinute, '1 minute'),
      schema: {
        tags: ['wishlist'],
        summary:
          'Save a product with its options (resolved as cart/add resolves them; quantity 1 unless sent). Saving it again keeps one row',
        security,
        body: saveProductBodySchema,
        response: wishlistAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // The row and the alerts that watch it (ADR 0056) are written together.
      await inTransaction(app.db, (tx) => saveProduct(tx, userId, request.body));
      return ok(await listSavedItems(app.db, userId), 'Saved for later');
    },
  );

  app.delete(
    '/wishlist/remove/:savedItemId',
    {
      onRequest: app.requireUser,
      config: limitPer(app, wishlistWritesPerMinute, '1 minute'),
      schema: {
        tags: ['wishlist'],
        summary: 'Remove one item from Saved for later',
        security,
        params: savedItemIdParamSchema,
        response: wishlistAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await inTransaction(app.db, (tx) => removeSavedItem(tx, userId, request.params.savedItemId));
      return ok(await listSavedItems(app.db, userId), 'Removed from Saved for later');
    },
  );

  app.post(
    '/wishlist/move-to-cart/:savedItemId',
    {
      onRequest: app.requireUser,
      config: limitPer(app, wishlistWritesPerMinute, '1 minute'),
      schema: {
        tags: ['wishlist'],
        summary:
          'Move a saved item to the cart, with every cart cap; a refusal (QUANTITY_LIMIT, a full cart) leaves it saved. Answers the wishlist',
        security,
        params: savedItemIdParamSchema,
        response: wishlistAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await moveSavedItemToCart(app.db, userId, request.params.savedItemId, app.settings);
      return ok(await listSavedItems(app.db, userId), 'Moved to cart');
    },
  );

  app.post(
    '/cart/save-for-later/:cartItemId',
    {
      onRequest: app.requireUser,
      config: limitPer(app, wishlistWritesPerMinute, '1 minute'),
      schema: {
        tags: ['wishlist'],
        summary: 'Move a cart line to Saved for later (its quantity kept). Answers the wishlist',
        security,
        params: cartItemIdParamSchema,
        response: wishlistAnswer,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveCartLineForLater(app.db, userId, request.params.cartItemId);
      return ok(await listSavedItems(app.db, userId), 'Saved for later');
    },
  );
}
