/**
 * /sitemaps/pages.xml (home, product list, one list per category) and
 * /sitemaps/products-<n>.xml (product pages, 10,000 per file), each page in English and in Hindi (ADR 0059).
 */
import { listCategories } from '../../domain/catalog/list-categories';
import { listSitemapProducts } from '../../domain/catalog/list-sitemap-products';
import { throwNotFoundPage } from '../lib/http';
import { bilingualUrlSet } from '../lib/sitemap';
import type { Route } from './+types/sitemaps.$file';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, settings } = context.shop;
  const origin = settings.publicUrl.replace(/\/$/, '');
  if (params.file === 'pages.xml') {
    const { categories } = await listCategories(db);
    return bilingualUrlSet(origin, [
      { path: '/' },
      { path: '/products' },
      ...categories.map((c) => ({ path: `/products?category=${c._id}` })),
    ]);
  }
  const match = /^products-([1-9]\d{0,4})\.xml$/.exec(params.file);
  if (!match) throwNotFoundPage();
  const rows = await listSitemapProducts(db, Number(match[1]));
  if (rows.length === 0) throwNotFoundPage();
  return bilingualUrlSet(
    origin,
    rows.map((p) => ({ path: `/product/${p.id}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
  );
}
