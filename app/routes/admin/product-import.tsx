import { Link } from 'react-router';
import { ProductImport } from '../../components/admin/catalog/product-import';
import { requireStaff } from '../../lib/require-staff';
import type { Route } from './+types/product-import';

/** /admin/products/import (rule:admin-csv): check a product CSV file, then apply it in one go. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: 'Import products · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminProductImport() {
  return (
    <section aria-labelledby="import-heading">
      <p>
        <Link to="/admin/products" className="text-sm text-blue-700 hover:underline">
          ← All products
        </Link>
      </p>
      <h1 id="import-heading" className="mt-2 text-2xl font-bold text-gray-900">
        Import products
      </h1>
      <div className="mt-2 max-w-3xl space-y-2 text-sm text-gray-700">
        <p>
          Start from an{' '}
          <a href="/api/admin/products/export" download className="font-medium text-blue-700 underline">
            export of the products
          </a>{' '}
          (it has every column), edit it in a spreadsheet and save it as CSV. One row per product: leave the id blank to
          add a product, keep it to change that one. Sizes, colours, storage, RAM, weights and images are separated by
          |. Images must be ones a product already shows or pictures you uploaded. A stock that differs from the
          shop&apos;s is recorded on the stock ledger as a count; a blank stock keeps it.
        </p>
        <p>Checking the file changes nothing. The import then writes every row at once, or none of them.</p>
      </div>
      <ProductImport />
    </section>
  );
}
