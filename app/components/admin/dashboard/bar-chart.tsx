/**
 * A small bar chart drawn as SVG on the server (rule:admin-dashboard): no chart library, nothing to load in
 * the browser. The picture is labelled for screen readers, each bar has a tooltip title, and the same figures
 * are one click away as a table.
 */
export interface BarDatum {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

const width = 600;
const height = 160;
const padTop = 10;
const padBottom = 20;

function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}

export function BarChart({
  title,
  data,
  format,
  colorClass,
}: {
  title: string;
  data: BarDatum[];
  format: (n: number) => string;
  colorClass: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((n, d) => n + d.value, 0);
  const slot = width / Math.max(1, data.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = height - padTop - padBottom;
  const peak = data.reduce<BarDatum | null>((best, d) => (best === null || d.value > best.value ? d : best), null);
  const summary = `${title}: ${data.length} days from ${data[0]?.day ?? ''} to ${data.at(-1)?.day ?? ''}, total ${format(total)}${
    peak && peak.value > 0 ? `, highest ${format(peak.value)} on ${peak.day}` : ''
  }.`;

  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-gray-900">{title}</span>
        <span className="text-sm text-gray-600">
          Total {format(total)}, highest {format(peak?.value ?? 0)}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="mt-3 h-40 w-full">
        <line x1={0} x2={width} y1={height - padBottom} y2={height - padBottom} className="stroke-gray-300" />
        {data.map((d, i) => {
          const h = (d.value / max) * plotHeight;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={height - padBottom - h}
                width={barWidth}
                height={Math.max(h, d.value > 0 ? 1 : 0)}
                className={colorClass}
              >
                <title>{`${d.day}: ${format(d.value)}`}</title>
              </rect>
              {i % 7 === 0 || i === data.length - 1 ? (
                <text x={x + barWidth / 2} y={height - 5} textAnchor="middle" className="fill-gray-600 text-[10px]">
                  {dayLabel(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700">Show as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.day} className="border-t border-gray-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {d.day}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
