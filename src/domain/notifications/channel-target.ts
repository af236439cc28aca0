import { isValidEmail, normaliseEmail } from '../accounts/credential-rules.js';
import type { ChannelType } from './channel-types.js';

export type ParsedTarget =
  | {
      ok: true;
      /** The target as stored (sealed) and used. */
      target: string;
      /** What responses show: secrets inside the target replaced by "…". */
      masked: string;
      /** The URL the service will post to, for the address guard; null when the operator's configuration decides it. */
      url: string | null;
    }
  | { ok: false; error: string };

export interface TelegramTarget {
  botToken: string;
  chatId: string;
}

const MAX_TARGET_LENGTH = 2048;
// BotFather tokens: the bot's numeric id, a colon, then the secret part.
const BOT_TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
// A numeric chat id (groups and channels are negative) or a public channel's @username.
const CHAT_ID = /^(?:-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/;

const EXAMPLES: Record<ChannelType, string> = {
  email: 'an e-mail address such as alerts@example.com',
  slack: 'the Slack incoming-webhook URL (https://hooks.slack.com/services/…)',
  discord: 'the Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>)',
  ntfy: 'the ntfy topic URL (https://ntfy.sh/<topic>)',
  telegram: '<bot-token>:<chat-id>, e.g. 123456789:AAH…:-1001234567890 (the chat id may be @channelname)',
};

/** Splits `<bot-token>:<chat-id>`; the token itself contains a colon, so the chat id is what follows the last one. */
export function readTelegramTarget(target: string): TelegramTarget | null {
  const split = target.lastIndexOf(':');
  if (split <= 0) return null;
  const botToken = target.slice(0, split);
  const chatId = target.slice(split + 1);
  return BOT_TOKEN.test(botToken) && CHAT_ID.test(chatId) ? { botToken, chatId } : null;
}

/** Keeps scheme, host and every path segment but the last, whose first 4 characters stay: the secret is the last segment. */
export function maskUrl(url: URL): string {
  const segments = url.pathname.split('/');
  const last = segments.pop() ?? '';
  segments.push(last.length > 4 ? `${last.slice(0, 4)}…` : '…');
  return `${url.origin}${segments.join('/')}`;
}

function parseHttpsTarget(type: ChannelType, raw: string): ParsedTarget {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null) return { ok: false, error: `target must be ${EXAMPLES[type]}` };
  if (url.protocol !== 'https:') return { ok: false, error: `target must use https, got ${url.protocol.replace(/:$/, '')}` };
  if (url.username !== '' || url.password !== '') return { ok: false, error: 'target URL must not contain credentials' };
  if (url.pathname.replace(/\/+$/, '') === '') return { ok: false, error: `target must be ${EXAMPLES[type]}: the path is missing` };
  return { ok: true, target: url.href, masked: maskUrl(url), url: url.href };
}

/** Checks and normalises a channel target for its type; the error says what a valid one looks like. */
export function parseChannelTarget(type: ChannelType, input: string): ParsedTarget {
  const raw = input.trim();
  if (raw.length === 0 || raw.length > MAX_TARGET_LENGTH) {
    return { ok: false, error: `target must be ${EXAMPLES[type]} (at most ${MAX_TARGET_LENGTH} characters)` };
  }
  switch (type) {
    case 'email': {
      const address = normaliseEmail(raw);
      return isValidEmail(address) ? { ok: true, target: address, masked: address, url: null } : { ok: false, error: `target must be ${EXAMPLES.email}` };
    }
    case 'telegram': {
      const parsed = readTelegramTarget(raw);
      if (parsed === null) return { ok: false, error: `target must be ${EXAMPLES.telegram}` };
      const botId = parsed.botToken.slice(0, parsed.botToken.indexOf(':'));
      return { ok: true, target: raw, masked: `${botId}:…:${parsed.chatId}`, url: null };
    }
    case 'slack':
    case 'discord':
    case 'ntfy':
      return parseHttpsTarget(type, raw);
  }
}
