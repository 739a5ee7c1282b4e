import type { Route } from './+types/couriers';
import { listCouriers } from '../../../domain/couriers/list-couriers';
import { CouriersEditor } from '../../components/admin/couriers-editor';
import { requireStaff } from '../../lib/require-staff';

/** /admin/couriers: the couriers staff ship with and their tracking links (rule:courier-tracking). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return { couriers: await listCouriers(args.context.shop.db) };
}

export function meta() {
  return [{ title: 'Couriers · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminCouriers({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">Couriers</h1>
      <p className="mt-1 text-sm text-gray-700">
        Staff choose from the active couriers when shipping an order; the tracking link becomes the shopper&apos;s Track
        Package button.
      </p>
      <CouriersEditor couriers={loaderData.couriers} />
    </section>
  );
}
