import { useId, useState, type FormEvent } from 'react';
import { lowStockThresholdBodySchema, maxStockAdjustment } from '../../../domain/schemas/admin-stock';
import { describedBy } from '../ui/describe-ids';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from './use-staff-write';

const fields = ['threshold'];

/**
 * A product's low-stock threshold (rule:stock-ledger): a number of units, or empty for the shop's default.
 * Sent to PUT /api/admin/products/{id}/low-stock-threshold, then the page's data reloads.
 */
export function StockThresholdForm({
  productId,
  ownThreshold,
  defaultThreshold,
}: {
  productId: string;
  ownThreshold: number | null;
  defaultThreshold: number;
}) {
  const id = useId();
  const { send, busy } = useStaffWrite();
  const [value, setValue] = useState(ownThreshold === null ? '' : String(ownThreshold));
  const [errors, setErrors] = useState<FieldErrors>({});
  const error = errors.threshold ?? errors.form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = lowStockThresholdBodySchema.safeParse({ threshold: value.trim() === '' ? null : Number(value) });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    setErrors({});
    const result = await send({
      method: 'PUT',
      path: `products/${encodeURIComponent(productId)}/low-stock-threshold`,
      body: parsed.data,
      fields,
    });
    setErrors(result.errors ?? {});
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-threshold`} className="block text-xs font-medium text-gray-700">
          Low stock at or under
        </label>
        <input
          id={`${id}-threshold`}
          type="number"
          inputMode="numeric"
          min={0}
          max={maxStockAdjustment}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={`Default (${defaultThreshold})`}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
          aria-invalid={errors.threshold ? true : undefined}
          className="min-h-10 w-36 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-10 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? 'Saving…' : 'Save threshold'}
      </button>
      <p id={`${id}-hint`} className="basis-full text-xs text-gray-600">
        Leave empty to use the shop’s default of {defaultThreshold}.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
