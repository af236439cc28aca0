import type { AuthenticatedUser } from '../services/authenticator.js';
import type { ApiKey, User } from '../domain/accounts/account-records.js';
import type { Monitor } from '../domain/monitors/monitor.js';
import { presentStep } from '../domain/monitors/browser-steps.js';
import { confirmsChanges } from '../domain/monitors/confirm-change.js';
import { DEFAULT_FAILURE_THRESHOLD } from '../domain/monitors/monitor-health.js';
import type { CheckLogEntry } from '../services/monitor-history.js';
import type { LatestReading } from '../domain/monitors/latest-reading.js';

export function presentUser(user: User | AuthenticatedUser) {
  return 'trial_ends_at' in user
    ? { id: user.id, email: user.email, tier: user.tier, trial_ends_at: user.trial_ends_at, created_at: user.created_at }
    : { id: user.id, email: user.email, tier: user.tier, trial_ends_at: user.trialEndsAt, created_at: user.createdAt };
}

export function presentApiKey(row: ApiKey) {
  return { id: row.id, name: row.name, key_prefix: row.key_prefix, created_at: row.created_at };
}

export function presentMonitor(monitor: Monitor, reading: LatestReading | null = null) {
  return {
    id: monitor.id,
    user_id: monitor.user_id,
    name: monitor.name,
    mode: monitor.mode,
    intent: monitor.intent,
    url: monitor.url,
    extraction_prompt: monitor.extraction_prompt,
    status: monitor.status,
    sensitivity: monitor.sensitivity,
    check_interval_seconds: monitor.check_interval_seconds,
    render: monitor.render,
    jsonExpression: monitor.json_expression,
    selectors: monitor.reading_rules.selectors,
    filters: monitor.reading_rules.filters,
    stockWords: monitor.reading_rules.stockWords,
    steps: monitor.steps.map(presentStep),
    proxy: monitor.proxy?.masked ?? null,
    ...presentAlertSettings(monitor),
    condition: monitor.condition,
    tags: [...monitor.tags],
    source_count: monitor.sources.length,
    sources: monitor.sources.map((source) => ({ url: source.url, title: source.title, resolved_from: source.resolved_from })),
    interpreted_as: monitor.interpretation,
    last_check_at: monitor.last_check_at,
    next_check_at: monitor.status === 'active' ? monitor.next_check_at : null,
    last_change_at: monitor.last_change_at,
    last_error: monitor.last_error,
    latest_reading: reading,
    created_at: monitor.created_at,
    updated_at: monitor.updated_at,
  };
}

/** A monitor's alert settings with their defaults filled in. */
function presentAlertSettings(monitor: Monitor) {
  return {
    confirmChanges: confirmsChanges(monitor.confirm_changes, monitor.interpretation?.metric ?? 'content'),
    failureThreshold: monitor.failure_threshold ?? DEFAULT_FAILURE_THRESHOLD,
    consecutive_failures: monitor.consecutive_failures,
  };
}

export function presentCheckLogEntry(entry: CheckLogEntry) {
  return {
    id: entry.id,
    source_url: entry.source_url,
    started_at: entry.started_at,
    duration_ms: entry.duration_ms,
    http_status: entry.http_status,
    bytes: entry.bytes,
    outcome: entry.outcome,
    error: entry.error,
    change_id: entry.change_id,
    fetched_with: entry.fetched_with,
    render_ms: entry.render_ms,
    blocked_requests: entry.blocked_requests,
    note: entry.note,
  };
}
