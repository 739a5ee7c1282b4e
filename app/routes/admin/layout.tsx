import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { AdminNav } from '../../components/admin/admin-nav';
import { requireStaff } from '../../lib/require-staff';
// The back office's own sheet, after the shop's (app/admin.css says why it is a whole one).
import '../../admin.css';

/**
 * The back office's frame (rule:staff-only): its section navigation above every admin page. Its own route
 * chunk, so shopper pages never load admin code. The server's staff guard refused everyone but staff first.
 */
export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  return { staffName: staff.fullName };
}

export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-[70vh] bg-gray-50">
      <AdminNav />
      <div className="mx-auto max-w-7xl px-4 py-6">
        <p className="sr-only">Signed in as {loaderData.staffName}</p>
        <Outlet />
      </div>
    </div>
  );
}
