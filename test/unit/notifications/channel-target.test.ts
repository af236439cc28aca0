import { describe, expect, it } from 'vitest';
import { parseChannelTarget, readTelegramTarget } from '../../../src/domain/notifications/channel-target.js';

const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

describe('parseChannelTarget', () => {
  it.each([
    ['email', '  Alerts@Example.COM ', 'alerts@example.com', 'alerts@example.com', null],
    ['slack', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX', 'https://hooks.slack.com/services/T000/B000/XXXX…', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX'],
    ['discord', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secr…', 'https://discord.com/api/webhooks/1234/secret-token'],
    ['ntfy', 'https://ntfy.sh/abc', 'https://ntfy.sh/abc', 'https://ntfy.sh/…', 'https://ntfy.sh/abc'],
    ['telegram', `${BOT}:-1001234567890`, `${BOT}:-1001234567890`, '123456789:…:-1001234567890', null],
    ['telegram', `${BOT}:@my_channel`, `${BOT}:@my_channel`, '123456789:…:@my_channel', null],
  ] as const)('%s %s is accepted, stored whole and shown masked', (type, input, target, masked, url) => {
    expect(parseChannelTarget(type, input)).toEqual({ ok: true, target, masked, url });
  });

  it.each([
    ['email', 'not-an-address', /e-mail address/],
    ['slack', 'http://hooks.slack.com/services/T/B/X', /must use https/],
    ['discord', 'discord.com/api/webhooks/1/x', /Discord webhook URL/],
    ['ntfy', 'https://ntfy.sh/', /path is missing/],
    ['ntfy', 'https://user:pw@ntfy.sh/topic', /credentials/],
    ['telegram', '123456789:-100123', /<bot-token>:<chat-id>/],
    ['telegram', `${BOT}:not a chat`, /<bot-token>:<chat-id>/],
    ['slack', '', /Slack incoming-webhook URL/],
  ] as const)('%s %j is refused with a message saying what fits', (type, input, message) => {
    const parsed = parseChannelTarget(type, input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('splits a Telegram target at its last colon, since the token holds one too', () => {
    expect(readTelegramTarget(`${BOT}:42`)).toEqual({ botToken: BOT, chatId: '42' });
  });
});
