import type { ChannelKind } from '../../../domain/destinations/destination-kind.js';
import type { MessageTemplate } from '../../../domain/notifications/message-template.js';
import type { HttpOutcome } from '../../http/http-client.js';
import { withMessage } from '../read-change-event.js';
import type { NotifyOutcome, OutgoingEvent } from '../sender.js';
import { readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/**
 * Sends the kind's message as JSON to the URL its target is (Slack, Discord, Teams); `readWait`
 * reads a wait the service asks for in its body on 429.
 */
export function postMessageToTarget<Parts>(
  kind: ChannelKind<string, Parts>,
  { http, publicUrl }: ChatSenderOptions,
  readWait: (outcome: HttpOutcome) => number | null = () => null,
): (destination: { parts: Parts; template: MessageTemplate | null }, event: OutgoingEvent) => Promise<NotifyOutcome> {
  return (destination, event) =>
    withMessage(kind, destination, event, publicUrl, async (message) => {
      const outcome = await sendJson(http, kind.writeTarget(destination.parts), message);
      return readServiceAnswer(outcome, outcome.statusCode === 429 ? readWait(outcome) : null);
    });
}
