import { ntfyKind } from '../../../domain/destinations/ntfy.js';
import { withNotice } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/** ntfy takes JSON at the server root with the topic inside. */
export function createNtfySender({ http, publicUrl }: ChatSenderOptions): Sender<'ntfy'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) =>
        readServiceAnswer(await sendJson(http, destination.parts.server, ntfyKind.formatMessage(notice, destination.parts))),
      ),
  };
}
