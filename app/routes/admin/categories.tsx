import type { Route } from './+types/categories';
import { listAdminCategories } from '../../../domain/catalog/list-admin-categories';
import { requireStaff } from '../../lib/require-staff';

/** /admin/categories: the shop's categories and sub categories, kept by staff (rule:admin-categories). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return { categories: await listAdminCategories(args.context.shop.db) };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <h1>Categories {loaderData.categories.length}</h1>;
}
