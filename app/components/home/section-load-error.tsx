import { RefreshCw } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/shop-i18n';

/**
 * A home section whose data failed to load (rule:failures-shown, rule:category-retry): says what is missing
 * (`message`, "We could not load the categories.") and offers Retry, which runs the page's loaders again, instead of
 * an empty or endless section.
 */
export function SectionLoadError({ message }: { message: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-800">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={retrying}
        className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-70"
      >
        <RefreshCw aria-hidden="true" className={`h-4 w-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {retrying ? t('home.retrying') : t('home.retry')}
      </button>
    </div>
  );
}
