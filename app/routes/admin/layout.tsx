import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { AdminShell } from '../../components/admin/admin-shell';
import { ownFrameHandle } from '../../lib/page-frame';
import { requireStaff } from '../../lib/require-staff';
// The back office's own sheet, after the shop's (app/admin.css says why it is a whole one).
import '../../admin.css';

/**
 * The back office's frame (rule:staff-only, rule:back-office-frame): its own header (who is signed in, View shop,
 * Sign out) and section navigation around every admin page, in place of the shop's header and footer (the handle
 * tells the root, app/lib/page-frame.ts). Its own route chunk, so shopper pages never load admin code. The server's
 * staff guard refused everyone but staff first.
 */
export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  return { staffName: staff.fullName };
}

export const handle = ownFrameHandle;

export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staffName={loaderData.staffName}>
      <Outlet />
    </AdminShell>
  );
}

/** What the error of an admin page says: a 404 or 403 its own words, anything else a retry. */
function errorText(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    const own = typeof error.data === 'string' && error.data !== 'Not Found' ? error.data : null;
    return error.status === 404
      ? { title: 'Not found', text: own ?? 'This page does not exist, or what it showed has been removed.' }
      : { title: 'Staff only', text: own ?? 'This area is for shop staff only.' };
  }
  return { title: 'Something went wrong', text: 'We could not show this page. Please try again in a moment.' };
}

/** An admin page's error, inside the back office's frame, so staff keep their navigation and Sign out. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const { title, text } = errorText(error);
  return (
    <AdminShell staffName={layout?.staffName ?? null}>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-700">{text}</p>
      <p className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
        <a href="" className="text-blue-700 underline">
          Try again
        </a>
        <Link to="/admin" className="text-blue-700 underline">
          Dashboard
        </Link>
      </p>
    </AdminShell>
  );
}
