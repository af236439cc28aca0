import { discordKind } from '../../../domain/destinations/discord.js';
import { withNotice } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { readJsonRetryAfter, readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/** Discord webhooks answer 204; a 429 says `retry_after` (seconds) in its JSON body. */
export function createDiscordSender({ http, publicUrl }: ChatSenderOptions): Sender<'discord'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) => {
        const outcome = await sendJson(http, discordKind.writeTarget(destination.parts), discordKind.formatMessage(notice, destination.parts));
        return readServiceAnswer(outcome, outcome.statusCode === 429 ? readJsonRetryAfter(outcome.responseBody, ['retry_after']) : null);
      }),
  };
}
