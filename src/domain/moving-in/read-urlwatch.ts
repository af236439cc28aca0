import { createRequire } from 'node:module';
import { emptyPlan, isPageUrl, jsonPathAsJsonata, nameOfUrl, type MonitorDraft, type PlanReading } from './import-plan.js';

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

/** Applies the filters we can say in our terms to the draft; the others are named in notes. */
function applyFilters(filters: [string, unknown][], draft: MonitorDraft, notes: string[]): void {
  for (const [name, argument] of filters) {
    if (READING_DOES_IT.has(name)) continue;
    const path = typeof argument === 'string' ? argument : argument !== null && typeof argument === 'object' ? (argument as { query?: unknown }).query : null;
    const expression = (name === 'jq' || name === 'jsonpath') && typeof path === 'string' ? jsonPathAsJsonata(path) : null;
    if (expression !== null && draft.jsonExpression === undefined) draft.jsonExpression = expression;
    else notes.push(`filter ${name}${typeof argument === 'string' ? `: ${argument}` : ''} is not supported here and was left out: the whole page is watched`);
  }
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
