import type { Kysely, Selectable } from 'kysely';
import type { Webhook } from '../../domain/webhooks/webhook.js';
import type { Schema, WebhooksTable } from '../schema.js';
import { createDestinationTable, readDigestColumn, readEventsColumn, readMonitorIdsColumn, readTagsColumn, writeDigestColumn, writeEventsColumn, writeMonitorIdsColumn, writeTagsColumn } from './destinations.js';

export type WebhookRow = Selectable<WebhooksTable>;

export interface SecretRotation {
  secretSealed: string;
  previousSecret: Webhook['previousSecret'];
}

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    secretSealed: row.secret_sealed,
    previousSecret: row.previous_secret_sealed === null ? null : { sealed: row.previous_secret_sealed, expiresAt: row.previous_secret_expires_at ?? 0 },
    monitorIds: readMonitorIdsColumn(row.monitor_ids),
    tags: readTagsColumn(row.tags),
    digest: readDigestColumn(row.digest),
    events: readEventsColumn(row.events, 'webhooks.events'),
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(webhook: Webhook): WebhookRow {
  return {
    id: webhook.id,
    user_id: webhook.userId,
    url: webhook.url,
    secret_sealed: webhook.secretSealed,
    previous_secret_sealed: webhook.previousSecret?.sealed ?? null,
    previous_secret_expires_at: webhook.previousSecret?.expiresAt ?? null,
    monitor_ids: writeMonitorIdsColumn(webhook.monitorIds),
    tags: writeTagsColumn(webhook.tags),
    digest: writeDigestColumn(webhook.digest),
    events: writeEventsColumn(webhook.events),
    active: webhook.active ? 1 : 0,
    created_at: webhook.createdAt,
    updated_at: webhook.updatedAt,
  };
}

export function createWebhookRepository(db: Kysely<Schema>) {
  const table = createDestinationTable(db, 'webhooks', toWebhook);
  return {
    ...table,
    insertWithinLimit: (webhook: Webhook, limit: number) => table.insertWithinLimit(toRow(webhook), limit),
    async deactivate(userId: string, id: string, now: number): Promise<Webhook | undefined> {
      const row = await db
        .updateTable('webhooks')
        .set({ active: 0, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toWebhook(row);
    },
    async rotateSecret(userId: string, id: string, rotation: SecretRotation, now: number): Promise<Webhook | undefined> {
      const row = await db
        .updateTable('webhooks')
        .set({
          secret_sealed: rotation.secretSealed,
          previous_secret_sealed: rotation.previousSecret?.sealed ?? null,
          previous_secret_expires_at: rotation.previousSecret?.expiresAt ?? null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toWebhook(row);
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
