import { useT } from '../../i18n/shop-i18n';

/**
 * The looks "Notify me when available" and its stand-in share, so the box does not move when the form takes over. The
 * slot hands them to the form (./notify-when-available.tsx) as a prop: a module both imported would be a chunk of its
 * own on the product page's first load.
 */
export const notifyLooks = {
  box: 'rounded-xl border border-gray-200 bg-gray-50 p-4',
  row: 'mt-3 flex flex-col gap-3 sm:flex-row sm:items-start',
  button: (signedIn: boolean) =>
    `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-75 ${signedIn ? '' : 'sm:mt-6'}`,
};
export type NotifyLooks = typeof notifyLooks;

/**
 * "Notify me when available" as the server draws it and until its own code is in (./notify-when-available.tsx, a
 * chunk of its own): the same box and words, the button disabled and the email field's place kept. The form itself
 * is drawn only in the browser, once the page has hydrated: React hydrates a lazy part only when its chunk has arrived
 * and drops a tap that lands on it before then, and a form the server drew would post the email to the page on such
 * a tap. A disabled button says "not yet" instead, and the form replaces it a moment later.
 */
export function NotifyPlaceholder({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <div className={notifyLooks.box} aria-busy="true" data-testid="notify-when-available-loading">
      <p className="text-sm text-gray-800">{signedIn ? t('product.notify.signedIn') : t('product.notify.guest')}</p>
      <div className={notifyLooks.row}>
        {/* The email field's place (its label and input, 70 px), drawn with the form. */}
        {signedIn ? null : <div className="min-h-[4.375rem] sm:flex-1" />}
        <button type="button" disabled className={notifyLooks.button(signedIn)}>
          <span aria-hidden="true" className="h-5 w-5" />
          {t('product.notify.title')}
        </button>
      </div>
    </div>
  );
}
