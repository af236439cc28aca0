import { matrixKind } from '../../../domain/destinations/matrix.js';
import { withMessage } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { jsonHeadersWith, readJsonRetryAfter, readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/**
 * The client-server API's send: PUT with the delivery id as transaction id, the same across
 * retries, so a homeserver that took an attempt whose answer was lost keeps one message.
 * A 429 says `retry_after_ms` in its JSON body; 401 (unknown token) and 403 (not in the room) are final.
 */
export function createMatrixSender({ http, publicUrl }: ChatSenderOptions): Sender<'matrix'> {
  return {
    send: (destination, event) =>
      withMessage(matrixKind, destination, event, publicUrl, async (message) => {
        const { homeserver, roomId, accessToken } = destination.parts;
        const url = `${homeserver}/_matrix/client/v3/rooms/${encodeURIComponent(roomId)}/send/m.room.message/${encodeURIComponent(event.deliveryId)}`;
        const headers = jsonHeadersWith({ Authorization: `Bearer ${accessToken}` });
        const outcome = await sendJson(http, url, message, 'PUT', headers);
        return readServiceAnswer(outcome, outcome.statusCode === 429 ? readJsonRetryAfter(outcome.responseBody, ['retry_after_ms'], 1000) : null);
      }),
  };
}
