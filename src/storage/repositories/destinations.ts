import type { Kysely, Selectable } from 'kysely';
import { INACTIVE_WEBHOOK_ERROR, UNCONFIRMED_CHANNEL_ERROR, type StoredDestination } from '../../domain/destinations/open-destination.js';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import { readOneOf } from '../read-one-of.js';
import type { MessageTemplate } from '../../domain/notifications/message-template.js';
import { nextDigestAt, type DigestSetting } from '../../domain/destinations/digest.js';
import { EVENT_TYPES, type EventType } from '../../domain/webhooks/event-types.js';
import type { ChannelsTable, Schema, WebhooksTable } from '../schema.js';

/** The two tables destinations live in: webhooks (signed events for programs) and channels (messages for people). */
export type DestinationTable = 'webhooks' | 'channels';
type RowOf<T extends DestinationTable> = Selectable<Schema[T]>;

/** Active webhooks and channels: each is a destination every change fans out to, and they share one limit. */
export async function countDestinations(db: Kysely<Schema>, userId: string): Promise<{ webhooks: number; channels: number }> {
  const [webhooks, channels] = await Promise.all([
    db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('active', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { webhooks: Number(webhooks.n), channels: Number(channels.n) };
}

/** The queries webhooks and channels share, over their own table; `toRecord` maps a row to its domain record. */
export function createDestinationTable<T extends DestinationTable, Record>(db: Kysely<Schema>, table: T, toRecord: (row: RowOf<T>) => Record) {
  // Kysely cannot follow a table name that is a type parameter; both tables have these columns.
  const from = () => db.selectFrom(table as DestinationTable).selectAll();
  return {
    /** Inserts the row unless its user already holds `limit` destinations (active webhooks and channels together). */
    insertWithinLimit(row: RowOf<T> & { id: string; user_id: string; created_at: number; digest: string | null }, limit: number): Promise<LimitedInsert> {
      return insertWithinLimit(db, {
        userId: row.user_id,
        now: row.created_at,
        limit,
        count: async (trx) => {
          const held = await countDestinations(trx, row.user_id);
          return held.webhooks + held.channels;
        },
        insert: async (trx) => {
          await trx.insertInto(table as DestinationTable).values(row as never).execute();
          const digest = readDigestColumn(row.digest);
          if (digest !== null) {
            await trx
              .insertInto('digests')
              .values({
                id: row.id,
                user_id: row.user_id,
                webhook_id: table === 'webhooks' ? row.id : null,
                channel_id: table === 'channels' ? row.id : null,
                status: 'active',
                period_start: row.created_at,
                next_digest_at: nextDigestAt(digest, row.created_at),
                lease_owner: null,
                lease_expires_at: null,
                last_error: null,
              })
              .execute();
          }
        },
      });
    },
    async listByUser(userId: string): Promise<Record[]> {
      const rows = await from().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return (rows as RowOf<T>[]).map(toRecord);
    },
    /** A destination only when it belongs to `userId`: another user's id reads as unknown. */
    async findOwned(userId: string, id: string): Promise<Record | undefined> {
      const row = await from().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row === undefined ? undefined : toRecord(row as RowOf<T>);
    },
    /** The rows behind a batch of deliveries, in one query, as the delivery job opens them (`readStoredDestination`). */
    findByIds(ids: readonly string[]): Promise<RowOf<T>[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return from().where('id', 'in', ids).execute() as Promise<RowOf<T>[]>;
    },
  };
}

/** A claimed delivery's destination row as the delivery job opens it. */
export function readStoredDestination(
  record: { kind: 'webhook'; row: Selectable<WebhooksTable> } | { kind: 'channel'; row: Selectable<ChannelsTable> },
): StoredDestination {
  if (record.kind === 'channel') {
    const { row } = record;
    return {
      kind: row.type,
      closedBecause: row.confirmed_at === null ? UNCONFIRMED_CHANNEL_ERROR : null,
      target: { sealed: row.target_sealed },
      secrets: [],
      template: readTemplateColumn(row.template),
    };
  }
  const { row } = record;
  return {
    kind: 'webhook',
    closedBecause: row.active === 1 ? null : INACTIVE_WEBHOOK_ERROR,
    target: { clear: row.url },
    secrets: [
      { sealed: row.secret_sealed, expiresAt: null },
      ...(row.previous_secret_sealed === null ? [] : [{ sealed: row.previous_secret_sealed, expiresAt: row.previous_secret_expires_at ?? 0 }]),
    ],
    template: null,
  };
}

export function createDestinationRepository(db: Kysely<Schema>) {
  return {
    countDestinations: (userId: string) => countDestinations(db, userId),
  };
}

export type DestinationRepository = ReturnType<typeof createDestinationRepository>;

/** `monitor_ids` is a JSON array, or null for every monitor. */
export function readMonitorIdsColumn(stored: string | null): readonly string[] | null {
  return stored === null ? null : (JSON.parse(stored) as string[]);
}

/** A destination's `events` column: a JSON list of event types, or null for its kind's default. */
export function readEventsColumn(stored: string | null, column: string): readonly EventType[] | null {
  return stored === null ? null : (JSON.parse(stored) as string[]).map((type) => readOneOf(EVENT_TYPES, type, column));
}

export function writeEventsColumn(events: readonly EventType[] | null): string | null {
  return events === null ? null : JSON.stringify(events);
}

export function writeMonitorIdsColumn(monitorIds: readonly string[] | null): string | null {
  return monitorIds === null ? null : JSON.stringify(monitorIds);
}

/** A destination's `tags`: a JSON list of normalised tags, or null when it is not bound by tag. */
export function readTagsColumn(stored: string | null): readonly string[] | null {
  return stored === null ? null : (JSON.parse(stored) as string[]);
}

export function writeTagsColumn(tags: readonly string[] | null): string | null {
  return tags === null ? null : JSON.stringify(tags);
}

/** A channel's `template`: JSON {subject?, body?} as the service checked it, or null for the default message. */
export function readTemplateColumn(stored: string | null): MessageTemplate | null {
  return stored === null ? null : (JSON.parse(stored) as MessageTemplate);
}

export function writeTemplateColumn(template: MessageTemplate | null): string | null {
  return template === null ? null : JSON.stringify(template);
}

/** A destination's `digest`: JSON DigestSetting as the service read it, or null for changes one by one. */
export function readDigestColumn(stored: string | null): DigestSetting | null {
  return stored === null ? null : (JSON.parse(stored) as DigestSetting);
}

export function writeDigestColumn(digest: DigestSetting | null): string | null {
  return digest === null ? null : JSON.stringify(digest);
}
