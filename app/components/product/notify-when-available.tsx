import { Mail } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useRouteLoaderData } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import type { RootData } from '../../lib/root-data';
import { toast } from '../../lib/toast';
import { TextField } from '../ui/text-field';
import { useT, type Translate } from '../../i18n/shop-i18n';
import type { NotifyLooks } from './notify-placeholder';

/** The account forms' words (rule:account-messages), and a plain format check: the server has the last word. */
export function validateAlertEmail(email: string, t: Translate): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return t('product.notify.emailRequired');
  if (trimmed.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return t('product.notify.emailInvalid');
  return undefined;
}

/**
 * "Notify me when available" on an out-of-stock product (issue 37, ADR 0056; POST /api/alerts/notify). A signed-in
 * shopper has one button: the account's email is told. A guest gives an email first; the server mails a link to
 * confirm it and writes nothing else before that. The server's message shows in a toast and stays in the status line.
 * Loaded on its own (product-purchase.tsx, React.lazy) and only for a product out of stock: the product page is at the
 * first-load cap (bench/first-load.ts). Until it is in, ./notify-placeholder.tsx stands in its place. Its default
 * export is for `React.lazy`.
 */
export default function NotifyWhenAvailable({ productId, looks }: { productId: string; looks: NotifyLooks }) {
  const t = useT();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const signedIn = Boolean(root?.user);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; good: boolean } | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const error = !signedIn && submitted ? validateAlertEmail(email, t) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!signedIn && validateAlertEmail(email, t)) {
      field.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await api('alerts/notify', {
        method: 'POST',
        body: signedIn ? { productId } : { productId, email: email.trim() },
      });
      setStatus({ text: res.message, good: true });
      toast.success(res.message);
    } catch (err) {
      // rule:failures-shown: back in stock already, a limit, an address the server refuses: its words.
      const text = errorMessage(err);
      setStatus({ text, good: false });
      toast.error(text);
    }
    setBusy(false);
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className={looks.box}
      data-testid="notify-when-available"
      aria-label={t('product.notify.title')}
    >
      <p className="text-sm text-gray-800">{signedIn ? t('product.notify.signedIn') : t('product.notify.guest')}</p>
      <div className={looks.row}>
        {signedIn ? null : (
          <div ref={field} className="sm:flex-1">
            <TextField
              label={t('product.notify.email')}
              name="email"
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setStatus(null);
              }}
              error={error}
              autoComplete="email"
              maxLength={254}
            />
          </div>
        )}
        <button type="submit" disabled={busy} className={looks.button(signedIn)}>
          <Mail aria-hidden="true" className="h-5 w-5" />
          {busy ? t('product.processing') : t('product.notify.title')}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="notify-status"
        className={`mt-2 text-sm ${status?.good ? 'text-emerald-800' : 'text-red-700'}`}
      >
        {status?.text ?? ''}
      </p>
    </form>
  );
}
