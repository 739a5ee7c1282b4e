/**
 * /sitemaps/pages.xml (home, product list, one list per category) and
 * /sitemaps/products-<n>.xml (product pages, 10,000 per file).
 */
import { listCategories } from '../../domain/catalog/list-categories';
import { listSitemapProducts } from '../../domain/catalog/list-sitemap-products';
import { throwNotFoundPage } from '../lib/http';
import { urlSet } from '../lib/sitemap';
import type { Route } from './+types/sitemaps.$file';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, settings } = context.shop;
  const origin = settings.publicUrl.replace(/\/$/, '');
  if (params.file === 'pages.xml') {
    const { categories } = await listCategories(db);
    return urlSet([
      { loc: `${origin}/` },
      { loc: `${origin}/products` },
      ...categories.map((c) => ({ loc: `${origin}/products?category=${c._id}` })),
    ]);
  }
  const match = /^products-([1-9]\d{0,4})\.xml$/.exec(params.file);
  if (!match) throwNotFoundPage();
  const rows = await listSitemapProducts(db, Number(match[1]));
  if (rows.length === 0) throwNotFoundPage();
  return urlSet(
    rows.map((p) => ({ loc: `${origin}/product/${p.id}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
  );
}
