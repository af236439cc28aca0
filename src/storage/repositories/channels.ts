import type { Kysely, Selectable } from 'kysely';
import type { Channel } from '../../domain/destinations/channel.js';
import { isChannelType } from '../../domain/destinations/registry.js';
import type { ChannelsTable, Schema } from '../schema.js';
import { createDestinationTable, readDigestColumn, readEventsColumn, readMonitorIdsColumn, readTagsColumn, readTemplateColumn, writeDigestColumn, writeEventsColumn, writeMonitorIdsColumn, writeTagsColumn, writeTemplateColumn } from './destinations.js';

export type ChannelRow = Selectable<ChannelsTable>;

// A type no kind of the registry knows is an error, never read as another kind.
function toChannel(row: ChannelRow): Channel {
  if (!isChannelType(row.type)) throw new Error(`channel ${row.id} has the unknown type ${row.type}`);
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    name: row.name,
    targetSealed: row.target_sealed,
    targetMasked: row.target_masked,
    monitorIds: readMonitorIdsColumn(row.monitor_ids),
    tags: readTagsColumn(row.tags),
    digest: readDigestColumn(row.digest),
    template: readTemplateColumn(row.template),
    events: readEventsColumn(row.events, 'channels.events'),
    confirmed: row.confirmed_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(channel: Channel, confirmTokenHash: string | null): ChannelRow {
  return {
    id: channel.id,
    user_id: channel.userId,
    type: channel.type,
    name: channel.name,
    target_sealed: channel.targetSealed,
    target_masked: channel.targetMasked,
    monitor_ids: writeMonitorIdsColumn(channel.monitorIds),
    tags: writeTagsColumn(channel.tags),
    digest: writeDigestColumn(channel.digest),
    template: writeTemplateColumn(channel.template),
    events: writeEventsColumn(channel.events),
    confirmed_at: channel.confirmed ? channel.createdAt : null,
    confirm_token_hash: confirmTokenHash,
    created_at: channel.createdAt,
    updated_at: channel.updatedAt,
  };
}

export function createChannelRepository(db: Kysely<Schema>) {
  const table = createDestinationTable(db, 'channels', toChannel);
  return {
    ...table,
    /** An unconfirmed channel carries the hash of the token its confirmation link holds. */
    insertWithinLimit: (channel: Channel, confirmTokenHash: string | null, limit: number) => table.insertWithinLimit(toRow(channel, confirmTokenHash), limit),
    /** Deletes the channel and, by cascade, its deliveries and their attempts. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('channels').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async replaceConfirmToken(id: string, tokenHash: string, now: number): Promise<void> {
      await db.updateTable('channels').set({ confirm_token_hash: tokenHash, updated_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
    },
    /** Confirms the channel whose link carried this token; the token works once. */
    async confirmByTokenHash(tokenHash: string, now: number): Promise<Channel | undefined> {
      const row = await db
        .updateTable('channels')
        .set({ confirmed_at: now, confirm_token_hash: null, updated_at: now })
        .where('confirm_token_hash', '=', tokenHash)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toChannel(row);
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
