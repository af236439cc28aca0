import { html } from 'htm/preact';
import { Field, type FieldLabels } from '../components.js';

/** The API's `selectors` as the form writes them: one selector a line for the lists. */
export interface SelectorsDraft {
  region: string;
  remove: string;
  price: string;
  availability: string;
}

export const EMPTY_SELECTORS: SelectorsDraft = { region: '', remove: '', price: '', availability: '' };

/** The API's names of the selectors' fields, as this field labels them. */
export const SELECTORS_LABELS: FieldLabels = {
  'selectors.region': 'Only read these parts',
  'selectors.remove': 'Leave out these parts',
  'selectors.price': 'Price element',
  'selectors.availability': 'Stock element',
};

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** What the form sends: null when no selector is written, so the page is read automatically. */
export function selectorsOf(draft: SelectorsDraft): Record<string, string | string[]> | null {
  const selectors: Record<string, string | string[]> = {};
  if (lines(draft.region).length > 0) selectors.region = lines(draft.region);
  if (lines(draft.remove).length > 0) selectors.remove = lines(draft.remove);
  if (draft.price.trim() !== '') selectors.price = draft.price.trim();
  if (draft.availability.trim() !== '') selectors.availability = draft.availability.trim();
  return Object.keys(selectors).length === 0 ? null : selectors;
}

/** "What is read": CSS or XPath selectors for a page the automatic reading gets wrong; folded away until needed. */
export function SelectorsField({ value, onChange }: { value: SelectorsDraft; onChange: (draft: SelectorsDraft) => void }) {
  const update = (field: keyof SelectorsDraft) => (next: string) => onChange({ ...value, [field]: next });
  return html`<details class="selectors" open=${selectorsOf(value) !== null}>
    <summary>What is read (optional)</summary>
    <p class="hint">CSS selectors, or XPath starting with / or (. Leave empty to let the service find the price, stock and main text itself.</p>
    <${Field} id="selectors-region" label="Only read these parts" multiline hint="One selector a line, e.g. main .product" value=${value.region} onInput=${update('region')} />
    <${Field} id="selectors-remove" label="Leave out these parts" multiline hint="One selector a line, e.g. .banner" value=${value.remove} onInput=${update('remove')} />
    <div class="row">
      <${Field} id="selectors-price" label="Price element" hint="e.g. .price-now" value=${value.price} onInput=${update('price')} />
      <${Field} id="selectors-availability" label="Stock element" hint="e.g. #stock-state" value=${value.availability} onInput=${update('availability')} />
    </div>
  </details>`;
}
