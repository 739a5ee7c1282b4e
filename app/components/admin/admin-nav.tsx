import { NavLink } from 'react-router';

/** The back office's sections, in the order staff use them in a day; a new admin page adds its entry here. */
export const adminSections: { to: string; label: string; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/confirmations', label: 'Confirmation calls' },
  { to: '/admin/stock', label: 'Stock' },
  { to: '/admin/cash', label: 'Cash with couriers' },
  { to: '/admin/couriers', label: 'Couriers' },
  { to: '/admin/audit', label: 'Audit log' },
];

/** A horizontal, scrollable list of sections: one row on a phone, all visible at 1366x768. */
export function AdminNav() {
  return (
    <nav aria-label="Back office" className="overflow-x-auto border-b border-gray-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 px-4">
        {adminSections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium ${
                  isActive
                    ? 'border-blue-600 text-blue-700'
                    : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
