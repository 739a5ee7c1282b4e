import { useId } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { formatPriceLabel, priceCeiling, priceFloor, priceStep } from '../../lib/product-filters';

/**
 * Both thumbs are native range inputs laid over one track: the browser gives them keyboard
 * steps, touch dragging and their slider role for free. The inputs ignore pointer events and
 * only their thumbs take them, so either thumb can be grabbed where they overlap the track.
 */
const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 cursor-pointer appearance-none bg-transparent focus:outline-none ' +
  '[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-indigo-600 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-indigo-600 [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow ' +
  // Visible focus on the thumb that has it (rule:visible-focus).
  'focus-visible:[&::-webkit-slider-thumb]:shadow-[0_0_0_4px_rgba(79,70,229,0.45)] focus-visible:[&::-moz-range-thumb]:shadow-[0_0_0_4px_rgba(79,70,229,0.45)]';

const span = priceCeiling - priceFloor;
const percent = (value: number) => ((value - priceFloor) / span) * 100;

/**
 * rule:price-slider: 0 to 10000 in steps of 10, shown in rupees with '₹10,000+' at the
 * top (rule:rupees). The thumbs cannot cross: each stops at the other.
 */
export function PriceRangeSlider({
  min,
  max,
  onChange,
}: {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}) {
  const t = useT();
  const id = useId();
  // When both thumbs sit at the top, the minimum must stay on top, or it could never move back.
  const minOnTop = min > priceCeiling - priceStep * 10;
  return (
    <div>
      <p
        className="flex items-center justify-between text-sm font-medium text-gray-900"
        data-testid="price-range-value"
      >
        <span data-testid="price-range-min">{formatPriceLabel(min)}</span>
        <span aria-hidden="true" className="text-gray-600">
          {t('products.price.to')}
        </span>
        <span data-testid="price-range-max">{formatPriceLabel(max)}</span>
      </p>
      <div className="relative mt-2 h-6">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-gray-200"
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-indigo-600"
          style={{ left: `${percent(min)}%`, right: `${100 - percent(max)}%` }}
        />
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('products.price.min')}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={priceFloor}
          max={priceCeiling}
          step={priceStep}
          value={min}
          aria-valuetext={formatPriceLabel(min)}
          onChange={(e) => onChange(Math.min(Number(e.target.value), max), max)}
          className={`${thumb} ${minOnTop ? 'z-20' : 'z-10'}`}
        />
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('products.price.max')}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={priceFloor}
          max={priceCeiling}
          step={priceStep}
          value={max}
          aria-valuetext={formatPriceLabel(max)}
          onChange={(e) => onChange(min, Math.max(Number(e.target.value), min))}
          className={`${thumb} z-10`}
        />
      </div>
    </div>
  );
}
