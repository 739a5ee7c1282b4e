import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { formatDate } from '../../lib/format';
import { richText } from './rich-text';

/** When the policy texts were last changed: change it with the texts (they are dated promises). */
export const policiesLastUpdated = '2026-11-21';

/**
 * The frame of every static policy page (rule:policy-pages): the heading, the last-updated
 * date and the text, set for reading on a phone (one column, 65 characters a line at most,
 * headings and lists styled here so each page only writes its words).
 */
export function PolicyPage({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const date = formatDate(`${policiesLastUpdated}T00:00:00+05:30`, locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-testid="policy-page">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-700">
        {richText(t('pages.policy.lastUpdated', { date }), {
          time: (words) => <time dateTime={policiesLastUpdated}>{words}</time>,
        })}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-gray-800">{summary}</p>
      <div
        className={[
          'max-w-prose text-base leading-relaxed text-gray-800',
          '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900',
          '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-gray-900',
          '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
          '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a:hover]:text-indigo-900 [&_strong]:font-semibold [&_strong]:text-gray-900',
        ].join(' ')}
      >
        {children}
      </div>
    </article>
  );
}
