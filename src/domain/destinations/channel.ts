import type { DigestSetting } from './digest.js';
import type { EventType } from '../webhooks/event-types.js';
import type { ChannelType } from './registry.js';
import type { MessageTemplate } from '../notifications/message-template.js';

/** A notification channel of a user; its target is kept sealed. */
export interface Channel {
  id: string;
  userId: string;
  type: ChannelType;
  name: string;
  targetSealed: string;
  /** What responses show instead of the target. */
  targetMasked: string;
  /** Only these monitors' events reach it; null: every monitor of its owner. */
  monitorIds: readonly string[] | null;
  /** Monitors carrying any of these tags reach it too; null: not bound by tag (destination-scope.ts). */
  tags: readonly string[] | null;
  /** Its own wording of change messages; null: the default message. */
  template: MessageTemplate | null;
  /** Its changes gathered into one delivery per hour or day; null: each change at once. */
  digest: DigestSetting | null;
  /** The event types it takes; null: its kind's default (event-types.ts). */
  events: readonly EventType[] | null;
  /** false while an e-mail address (the account's own included) has not confirmed: nothing but the confirmation goes there. */
  confirmed: boolean;
  createdAt: number;
  updatedAt: number;
}
