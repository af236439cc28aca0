import { createRequire } from 'node:module';
import { isXPath } from '../extraction/selectors.js';
import {
  emptyPlan,
  isPageUrl,
  isUsableTextFilter,
  jsonPathAsJsonata,
  nameOfUrl,
  nonEmptyLists,
  usableSelector,
  type MonitorDraft,
  type PlanReading,
} from './import-plan.js';

// The YAML parser (~5 MB once loaded) is needed only by an import, never by a worker: loaded on the first.
const load = createRequire(import.meta.url);
const parseAllDocuments: typeof import('yaml').parseAllDocuments = (...args) => (load('yaml') as typeof import('yaml')).parseAllDocuments(...args);

// Filters whose work our reading of a page already does: text out of HTML or PDF, tidied.
const READING_DOES_IT = new Set(['html2text', 'pdf2text', 'strip', 'beautify', 'format-json', 'pretty-xml', 'format-xml', 'remove-duplicate-lines']);

/** The filters of a job as `[name, argument]`, from any of urlwatch's spellings (string, list of strings or of maps). */
function listFilters(filter: unknown): [string, unknown][] {
  if (typeof filter === 'string') return filter.split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
    const colon = part.indexOf(':');
    return colon === -1 ? [part, null] : [part.slice(0, colon), part.slice(colon + 1)];
  });
  if (!Array.isArray(filter)) return [];
  return filter.flatMap((entry): [string, unknown][] => {
    if (typeof entry === 'string') return listFilters(entry);
    if (entry !== null && typeof entry === 'object') return Object.entries(entry as Record<string, unknown>);
    return [];
  });
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Where a filter's map form keeps the argument its short form gives alone (`css: {selector: …}`). */
const ARGUMENT_KEYS: Record<string, string> = {
  css: 'selector',
  xpath: 'path',
  'element-by-id': 'id',
  'element-by-class': 'class',
  'element-by-style': 'style',
  'element-by-tag': 'tag',
  grep: 're',
  grepi: 're',
  jq: 'query',
  jsonpath: 'query',
};

/** A filter's main argument, from its short form (`grepi: Updated`) or its map form (`grepi: {re: Updated}`), as written. */
function argumentOf(name: string, argument: unknown): string | null {
  const key = Object.hasOwn(ARGUMENT_KEYS, name) ? ARGUMENT_KEYS[name]! : null;
  const value = isObject(argument) ? (key === null ? undefined : argument[key]) : argument;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

// urlwatch compares the whole attribute (`element-by-class: price` picks class="price", not
// class="price big"), so these are attribute selectors rather than `#id` or `.class`.
const ELEMENT_BY: Record<string, (value: string) => string | null> = {
  'element-by-id': (id) => `[id=${quoted(id)}]`,
  'element-by-class': (name) => `[class=${quoted(name)}]`,
  'element-by-style': (style) => `[style=${quoted(style)}]`,
  'element-by-tag': (tag) => (/^[a-z][a-z0-9-]*$/i.test(tag) ? tag : null),
};

/** What a filter that picks elements says as selectors, with notes on what it loses; or why it cannot be said. */
type Picking = { ok: true; region: string; remove: string | null; notes: string[] } | { ok: false; why: string };

/** Why a `css` (CSS) or `xpath` (XPath) filter's selector cannot be one here, where XPath is told by its leading / or (; null when it can. */
function problemHere(selector: string, kind: 'css' | 'xpath'): string | null {
  const xpath = isXPath(selector.trim());
  if (kind === 'xpath' && !xpath) return 'an XPath here starts with / or (';
  return (kind === 'css' && xpath) || usableSelector(selector) === null ? 'it does not parse here' : null;
}

function readLxmlFilter(kind: 'css' | 'xpath', argument: unknown, selector: string): Picking {
  const options = isObject(argument) ? argument : {};
  if (options.method !== undefined && options.method !== 'html') return { ok: false, why: `method ${String(options.method)} is not supported here (pages are read as HTML)` };
  if (options.namespaces !== undefined) return { ok: false, why: 'XML namespaces are not supported here' };
  const problem = problemHere(selector, kind);
  if (problem !== null) return { ok: false, why: problem };
  const notes: string[] = [];
  const exclude = typeof options.exclude === 'string' ? options.exclude : null;
  const excludeProblem = exclude === null ? null : problemHere(exclude, kind);
  if (excludeProblem !== null) notes.push(`exclude ${exclude} was left out: ${excludeProblem}`);
  // skip: 0, maxitems: 0 and sort: false are urlwatch's defaults, which the region does as well.
  const unsaid = ['skip', 'maxitems', 'sort'].filter((option) => options[option] !== undefined && options[option] !== false && options[option] !== 0);
  if (unsaid.length > 0) notes.push(`${unsaid.join(', ')} ${unsaid.length === 1 ? 'is' : 'are'} not supported here and left out: every element it matches is watched`);
  return { ok: true, region: selector.trim(), remove: exclude === null || excludeProblem !== null ? null : exclude.trim(), notes };
}

function readPicking(name: string, argument: unknown, value: string | null): Picking {
  if (value === null) return { ok: false, why: 'it names nothing to pick' };
  if (name === 'css' || name === 'xpath') return readLxmlFilter(name, argument, value);
  const selector = ELEMENT_BY[name]!(value);
  if (selector === null) return { ok: false, why: 'it is not a tag name' };
  const region = usableSelector(selector);
  return region === null ? { ok: false, why: 'it does not parse here' } : { ok: true, region, remove: null, notes: [] };
}

/**
 * Applies the filters we can say in our terms to the draft: the first filter that picks elements
 * as `selectors`, `grepi` as `filters.ignore`, a JSON path as `jsonExpression`. The others are named in notes.
 */
function applyFilters(filters: [string, unknown][], draft: MonitorDraft, notes: string[]): void {
  const region: string[] = [];
  const remove: string[] = [];
  const ignore: string[] = [];
  let picked = false;
  for (const [name, argument] of filters) {
    if (READING_DOES_IT.has(name)) continue;
    const value = argumentOf(name, argument);
    const label = `filter ${name}${value === null ? '' : `: ${value.trim()}`}`;
    const picks = name === 'css' || name === 'xpath' || Object.hasOwn(ELEMENT_BY, name);
    const expression = (name === 'jq' || name === 'jsonpath') && value !== null ? jsonPathAsJsonata(value) : null;
    if (picks && picked) {
      notes.push(`${label} was left out: it narrows what an earlier filter picked, which selectors here cannot say`);
    } else if (picks) {
      picked = true;
      const picking = readPicking(name, argument, value);
      if (!picking.ok) notes.push(`${label} was left out: ${picking.why}, so the whole page is watched`);
      else {
        region.push(picking.region);
        if (picking.remove !== null) remove.push(picking.remove);
        notes.push(...picking.notes.map((note) => `${label}: ${note}`));
      }
    } else if (name === 'grepi' && value !== null) {
      // urlwatch drops the lines a Python regular expression finds; RE2 reads most of them the same.
      if (isUsableTextFilter(`/${value}/`)) ignore.push(`/${value}/`);
      else notes.push(`${label} was left out: it is not a regular expression read here`);
    } else if (name === 'grep' && value !== null) {
      notes.push(`${label} was left out: filters here drop the lines that match, they do not keep only those`);
    } else if (expression !== null && draft.jsonExpression === undefined) {
      draft.jsonExpression = expression;
    } else {
      notes.push(`${label} is not supported here and was left out`);
    }
  }
  const selectors = nonEmptyLists({ region, remove });
  if (selectors !== undefined) draft.selectors = selectors;
  const textFilters = nonEmptyLists({ ignore });
  if (textFilters !== undefined) draft.filters = textFilters;
}

/**
 * urlwatch's urls.yaml: one job a YAML document. `url` jobs (and the older `navigate`) become
 * url-mode monitors; `command` jobs run a shell command, which a hosted service does not.
 */
export function readUrlwatch(content: string): PlanReading {
  const documents = parseAllDocuments(content);
  if (!Array.isArray(documents)) return { ok: false, error: 'content is not YAML' };
  const broken = documents.find((document) => document.errors.length > 0);
  if (broken) return { ok: false, error: `content is not valid YAML: ${broken.errors[0]!.message.split('\n')[0]}` };
  const plan = emptyPlan();
  documents.forEach((document, index) => {
    const job: unknown = document.toJS();
    if (job === null || job === undefined) return;
    const fields = (typeof job === 'object' ? job : {}) as Record<string, unknown>;
    const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : null;
    const item = `job ${index + 1}${name === null ? '' : ` (${name})`}`;
    if (typeof fields.command === 'string') return plan.refused.push({ item, reason: 'command jobs run a shell command, which this service does not do' });
    const written = fields.url ?? fields.navigate;
    if (!isPageUrl(written)) return plan.refused.push({ item, reason: written === undefined ? 'has no url' : `url ${String(written).slice(0, 80)} is not an http(s) URL` });
    const url = written as string;
    const notes: string[] = [];
    const draft: MonitorDraft = { mode: 'url', name: name ?? nameOfUrl(url), url };
    if (fields.navigate !== undefined || fields.use_browser === true) notes.push('used a browser in urlwatch: here the page is fetched plainly and switches to the browser when its content is built by scripts (render auto)');
    applyFilters(listFilters(fields.filter), draft, notes);
    if (fields.diff_filter !== undefined) notes.push('diff_filter was left out: changes are reported as this service compares them');
    plan.monitors.push({ item, sourceId: null, draft, paused: fields.enabled === false, notes });
  });
  return { ok: true, plan };
}
