import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, formatTime, useLoad } from '../components.js';
import type { Condition } from '../types.js';

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

const LEVEL_WORDS: Partial<Record<Condition['kind'], string>> = { below: 'Alert below', at_or_below: 'Alert at or below', above: 'Alert above' };

/** The price level a condition alerts at, drawn across the chart; drops are relative to the last price and have none. */
export function conditionLevel(condition: Condition | null): { amount: number; label: string } | null {
  const words = condition === null ? undefined : LEVEL_WORDS[condition.kind];
  if (condition === null || words === undefined || condition.amount === undefined) return null;
  return { amount: condition.amount, label: `${words} ${formatPrice(condition.amount)}` };
}

/** Drawn by hand as a step line: a price holds from one check until the next reading. */
function Chart({ history, level }: { history: Required<PriceHistory>; level: { amount: number; label: string } | null }) {
  const { points } = history;
  // The scale takes in the condition's level, so its line is always on the chart.
  const min = Math.min(history.min, level?.amount ?? Infinity);
  const max = Math.max(history.max, level?.amount ?? -Infinity);
  const first = points[0]!.at;
  const last = points[points.length - 1]!.at;
  const x = (at: number) => PAD.left + (last === first ? 0.5 : (at - first) / (last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (max === min ? 0.5 : (max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((point, i) => (i === 0 ? `M${x(point.at)},${y(point.value)}` : `H${x(point.at)}V${y(point.value)}`)).join('');
  const lowest = points.find((point) => point.value === history.min)!;
  const highest = points.find((point) => point.value === history.max)!;
  const label =
    `Price from ${formatTime(first)} to ${formatTime(last)}: lowest ${formatPrice(history.min)}, highest ${formatPrice(history.max)}` +
    (level === null ? '' : `; ${level.label.toLowerCase()}`);
  return html`<svg class="price-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label=${label}>
    <line class="axis" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(max)} y2=${y(max)} />
    <line class="axis" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(min)} y2=${y(min)} />
    <text class="price-label" x=${PAD.left - 6} y=${y(max)} text-anchor="end" dominant-baseline="middle">${formatPrice(max)}</text>
    ${max === min ? null : html`<text class="price-label" x=${PAD.left - 6} y=${y(min)} text-anchor="end" dominant-baseline="middle">${formatPrice(min)}</text>`}
    ${level === null
      ? null
      : html`<line class="condition-line" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(level.amount)} y2=${y(level.amount)} />
          <text class="condition-label" x=${WIDTH - PAD.right} y=${y(level.amount) - 4} text-anchor="end">${level.label}</text>`}
    <path class="price-line" d=${path} fill="none" />
    <circle class="price-low" cx=${x(lowest.at)} cy=${y(lowest.value)} r="4"><title>Lowest ${formatPrice(history.min)}, ${formatTime(lowest.at)}</title></circle>
    <circle class="price-high" cx=${x(highest.at)} cy=${y(highest.value)} r="4"><title>Highest ${formatPrice(history.max)}, ${formatTime(highest.at)}</title></circle>
    <text class="time-label" x=${PAD.left} y=${HEIGHT - 8}>${formatTime(first)}</text>
    <text class="time-label" x=${WIDTH - PAD.right} y=${HEIGHT - 8} text-anchor="end">${formatTime(last)}</text>
  </svg>`;
}

/** The monitor's price over its kept checks, with its condition's level; nothing for a page without a price. */
export function PriceChart({ monitorId, version, condition }: { monitorId: string; version: number; condition: Condition | null }) {
  const history = useLoad(() => api<PriceHistory>('GET', `/v1/monitors/${monitorId}/history?field=price`), [monitorId, version]);
  if (history.error) return html`<${ErrorNotice} error=${history.error} />`;
  const { points = [], min, max } = history.data ?? {};
  if (points.length === 0 || min === undefined || max === undefined) return null;
  return html`<section aria-labelledby="price-title">
    <h2 id="price-title">Price</h2>
    <p class="price-range">Lowest <strong>${formatPrice(min)}</strong> · highest <strong>${formatPrice(max)}</strong> · ${points.length} ${points.length === 1 ? 'reading' : 'readings'}</p>
    <${Chart} history=${{ points, min, max }} level=${conditionLevel(condition)} />
  </section>`;
}
