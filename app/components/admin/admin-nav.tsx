import { Link, useLocation } from 'react-router';

/** The back office's sections, in the order staff use them in a day; a new admin page adds its entry here. */
export const adminSections: { to: string; label: string; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/confirmations', label: 'Confirmation calls' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/stock', label: 'Stock' },
  { to: '/admin/cash', label: 'Cash with couriers' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/couriers', label: 'Couriers' },
  { to: '/admin/delivery', label: 'Delivery' },
  { to: '/admin/content', label: 'Home page' },
  { to: '/admin/audit', label: 'Audit log' },
];

/**
 * A horizontal, scrollable list of sections: one row on a phone, all visible at 1366x768 (narrower padding on wide
 * screens keeps the fifteen sections in view; e2e/admin-categories.spec.ts checks the last one).
 */
export function AdminNav() {
  // The section whose page this is, or one of whose pages (Link and useLocation, not NavLink: see get-form.tsx).
  const { pathname } = useLocation();
  const isCurrent = (section: (typeof adminSections)[number]) =>
    pathname === section.to || (!section.end && pathname.startsWith(`${section.to}/`));
  return (
    <nav aria-label="Back office" className="relative overflow-x-auto border-b border-gray-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 px-4 lg:gap-0.5">
        {adminSections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              aria-current={isCurrent(section) ? 'page' : undefined}
              className={`block whitespace-nowrap border-b-2 px-3 py-3 lg:px-1.5 text-sm font-medium ${
                isCurrent(section)
                  ? 'border-blue-600 text-blue-700'
                  : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
