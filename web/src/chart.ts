// A bar chart per month, drawn as SVG (no inline script or style: it renders under a strict CSP), with
// the same numbers in a table for screen readers and for copying.
import { h, svg } from './dom.ts';

export interface MonthValue { month: string; value: number; label: string }

/** Months from the first to the last given, gaps filled with zero (a time axis, not a list of bars). */
export function fillMonths(points: { month: string; value: number; label: string }[]): MonthValue[] {
  const valid = points.filter((p) => /^\d{4}-\d{2}$/.test(p.month)).sort((a, b) => a.month.localeCompare(b.month));
  if (!valid.length) return [];
  const byMonth = new Map(valid.map((p) => [p.month, p]));
  const out: MonthValue[] = [];
  let [y, m] = valid[0]!.month.split('-').map(Number) as [number, number];
  const last = valid[valid.length - 1]!.month;
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(byMonth.get(key) ?? { month: key, value: 0, label: '0' });
    if (key === last) break;
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
  return out;
}

/**
 * A <figure class="chart"> with an SVG bar per month. `max` fixes the top of the scale (1 for shares);
 * `format` writes the axis values.
 */
export function monthChart(title: string, series: MonthValue[], opts: { max?: number; format: (v: number) => string }): HTMLElement {
  // A narrower drawing on a phone, so its labels are not scaled down to nothing.
  const W = window.innerWidth < 600 ? 360 : 640, H = 220, left = 48, right = 28, top = 12, bottom = 28;
  // Counts get a whole, even top (so the middle line is whole too); shares pass max = 1.
  const top_ = Math.max(1, ...series.map((s) => s.value));
  const max = opts.max ?? (top_ <= 1 ? 1 : Math.ceil(top_ / 2) * 2);
  const plotW = W - left - right, plotH = H - top - bottom;
  const step = series.length ? plotW / series.length : plotW;
  const bar = Math.max(1, Math.min(step * 0.8, 48));
  const chart = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': `${title}: ${series.length} months`, class: 'chart-svg' });
  for (const f of max === 1 && opts.max === undefined ? [0, 1] : [0, 0.5, 1]) {
    const y = top + plotH * (1 - f);
    chart.append(svg('line', { x1: left, x2: W - right, y1: y, y2: y, class: 'grid' }),
      svg('text', { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'axis' }, opts.format(max * f)));
  }
  series.forEach((s, i) => {
    const hgt = max ? (s.value / max) * plotH : 0;
    const x = left + i * step + (step - bar) / 2;
    chart.append(svg('rect', { x: x.toFixed(2), y: (top + plotH - hgt).toFixed(2), width: bar.toFixed(2), height: Math.max(0, hgt).toFixed(2), class: 'bar-rect', 'data-month': s.month },
      svg('title', {}, `${s.month}: ${s.label}`)));
  });
  // Month labels: the first, the last and a few between, never crowded.
  const every = Math.max(1, Math.ceil(series.length / (W < 600 ? 3 : 6)));
  series.forEach((s, i) => {
    if (i % every !== 0 && i !== series.length - 1) return;
    if (i !== series.length - 1 && series.length - 1 - i < every / 2) return;
    chart.append(svg('text', { x: (left + i * step + step / 2).toFixed(2), y: H - 8, 'text-anchor': 'middle', class: 'axis' }, s.month));
  });
  const table = h('table', { class: 'data' }, h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'month'), h('th', { scope: 'col' }, title))),
    h('tbody', {}, ...series.filter((s) => s.value > 0).map((s) => h('tr', {}, h('td', {}, s.month), h('td', {}, s.label)))));
  return h('figure', { class: 'chart' },
    h('figcaption', {}, title),
    series.length ? chart : h('p', { class: 'none' }, 'No dated quotes.'),
    h('details', {}, h('summary', {}, 'Data'), table));
}
