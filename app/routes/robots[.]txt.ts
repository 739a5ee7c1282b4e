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
    // The same pages in Hindi (ADR 0059), and the language switch, which only sets a cookie.
    'Disallow: /hi/checkout',
    'Disallow: /hi/orders',
    'Disallow: /hi/order/',
    'Disallow: /hi/profile',
    'Disallow: /hi/wishlist',
    'Disallow: /hi/alerts',
    'Disallow: /hi/reset-password/',
    'Disallow: /language/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
