import { Link } from 'react-router';
import type { Route } from './+types/product-edit';
import { ProductForm } from '../../components/admin/catalog/product-form';
import { loadByIdOr404 } from '../../lib/http';
import { requireStaff } from '../../lib/require-staff';
import { countWaitingShoppers } from '../../../domain/alerts/count-waiting-shoppers';
import { formatCount } from '../../../domain/shared/money';
import { listAdminCategories } from '../../../domain/catalog/list-admin-categories';
import { getAdminProduct } from '../../../domain/catalog/get-admin-product';

/**
 * /admin/products/new and /admin/products/:id (rule:admin-catalog): the product form, empty or with the product,
 * and the categories to choose from (hidden ones marked), and how many shoppers wait for it to be back in stock
 * (issue 37). An unknown id is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = args.context.shop.db;
  const id = args.params.id;
  const [product, categories] = await Promise.all([
    id === undefined ? Promise.resolve(null) : loadByIdOr404(id, (productId) => getAdminProduct(db, productId)),
    listAdminCategories(db),
  ]);
  const waiting = product ? ((await countWaitingShoppers(db, [product.id])).get(product.id) ?? 0) : 0;
  return {
    product,
    waiting,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      isActive: c.isActive,
      subCategories: c.subCategories.map((s) => ({ id: s.id, name: s.name, isActive: s.isActive })),
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.product ? `${data.product.title} · Products` : 'New product';
  return [{ title: `${title} · Back office` }, { name: 'robots', content: 'noindex' }];
}

export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, categories, waiting } = loaderData;
  return (
    <section aria-labelledby="product-heading" className="space-y-4">
      <p>
        <Link to="/admin/products" className="text-sm text-blue-700 hover:underline">
          ← All products
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="product-heading" className="text-2xl font-bold text-gray-900">
          {product ? product.title : 'New product'}
        </h1>
        {product ? (
          <p className="text-sm text-gray-700">
            {product.isListed ? (
              <a href={`/product/${product.id}`} target="_blank" rel="noreferrer" className="text-blue-700 underline">
                See it in the shop
              </a>
            ) : (
              'Hidden from shoppers'
            )}
            {product.ordered ? ' · Ordered before, so it can be hidden but not deleted' : ''}
          </p>
        ) : null}
      </div>
      {product ? (
        <p className="text-sm text-gray-800" data-testid="waiting-shoppers">
          {waiting === 0
            ? 'No shopper is waiting for it to be back in stock.'
            : `${formatCount(waiting)} ${waiting === 1 ? 'shopper is' : 'shoppers are'} waiting for it to be back in stock.`}
        </p>
      ) : null}
      {/* key: a save that reloads the product starts the form from what the database holds. */}
      <ProductForm key={product?.version ?? 'new'} product={product} categories={categories} />
    </section>
  );
}
