import type { ReactNode } from 'react';
import type { RtoRates } from '../../../../domain/views/admin-reports';
import { formatCount } from '../../../../domain/shared/money';
import { inputClass, labelClass } from '../../ui/field-styles';
import { GetForm } from '../get-form';
import { ScrollBox } from '../scroll-box';
import { maxRtoDays } from '../../../../domain/shared/limits';
import { rtoReason, TurnOffCod } from './turn-off-cod';

type RtoRow = { key: string; shipped: number; delivered: number; returned: number; rtoRate: number | null };

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

function RtoTable({
  caption,
  keyLabel,
  rows,
  action,
}: {
  caption: string;
  keyLabel: string;
  rows: RtoRow[];
  /** A last column of a control per row (the cash page's Turn off COD), with its heading. */
  action?: { label: string; cell: (row: RtoRow) => ReactNode };
}) {
  const heads = [keyLabel, 'Shipped', 'Delivered', 'Returned', 'RTO rate'];
  return (
    <ScrollBox label={caption}>
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="py-2 text-left font-semibold text-gray-900">{caption}</caption>
        <thead>
          <tr className="text-gray-600">
            {heads.map((h, i) => (
              <th key={h} scope="col" className={`py-2 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
            {action ? (
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">{action.label}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={action ? 6 : 5} className="py-2 text-gray-600">
                Nothing shipped in this window.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key} className="border-t border-gray-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {r.key}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.shipped)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.delivered)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.returned)}</td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums">{percent(r.rtoRate)}</td>
                {action ? <td className="py-2 text-right">{action.cell(r)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * The two RTO tables side by side: per courier, and for the 20 PIN codes that shipped most (rule:rto-rates). With
 * `codControls` (the cash page), each PIN row offers to turn cash on delivery off there, or says it is off
 * (rule:cod-by-pin).
 */
export function RtoByCourierAndPincode({ rto, codControls = false }: { rto: RtoRates; codControls?: boolean }) {
  const codOff = new Set(rto.pincodes.filter((p) => p.codOff).map((p) => p.pincode));
  return (
    // With the controls the PIN table needs the page's width for its reason box.
    <div className={`mt-2 grid gap-4 ${codControls ? '' : 'lg:grid-cols-2'}`}>
      <RtoTable
        caption="By courier"
        keyLabel="Courier"
        rows={rto.couriers.map((r) => ({ ...r, key: r.courierName }))}
      />
      <RtoTable
        caption="By PIN code (20 that shipped most)"
        keyLabel="PIN code"
        rows={rto.pincodes.map((r) => ({ ...r, key: r.pincode }))}
        action={
          codControls
            ? {
                label: 'Cash on Delivery',
                cell: (r) => (
                  <TurnOffCod
                    key={`${r.key}:${codOff.has(r.key)}`}
                    pincode={r.key}
                    codOff={codOff.has(r.key)}
                    suggestedReason={rtoReason(r.rtoRate, rto.days)}
                  />
                ),
              }
            : undefined
        }
      />
    </div>
  );
}

/** Return-to-origin rates per courier and per PIN code over the window in ?days (rule:rto-rates). */
export function RtoTables({ rto, courier }: { rto: RtoRates; courier: string }) {
  return (
    <section aria-labelledby="rto-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="rto-heading" className="text-lg font-semibold text-gray-900">
          Returns to origin (RTO), shipped since {rto.since}
        </h2>
        <GetForm className="flex items-end gap-2">
          {courier ? <input type="hidden" name="courier" value={courier} /> : null}
          <div>
            <label htmlFor="rto-days" className={labelClass}>
              Days
            </label>
            <input
              id="rto-days"
              name="days"
              type="number"
              min={1}
              max={maxRtoDays}
              defaultValue={rto.days}
              className={`${inputClass} w-24`}
            />
          </div>
          <button type="submit" className="min-h-11 rounded-lg border border-gray-300 px-4 font-medium text-gray-900">
            Show
          </button>
        </GetForm>
      </div>
      <RtoByCourierAndPincode rto={rto} codControls />
    </section>
  );
}
