import type { DashboardFigures } from '../../../../domain/views/admin-reports';
import { formatCount, formatRupeesPaiseIfAny } from '../../../../domain/shared/money';

/** Whole rupees when whole, else with the paise, so the figure adds up exactly. */

function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

/** The window's figures as cards (rule:admin-dashboard); rates of nothing read '—', not 0%. */
export function KpiCards({ figures }: { figures: DashboardFigures }) {
  const cards: { id: string; label: string; value: string; hint?: string }[] = [
    {
      id: 'orders-placed',
      label: 'Orders placed',
      value: formatCount(figures.ordersPlaced),
      hint: `${formatCount(figures.units)} units`,
    },
    { id: 'value-placed', label: 'Value placed', value: formatRupeesPaiseIfAny(figures.valuePlaced) },
    {
      id: 'cash-collected',
      label: 'Cash collected',
      value: formatRupeesPaiseIfAny(figures.cashCollected),
      hint: 'COD orders delivered',
    },
    {
      id: 'cancel-rate',
      label: 'Cancel rate',
      value: percent(figures.cancelRate),
      hint: `${formatCount(figures.cancelled)} of ${formatCount(figures.ordersPlaced)} placed`,
    },
    {
      id: 'rto-rate',
      label: 'RTO rate',
      value: percent(figures.returnRate),
      hint: `${formatCount(figures.returned)} returned, ${formatCount(figures.delivered)} delivered`,
    },
    {
      // Units asked back (requests not cancelled) over units of the window's orders Delivered (rule:admin-dashboard).
      id: 'return-rate',
      label: 'Return rate',
      value: percent(figures.returnRequestRate),
      hint: `${formatCount(figures.unitsAskedBack)} units asked back, ${formatCount(figures.unitsDelivered)} delivered`,
    },
    {
      id: 'alerts-sent',
      label: 'Alerts sent',
      value: formatCount(figures.alertsSent),
      hint: 'Back in stock, price drop',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-600">{c.label}</dt>
          <dd data-testid={`kpi-${c.id}`} className="mt-1 text-2xl font-bold tabular-nums text-gray-900">
            {c.value}
          </dd>
          {c.hint ? <dd className="mt-1 text-xs text-gray-600">{c.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
