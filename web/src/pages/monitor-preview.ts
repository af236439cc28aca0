import { html } from 'htm/preact';
import { CHANGE_TYPE_DISPLAY } from '../../../src/domain/changes/change-types/change-type-list.js';
import { CONDITION_KIND_DISPLAY } from '../../../src/domain/conditions/condition-list.js';
import type { Condition, MonitorPreview, PageReading } from '../types.js';

export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  if (!currency) return String(amount);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A condition as the dashboard says it: "Price falls below $300.00", "Price drops by 10% or more", "Text appears: “Tickets”". */
export function describeCondition(condition: Condition): string {
  const { label, input } = CONDITION_KIND_DISPLAY[condition.kind];
  switch (input) {
    case 'money':
      return `${label} ${formatMoney(condition.amount ?? null, condition.currency ?? null)}`;
    case 'percent':
      return `Price drops by ${condition.amount}% or more`;
    case 'text':
      return `${label}: “${condition.text}”`;
    case 'none':
      return label;
  }
}

/** A URL monitor without a prompt watches the whole page: price, availability and text alike. */
function describeWatching(preview: MonitorPreview): string {
  const display = CHANGE_TYPE_DISPLAY[preview.interpreted_as.metric];
  if (preview.page && display.sides === 'diff') return 'the whole page: price, availability and main text';
  return display.watching;
}

const READ_BY: Record<string, string> = {
  selector: 'your selectors',
  'json-ld': 'the page\'s structured data (JSON-LD)',
  microdata: 'the page\'s microdata',
  meta: 'the page\'s meta tags',
  platform: 'the shop platform\'s markup',
  heuristic: 'the page text (best guess)',
  json: 'the JSON response',
};

const CONFIDENCE: Record<'high' | 'medium' | 'low', string> = {
  high: 'sure',
  medium: 'fairly sure',
  low: 'a guess: point at the right element under “What is read” if it is wrong',
};

/** Where price and stock were read, so the user can tell when to point at the right element. */
function describeReadBy(readBy: string | null | undefined): string {
  if (!readBy) return 'nothing found: no price or stock on this page';
  return READ_BY[readBy] ?? readBy;
}

function PageFacts({ page }: { page: PageReading }) {
  if (page.error) {
    return html`<p class="notice error" role="alert">The page could not be read now: ${page.error}. You can still create the monitor; checks will report the error until the page answers.</p>`;
  }
  return html`<dl class="facts">
    <dt>Title</dt><dd>${page.title ?? '—'}</dd>
    <dt>Price</dt><dd data-testid="preview-price">${formatMoney(page.price, page.currency)}</dd>
    <dt>Currency</dt><dd>${page.currency ?? '—'}</dd>
    <dt>Availability</dt><dd>${page.availability?.replace(/_/g, ' ') ?? '—'}</dd>
    <dt>Read from</dt><dd data-testid="preview-read-by">${describeReadBy(page.read_by)}</dd>
    ${page.read_confidence ? html`<dt>How sure</dt><dd data-testid="preview-confidence">${CONFIDENCE[page.read_confidence]}</dd>` : null}
    <dt>Start of the text</dt><dd class="excerpt">${page.text_start ?? '—'}</dd>
  </dl>`;
}

export function PreviewSummary({ preview }: { preview: MonitorPreview }) {
  const reading = preview.interpreted_as;
  return html`<div>
    <dl class="facts">
      <dt>Name</dt><dd>${preview.name}</dd>
      ${reading.product ? html`<dt>Product</dt><dd>${reading.product}</dd>` : null}
      <dt>Watching</dt><dd>${describeWatching(preview)}</dd>
      ${preview.condition ? html`<dt>Alert when</dt><dd data-testid="preview-condition">${describeCondition(preview.condition)}</dd>` : null}
      ${reading.sites.length > 0 ? html`<dt>Sites</dt><dd>${reading.sites.join(', ')}</dd>` : null}
    </dl>
    <h3>Pages</h3>
    <ul class="sources">
      ${preview.sources.map((source) => html`<li><span class="url">${source.url}</span>${source.title && source.title !== source.url ? ` — ${source.title}` : ''}</li>`)}
    </ul>
    ${preview.page ? html`<h3>What the page shows now</h3><${PageFacts} page=${preview.page} />` : null}
  </div>`;
}
