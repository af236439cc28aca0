import { html } from 'htm/preact';
import { CHANGE_TYPE_DISPLAY } from '../../../src/domain/changes/change-types/change-type-list.js';
import type { MonitorPreview, PageReading } from '../types.js';

export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  if (!currency) return String(amount);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A URL monitor without a prompt watches the whole page: price, availability and text alike. */
function describeWatching(preview: MonitorPreview): string {
  const display = CHANGE_TYPE_DISPLAY[preview.interpreted_as.metric];
  if (preview.page && display.sides === 'diff') return 'the whole page: price, availability and main text';
  return display.watching;
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
      ${reading.threshold
        ? html`<dt>Alert when</dt><dd>${reading.threshold.direction} ${formatMoney(reading.threshold.amount, reading.threshold.currency)}</dd>`
        : null}
      ${reading.sites.length > 0 ? html`<dt>Sites</dt><dd>${reading.sites.join(', ')}</dd>` : null}
    </dl>
    <h3>Pages</h3>
    <ul class="sources">
      ${preview.sources.map((source) => html`<li><span class="url">${source.url}</span>${source.title && source.title !== source.url ? ` — ${source.title}` : ''}</li>`)}
    </ul>
    ${preview.page ? html`<h3>What the page shows now</h3><${PageFacts} page=${preview.page} />` : null}
  </div>`;
}
