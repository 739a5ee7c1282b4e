import { redirect } from 'react-router';
import type { PublicUser } from '../../domain/views/accounts';
import { loginUrl } from './api';

/**
 * For loaders of pages that need a signed-in shopper (/checkout, /orders, /order/{id}, /wishlist,
 * /profile; rule:sign-in-required): the shopper, or a redirect to /login that brings them back to
 * this very page (path and query) after signing in, in the page's language (loginUrl).
 */
export function requireShopper({
  request,
  context,
}: {
  request: Request;
  context: { shop: { user: PublicUser | null } };
}): PublicUser {
  const user = context.shop.user;
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginUrl(url.pathname + url.search));
}
