import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, useAction, type FieldLabels } from '../components.js';

/** The API's `selectors` as the form writes them: one selector a line for the lists. */
export interface SelectorsDraft {
  region: string;
  remove: string;
  price: string;
  availability: string;
  ignore: string;
  trigger: string;
  disappear: string;
  inStock: string;
  outOfStock: string;
}

export const EMPTY_SELECTORS: SelectorsDraft = { region: '', remove: '', price: '', availability: '', ignore: '', trigger: '', disappear: '', inStock: '', outOfStock: '' };

/** The API's names of the selectors' fields, as this field labels them. */
export const SELECTORS_LABELS: FieldLabels = {
  'selectors.region': 'Only read these parts',
  'selectors.remove': 'Leave out these parts',
  'selectors.price': 'Price element',
  'selectors.availability': 'Stock element',
  'filters.ignore': 'Ignore lines with',
  'filters.trigger': 'Alert only when this text appears',
  'filters.disappear': 'Alert when this text disappears',
  'stockWords.inStock': 'Words for in stock',
  'stockWords.outOfStock': 'Words for out of stock',
};

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** The non-empty lines of each field given, under the API's names; null when all are empty. */
function listsOf(draft: SelectorsDraft, fields: Partial<Record<keyof SelectorsDraft, string>>): Record<string, string[]> | null {
  const lists: Record<string, string[]> = {};
  for (const [field, name] of Object.entries(fields) as [keyof SelectorsDraft, string][]) if (lines(draft[field]).length > 0) lists[name] = lines(draft[field]);
  return Object.keys(lists).length === 0 ? null : lists;
}

/** What the form sends: null when no selector is written, so the page is read automatically. */
export function selectorsOf(draft: SelectorsDraft): Record<string, string | string[]> | null {
  const selectors: Record<string, string | string[]> = {};
  if (lines(draft.region).length > 0) selectors.region = lines(draft.region);
  if (lines(draft.remove).length > 0) selectors.remove = lines(draft.remove);
  if (draft.price.trim() !== '') selectors.price = draft.price.trim();
  if (draft.availability.trim() !== '') selectors.availability = draft.availability.trim();
  return Object.keys(selectors).length === 0 ? null : selectors;
}

/** The monitor's `selectors`, `filters` and `stockWords` as the form has them, each left out when empty. */
export function readingRulesOf(draft: SelectorsDraft): Record<string, unknown> {
  const selectors = selectorsOf(draft);
  const filters = listsOf(draft, { ignore: 'ignore', trigger: 'trigger', disappear: 'disappear' });
  const stockWords = listsOf(draft, { inStock: 'inStock', outOfStock: 'outOfStock' });
  return { ...(selectors ? { selectors } : {}), ...(filters ? { filters } : {}), ...(stockWords ? { stockWords } : {}) };
}

type PickTarget = 'price' | 'availability' | 'region';

const PICK_TARGETS: [PickTarget, string][] = [
  ['price', 'the price'],
  ['availability', 'the stock state'],
  ['region', 'a part to read only'],
];

/**
 * The visual selector: the page as the service's browser shows it; a click on it asks the service
 * for a selector that picks the element there alone, and puts it in the chosen field.
 */
function PagePicker({ url, onPicked }: { url: string; onPicked: (target: PickTarget, selector: string) => void }) {
  const [view, setView] = useState<{ src: string; width: number } | null>(null);
  const [target, setTarget] = useState<PickTarget>('price');
  const [picked, setPicked] = useState<string | null>(null);
  const action = useAction();
  const show = async () => {
    setPicked(null);
    const page = await action.run(() => api<{ screenshot: string; width: number; height: number }>('POST', '/v1/monitors/preview/page', { url }));
    if (page) setView({ src: `data:image/png;base64,${page.screenshot}`, width: page.width });
  };
  const pick = async (event: MouseEvent) => {
    if (view === null) return;
    const image = event.currentTarget as HTMLImageElement;
    // The screenshot is drawn narrower than the page: scale the click back to the page's CSS pixels.
    const scale = view.width / image.clientWidth;
    const point = { url, x: Math.round(event.offsetX * scale), y: Math.round(event.offsetY * scale) };
    const found = await action.run(() => api<{ selector: string; text: string }>('POST', '/v1/monitors/preview/pick', point));
    if (!found) return;
    onPicked(target, found.selector);
    setPicked(`${found.selector} picks “${found.text}”`);
  };
  return html`<div class="page-picker">
    <button type="button" class="secondary" onClick=${show} disabled=${action.busy || url.trim() === ''}>
      ${view === null ? 'Pick on the page' : 'Show the page again'}
    </button>
    ${view !== null
      ? html`<fieldset class="choice">
            <legend>A click picks</legend>
            ${PICK_TARGETS.map(
              ([name, label]) =>
                html`<label><input type="radio" name="pick-target" value=${name} checked=${target === name} onChange=${() => setTarget(name)} /> ${label}</label>`,
            )}
          </fieldset>
          ${picked ? html`<p role="status" class="picked">${picked}</p>` : null}
          <div class="page-shot" role="region" aria-label="The page to pick from" tabindex="0"><img src=${view.src} alt="The page as the browser shows it: click the element to watch" onClick=${pick} /></div>`
      : null}
    <${ErrorNotice} error=${action.error} labels=${{ url: 'Page address' }} />
  </div>`;
}

/** "What is read": CSS or XPath selectors for a page the automatic reading gets wrong; folded away until needed. */
export function SelectorsField({ value, url, onChange }: { value: SelectorsDraft; url: string; onChange: (draft: SelectorsDraft) => void }) {
  const update = (field: keyof SelectorsDraft) => (next: string) => onChange({ ...value, [field]: next });
  const picked = (target: PickTarget, selector: string) =>
    onChange(target === 'region' ? { ...value, region: value.region.trim() === '' ? selector : `${value.region.trim()}\n${selector}` } : { ...value, [target]: selector });
  return html`<details class="selectors" open=${Object.keys(readingRulesOf(value)).length > 0}>
    <summary>What is read (optional)</summary>
    <p class="hint">CSS selectors, or XPath starting with / or (. Leave empty to let the service find the price, stock and main text itself.</p>
    <${PagePicker} url=${url} onPicked=${picked} />
    <${Field} id="selectors-region" label="Only read these parts" multiline hint="One selector a line, e.g. main .product" value=${value.region} onInput=${update('region')} />
    <${Field} id="selectors-remove" label="Leave out these parts" multiline hint="One selector a line, e.g. .banner" value=${value.remove} onInput=${update('remove')} />
    <div class="row">
      <${Field} id="selectors-price" label="Price element" hint="e.g. .price-now" value=${value.price} onInput=${update('price')} />
      <${Field} id="selectors-availability" label="Stock element" hint="e.g. #stock-state" value=${value.availability} onInput=${update('availability')} />
    </div>
    <p class="hint">Text filters: one entry a line, plain text or a regular expression written /pattern/flags.</p>
    <${Field} id="filters-ignore" label="Ignore lines with" multiline hint="e.g. Deal of the hour" value=${value.ignore} onInput=${update('ignore')} />
    <div class="row">
      <${Field} id="filters-trigger" label="Alert only when this text appears" multiline value=${value.trigger} onInput=${update('trigger')} />
      <${Field} id="filters-disappear" label="Alert when this text disappears" multiline value=${value.disappear} onInput=${update('disappear')} />
    </div>
    <p class="hint">This shop's own stock wording, one phrase a line; it beats the built-in wording.</p>
    <div class="row">
      <${Field} id="stock-words-in" label="Words for in stock" multiline hint="e.g. Ab Lager lieferbar" value=${value.inStock} onInput=${update('inStock')} />
      <${Field} id="stock-words-out" label="Words for out of stock" multiline hint="e.g. Leider gerade weg" value=${value.outOfStock} onInput=${update('outOfStock')} />
    </div>
  </details>`;
}
