import type { FetchMethod } from '../rendering/render-mode.js';
import type { CheckOutcome } from './check-outcome.js';

/** A request of a rendered page that the address guard refused. */
export interface RefusedRequest {
  /** `host:port` of a tunnel (https, wss), the URL of a plain http request. */
  target: string;
  error: string;
}

/** One entry of a monitor's check log: one source of one check. */
export interface CheckLogRecord {
  id: string;
  source_id: string;
  started_at: number;
  duration_ms: number;
  http_status: number | null;
  bytes: number;
  outcome: CheckOutcome;
  error: string | null;
  change_id: string | null;
  fetched_with: FetchMethod;
  render_ms: number | null;
  blocked_requests: RefusedRequest[];
  /** What the check did besides comparing, e.g. which product page it followed a search page to. */
  note: string | null;
}
