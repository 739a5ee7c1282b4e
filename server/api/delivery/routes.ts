import { getDeliveryPromise } from '../../../domain/delivery/get-delivery-promise';
import { deliveryPinParam, deliveryQuerySchema } from '../../../domain/schemas/delivery';
import { deliveryPromiseSchema } from '../../../domain/views/delivery';
import { limitPublicReads } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

/**
 * The delivery promise for a PIN code (rule:delivery-promise): for a product (`productId`, `quantity`), else for the
 * caller's cart when signed in, else with no order value. Open to everyone: a guest checks a PIN on a product page.
 */
export default async function deliveryRoutes(app: App) {
  app.get(
    '/delivery/:pin',
    {
      onRequest: app.identifyUser,
      // A public read like the catalog's: generous per address, so a shopper never meets it (rule:rate-limits).
      config: limitPublicReads(app, 'api'),
      schema: {
        tags: ['delivery'],
        summary:
          'Whether the shop delivers to a PIN code, whether Cash on Delivery is available there for a product or the cart, and by when',
        description:
          'A PIN has 6 digits (400 otherwise); one India Post does not have is a 404. `message` is the one line a shopper reads.',
        params: deliveryPinParam,
        querystring: deliveryQuerySchema,
        response: { 200: envelope(deliveryPromiseSchema) },
      },
    },
    async (request) => {
      const promise = await getDeliveryPromise(
        app.db,
        request.params.pin,
        { productId: request.query.productId, quantity: request.query.quantity, userId: request.auth?.user.id },
        app.settings,
      );
      return ok(promise, promise.summary);
    },
  );
}
