import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { adjustStockBodySchema } from '../../../domain/schemas/admin-stock';
import { staffStockReasons, stockReasonLabels, type StaffStockReason } from '../../../domain/shared/stock-rules';

const inputClass =
  'min-h-10 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * A staff adjustment of one product's stock (rule:stock-ledger): received adds, damaged removes, counted sets
 * the stock to what is on the shelf; a note says what happened. Checked with the API's own schema, sent to
 * POST /api/admin/products/{id}/stock, then the page's data reloads so the stock shown is the server's.
 * `compact` lays it out in one row for a table cell, with its labels for screen readers only.
 */
export function StockAdjustForm({
  productId,
  productTitle,
  compact = false,
}: {
  productId: string;
  productTitle: string;
  compact?: boolean;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState<StaffStockReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API takes a JSON number (a string is refused); an empty box is no quantity, not 0.
    const parsed = adjustStockBodySchema.safeParse({
      reason,
      quantity: quantity === '' ? undefined : Number(quantity),
      note,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const res = await api(`admin/products/${encodeURIComponent(productId)}/stock`, {
        method: 'POST',
        body: parsed.data,
      });
      toast.success(`${productTitle}: ${res.message}`);
      setQuantity('');
      setNote('');
      await revalidator.revalidate();
    } catch (err) {
      setError(errorMessage(err));
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const labelClass = compact ? 'sr-only' : 'block text-xs font-medium text-gray-700';
  return (
    <form
      onSubmit={submit}
      aria-label={`Adjust stock of ${productTitle}`}
      className={
        compact ? 'flex min-w-[26rem] flex-wrap items-start gap-1.5' : 'grid gap-3 sm:grid-cols-[auto_8rem_1fr_auto]'
      }
      noValidate
    >
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as StaffStockReason)}
          className={inputClass}
        >
          {staffStockReasons.map((r) => (
            <option key={r} value={r}>
              {stockReasonLabels[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className={labelClass}>
          {reason === 'counted' ? 'Units on the shelf' : 'Units'}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={reason === 'counted' ? 0 : 1}
          max={100000}
          step={1}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          placeholder={compact ? (reason === 'counted' ? 'Count' : 'Units') : undefined}
          className={`${inputClass} w-20 sm:w-full`}
        />
      </div>
      <div className={compact ? 'min-w-40 flex-1' : ''}>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Note
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={300}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={compact ? 'What happened' : 'Supplier invoice, breakage, count sheet…'}
          className={`${inputClass} w-full`}
          aria-invalid={error !== '' || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className={compact ? '' : 'self-end'}>
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs text-red-700 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
