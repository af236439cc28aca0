import type { Generated } from 'kysely';

/** Table shapes as stored. Timestamps are epoch milliseconds; flags are 0/1 integers on both engines. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  tier: string;
  trial_ends_at: number;
  /** When a confirmation link sent to the account's own address was first opened; null until then. */
  email_confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface FeedsTable {
  id: string;
  user_id: string;
  /** The hash of the secret in the feed's URL; the URL itself is shown once. */
  token_hash: string;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface MonitorsTable {
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
  /** JSON: {product, metric, sites, condition} */
  interpretation: string | null;
  last_check_at: number | null;
  next_check_at: number;
  last_change_at: number | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  created_at: number;
  updated_at: number;
  /** 'auto' | 'never' | 'always'; 'auto' unless given. */
  render: Generated<string>;
  /** JSONata for JSON responses; null watches the whole document. */
  json_expression: string | null;
  /** JSON: the steps before reading (domain/monitors/browser-steps.ts), secret values sealed; null when none. */
  steps: string | null;
  /** The proxy URL, sealed with the secret box; null when none. */
  proxy_sealed: string | null;
  /** The proxy URL as answers show it, its password masked. */
  proxy_masked: string | null;
  /** 0/1: hold a change until a second reading agrees; null: on for price and availability, off for content. */
  confirm_changes: number | null;
  /** Failed checks in a row before monitor.failing goes out; null: 3. */
  failure_threshold: number | null;
  /** Checks in a row that failed, 0 after a successful one. */
  consecutive_failures: Generated<number>;
  /** When monitor.failing went out for the current run of failures; null while none did. */
  failing_alerted_at: number | null;
  /** JSON {kind, amount?, currency?, text?}: when the monitor alerts; null alerts by sensitivity. */
  condition: string | null;
  /** JSON ReadingRules ({selectors, filters, stockWords}); null when the monitor has none. */
  reading_rules: string | null;
  /** JSON list of the monitor's tags, normalised (domain/monitors/tags.ts); monitor_tags repeats them for lookups. */
  tags: Generated<string>;
}

/** One row per tag of a monitor, kept with `monitors.tags` in the same transaction: `?tag=` looks here. */
export interface MonitorTagsTable {
  monitor_id: string;
  user_id: string;
  tag: string;
}

export interface MonitorSourcesTable {
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
  /** 'http' | 'browser': how the source's observation was made; null before the first. */
  observed_with: string | null;
  /** What the first check follows this search, listing or home page to ('product', 'pricing', …); null once done. */
  resolve_as: string | null;
  /** The search, listing or home page this source was followed from; null when watched as created. */
  resolved_from: string | null;
  /** JSON PendingChange: a change seen once and held until the re-check confirms it; null when none waits. */
  pending_change: string | null;
}

/** The last observation of a source, apart: updating a source's small columns must not rewrite it. */
export interface SourceObservationsTable {
  source_id: string;
  /** JSON Observation of the last successful check. */
  observation: string;
}

export interface ChecksTable {
  id: string;
  monitor_id: string;
  source_id: string;
  started_at: number;
  duration_ms: number;
  http_status: number | null;
  bytes: number;
  outcome: string;
  error: string | null;
  change_id: string | null;
  /** 'http' | 'browser'; 'http' unless given. */
  fetched_with: Generated<string>;
  render_ms: number | null;
  /** JSON [{target, error}] of requests the address guard refused, null when none. */
  blocked_requests: string | null;
  /** What the check did besides comparing, e.g. which product page it followed a search page to. */
  note: string | null;
  /** The price the page showed at this check (the stored one when unchanged), null when none was read. */
  price: number | null;
  /** The availability the page showed at this check, like `price`. */
  availability: string | null;
}

export interface ChangesTable {
  id: string;
  monitor_id: string;
  user_id: string;
  source_id: string;
  type: string;
  detected_at: number;
  /** JSON: the Change of SPEC.md 2.7 as sent. */
  payload: string;
}

export interface WebhooksTable {
  id: string;
  user_id: string;
  url: string;
  /** Sealed with the webhook secret key; never stored in clear. */
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: number | null;
  /** JSON array of monitor ids this webhook is limited to; null: every monitor of its owner. */
  monitor_ids: string | null;
  /** JSON array of the event types this webhook takes; null: change.detected only. */
  events: string | null;
  /** JSON array of tags: monitors carrying any of them reach this webhook too; null: not bound by tag. */
  tags: string | null;
  /** JSON DigestSetting (domain/destinations/digest.ts): changes gathered into one delivery per period; null: each at once. */
  digest: string | null;
  active: number;
  created_at: number;
  updated_at: number;
}

export interface EventsTable {
  id: string;
  user_id: string;
  type: string;
  /** The exact JSON body that is signed and sent. */
  body: string;
  created_at: number;
}

export interface ChannelsTable {
  id: string;
  user_id: string;
  /** One of CHANNEL_TYPES. */
  type: string;
  name: string;
  /** The whole target (address, URL or bot token with chat id), sealed like webhook secrets. */
  target_sealed: string;
  /** What responses show instead of the target. */
  target_masked: string;
  /** JSON array of monitor ids this channel is limited to; null: every monitor of its owner. */
  monitor_ids: string | null;
  /** JSON array of the event types this channel takes; null: all of them. */
  events: string | null;
  /** JSON array of tags: monitors carrying any of them reach this channel too; null: not bound by tag. */
  tags: string | null;
  /** JSON DigestSetting, as on webhooks. */
  digest: string | null;
  /** JSON {subject?, body?}: LiquidJS wording of change messages (domain/notifications/message-template.ts); null: the default message. */
  template: string | null;
  /** null while an e-mail address (the account's own included) has not confirmed. */
  confirmed_at: number | null;
  /** SHA-256 of the token in the confirmation link; null once confirmed. */
  confirm_token_hash: string | null;
  created_at: number;
  updated_at: number;
}

/** A delivery goes to exactly one destination: a webhook or a channel. */
export interface DeliveriesTable {
  id: string;
  webhook_id: string | null;
  channel_id: string | null;
  event_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  next_attempt_at: number | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  error_code: string | null;
  /** The error of the latest failed attempt; null once delivered. */
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface DeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  /** The delivery's webhook or channel id; the hourly cap counts by it. */
  destination_id: string;
  attempt: number;
  attempted_at: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number;
}

/** The digest job of one digest destination: due when its period closes (job-leases.ts `DIGEST_JOBS`). */
export interface DigestsTable {
  /** The destination's id (`wh-…` or `ch-…`). */
  id: string;
  user_id: string;
  webhook_id: string | null;
  channel_id: string | null;
  /** 'active' while the destination takes digests. */
  status: string;
  /** When the open period began (the previous digest's close, or the destination's creation). */
  period_start: number;
  /** When the open period closes and its digest is sent. */
  next_digest_at: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
}

/** A change.detected event waiting for its destination's next digest. */
export interface DigestItemsTable {
  digest_id: string;
  event_id: string;
  created_at: number;
}

export interface Schema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  api_keys: ApiKeysTable;
  feeds: FeedsTable;
  password_resets: PasswordResetsTable;
  monitors: MonitorsTable;
  monitor_tags: MonitorTagsTable;
  monitor_sources: MonitorSourcesTable;
  source_observations: SourceObservationsTable;
  checks: ChecksTable;
  changes: ChangesTable;
  webhooks: WebhooksTable;
  channels: ChannelsTable;
  events: EventsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  digests: DigestsTable;
  digest_items: DigestItemsTable;
}
