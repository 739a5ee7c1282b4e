import { Link } from 'react-router';

/** spec §2 Header: fixed, 64 px high. (Skeleton; the full header is built in the shell work.) */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center px-4">
        <Link to="/" className="w-[120px] text-xl font-extrabold text-indigo-600">
          Shop
        </Link>
      </div>
    </header>
  );
}
