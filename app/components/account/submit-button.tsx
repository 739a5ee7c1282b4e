import type { ReactNode } from 'react';
import { useT } from '../../i18n/shop-i18n';

/** A form's main button: 'Processing...' and disabled while busy (rule:login-screen). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-75"
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {t('account.processing')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
