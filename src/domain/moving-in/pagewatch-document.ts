import { MASKED_SECRET, presentStep } from '../monitors/browser-steps.js';
import type { Monitor } from '../monitors/monitor.js';
import type { Channel } from '../destinations/channel.js';
import { CHANNEL_TYPES, findDestinationKind, isChannelType } from '../destinations/registry.js';
import type { Webhook } from '../webhooks/webhook.js';
import type { MessageTemplate } from '../notifications/message-template.js';
import type { DigestSetting } from '../destinations/digest.js';
import { checkDraftFields } from './check-draft.js';
import { emptyPlan, type MonitorDraft, type PlannedDigest, type PlanReading } from './import-plan.js';

export const EXPORT_FORMAT = 'pagewatch';
export const EXPORT_VERSION = 1;

export const SECRETS_LEFT_OUT =
  'Secrets are left out: webhook signing secrets (an import makes new ones), channel targets that are credentials ' +
  '(Slack, Discord, ntfy, Telegram, Matrix and Teams: target is null, target_masked says which it was), secret step values and ' +
  `proxy passwords (shown as ${MASKED_SECRET}). An import creates what it can and refuses those, naming each.`;

export interface ExportedMonitor extends MonitorDraft {
  id: string;
  status: Monitor['status'];
}

/** A destination's digest as its create request writes it. */
export interface DigestFields {
  digest: 'immediate' | 'hourly' | 'daily';
  digestAt?: string;
  timezone?: string;
}

export type ExportedDestination =
  | ({ kind: 'webhook'; url: string; monitorIds: string[] | null; tags: string[] | null; events: string[] | null } & DigestFields)
  | ({
      kind: 'channel';
      type: string;
      name: string;
      target: string | null;
      target_masked: string;
      monitorIds: string[] | null;
      tags: string[] | null;
      events: string[] | null;
      template: MessageTemplate | null;
    } & DigestFields);

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: string;
  secrets: string;
  monitors: ExportedMonitor[];
  tags: string[];
  destinations: ExportedDestination[];
}

/** A monitor as the body that creates it again, with its id (destinations name it) and status. */
function exportMonitor(monitor: Monitor): ExportedMonitor {
  const optional = {
    ...(monitor.url === null ? {} : { url: monitor.url }),
    ...(monitor.intent === null ? {} : { intent: monitor.intent }),
    ...(monitor.extraction_prompt === null ? {} : { extractionPrompt: monitor.extraction_prompt }),
    ...(monitor.json_expression === null ? {} : { jsonExpression: monitor.json_expression }),
    ...(monitor.steps.length === 0 ? {} : { steps: monitor.steps.map(presentStep) }),
    ...(monitor.proxy === null ? {} : { proxy: monitor.proxy.masked }),
    ...(monitor.confirm_changes === null ? {} : { confirmChanges: monitor.confirm_changes }),
    ...(monitor.failure_threshold === null ? {} : { failureThreshold: monitor.failure_threshold }),
    ...(monitor.condition === null ? {} : { condition: monitor.condition }),
    ...(monitor.tags.length === 0 ? {} : { tags: [...monitor.tags] }),
    ...(monitor.reading_rules.selectors === null ? {} : { selectors: monitor.reading_rules.selectors }),
    ...(monitor.reading_rules.filters === null ? {} : { filters: monitor.reading_rules.filters }),
    ...(monitor.reading_rules.stockWords === null ? {} : { stockWords: monitor.reading_rules.stockWords }),
  };
  return { id: monitor.id, status: monitor.status, mode: monitor.mode, name: monitor.name, sensitivity: monitor.sensitivity, checkIntervalSeconds: monitor.check_interval_seconds, render: monitor.render, ...optional };
}

const oldestFirst = <T extends { createdAt: number; id: string }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

function digestFields(setting: DigestSetting | null): DigestFields {
  if (setting === null) return { digest: 'immediate' };
  return setting.every === 'hourly' ? { digest: 'hourly', timezone: setting.timezone } : { digest: 'daily', digestAt: setting.at, timezone: setting.timezone };
}

const listOrNull = (list: readonly string[] | null) => (list === null ? null : [...list]);

/** A channel's target is exported only when responses show it whole (an e-mail address): anything else is a credential. */
function exportChannel(channel: Channel): ExportedDestination {
  const shownWhole = findDestinationKind(channel.type)?.target.masked.startsWith('shown whole') === true;
  return {
    kind: 'channel',
    type: channel.type,
    name: channel.name,
    target: shownWhole ? channel.targetMasked : null,
    target_masked: channel.targetMasked,
    monitorIds: listOrNull(channel.monitorIds),
    tags: listOrNull(channel.tags),
    events: listOrNull(channel.events),
    template: channel.template,
    ...digestFields(channel.digest),
  };
}

/** Everything of an account that an import can create again, secrets left out and said so. */
export function buildExportDocument(input: { monitors: readonly Monitor[]; channels: readonly Channel[]; webhooks: readonly Webhook[]; exportedAt: number }): ExportDocument {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date(input.exportedAt).toISOString(),
    secrets: SECRETS_LEFT_OUT,
    // Oldest first: an import creates them in the order they were made, so lists read the same afterwards.
    monitors: [...input.monitors].sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id)).map(exportMonitor),
    tags: [...new Set(input.monitors.flatMap((monitor) => monitor.tags))].sort(),
    destinations: [
      ...oldestFirst(input.webhooks.filter((webhook) => webhook.active)).map((webhook): ExportedDestination => ({
        kind: 'webhook',
        url: webhook.url,
        monitorIds: listOrNull(webhook.monitorIds),
        tags: listOrNull(webhook.tags),
        events: listOrNull(webhook.events),
        ...digestFields(webhook.digest),
      })),
      ...oldestFirst(input.channels).map(exportChannel),
    ],
  };
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);
const stringList = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined);

const DRAFT_FIELDS = ['mode', 'name', 'url', 'intent', 'extractionPrompt', 'sensitivity', 'checkIntervalSeconds', 'render', 'jsonExpression', 'steps', 'proxy', 'confirmChanges', 'failureThreshold', 'condition', 'tags', 'selectors', 'filters', 'stockWords'] as const;

/** What of an exported monitor a create would take; the checks themselves are the create's. */
function readDraft(entry: Fields): MonitorDraft {
  return Object.fromEntries(DRAFT_FIELDS.filter((field) => entry[field] !== undefined && entry[field] !== null).map((field) => [field, entry[field]])) as unknown as MonitorDraft;
}

/** Why an exported monitor cannot be created as it is: a secret the export left out. */
function missingSecret(draft: MonitorDraft): string | null {
  const secretStep = (draft.steps ?? []).findIndex((step) => isObject(step) && step.secret === true && step.value === MASKED_SECRET);
  if (secretStep !== -1) return `step ${secretStep + 1} types a secret value that the export left out; create the monitor again with it`;
  if (typeof draft.proxy === 'string' && draft.proxy.includes(MASKED_SECRET)) return 'its proxy password was left out of the export; create the monitor again with it';
  return null;
}

/** The digest fields an exported destination carries, as strings; the create checks them. */
function readDigestFields(fields: Fields): { digest?: PlannedDigest } {
  if (typeof fields.digest !== 'string') return {};
  return {
    digest: {
      digest: fields.digest,
      ...(typeof fields.digestAt === 'string' ? { digestAt: fields.digestAt } : {}),
      ...(typeof fields.timezone === 'string' ? { timezone: fields.timezone } : {}),
    },
  };
}

/** Our own export read back: every monitor and destination, bound to the new monitors by the ids the document gives. */
export function readPagewatchExport(content: string): PlanReading {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    return { ok: false, error: 'content is not JSON: give the document GET /v1/export answered' };
  }
  if (!isObject(document) || document.format !== EXPORT_FORMAT || !Array.isArray(document.monitors)) {
    return { ok: false, error: `content is not a PageWatch export: format must be "${EXPORT_FORMAT}" with a monitors list` };
  }
  if (document.version !== EXPORT_VERSION) return { ok: false, error: `content is export version ${String(document.version)}; this version reads ${EXPORT_VERSION}` };
  const plan = emptyPlan();
  document.monitors.forEach((entry: unknown, index: number) => {
    const fields = isObject(entry) ? entry : {};
    const item = `monitor ${index + 1}${typeof fields.name === 'string' ? ` (${fields.name})` : ''}`;
    const wrong = checkDraftFields(fields);
    if (wrong !== null) return plan.refused.push({ item, reason: wrong });
    const draft = readDraft(fields);
    const missing = missingSecret(draft);
    if (missing !== null) return plan.refused.push({ item, reason: missing });
    plan.monitors.push({ item, sourceId: typeof fields.id === 'string' ? fields.id : null, draft, paused: fields.status === 'paused', notes: [] });
  });
  const destinations: unknown[] = Array.isArray(document.destinations) ? document.destinations : [];
  destinations.forEach((entry, index) => {
    const fields = isObject(entry) ? entry : {};
    const scope = {
      ...(stringList(fields.monitorIds) === undefined ? {} : { monitorIds: stringList(fields.monitorIds)! }),
      ...(stringList(fields.tags) === undefined ? {} : { tags: stringList(fields.tags)! }),
      ...(stringList(fields.events) === undefined ? {} : { events: stringList(fields.events)! }),
      ...readDigestFields(fields),
    };
    if (fields.kind === 'webhook' && typeof fields.url === 'string') {
      plan.destinations.push({ item: `webhook ${fields.url}`, kind: 'webhook', target: fields.url, notes: ['a new signing secret was made: the export leaves secrets out'], ...scope });
      return;
    }
    const item = `destination ${index + 1}${typeof fields.name === 'string' ? ` (${fields.name})` : ''}`;
    if (fields.kind !== 'channel' || typeof fields.type !== 'string') return plan.refused.push({ item, reason: 'is neither a webhook with a url nor a channel with a type' });
    if (!isChannelType(fields.type)) return plan.refused.push({ item, reason: `type ${fields.type.slice(0, 40)} is not a channel type; one of ${CHANNEL_TYPES.join(', ')}` });
    if (fields.name !== undefined && !(typeof fields.name === 'string' && fields.name.length <= 100)) return plan.refused.push({ item, reason: 'name must be a string of at most 100 characters' });
    const template = fields.template;
    if (template !== undefined && template !== null && !(isObject(template) && Object.entries(template).every(([key, value]) => ['subject', 'body'].includes(key) && typeof value === 'string'))) {
      return plan.refused.push({ item, reason: 'template must be an object with a string subject and body' });
    }
    if (typeof fields.target !== 'string') {
      return plan.refused.push({ item, reason: `its target (${String(fields.target_masked ?? 'a credential')}) is a credential the export left out; create the channel again with it` });
    }
    plan.destinations.push({
      item,
      kind: 'channel',
      type: fields.type,
      target: fields.target,
      ...(typeof fields.name === 'string' ? { name: fields.name } : {}),
      ...(isObject(fields.template) ? { template: fields.template } : {}),
      notes: [],
      ...scope,
    });
  });
  return { ok: true, plan };
}
