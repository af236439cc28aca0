import {
  emptyPlan,
  isPageUrl,
  isUsableTextFilter,
  jsonPathAsJsonata,
  nameOfUrl,
  nonEmptyLists,
  planNotificationUrl,
  usableSelector,
  type ImportPlan,
  type MonitorDraft,
  type PlanReading,
} from './import-plan.js';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : []);

const UNIT_SECONDS = { weeks: 604_800, days: 86_400, hours: 3600, minutes: 60, seconds: 1 } as const;

/** `{weeks, days, hours, minutes, seconds}` (nulls allowed) in seconds; null when it adds up to nothing. */
function readInterval(value: unknown): number | null {
  if (!isObject(value)) return null;
  const seconds = Object.entries(UNIT_SECONDS).reduce((sum, [unit, size]) => sum + (typeof value[unit] === 'number' ? (value[unit] as number) * size : 0), 0);
  return seconds > 0 ? Math.round(seconds) : null;
}

/** A watch's tags: uuids of settings.application.tags (current versions) or a comma-separated `tag` (older ones). */
function readWatchTags(watch: Fields, titles: Map<string, string>): string[] {
  const byUuid = strings(watch.tags).map((uuid) => titles.get(uuid) ?? uuid);
  const written = typeof watch.tag === 'string' ? watch.tag.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '') : [];
  return [...new Set([...byUuid, ...written])];
}

/** A CSS or XPath filter as a selector here (`xpath:` / `xpath1:` prefixes dropped); null when it does not parse. */
function asSelector(filter: string): string | null {
  return usableSelector(filter.replace(/^xpath1?:/, ''));
}

/** Entries of ignore_text / trigger_text, written as here (text, or `/pattern/flags`), that RE2 reads. */
function usableTextFilters(entries: string[], field: string, notes: string[]): string[] {
  const usable = entries.filter(isUsableTextFilter);
  for (const entry of entries.filter((e) => !usable.includes(e))) notes.push(`${field} entry ${entry} is not a regular expression read here and was left out`);
  return usable;
}

function applyFilters(watch: Fields, draft: MonitorDraft, notes: string[]): void {
  const region: string[] = [];
  for (const filter of strings(watch.include_filters)) {
    const json = /^(?:json|jq):(.*)$/s.exec(filter);
    const expression = json === null ? null : jsonPathAsJsonata(json[1]!);
    const selector = json === null ? asSelector(filter) : null;
    if (expression !== null && draft.jsonExpression === undefined) draft.jsonExpression = expression;
    else if (selector !== null) region.push(selector);
    else notes.push(`filter ${filter} is not supported here and was left out: the whole page is watched`);
  }
  const remove: string[] = [];
  for (const filter of strings(watch.subtractive_selectors)) {
    const selector = asSelector(filter);
    if (selector !== null) remove.push(selector);
    else notes.push(`subtractive selector ${filter} is not supported here and was left out`);
  }
  const selectors = nonEmptyLists({ region, remove });
  if (selectors !== undefined) draft.selectors = selectors;
  // changedetection.io writes text filters as here: plain text, or a regular expression as /pattern/flags.
  const ignore = usableTextFilters(strings(watch.ignore_text), 'ignore_text', notes);
  const trigger = usableTextFilters(strings(watch.trigger_text), 'trigger_text', notes);
  const filters = nonEmptyLists({ ignore, trigger });
  if (filters !== undefined) draft.filters = filters;
  const leftOut = ['text_should_not_be_present', 'extract_text'].filter((field) => strings(watch[field]).length > 0);
  if (leftOut.length > 0) notes.push(`${leftOut.join(', ')} ${leftOut.length === 1 ? 'was' : 'were'} left out: not supported here`);
  if (watch.fetch_backend === 'html_webdriver') notes.push('used a browser in changedetection.io: here the page is fetched plainly and switches to the browser when its content is built by scripts (render auto)');
  if (Array.isArray(watch.browser_steps) && watch.browser_steps.length > 0) notes.push('browser_steps were left out: add them as steps after the import');
}

/** Notification URLs of the whole app, of tags and of watches, each once: the widest scope wins. */
function planNotifications(plan: ImportPlan, application: Fields, tagList: [string, Fields][], watches: [string, Fields][]): void {
  const seen = new Set<string>();
  const add = (url: string, item: string, scope: { monitorIds?: string[]; tags?: string[] }) => {
    if (seen.has(url)) return;
    seen.add(url);
    const planned = planNotificationUrl(url, item, scope);
    if ('reason' in planned) plan.refused.push(planned);
    else plan.destinations.push(planned);
  };
  for (const url of strings(application.notification_urls)) add(url, 'notification URL of the app', {});
  for (const [, tag] of tagList) {
    const title = typeof tag.title === 'string' ? tag.title : '';
    for (const url of strings(tag.notification_urls)) add(url, `notification URL of tag ${title}`, { tags: [title] });
  }
  for (const [uuid, watch] of watches) for (const url of strings(watch.notification_urls)) add(url, `notification URL of watch ${uuid}`, { monitorIds: [uuid] });
}

/**
 * changedetection.io's backup (`url-watches.json` in the backup zip): `watching` by uuid, with
 * the app's settings, its tags (`settings.application.tags`) and notification URLs (Apprise).
 */
export function readChangedetection(content: string): PlanReading {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    return { ok: false, error: 'content is not JSON: give url-watches.json from the changedetection.io backup' };
  }
  if (!isObject(document) || !isObject(document.watching)) return { ok: false, error: 'content has no "watching" object: give url-watches.json from the changedetection.io backup' };
  const settings = isObject(document.settings) ? document.settings : {};
  const application = isObject(settings.application) ? settings.application : {};
  const requests = isObject(settings.requests) ? settings.requests : {};
  const tagList = Object.entries(isObject(application.tags) ? application.tags : {}).filter((entry): entry is [string, Fields] => isObject(entry[1]));
  const titles = new Map(tagList.map(([uuid, tag]) => [uuid, typeof tag.title === 'string' ? tag.title : uuid]));
  const defaultInterval = readInterval(requests.time_between_check);
  const watches = Object.entries(document.watching).filter((entry): entry is [string, Fields] => isObject(entry[1]));
  const plan = emptyPlan();
  for (const [uuid, watch] of watches) {
    const title = typeof watch.title === 'string' && watch.title.trim() !== '' ? watch.title.trim() : null;
    const item = `watch ${uuid}${title === null ? '' : ` (${title})`}`;
    if (!isPageUrl(watch.url)) {
      plan.refused.push({ item, reason: `url ${String(watch.url).slice(0, 80)} is not an http(s) URL` });
      continue;
    }
    const notes: string[] = [];
    const url = watch.url as string;
    const draft: MonitorDraft = { mode: 'url', name: title ?? nameOfUrl(url), url };
    const interval = watch.time_between_check_use_default === false ? readInterval(watch.time_between_check) : defaultInterval;
    if (interval !== null) draft.checkIntervalSeconds = interval;
    const tags = readWatchTags(watch, titles);
    if (tags.length > 0) draft.tags = tags;
    applyFilters(watch, draft, notes);
    plan.monitors.push({ item, sourceId: uuid, draft, paused: watch.paused === true, notes });
  }
  planNotifications(plan, application, tagList, watches);
  return { ok: true, plan };
}
