import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  value: i === 9 ? 12 : i % 3,
}));

describe('BarChart (rule:admin-dashboard)', () => {
  it('draws one bar per day, says what it shows, and gives the figures as a table', () => {
    document.body.innerHTML = renderToString(
      <BarChart title="Orders per day" data={days} format={String} colorClass="fill-blue-600" />,
    );
    const svg = document.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toContain('highest 12 on 2026-11-10');
    expect(svg.getAttribute('aria-label')).toContain(`total ${days.reduce((n, d) => n + d.value, 0)}`);
    const bars = [...document.querySelectorAll('rect')];
    expect(bars).toHaveLength(30);
    // The tallest bar is the day with the most orders; a day with none has no height.
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(9);
    expect(heights[0]).toBe(0);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(document.querySelector('tbody tr th[scope="row"]')!.textContent).toBe('2026-11-01');
  });
});
