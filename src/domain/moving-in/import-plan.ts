import { isAppriseUrl, readAppriseUrl } from '../destinations/apprise-url.js';
import { selectorProblem } from '../extraction/selectors.js';
import { textFiltersProblems } from '../extraction/text-filters.js';

/** A monitor as the create route takes it (its body's names), read from another tool's file. */
export interface MonitorDraft {
  mode: 'url' | 'nlp';
  name?: string;
  url?: string;
  intent?: string;
  extractionPrompt?: string;
  sensitivity?: number;
  checkIntervalSeconds?: number;
  render?: 'auto' | 'never' | 'always';
  jsonExpression?: string;
  steps?: unknown[];
  proxy?: string;
  confirmChanges?: boolean;
  failureThreshold?: number;
  condition?: unknown;
  tags?: string[];
  selectors?: unknown;
  filters?: unknown;
  stockWords?: unknown;
}

export interface PlannedMonitor {
  /** How the file names it: "job 3 (Kettle)", "watch 5f1c…". */
  item: string;
  /** The id the file gives it, so destinations bound to it are bound to the new monitor. */
  sourceId: string | null;
  draft: MonitorDraft;
  paused: boolean;
  /** What was adjusted or left out, said to the user. */
  notes: string[];
}

/** `digest`, `digestAt` and `timezone` as a create request takes them. */
export interface PlannedDigest {
  digest: string;
  digestAt?: string;
  timezone?: string;
}

export interface PlannedDestination {
  item: string;
  kind: 'channel' | 'webhook';
  /** Absent when the target is an Apprise URL. */
  type?: string;
  target: string;
  name?: string;
  /** A channel's message template, checked by the channel's create. */
  template?: Record<string, unknown>;
  digest?: PlannedDigest;
  events?: string[];
  tags?: string[];
  /** Source ids of monitors (PlannedMonitor.sourceId); absent: every monitor. */
  monitorIds?: string[];
  notes: string[];
}

export interface Refusal {
  item: string;
  reason: string;
}

/** What a file asks for: monitors and destinations to create, and what cannot be, with why. */
export interface ImportPlan {
  monitors: PlannedMonitor[];
  destinations: PlannedDestination[];
  refused: Refusal[];
}

export type PlanReading = { ok: true; plan: ImportPlan } | { ok: false; error: string };

export function emptyPlan(): ImportPlan {
  return { monitors: [], destinations: [], refused: [] };
}

/** Whether text is an absolute http(s) URL: what a url-mode monitor watches. */
export function isPageUrl(text: unknown): boolean {
  if (typeof text !== 'string' || !URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

/** A name for a page without one: its host and path, as a list shows it. */
export function nameOfUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`.slice(0, 200);
}

/**
 * A simple JSON path (`$.offers[0].price`, jq's `.offers[0].price`) as JSONata (`offers[0].price`);
 * null for anything a path of names and indexes cannot say.
 */
export function jsonPathAsJsonata(path: string): string | null {
  const body = path.trim().replace(/^\$?\./, '');
  return /^[A-Za-z_][\w]*(?:\[\d+\])?(?:\.[A-Za-z_][\w]*(?:\[\d+\])?)*$/.test(body) ? body : null;
}

/** Another tool's CSS or XPath selector, trimmed, when it parses here; null when it does not. */
export function usableSelector(selector: string): string | null {
  const trimmed = selector.trim();
  return selectorProblem(trimmed) === null ? trimmed : null;
}

/** Whether a text filter entry written as here (text, or `/pattern/flags`) is one RE2 reads. */
export function isUsableTextFilter(entry: string): boolean {
  return textFiltersProblems({ ignore: [entry] }).length === 0;
}

/** The lists that have entries, as a draft's `selectors` or `filters` takes them; undefined when none has. */
export function nonEmptyLists<K extends string>(lists: Record<K, string[]>): Partial<Record<K, string[]>> | undefined {
  const kept = Object.entries<string[]>(lists).filter(([, list]) => list.length > 0);
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as Partial<Record<K, string[]>>);
}

/**
 * A notification URL of another tool as a destination: Apprise notation through our table,
 * an https URL as a webhook. What cannot be one is refused with the reason.
 */
export function planNotificationUrl(url: string, item: string, scope: Pick<PlannedDestination, 'monitorIds' | 'tags'>): PlannedDestination | Refusal {
  if (!isAppriseUrl(url)) {
    return isPageUrl(url) ? { item, kind: 'webhook', target: url, notes: [], ...scope } : { item, reason: `${String(url).slice(0, 80)} is neither an Apprise URL nor an https URL` };
  }
  const read = readAppriseUrl(url);
  if (!read.ok) return { item, reason: read.error };
  return read.kind === 'webhook' ? { item, kind: 'webhook', target: read.target, notes: [], ...scope } : { item, kind: 'channel', target: url, notes: [], ...scope };
}
