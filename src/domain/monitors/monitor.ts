import type { FetchMethod, RenderMode } from '../rendering/render-mode.js';
import type { StoredStep } from './browser-steps.js';
import type { SealedProxy } from './monitor-proxy.js';
import type { ResolutionTarget } from '../sources/resolution-target.js';
import type { Condition } from '../conditions/condition-list.js';
import type { ReadingRules } from '../extraction/reading-rules.js';
import type { Interpretation, MonitorMode, MonitorStatus } from './monitor-rules.js';

/** One page a monitor watches. */
export interface MonitorSource {
  id: string;
  monitor_id: string;
  position: number;
  url: string;
  title: string;
  etag: string | null;
  last_modified: string | null;
  last_snapshot_key: string | null;
  /** `<extraction version>:<hash of the page bytes>` of the last page read in full; null before. */
  content_fingerprint: string | null;
  /** How the source's last observation was made; null before the first. */
  observed_with: FetchMethod | null;
  /** What the first check follows this search, listing or home page to; null once done. */
  resolve_as: ResolutionTarget | null;
  /** The search, listing or home page this source was followed from; null when watched as created. */
  resolved_from: string | null;
}

/**
 * A monitor as services and presenters see it: its interpretation is an object, never JSON
 * text, and who holds its check lease is the job's business (storage/job-leases.ts), not the monitor's.
 */
export interface Monitor {
  id: string;
  user_id: string;
  name: string;
  mode: MonitorMode;
  intent: string | null;
  url: string | null;
  extraction_prompt: string | null;
  status: MonitorStatus;
  sensitivity: number;
  check_interval_seconds: number;
  render: RenderMode;
  /** JSONata picking what a JSON response shows; null watches the whole document. */
  json_expression: string | null;
  /** The user's selectors, text filters and stock wording for its pages; NO_READING_RULES reads and compares them as before. */
  reading_rules: ReadingRules;
  /** Browser actions run before each page is read (a cookie wall, a login); empty when none. */
  steps: StoredStep[];
  /** The proxy the monitor's pages are fetched through; null for a direct connection. */
  proxy: SealedProxy | null;
  /** Hold a change until a re-check agrees; null: the default of its metric (confirmsChanges). */
  confirm_changes: boolean | null;
  /** Failed checks in a row before monitor.failing; null: DEFAULT_FAILURE_THRESHOLD. */
  failure_threshold: number | null;
  /** Checks in a row that failed, and when monitor.failing went out for them (monitor-health.ts). */
  consecutive_failures: number;
  failing_alerted_at: number | null;
  interpretation: Interpretation | null;
  /** When the monitor alerts: the user's condition, else the intent's; null alerts by sensitivity. */
  condition: Condition | null;
  /** Normalised labels (tags.ts) for filtering and for binding destinations; empty when none. */
  tags: readonly string[];
  last_check_at: number | null;
  next_check_at: number;
  last_change_at: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  sources: MonitorSource[];
}

/** What an owner may change on a monitor, with the time of the change. */
export type MonitorPatch = Partial<
  Pick<
    Monitor,
    'name' | 'status' | 'sensitivity' | 'check_interval_seconds' | 'next_check_at' | 'render' | 'json_expression' | 'reading_rules' | 'steps' | 'proxy' | 'confirm_changes' | 'failure_threshold' | 'condition' | 'interpretation' | 'tags'
  >
> & {
  updated_at: number;
};
