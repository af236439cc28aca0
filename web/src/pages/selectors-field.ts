import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, useAction, type FieldLabels } from '../components.js';
import type { ReadingRules } from '../types.js';

/** Each field of the form, named as in its rule: the rule it belongs to, its label, and whether it takes one entry a line. */
const RULE_FIELDS = {
  region: { rule: 'selectors', label: 'Only read these parts', list: true },
  remove: { rule: 'selectors', label: 'Leave out these parts', list: true },
  price: { rule: 'selectors', label: 'Price element', list: false },
  availability: { rule: 'selectors', label: 'Stock element', list: false },
  ignore: { rule: 'filters', label: 'Ignore lines with', list: true },
  trigger: { rule: 'filters', label: 'Alert only when this text appears', list: true },
  disappear: { rule: 'filters', label: 'Alert when this text disappears', list: true },
  inStock: { rule: 'stockWords', label: 'Words for in stock', list: true },
  outOfStock: { rule: 'stockWords', label: 'Words for out of stock', list: true },
} as const satisfies Record<string, { rule: keyof ReadingRules; label: string; list: boolean }>;

type RuleField = keyof typeof RULE_FIELDS;

const FIELDS = Object.keys(RULE_FIELDS) as RuleField[];

/** A monitor's `selectors`, `filters` and `stockWords` as the form writes them: one entry a line for the lists. */
export type SelectorsDraft = Record<RuleField, string>;

export const EMPTY_SELECTORS = Object.fromEntries(FIELDS.map((field) => [field, ''])) as SelectorsDraft;

/** The API's names of the fields ("selectors.price"), as this form labels them. */
export const SELECTORS_LABELS: FieldLabels = Object.fromEntries(FIELDS.map((field) => [`${RULE_FIELDS[field].rule}.${field}`, RULE_FIELDS[field].label]));

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** A monitor's rules as the form shows them. */
export function draftOf(rules: ReadingRules): SelectorsDraft {
  const draft = { ...EMPTY_SELECTORS };
  for (const field of FIELDS) {
    const given = (rules[RULE_FIELDS[field].rule] as Record<string, string | string[] | undefined> | null)?.[field];
    draft[field] = Array.isArray(given) ? given.join('\n') : (given ?? '');
  }
  return draft;
}

/** The rules the form holds, each null when all its fields are empty: so an update sends it, and an emptied rule is removed. */
export function readingRulesOf(draft: SelectorsDraft): ReadingRules {
  const rules: Record<keyof ReadingRules, Record<string, string | string[]> | null> = { selectors: null, filters: null, stockWords: null };
  for (const field of FIELDS) {
    const { rule, list } = RULE_FIELDS[field];
    const value = list ? lines(draft[field]) : draft[field].trim();
    if (value.length > 0) rules[rule] = { ...rules[rule], [field]: value };
  }
  return rules;
}

/** A new monitor has nothing to remove: the rules not given are left out, and its page is read automatically. */
export function givenRulesOf(rules: ReadingRules): Partial<ReadingRules> {
  return Object.fromEntries(Object.entries(rules).filter(([, rule]) => rule !== null));
}

const isEmpty = (draft: SelectorsDraft) => FIELDS.every((field) => draft[field].trim() === '');

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

/**
 * The fields of "What is read": CSS or XPath selectors for a page the automatic reading gets wrong,
 * with the visual picker for `url`, text filters and the shop's own stock words.
 */
export function ReadingRulesFields({ value, url, onChange }: { value: SelectorsDraft; url: string; onChange: (draft: SelectorsDraft) => void }) {
  const update = (field: RuleField) => (next: string) => onChange({ ...value, [field]: next });
  const picked = (target: PickTarget, selector: string) =>
    onChange(target === 'region' ? { ...value, region: value.region.trim() === '' ? selector : `${value.region.trim()}\n${selector}` } : { ...value, [target]: selector });
  const field = (name: RuleField, hint?: string) =>
    html`<${Field} id=${`${RULE_FIELDS[name].rule}-${name}`} label=${RULE_FIELDS[name].label} multiline=${RULE_FIELDS[name].list} hint=${hint} value=${value[name]} onInput=${update(name)} />`;
  return html`<p class="hint">CSS selectors, or XPath starting with / or (. Leave empty to let the service find the price, stock and main text itself.</p>
    <${PagePicker} url=${url} onPicked=${picked} />
    ${field('region', 'One selector a line, e.g. main .product')}
    ${field('remove', 'One selector a line, e.g. .banner')}
    <div class="row">${field('price', 'e.g. .price-now')} ${field('availability', 'e.g. #stock-state')}</div>
    <p class="hint">Text filters: one entry a line, plain text or a regular expression written /pattern/flags.</p>
    ${field('ignore', 'e.g. Deal of the hour')}
    <div class="row">${field('trigger')} ${field('disappear')}</div>
    <p class="hint">This shop's own stock wording, one phrase a line; it beats the built-in wording.</p>
    <div class="row">${field('inStock', 'e.g. Ab Lager lieferbar')} ${field('outOfStock', 'e.g. Leider gerade weg')}</div>`;
}

/** "What is read" on the new-monitor form: folded away until needed. */
export function SelectorsField({ value, url, onChange }: { value: SelectorsDraft; url: string; onChange: (draft: SelectorsDraft) => void }) {
  return html`<details class="selectors" open=${!isEmpty(value)}>
    <summary>What is read (optional)</summary>
    <${ReadingRulesFields} value=${value} url=${url} onChange=${onChange} />
  </details>`;
}
