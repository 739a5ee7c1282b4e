import { data } from 'react-router';
import type { PublicUser } from '../../domain/views/accounts';
import { requireShopper } from './require-shopper';

/**
 * For loaders of back-office pages (rule:staff-only): the signed-in staff member. The server's staff guard
 * (server/plugins/staff-guard.ts) has already refused everyone else before any loader runs; this repeats
 * the check where the data is read (defence in depth) and gives the loader its staff user.
 */
export function requireStaff(args: { request: Request; context: { shop: { user: PublicUser | null } } }): PublicUser {
  const user = requireShopper(args);
  if (user.role !== 'admin') throw data('This area is for shop staff only.', { status: 403 });
  return user;
}
