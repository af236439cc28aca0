import { discordKind } from '../../../domain/destinations/discord.js';
import type { Sender } from '../sender.js';
import { readJsonRetryAfter } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';
import { postMessageToTarget } from './post-message.js';

/** Discord webhooks answer 204; a 429 says `retry_after` (seconds) in its JSON body. */
export function createDiscordSender(options: ChatSenderOptions): Sender<'discord'> {
  return { send: postMessageToTarget(discordKind, options, (outcome) => readJsonRetryAfter(outcome.responseBody, ['retry_after'])) };
}
