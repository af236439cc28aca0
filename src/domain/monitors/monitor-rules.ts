import { CONDITION_KIND_DISPLAY, type Condition } from '../conditions/condition-list.js';
import type { Correction, Metric } from '../intent.js';

export const DEFAULT_SENSITIVITY = 0.5;
export const DEFAULT_CHECK_INTERVAL_SECONDS = 900;
export const MAX_CHECK_INTERVAL_SECONDS = 30 * 86_400;
export const MAX_URL_LENGTH = 2048;

export const MONITOR_STATUSES = ['active', 'paused'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];
export const MONITOR_MODES = ['nlp', 'url'] as const;
export type MonitorMode = (typeof MONITOR_MODES)[number];

/** What a monitor cares about, kept with it: the intent's reading, or a url-mode default. */
export interface Interpretation {
  product: string;
  metric: Metric;
  sites: string[];
  /** The condition the intent asked for; the monitor's own `condition` is what decides its alerts. */
  condition: Condition | null;
  /** Slips the intent's reading put right; absent when there were none. */
  corrections?: Correction[];
}

/** A url-mode monitor watches everything on its page; an extraction prompt about price or stock narrows it. */
export function interpretUrlMonitor(url: URL, extractionPrompt: string | null): Interpretation {
  const prompt = extractionPrompt?.toLowerCase() ?? '';
  const metric: Metric = /\b(price|cost|cheap|deal|discount|sale)\b/.test(prompt)
    ? 'price'
    : /\b(stock|availab|sold out|restock)\b/.test(prompt)
      ? 'availability'
      : 'content';
  return { product: '', metric, sites: [url.hostname.replace(/^www\./, '')], condition: null };
}

/**
 * What a monitor with this condition watches: a price or stock condition needs the page's product
 * data read, so it asks for its own change type; a text condition reads the text every monitor keeps.
 */
export function watchForCondition(interpretation: Interpretation, condition: Condition | null): Interpretation {
  const subject = condition === null ? 'content' : CONDITION_KIND_DISPLAY[condition.kind].subject;
  return subject === 'content' || subject === interpretation.metric ? interpretation : { ...interpretation, metric: subject };
}

/** Keywords of an extraction prompt that steer the extraction heuristics. */
export function promptKeywords(extractionPrompt: string | null): string[] {
  if (!extractionPrompt) return [];
  const stop = new Set(['the', 'a', 'an', 'of', 'on', 'for', 'and', 'or', 'to', 'in', 'is', 'me', 'this', 'that', 'with', 'what', 'get', 'find', 'extract', 'show', 'value', 'page']);
  return [...new Set(extractionPrompt.toLowerCase().split(/[^\p{L}\p{N}$€£¥]+/u).filter((w) => w.length > 1 && !stop.has(w)))].slice(0, 12);
}

/** Describes what is wrong with a check interval for a tier, or null when it is fine. */
export function describeIntervalProblem(seconds: number, minimum: number): string | null {
  if (!Number.isInteger(seconds)) return 'checkIntervalSeconds must be an integer';
  if (seconds < minimum) return `checkIntervalSeconds must be at least ${minimum} on your plan`;
  if (seconds > MAX_CHECK_INTERVAL_SECONDS) return `checkIntervalSeconds must be at most ${MAX_CHECK_INTERVAL_SECONDS} (30 days)`;
  return null;
}
