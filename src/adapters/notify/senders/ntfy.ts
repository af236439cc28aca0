import { ntfyKind } from '../../../domain/destinations/ntfy.js';
import { withMessage } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/** ntfy takes JSON at the server root with the topic inside. */
export function createNtfySender({ http, publicUrl }: ChatSenderOptions): Sender<'ntfy'> {
  return {
    send: (destination, event) =>
      withMessage(ntfyKind, destination, event, publicUrl, async (message) => readServiceAnswer(await sendJson(http, destination.parts.server, message))),
  };
}
