/**
 * Every resource of the REST contract (rule:api-contract, rule:json-envelope), one folder each.
 * Route modules are thin: parse with zod, call a domain function, wrap in the envelope.
 */
import type { App } from '../types';
import adminRoutes from './admin/index';
import alertRoutes from './alerts/routes';
import authRoutes from './auth/routes';
import cartRoutes from './cart/routes';
import catalogRoutes from './catalog/routes';
import contactRoutes from './contact/routes';
import contentRoutes from './content/routes';
import deliveryRoutes from './delivery/routes';
import healthRoutes from './health';
import orderRoutes from './orders/routes';
import returnRoutes from './returns/routes';
import reviewRoutes from './reviews/routes';
import uploadRoutes from './upload/routes';
import wishlistRoutes from './wishlist/routes';

export async function registerApiRoutes(app: App) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(alertRoutes);
  await app.register(orderRoutes);
  await app.register(returnRoutes);
  await app.register(deliveryRoutes);
  await app.register(reviewRoutes);
  await app.register(contactRoutes);
  await app.register(uploadRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
}
