import type { PartsOf } from './destination-kind.js';
import { discordKind } from './discord.js';
import { emailKind } from './email.js';
import { matrixKind } from './matrix.js';
import { ntfyKind } from './ntfy.js';
import { slackKind } from './slack.js';
import { teamsKind } from './teams.js';
import { telegramKind } from './telegram.js';
import { webhookKind } from './webhook.js';

/** Every kind of channel, in the order forms offer them. A new kind is one line here. */
export const CHANNEL_KINDS = [emailKind, slackKind, discordKind, ntfyKind, telegramKind, matrixKind, teamsKind] as const;

export type ChannelKindEntry = (typeof CHANNEL_KINDS)[number];
export type ChannelType = ChannelKindEntry['name'];

/** The `type` values of channels: schema enums, forms and docs derive from it. */
export const CHANNEL_TYPES = CHANNEL_KINDS.map((kind) => kind.name) as readonly ChannelType[] as readonly [ChannelType, ...ChannelType[]];

/** Every kind of place a delivery goes to: the program-facing webhook and the channels. */
export const DESTINATION_KINDS = [webhookKind, ...CHANNEL_KINDS] as const;

export type DestinationKindEntry = (typeof DESTINATION_KINDS)[number];
export type DestinationKindName = DestinationKindEntry['name'];

/** The parts each kind's sender receives, by kind name. */
export type DestinationParts = { [K in DestinationKindEntry as K['name']]: PartsOf<K> };

const BY_NAME = new Map<string, DestinationKindEntry>(DESTINATION_KINDS.map((kind) => [kind.name, kind]));

export function isChannelType(value: string): value is ChannelType {
  return value !== webhookKind.name && BY_NAME.has(value);
}

/** The kind of that name; an unknown name is null, never a default, and the caller says so. */
export function findDestinationKind(name: string): DestinationKindEntry | null {
  return BY_NAME.get(name) ?? null;
}

export function channelKindOf<T extends ChannelType>(type: T): Extract<ChannelKindEntry, { name: T }> {
  return BY_NAME.get(type) as Extract<ChannelKindEntry, { name: T }>;
}
