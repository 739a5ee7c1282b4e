import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { errorMessage } from '../../lib/api';

export type LinkActionOutcome = { good: boolean; message: string; items?: string[] };

/**
 * The page a mailed alert link opens (/alerts/unsubscribe, /alerts/confirm/{token}): what the link is for and one
 * button that does it (a POST to the API). Opening the page does nothing, so a mail scanner following the link
 * changes nothing. Then the server's words: what was done, with the products it named, or why the link did not work.
 */
export function AlertLinkAction({
  heading,
  intro,
  button,
  kind,
  run,
  fallbackAction,
  initialProblem,
}: {
  heading: string;
  intro: ReactNode;
  button: string;
  /** Stopping alerts or confirming one: the button's icon. */
  kind: 'stop' | 'confirm';
  /** Calls the API; resolves with what to say. */
  run: () => Promise<{ message: string; items?: string[] }>;
  /** Where the form posts before the page is interactive, if the API takes a form there. */
  fallbackAction?: string;
  /** The link is broken before anything is sent: said at once, with no button. */
  initialProblem?: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkActionOutcome | null>(
    initialProblem ? { good: false, message: initialProblem } : null,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      setOutcome({ good: true, ...(await run()) });
    } catch (err) {
      // rule:failures-shown: a used or unknown link says so, in the server's words.
      setOutcome({ good: false, message: errorMessage(err) });
    }
    setBusy(false);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
        {outcome ? (
          <div role="status" data-testid="alert-link-outcome" className="mt-4">
            <p className={`flex gap-3 text-base ${outcome.good ? 'text-emerald-900' : 'text-red-800'}`}>
              {outcome.good ? (
                <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-700" />
              ) : (
                <CircleX aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
              )}
              {outcome.message}
            </p>
            {outcome.items && outcome.items.length > 0 ? (
              <ul className="mt-3 list-disc pl-12 text-sm text-gray-800" aria-label={t('alerts.link.products')}>
                {outcome.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            <Link
              to="/products"
              className="mt-6 inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {t('alerts.link.continueShopping')}
            </Link>
          </div>
        ) : (
          <form method="post" action={fallbackAction} onSubmit={submit} className="mt-3">
            <div className="text-sm text-gray-700">{intro}</div>
            <button
              type="submit"
              disabled={busy}
              className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-75"
            >
              {kind === 'stop' ? (
                <CircleX aria-hidden="true" className="h-5 w-5" />
              ) : (
                <MailCheck aria-hidden="true" className="h-5 w-5" />
              )}
              {busy ? t('alerts.link.processing') : button}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
