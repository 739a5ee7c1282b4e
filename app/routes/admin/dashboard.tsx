import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { adminSections } from '../../components/admin/admin-nav';
import { requireStaff } from '../../lib/require-staff';

/** /admin: the day at a glance (rule:admin-dashboard). */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export default function AdminDashboard() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {adminSections
          .filter((s) => s.to !== '/admin')
          .map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="block rounded-lg border border-gray-200 bg-white p-4 font-medium text-blue-700"
              >
                {s.label}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
