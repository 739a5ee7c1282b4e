import { Link, useLocation } from 'react-router';

/**
 * Previous and next links of a paged back-office list, keeping the page's other query parameters. `param` names the
 * list's page parameter, for a page with two lists (`page` unless given).
 */
export function PageLinks({
  page,
  totalPages,
  label,
  param = 'page',
}: {
  page: number;
  totalPages: number;
  label: string;
  param?: string;
}) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(target));
    return `${location.pathname}?${params.toString()}`;
  };
  const linkClass =
    'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-blue-700 hover:bg-gray-50';
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      )}
      <span className="text-gray-700">
        Page {page} of {totalPages}
      </span>
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
