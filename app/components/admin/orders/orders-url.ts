/**
 * The order list's state lives in its URL (rule:admin-orders): tabs, pages and the filter form all build
 * links from the current search parameters, so a filtered view can be reloaded, shared and bookmarked.
 */

/** The current search with some parameters set (or removed with undefined); a new filter starts at page 1. */
export function ordersHref(current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `/admin/orders?${query}` : '/admin/orders';
}
