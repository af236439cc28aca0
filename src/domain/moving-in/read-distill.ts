import { emptyPlan, isPageUrl, nameOfUrl, type MonitorDraft, type PlanReading } from './import-plan.js';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Distill keeps `config` and `schedule` as JSON text inside the JSON; older exports have objects. */
function readEmbedded(value: unknown): Fields {
  if (isObject(value)) return value;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The selections of a monitor's config: which parts of the page it watches (XPath or CSS includes). */
function countSelections(config: Fields): number {
  const selections = Array.isArray(config.selections) ? config.selections : [];
  return selections.flatMap((selection) => (isObject(selection) && Array.isArray(selection.frames) ? selection.frames : []))
    .flatMap((frame) => (isObject(frame) && Array.isArray(frame.includes) ? frame.includes : [])).length;
}

/**
 * Distill's JSON export (Options → Export): `{client, data: [monitor…]}`, each with `name`, `uri`,
 * `config` (the selections) and `schedule` (`{type: "INTERVAL", params: {interval: seconds}}`).
 */
export function readDistill(content: string): PlanReading {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    return { ok: false, error: 'content is not JSON: give the file Distill exports (Options → Export)' };
  }
  if (!isObject(document) || !Array.isArray(document.data)) return { ok: false, error: 'content has no "data" list: give the file Distill exports (Options → Export)' };
  const plan = emptyPlan();
  document.data.forEach((entry: unknown, index: number) => {
    const monitor = isObject(entry) ? entry : {};
    const name = typeof monitor.name === 'string' && monitor.name.trim() !== '' ? monitor.name.trim() : null;
    const item = `monitor ${index + 1}${name === null ? '' : ` (${name})`}`;
    if (!isPageUrl(monitor.uri)) return plan.refused.push({ item, reason: `uri ${String(monitor.uri).slice(0, 80)} is not an http(s) URL` });
    const notes: string[] = [];
    const url = monitor.uri as string;
    const draft: MonitorDraft = { mode: 'url', name: name ?? nameOfUrl(url), url };
    const schedule = readEmbedded(monitor.schedule);
    const params = isObject(schedule.params) ? schedule.params : {};
    if (schedule.type === 'INTERVAL' && typeof params.interval === 'number' && params.interval > 0) draft.checkIntervalSeconds = Math.round(params.interval);
    else if (schedule.type !== undefined) notes.push(`schedule ${String(schedule.type)} has no counterpart here: checked at the default interval`);
    const selections = countSelections(readEmbedded(monitor.config));
    if (selections > 0) notes.push(`${selections} selection${selections === 1 ? '' : 's'} of page parts ${selections === 1 ? 'was' : 'were'} left out: not supported here, so the whole page is watched`);
    const tags = typeof monitor.tags === 'string' ? monitor.tags.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '') : [];
    if (tags.length > 0) draft.tags = tags;
    plan.monitors.push({ item, sourceId: null, draft, paused: false, notes });
  });
  return { ok: true, plan };
}
