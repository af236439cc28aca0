import type { DigestFrequency } from '../../src/domain/destinations/digest.js';
import type { ChangeType } from '../../src/domain/changes/change-types/change-type-list.js';
import type { EventType } from '../../src/domain/webhooks/event-types.js';
import type { Condition } from '../../src/domain/conditions/condition-list.js';

export type { Condition };

/** The API's shapes as the dashboard reads them (the OpenAPI document is the contract). */

/** How a monitor's pages are read beyond the automatic reading; each null when not set. */
export interface ReadingRules {
  selectors: { region?: string[]; remove?: string[]; price?: string; availability?: string } | null;
  filters: { ignore?: string[]; trigger?: string[]; disappear?: string[] } | null;
  stockWords: { inStock?: string[]; outOfStock?: string[] } | null;
}

export interface Monitor extends ReadingRules {
  id: string;
  name: string;
  mode: 'nlp' | 'url';
  intent: string | null;
  url: string | null;
  status: 'active' | 'paused';
  render: 'auto' | 'never' | 'always';
  sensitivity: number;
  check_interval_seconds: number;
  sources: { url: string; title: string }[];
  interpreted_as: Interpretation | null;
  condition: Condition | null;
  last_check_at: number | null;
  next_check_at: number | null;
  last_change_at: number | null;
  last_error: string | null;
  latest_reading: { price: number | null; availability: string | null; at: number } | null;
  confirmChanges: boolean;
  failureThreshold: number;
  consecutive_failures: number;
  tags: string[];
  created_at: number;
}

export interface Interpretation {
  product: string;
  metric: ChangeType;
  sites: string[];
  condition: Condition | null;
}

export interface PageReading {
  url: string;
  error: string | null;
  http_status: number | null;
  title: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  read_by?: string | null;
  read_confidence?: 'high' | 'medium' | 'low' | null;
  text_start: string | null;
}

export interface MonitorPreview {
  name: string;
  interpreted_as: Interpretation;
  condition: Condition | null;
  sources: { url: string; title: string }[];
  page: PageReading | null;
}

export interface Snapshot {
  price: number | null;
  currency: string | null;
  availability: string | null;
  excerpt?: string;
}

export interface Change {
  id: string;
  detected_at: number;
  type: ChangeType;
  source: { url: string; title: string };
  before: Snapshot;
  after: Snapshot;
  relevance: { score: number; reason: string };
  diff?: { removed: string[]; added: string[] };
  /** History only: screenshots were kept (the page was rendered in a browser). */
  screenshots?: boolean;
}

export interface CheckResult {
  check: { sources: { url: string; outcome: string; error: string | null }[] };
  change: Change | null;
}

export interface Webhook {
  id: string;
  url: string;
  active: boolean;
  events: EventType[];
  tags?: string[];
  digest?: DigestFrequency;
  digestAt?: string | null;
  timezone?: string | null;
  created_at: number;
  secret?: string;
}

export interface Channel {
  id: string;
  type: string;
  name: string;
  target: string;
  tags: string[] | null;
  digest: DigestFrequency;
  digestAt: string | null;
  timezone: string | null;
  confirmed: boolean;
  created_at: number;
}

export interface Attempt {
  attempt: number;
  attempted_at: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface Delivery {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  next_attempt_at: number | null;
  error_code: string | null;
  created_at: number;
  attempts: Attempt[];
}

export interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  created_at: number;
  key?: string;
}

export interface Account {
  id: string;
  email: string;
  tier: 'free' | 'full';
  trial_ends_at: number;
  trial_active: boolean;
  upgrade_url: string;
  checks_scheduled: boolean;
  usage: { requests_today: number | null; interactive_requests_today: number | null };
  limits: {
    monitors: number | null;
    daily_requests: number | null;
    interactive_daily_requests: number | null;
    min_check_interval_seconds: number;
    webhooks: number;
    api_keys: number;
  };
}

export interface Paginated {
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
