import type { Clock } from '../domain/clock.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { channelKindOf } from '../domain/destinations/registry.js';
import { webhookKind } from '../domain/destinations/webhook.js';
import { readDigest } from '../domain/destinations/digest.js';
import { readTags } from '../domain/monitors/tags.js';
import { EVENT_TYPES, type EventType } from '../domain/webhooks/event-types.js';
import { fitToPlan } from '../domain/moving-in/fit-to-plan.js';
import { IMPORT_FORMATS, type ImportFormat } from '../domain/moving-in/import-formats.js';
import type { PlannedDestination, PlannedMonitor, Refusal } from '../domain/moving-in/import-plan.js';
import { buildExportDocument, type ExportDocument } from '../domain/moving-in/pagewatch-document.js';
import { ApiError, invalidRequest } from '../errors.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';
import type { DestinationRepository } from '../storage/repositories/destinations.js';
import type { ChannelService } from './channel-service.js';
import { readChannelInput } from './channel-service.js';
import type { CreateMonitorInput, MonitorService } from './monitor-service.js';
import type { PlanLimits } from './plan-limits.js';
import type { MessageTemplate } from '../domain/notifications/message-template.js';
import type { WebhookService } from './webhook-service.js';
import { readWebhookUrl } from './webhook-service.js';

export interface MovingInDeps {
  monitors: MonitorService;
  channels: ChannelService;
  webhooks: WebhookService;
  monitorRows: Pick<MonitorRepository, 'listOwned'>;
  destinations: Pick<DestinationRepository, 'countDestinations'>;
  planLimits: PlanLimits;
  clock: Clock;
}

export interface ImportRequest {
  format: ImportFormat;
  content: string;
  dryRun: boolean;
}

export interface CreatedItem {
  item: string;
  kind: 'monitor' | 'channel' | 'webhook';
  /** null in a dry run. */
  id: string | null;
  name: string;
  notes: string[];
}

export interface ImportResult {
  dryRun: boolean;
  created: CreatedItem[];
  refused: Refusal[];
}

type User = { id: string; tier: Tier; email: string };

const PAGE = 100;

/** Why an item is refused: the message of a refusal the services give, never an internal error's. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  throw error;
}

function readImportEvents(events: readonly string[] | undefined, notes: string[]): EventType[] | undefined {
  if (events === undefined) return undefined;
  const known = events.filter((event): event is EventType => (EVENT_TYPES as readonly string[]).includes(event));
  if (known.length < events.length) notes.push(`unknown event types left out: ${events.filter((event) => !known.includes(event as EventType)).join(', ')}`);
  return known;
}

/** The checks a dry run can make without creating anything: the kind reads its target, tags read as tags. */
function checkDestination(planned: PlannedDestination): void {
  if (planned.tags !== undefined) {
    const tags = readTags(planned.tags, 'tags');
    if (!tags.ok) throw invalidRequest(tags.error);
  }
  if (planned.digest !== undefined) {
    const digest = readDigest(planned.digest);
    if (!digest.ok) throw invalidRequest(digest.error);
  }
  if (planned.kind === 'webhook') {
    const read = webhookKind.readTarget(readWebhookUrl(planned.target));
    if (!read.ok) throw invalidRequest(`url ${read.error}`);
    return;
  }
  const { type, target } = readChannelInput({ target: planned.target, ...(planned.type === undefined ? {} : { type: planned.type as never }) });
  const read = channelKindOf(type).readTarget(target);
  if (!read.ok) throw invalidRequest(`target ${read.error}`);
}

function checkMonitor(planned: PlannedMonitor): void {
  if (planned.draft.tags !== undefined) {
    const tags = readTags(planned.draft.tags, 'tags');
    if (!tags.ok) throw invalidRequest(tags.error);
  }
}

/** The name a dry run gives a destination: a webhook's URL, a channel's default name (its kind's label). Called after checkDestination. */
function nameOf(planned: PlannedDestination): string {
  if (planned.kind === 'webhook') return readWebhookUrl(planned.target);
  const { type } = readChannelInput({ target: planned.target, ...(planned.type === undefined ? {} : { type: planned.type as never }) });
  return planned.name ?? channelKindOf(type).label;
}

/**
 * Moving in and out: the import reads another tool's file into a plan (domain/moving-in), fits it
 * to the account's tier and creates each item through the same services as the API, so every
 * rule of a create holds; what a create refuses is refused in the answer with its reason.
 */
export function createMovingInService(deps: MovingInDeps) {
  async function listAllMonitors(userId: string) {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const batch = await deps.monitorRows.listOwned(userId, page, PAGE);
      rows.push(...batch.rows);
      if (rows.length >= batch.total || batch.rows.length === 0) return rows;
    }
  }

  async function createMonitor(user: User, planned: PlannedMonitor): Promise<{ id: string; name: string }> {
    const monitor = await deps.monitors.create(user, planned.draft as CreateMonitorInput);
    if (planned.paused) await deps.monitors.update(user, monitor.id, { status: 'paused' });
    return monitor;
  }

  async function createDestination(user: User, planned: PlannedDestination, monitorIds: string[] | undefined, events: EventType[] | undefined): Promise<{ id: string; name: string; kind: 'channel' | 'webhook' }> {
    const scope = {
      ...(monitorIds === undefined ? {} : { monitorIds }),
      ...(planned.tags === undefined ? {} : { tags: planned.tags }),
      ...(events === undefined ? {} : { events }),
      ...planned.digest,
    };
    if (planned.kind === 'webhook') {
      const { row } = await deps.webhooks.create(user, { url: planned.target, ...scope });
      return { id: row.id, name: row.url, kind: 'webhook' };
    }
    const channel = await deps.channels.create(user, {
      target: planned.target,
      ...(planned.type === undefined ? {} : { type: planned.type as never }),
      ...(planned.name === undefined ? {} : { name: planned.name }),
      ...(planned.template === undefined ? {} : { template: planned.template as MessageTemplate }),
      ...scope,
    });
    return { id: channel.id, name: channel.name, kind: 'channel' };
  }

  return {
    async import(user: User, request: ImportRequest): Promise<ImportResult> {
      const reading = IMPORT_FORMATS[request.format](request.content);
      if (!reading.ok) throw invalidRequest(reading.error);
      const limits = deps.planLimits.limitsOf(user.tier);
      const held = await deps.destinations.countDestinations(user.id);
      const plan = fitToPlan(reading.plan, {
        monitorsHeld: (await deps.monitorRows.listOwned(user.id, 1, 1)).total,
        monitorLimit: limits.monitors,
        minCheckIntervalSeconds: limits.minCheckIntervalSeconds,
        destinationsHeld: held.webhooks + held.channels,
        destinationLimit: limits.destinations,
      });
      const created: CreatedItem[] = [];
      const refused = [...plan.refused];
      const newIds = new Map<string, string>();

      for (const planned of plan.monitors) {
        try {
          if (request.dryRun) checkMonitor(planned);
          const monitor = request.dryRun ? { id: null, name: planned.draft.name ?? planned.item } : await createMonitor(user, planned);
          if (planned.sourceId !== null && monitor.id !== null) newIds.set(planned.sourceId, monitor.id);
          created.push({ item: planned.item, kind: 'monitor', id: monitor.id, name: monitor.name, notes: planned.notes });
        } catch (error) {
          refused.push({ item: planned.item, reason: reasonOf(error) });
        }
      }

      for (const planned of plan.destinations) {
        const notes = [...planned.notes];
        const events = readImportEvents(planned.events, notes);
        const monitorIds = planned.monitorIds?.flatMap((sourceId) => (request.dryRun ? [sourceId] : newIds.has(sourceId) ? [newIds.get(sourceId)!] : []));
        if (monitorIds !== undefined && monitorIds.length === 0 && planned.tags === undefined) {
          refused.push({ item: planned.item, reason: 'it is bound to monitors that were not imported' });
          continue;
        }
        if (monitorIds !== undefined && planned.monitorIds !== undefined && monitorIds.length < planned.monitorIds.length) notes.push('bound only to the monitors that were imported');
        try {
          if (request.dryRun) {
            checkDestination(planned);
            created.push({ item: planned.item, kind: planned.kind, id: null, name: nameOf(planned), notes });
          } else {
            const destination = await createDestination(user, planned, monitorIds, events);
            created.push({ item: planned.item, kind: destination.kind, id: destination.id, name: destination.name, notes });
          }
        } catch (error) {
          refused.push({ item: planned.item, reason: reasonOf(error) });
        }
      }
      return { dryRun: request.dryRun, created, refused };
    },

    async export(user: User): Promise<ExportDocument> {
      const [monitors, channels, webhooks] = await Promise.all([listAllMonitors(user.id), deps.channels.list(user.id), deps.webhooks.list(user.id)]);
      return buildExportDocument({ monitors, channels, webhooks, exportedAt: deps.clock.now() });
    },
  };
}

export type MovingInService = ReturnType<typeof createMovingInService>;
