import { escapeHtml, shorten, type ChangeNotice } from '../notifications/change-notice.js';
import type { ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';

/** A sendMessage body in Telegram's HTML parse mode (only b, s, a and entities are used). */
export function formatTelegramMessage(notice: ChangeNotice, chatId: string) {
  const sides =
    notice.before !== null && notice.after !== null
      ? `<s>${escapeHtml(notice.before)}</s> → <b>${escapeHtml(notice.after)}</b>`
      : notice.after !== null
        ? `now <b>${escapeHtml(notice.after)}</b>`
        : notice.before !== null
          ? `was <s>${escapeHtml(notice.before)}</s>`
          : null;
  const lines = [
    `<b>${escapeHtml(notice.monitorName)}</b>`,
    escapeHtml(shorten(notice.headline, 1000)),
    ...(sides === null ? [] : [sides]),
    `<a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(notice.pageTitle)}</a> · <a href="${escapeHtml(notice.changeUrl)}">View change</a>`,
  ];
  return {
    chat_id: chatId,
    text: lines.join('\n'),
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  };
}

/** monitor.failing / monitor.recovered in the same parse mode, linking to the monitor. */
export function formatTelegramMonitorMessage(notice: MonitorNotice, chatId: string): ReturnType<typeof formatTelegramMessage> {
  const lines = [
    `<b>${escapeHtml(notice.monitorName)}</b>`,
    escapeHtml(notice.headline),
    ...(notice.error === null ? [] : [escapeHtml(notice.error)]),
    `<a href="${escapeHtml(notice.monitorUrl)}">Open the monitor</a>`,
  ];
  return { chat_id: chatId, text: lines.join('\n'), parse_mode: 'HTML', link_preview_options: { is_disabled: true } };
}

/** A templated message in the same parse mode: the subject in bold, the body escaped, a link to the change. */
export function formatTelegramWrittenMessage(message: WrittenMessage, chatId: string): ReturnType<typeof formatTelegramMessage> {
  const lines = [`<b>${escapeHtml(message.subject)}</b>`, escapeHtml(message.body), `<a href="${escapeHtml(message.link.url)}">${escapeHtml(message.link.label)}</a>`];
  return { chat_id: chatId, text: lines.join('\n'), parse_mode: 'HTML', link_preview_options: { is_disabled: true } };
}

export interface TelegramParts {
  botToken: string;
  chatId: string;
}

const SHAPE = '<bot-token>:<chat-id>, e.g. 123456789:AAH…:-1001234567890 (the chat id may be @channelname)';
// BotFather tokens: the bot's numeric id, a colon, then the secret part.
const BOT_TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
// A numeric chat id (groups and channels are negative) or a public channel's @username.
const CHAT_ID = /^(?:-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/;

/** A bot's token and a chat; the Bot API's address is the operator's TELEGRAM_API_URL. */
export const telegramKind: ChannelKind<'telegram', TelegramParts, ReturnType<typeof formatTelegramMessage>> = {
  name: 'telegram',
  label: 'Telegram',
  target: { label: 'Bot token and chat id', hint: '<bot-token>:<chat-id>', shape: SHAPE, masked: 'the bot id and chat id, never the token' },
  /** Splits `<bot-token>:<chat-id>`; the token itself contains a colon, so the chat id is what follows the last one. */
  readTarget(input) {
    const raw = input.trim();
    const split = raw.lastIndexOf(':');
    const botToken = raw.slice(0, Math.max(split, 0));
    const chatId = raw.slice(split + 1);
    return split > 0 && BOT_TOKEN.test(botToken) && CHAT_ID.test(chatId) ? { ok: true, parts: { botToken, chatId } } : { ok: false, error: `must be ${SHAPE}` };
  },
  writeTarget: (parts) => `${parts.botToken}:${parts.chatId}`,
  maskTarget: (parts) => `${parts.botToken.slice(0, parts.botToken.indexOf(':'))}:…:${parts.chatId}`,
  guardedUrl: () => null,
  formatMessage: (notice, parts) => formatTelegramMessage(notice, parts.chatId),
  formatMonitorMessage: (notice, parts) => formatTelegramMonitorMessage(notice, parts.chatId),
  formatWrittenMessage: (message, parts) => formatTelegramWrittenMessage(message, parts.chatId),
};
