import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';

export interface AttemptRow {
  id: string;
  /** What happened, as staff read it: the call's outcome or the courier's reason. */
  label: string;
  at: string;
  staffName: string;
  note: string;
}

/**
 * One order's attempts, oldest first, numbered, with when, who and the note: the confirmation calls and the failed
 * deliveries (rule:confirmation-queue, rule:failed-delivery) share this list; `children` is the form that records
 * the next one, when the order's status allows it.
 */
export function AttemptsSection({
  id,
  title,
  noun,
  empty,
  attempts,
  children,
}: {
  id: string;
  title: string;
  /** 'Call' or 'Attempt': each row reads "Call 2: No answer". */
  noun: string;
  empty: string;
  attempts: AttemptRow[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title} ({attempts.length})
      </h2>
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {attempts.map((a, i) => (
            <li key={a.id} className="text-sm text-gray-900">
              <span className="font-medium">
                {noun} {i + 1}: {a.label}
              </span>{' '}
              <span className="text-gray-700">
                · <time dateTime={a.at}>{formatDateTime(a.at)}</time> · {a.staffName}
              </span>
              {a.note ? <p className="text-gray-700">{a.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
