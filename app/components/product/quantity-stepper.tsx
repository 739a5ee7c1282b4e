import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../i18n/shop-i18n';

/** rule:quantity-stepper: the quantity stepper; it cannot go below 1 (minus disabled there). */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const t = useT();
  const labelId = useId();
  const button =
    'flex h-10 w-10 items-center justify-center text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-semibold text-gray-900">
        {t('product.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white"
      >
        <button
          type="button"
          className={button}
          onClick={() => onChange(value - 1)}
          disabled={value <= 1}
          aria-label={t('product.quantity.decrease')}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <output className="w-10 text-center font-semibold tabular-nums" aria-live="polite" data-testid="quantity-value">
          {value}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('product.quantity.increase')}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
