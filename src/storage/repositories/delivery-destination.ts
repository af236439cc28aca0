/** Where a delivery goes: a webhook or a notification channel. */
export interface DestinationRef {
  kind: 'webhook' | 'channel';
  id: string;
}

/** The columns that key a delivery by its destination; exactly one is set. */
export function destinationColumns(destination: DestinationRef): { webhook_id: string | null; channel_id: string | null } {
  return destination.kind === 'webhook' ? { webhook_id: destination.id, channel_id: null } : { webhook_id: null, channel_id: destination.id };
}

/** The destination of a stored delivery. */
export function destinationOf(delivery: { webhook_id: string | null; channel_id: string | null }): DestinationRef {
  return delivery.webhook_id !== null ? { kind: 'webhook', id: delivery.webhook_id } : { kind: 'channel', id: delivery.channel_id! };
}
