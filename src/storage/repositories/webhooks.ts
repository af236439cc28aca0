import type { Kysely, Selectable } from 'kysely';
import { insertWithinLimit, type LimitedInsert } from '../insert-within-limit.js';
import type { Schema, WebhooksTable } from '../schema.js';

export type WebhookRow = Selectable<WebhooksTable>;

export interface SecretRotation {
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: number | null;
}

/** Active webhooks and channels: each is a destination every change fans out to, and they share one limit. */
export async function countDestinations(db: Kysely<Schema>, userId: string): Promise<{ webhooks: number; channels: number }> {
  const [webhooks, channels] = await Promise.all([
    db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('active', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { webhooks: Number(webhooks.n), channels: Number(channels.n) };
}

export function createWebhookRepository(db: Kysely<Schema>) {
  return {
    /** Inserts the webhook unless its user already holds `limit` destinations (active webhooks and channels together). */
    insertWithinLimit(row: WebhookRow, limit: number): Promise<LimitedInsert> {
      return insertWithinLimit(db, {
        userId: row.user_id,
        now: row.created_at,
        limit,
        count: async (trx) => {
          const held = await countDestinations(trx, row.user_id);
          return held.webhooks + held.channels;
        },
        insert: async (trx) => {
          await trx.insertInto('webhooks').values(row).execute();
        },
      });
    },
    countDestinations: (userId: string) => countDestinations(db, userId),
    listByUser(userId: string): Promise<WebhookRow[]> {
      return db
        .selectFrom('webhooks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** A webhook only when it belongs to `userId`: another user's id reads as unknown. */
    findOwned(userId: string, id: string): Promise<WebhookRow | undefined> {
      return db.selectFrom('webhooks').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },
    /** The webhooks behind a batch of deliveries, in one query. */
    findByIds(ids: readonly string[]): Promise<WebhookRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('webhooks').selectAll().where('id', 'in', ids).execute();
    },
    deactivate(userId: string, id: string, now: number): Promise<WebhookRow | undefined> {
      return db
        .updateTable('webhooks')
        .set({ active: 0, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },
    rotateSecret(userId: string, id: string, rotation: SecretRotation, now: number): Promise<WebhookRow | undefined> {
      return db
        .updateTable('webhooks')
        .set({
          secret_sealed: rotation.secretSealed,
          previous_secret_sealed: rotation.previousSecretSealed,
          previous_secret_expires_at: rotation.previousSecretExpiresAt,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
