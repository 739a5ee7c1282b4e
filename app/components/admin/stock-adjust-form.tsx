import { useId, useState, type FormEvent } from 'react';
import { adjustStockBodySchema, maxStockAdjustment } from '../../../domain/schemas/admin-stock';
import { maxStockNoteLength } from '../../../domain/shared/limits';
import { staffStockReasons, stockReasonLabels, type StaffStockReason } from '../../../domain/shared/stock-rules';
import { describedBy } from '../ui/describe-ids';
import { FieldError } from '../ui/field-error';
import { RequiredMark } from '../ui/text-field';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from './use-staff-write';

const inputClass =
  'min-h-10 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600';
const fields = ['reason', 'quantity', 'note'];

/**
 * A staff adjustment of one product's stock (rule:stock-ledger): received adds, damaged removes, counted sets
 * the stock to what is on the shelf; a note says what happened. Checked with the API's own schema, sent to
 * POST /api/admin/products/{id}/stock, then the page's data reloads so the stock shown is the server's; a refusal
 * is shown beside its field. `compact` lays it out in one row for a table cell, with its labels for screen readers
 * only.
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
  const { send, busy } = useStaffWrite();
  const [reason, setReason] = useState<StaffStockReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API takes a JSON number (a string is refused); an empty box is no quantity, not 0.
    const parsed = adjustStockBodySchema.safeParse({
      reason,
      quantity: quantity === '' ? undefined : Number(quantity),
      note,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    setErrors({});
    const result = await send({
      path: `products/${encodeURIComponent(productId)}/stock`,
      body: parsed.data,
      success: (answer) => `${productTitle}: ${answer.message}`,
      fields,
    });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setQuantity('');
      setNote('');
    }
  }

  // Compact, the labels are for screen readers only, so the placeholders carry the required mark for the eye
  // (rule:required-fields-marked); every field of this form is required.
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
          <RequiredMark />
        </label>
        <select
          id={`${id}-reason`}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as StaffStockReason)}
          className={inputClass}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy(errors.reason && `${id}-reason-error`)}
        >
          {staffStockReasons.map((r) => (
            <option key={r} value={r}>
              {stockReasonLabels[r]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className={labelClass}>
          {reason === 'counted' ? 'Units on the shelf' : 'Units'}
          <RequiredMark />
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={reason === 'counted' ? 0 : 1}
          max={maxStockAdjustment}
          step={1}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          placeholder={compact ? (reason === 'counted' ? 'Count *' : 'Units *') : undefined}
          className={`${inputClass} w-20 sm:w-full`}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={describedBy(errors.quantity && `${id}-quantity-error`)}
        />
        <FieldError id={`${id}-quantity-error`} message={errors.quantity} />
      </div>
      <div className={compact ? 'min-w-40 flex-1' : ''}>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Note
          <RequiredMark />
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={maxStockNoteLength}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={compact ? 'What happened *' : 'Supplier invoice, breakage, count sheet…'}
          className={`${inputClass} w-full`}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(errors.note && `${id}-note-error`)}
        />
        <FieldError id={`${id}-note-error`} message={errors.note} />
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
      {errors.form ? (
        <p role="alert" className="basis-full text-xs text-red-700 sm:col-span-4">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
