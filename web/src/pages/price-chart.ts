import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, formatTime, useLoad } from '../components.js';

interface PriceHistory {
  points: { at: number; value: number }[];
  min?: number;
  max?: number;
}

const WIDTH = 640;
const HEIGHT = 180;
// Room for the price labels at the left and the time labels below.
const PAD = { left: 64, right: 12, top: 16, bottom: 28 };

const formatPrice = (value: number) => value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Drawn by hand as a step line: a price holds from one check until the next reading. */
function Chart({ history }: { history: Required<PriceHistory> }) {
  const { points, min, max } = history;
  const first = points[0]!.at;
  const last = points[points.length - 1]!.at;
  const x = (at: number) => PAD.left + (last === first ? 0.5 : (at - first) / (last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (max === min ? 0.5 : (max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((point, i) => (i === 0 ? `M${x(point.at)},${y(point.value)}` : `H${x(point.at)}V${y(point.value)}`)).join('');
  const lowest = points.find((point) => point.value === min)!;
  const highest = points.find((point) => point.value === max)!;
  const label = `Price from ${formatTime(first)} to ${formatTime(last)}: lowest ${formatPrice(min)}, highest ${formatPrice(max)}`;
  return html`<svg class="price-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label=${label}>
    <line class="axis" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(max)} y2=${y(max)} />
    <line class="axis" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(min)} y2=${y(min)} />
    <text class="price-label" x=${PAD.left - 6} y=${y(max)} text-anchor="end" dominant-baseline="middle">${formatPrice(max)}</text>
    ${max === min ? null : html`<text class="price-label" x=${PAD.left - 6} y=${y(min)} text-anchor="end" dominant-baseline="middle">${formatPrice(min)}</text>`}
    <path class="price-line" d=${path} fill="none" />
    <circle class="price-low" cx=${x(lowest.at)} cy=${y(lowest.value)} r="4"><title>Lowest ${formatPrice(min)}, ${formatTime(lowest.at)}</title></circle>
    <circle class="price-high" cx=${x(highest.at)} cy=${y(highest.value)} r="4"><title>Highest ${formatPrice(max)}, ${formatTime(highest.at)}</title></circle>
    <text class="time-label" x=${PAD.left} y=${HEIGHT - 8}>${formatTime(first)}</text>
    <text class="time-label" x=${WIDTH - PAD.right} y=${HEIGHT - 8} text-anchor="end">${formatTime(last)}</text>
  </svg>`;
}

/** The monitor's price over its kept checks; nothing for a page without a price. */
export function PriceChart({ monitorId, version }: { monitorId: string; version: number }) {
  const history = useLoad(() => api<PriceHistory>('GET', `/v1/monitors/${monitorId}/history?field=price`), [monitorId, version]);
  if (history.error) return html`<${ErrorNotice} error=${history.error} />`;
  const { points = [], min, max } = history.data ?? {};
  if (points.length === 0 || min === undefined || max === undefined) return null;
  return html`<section aria-labelledby="price-title">
    <h2 id="price-title">Price</h2>
    <p class="price-range">Lowest <strong>${formatPrice(min)}</strong> · highest <strong>${formatPrice(max)}</strong> · ${points.length} ${points.length === 1 ? 'reading' : 'readings'}</p>
    <${Chart} history=${{ points, min, max }} />
  </section>`;
}
