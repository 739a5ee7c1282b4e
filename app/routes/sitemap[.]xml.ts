/**
 * /sitemap.xml (rule:sitemap): a sitemap index pointing at the page sitemap and one product
 * sitemap per 10,000 products, so a large catalog stays inside the protocol's limits.
 */
import { countSitemapChunks } from '../../domain/catalog/list-sitemap-products';
import { xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap[.]xml';

export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.shop.settings.publicUrl.replace(/\/$/, '');
  const chunks = await countSitemapChunks(context.shop.db);
  const files = [`${origin}/sitemaps/pages.xml`];
  for (let n = 1; n <= chunks; n++) files.push(`${origin}/sitemaps/products-${n}.xml`);
  return xmlResponse(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
      .map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`)
      .join('')}</sitemapindex>`,
  );
}
