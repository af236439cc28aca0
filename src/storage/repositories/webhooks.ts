import type { Kysely, Selectable } from 'kysely';
import type { Schema, WebhooksTable } from '../schema.js';
import { createDestinationTable } from './destinations.js';

export type WebhookRow = Selectable<WebhooksTable>;

export interface SecretRotation {
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: number | null;
}

export function createWebhookRepository(db: Kysely<Schema>) {
  return {
    ...createDestinationTable(db, 'webhooks'),
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
