/** Where people read notifications; each has one notifier and one message format. */
export const CHANNEL_TYPES = ['email', 'slack', 'discord', 'ntfy', 'telegram'] as const;

export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Every kind of place a delivery goes to: the program-facing webhook and the channels. */
export type DestinationKind = 'webhook' | ChannelType;

export function isChannelType(value: string): value is ChannelType {
  return (CHANNEL_TYPES as readonly string[]).includes(value);
}
