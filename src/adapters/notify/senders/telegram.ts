import { telegramKind } from '../../../domain/destinations/telegram.js';
import { withMessage } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { readJsonRetryAfter, readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/** sendMessage of the Bot API at the operator's TELEGRAM_API_URL; a 429 says `parameters.retry_after` in its JSON body. */
export function createTelegramSender({ http, publicUrl, telegramApiUrl }: ChatSenderOptions & { telegramApiUrl: string }): Sender<'telegram'> {
  return {
    send: (destination, event) =>
      withMessage(telegramKind, destination, event, publicUrl, async (message) => {
        const url = `${telegramApiUrl}/bot${destination.parts.botToken}/sendMessage`;
        const outcome = await sendJson(http, url, message);
        return readServiceAnswer(outcome, outcome.statusCode === 429 ? readJsonRetryAfter(outcome.responseBody, ['parameters', 'retry_after']) : null);
      }),
  };
}
