import type { Kysely, Selectable } from 'kysely';
import type { Schema, WebhooksTable } from '../schema.js';

export type WebhookRow = Selectable<WebhooksTable>;

export interface SecretRotation {
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: number | null;
}

export function createWebhookRepository(db: Kysely<Schema>) {
  return {
    async insert(row: WebhookRow): Promise<void> {
      await db.insertInto('webhooks').values(row).execute();
    },
    async countActive(userId: string): Promise<number> {
      const row = await db
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
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
