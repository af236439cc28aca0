import type { DigestSetting } from '../destinations/digest.js';
import type { EventType } from './event-types.js';
/** A webhook endpoint of a user; its secrets are kept sealed (secret-box.ts). */
export interface Webhook {
  id: string;
  userId: string;
  url: string;
  secretSealed: string;
  /** The secret before the last regeneration, which keeps signing until `expiresAt` (epoch ms). */
  previousSecret: { sealed: string; expiresAt: number } | null;
  /** Only these monitors' events reach it; null: every monitor of its owner. */
  monitorIds: readonly string[] | null;
  /** Monitors carrying any of these tags reach it too; null: not bound by tag (destination-scope.ts). */
  tags: readonly string[] | null;
  /** Its changes gathered into one delivery per hour or day; null: each change at once. */
  digest: DigestSetting | null;
  /** The event types it takes; null: its kind's default (event-types.ts). */
  events: readonly EventType[] | null;
  /** false once deactivated: it receives nothing and stays listed. */
  active: boolean;
  createdAt: number;
  updatedAt: number;
}
