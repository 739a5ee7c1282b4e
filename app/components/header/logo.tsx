import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** rule:site-header: the logo, 120 px wide, links to /. A text mark: no third-party fonts or images (CSP). */
export function Logo() {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t('shell.homeLink')}
      data-testid="logo"
      className="flex h-10 w-[120px] shrink-0 items-center gap-1.5 rounded-md text-xl font-extrabold tracking-tight text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="shrink-0">
        <rect width="24" height="24" rx="6" fill="currentColor" />
        <path
          d="M7 9h10l-1 9H8L7 9Zm3 0V8a2 2 0 0 1 4 0v1"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>Shop</span>
    </Link>
  );
}
