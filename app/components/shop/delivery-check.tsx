import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { checkDelivery, deliveryLineText, typedPin, type DeliveryLine } from '../../lib/delivery-check';

/**
 * The delivery line (rule:delivery-promise): green where the shop delivers and takes cash, red where the server said
 * it cannot, grey otherwise (not asked yet, or no network). A polite live region: a new answer is read out.
 */
export function DeliveryLineText({
  line,
  placeholder,
  id,
  testId = 'delivery-line',
  busy,
}: {
  line: DeliveryLine | null;
  /** What it says before there is an answer. */
  placeholder?: string;
  id?: string;
  testId?: string;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <span
      id={id}
      role="status"
      aria-busy={busy}
      data-testid={testId}
      data-good={line?.good}
      className={`text-sm ${line?.good ? 'font-medium text-emerald-800' : line?.answered ? 'font-medium text-red-700' : 'text-gray-700'}`}
    >
      {line ? deliveryLineText(line, t) : placeholder}
    </span>
  );
}

/**
 * "Check delivery": a PIN box answered in one line. With `action` (the product page) it is a plain GET form, so before
 * the page has hydrated, or without JavaScript, the page's loader answers `?pin=`; once hydrated it asks
 * GET /api/delivery/{pin} instead, without leaving the page, and says so while it waits. The cart drawer uses it
 * without `action` (it opens only once the page runs).
 */
export function DeliveryCheck({
  action,
  query,
  initial,
  hint,
  autoFocus,
  onChecked,
}: {
  action?: string;
  /** `?productId=...` for a product, '' for the signed-in shopper's cart. */
  query: string;
  initial: DeliveryLine | null;
  /** What the line says before any PIN is checked. */
  hint?: string;
  /** Focus the PIN box at once (the drawer's Change). */
  autoFocus?: boolean;
  onChecked?: (line: DeliveryLine) => void;
}) {
  const t = useT();
  const id = useId();
  const [line, setLine] = useState(initial);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await checkDelivery(typedPin(String(new FormData(event.currentTarget).get('pin'))), query);
    setBusy(false);
    setLine(answer);
    onChecked?.(answer);
  };

  return (
    <form
      id={action ? 'delivery' : undefined}
      method="get"
      action={action && `${action}#delivery`}
      onSubmit={(event) => void submit(event)}
      data-testid="delivery-check"
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-900">
        {t('product.delivery.label')}
      </label>
      <div className="mb-1.5 flex max-w-sm gap-2">
        <input
          id={id}
          name="pin"
          defaultValue={initial?.pin}
          autoFocus={autoFocus}
          placeholder={t('product.delivery.pin')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          aria-describedby={`${id}-line`}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3.5 text-gray-900 placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/40"
        />
        <button
          type="submit"
          aria-disabled={busy}
          className="min-h-11 shrink-0 rounded-lg border-2 border-indigo-600 px-4 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {busy ? t('product.delivery.checking') : t('product.delivery.check')}
        </button>
      </div>
      <DeliveryLineText id={`${id}-line`} line={line} placeholder={hint} busy={busy} />
    </form>
  );
}
