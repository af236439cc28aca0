import type { Interpretation } from './monitor-rules.js';

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
  /** 'http' | 'browser': how the source's last observation was made; null before the first. */
  observed_with: string | null;
  /** What the first check follows this search, listing or home page to ('product', 'pricing', …); null once done. */
  resolve_as: string | null;
  /** The search, listing or home page this source was followed from; null when watched as created. */
  resolved_from: string | null;
}

/** A monitor as services and presenters see it: its interpretation is an object, never JSON text. */
export interface Monitor {
  id: string;
  user_id: string;
  name: string;
  mode: string;
  intent: string | null;
  url: string | null;
  extraction_prompt: string | null;
  status: string;
  sensitivity: number;
  check_interval_seconds: number;
  /** RenderMode: 'auto' | 'never' | 'always'. */
  render: string;
  interpretation: Interpretation | null;
  last_check_at: number | null;
  next_check_at: number;
  last_change_at: number | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  created_at: number;
  updated_at: number;
  sources: MonitorSource[];
}
