import { buildChangeNotice, type ChangeNotice } from '../../domain/notifications/change-notice.js';
import { formatDiscordMessage } from '../../domain/notifications/format-discord-message.js';
import { formatNtfyMessage } from '../../domain/notifications/format-ntfy-message.js';
import { formatSlackMessage } from '../../domain/notifications/format-slack-message.js';
import { formatTelegramMessage } from '../../domain/notifications/format-telegram-message.js';
import type { WebhookSender } from '../webhooks/webhook-sender.js';
import { notSentOutcome, type Notifier, type NotifyOutcome, type OutgoingEvent } from './notifier.js';
import { postJson, readJsonRetryAfter, readServiceAnswer } from './post-to-service.js';
import { readChangeEvent } from './read-change-event.js';

export interface ChatNotifierOptions {
  sender: WebhookSender;
  /** Base of the links to changes in messages. */
  publicUrl: string;
  /** Telegram Bot API base, e.g. https://api.telegram.org. */
  telegramApiUrl: string;
}

const UNREADABLE_EVENT = 'event body is not a change.detected event: nothing to show';

/** Reads the event into a notice, or says why the attempt ends unsent. */
function withNotice(event: OutgoingEvent, publicUrl: string, send: (notice: ChangeNotice) => Promise<NotifyOutcome>): Promise<NotifyOutcome> {
  const change = readChangeEvent(event.body);
  return change === null ? Promise.resolve(notSentOutcome(UNREADABLE_EVENT, false)) : send(buildChangeNotice(change, publicUrl));
}

/** Slack incoming webhooks answer 200 "ok"; a 429 carries Retry-After. */
export function createSlackNotifier({ sender, publicUrl }: ChatNotifierOptions): Notifier<'slack'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) => readServiceAnswer(await postJson(sender, destination.url, formatSlackMessage(notice)))),
  };
}

/** Discord webhooks answer 204; a 429 says `retry_after` (seconds) in its JSON body. */
export function createDiscordNotifier({ sender, publicUrl }: ChatNotifierOptions): Notifier<'discord'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) => {
        const outcome = await postJson(sender, destination.url, formatDiscordMessage(notice));
        return readServiceAnswer(outcome, outcome.statusCode === 429 ? readJsonRetryAfter(outcome.responseBody, ['retry_after']) : null);
      }),
  };
}

/** ntfy takes JSON at the server root with the topic inside; the topic is the last segment of the channel's URL. */
export function createNtfyNotifier({ sender, publicUrl }: ChatNotifierOptions): Notifier<'ntfy'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) => {
        const url = new URL(destination.url);
        const segments = url.pathname.replace(/\/+$/, '').split('/');
        const topic = decodeURIComponent(segments.pop() ?? '');
        const root = new URL(`${segments.join('/')}/`, url.origin);
        return readServiceAnswer(await postJson(sender, root.href, formatNtfyMessage(notice, topic)));
      }),
  };
}

/** sendMessage of the Bot API; a 429 says `parameters.retry_after` in its JSON body. */
export function createTelegramNotifier({ sender, publicUrl, telegramApiUrl }: ChatNotifierOptions): Notifier<'telegram'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) => {
        const url = `${telegramApiUrl}/bot${destination.botToken}/sendMessage`;
        const outcome = await postJson(sender, url, formatTelegramMessage(notice, destination.chatId));
        return readServiceAnswer(outcome, outcome.statusCode === 429 ? readJsonRetryAfter(outcome.responseBody, ['parameters', 'retry_after']) : null);
      }),
  };
}
