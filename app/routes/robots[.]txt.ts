/**
 * /robots.txt (rule:sitemap): crawl the shop, not the API, the account pages or search results
 * (search pages say noindex too), and find the sitemap at PUBLIC_URL.
 */
import type { Route } from './+types/robots[.]txt';

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.shop.settings.publicUrl.replace(/\/$/, '');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /orders',
    'Disallow: /order/',
    'Disallow: /profile',
    'Disallow: /wishlist',
    'Disallow: /alerts',
    'Disallow: /reset-password/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
