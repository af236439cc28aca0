import { describe, expect, it } from 'vitest';
import type { DestinationKind } from '../../../../src/domain/destinations/destination-kind.js';
import { CHANNEL_TYPES, DESTINATION_KINDS, findDestinationKind, isChannelType } from '../../../../src/domain/destinations/registry.js';

const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

/** What the API stores, shows and hands to the address guard for a typed target. */
function accept(name: string, input: string) {
  const kind = findDestinationKind(name) as DestinationKind;
  const read = kind.readTarget(input);
  if (!read.ok) return read;
  return { stored: kind.writeTarget(read.parts), masked: kind.maskTarget(read.parts), guarded: kind.guardedUrl(read.parts) };
}

describe('targets of every destination kind', () => {
  it.each([
    ['webhook', 'https://example.com/hooks/pagewatch?x=1', 'https://example.com/hooks/pagewatch?x=1', 'https://example.com/hooks/pagewatch?x=1', 'https://example.com/hooks/pagewatch?x=1'],
    ['email', '  Alerts@Example.COM ', 'alerts@example.com', 'alerts@example.com', null],
    ['slack', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX', 'https://hooks.slack.com/services/T000/B000/XXXX…', 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX'],
    ['slack', 'https://hooks.slack.com/services/T000/B000/XXXXXXXX/', 'https://hooks.slack.com/services/T000/B000/XXXXXXXX', 'https://hooks.slack.com/services/T000/B000/XXXX…', 'https://hooks.slack.com/services/T000/B000/XXXXXXXX'],
    ['discord', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secr…', 'https://discord.com/api/webhooks/1234/secret-token'],
    ['discord', 'https://discord.com/api/webhooks/1234/secret-token/slack', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secr…', 'https://discord.com/api/webhooks/1234/secret-token'],
    ['discord', 'https://discord.com/api/webhooks/1234/secret-token/github/', 'https://discord.com/api/webhooks/1234/secret-token', 'https://discord.com/api/webhooks/1234/secr…', 'https://discord.com/api/webhooks/1234/secret-token'],
    ['discord', 'https://discord.com/api/webhooks/1234/secret-token?thread_id=99&wait=true', 'https://discord.com/api/webhooks/1234/secret-token?thread_id=99', 'https://discord.com/api/webhooks/1234/secr…', 'https://discord.com/api/webhooks/1234/secret-token?thread_id=99'],
    ['ntfy', 'https://ntfy.sh/abc', 'https://ntfy.sh/abc', 'https://ntfy.sh/…', 'https://ntfy.sh/'],
    ['ntfy', 'https://ntfy.sh/price-alerts/', 'https://ntfy.sh/price-alerts', 'https://ntfy.sh/pric…', 'https://ntfy.sh/'],
    ['ntfy', 'https://push.example.org/ntfy/price-alerts?auth=x#top', 'https://push.example.org/ntfy/price-alerts', 'https://push.example.org/ntfy/pric…', 'https://push.example.org/ntfy/'],
    ['telegram', `${BOT}:-1001234567890`, `${BOT}:-1001234567890`, '123456789:…:-1001234567890', null],
    ['telegram', ` ${BOT}:@my_channel `, `${BOT}:@my_channel`, '123456789:…:@my_channel', null],
  ])('%s %s is stored, shown and guarded as its parts say', (kind, input, stored, masked, guarded) => {
    expect(accept(kind, input)).toEqual({ stored, masked, guarded });
  });

  it.each([
    ['webhook', 'http://example.com/hook', /^must use https, got http$/],
    ['webhook', '/relative', /^must be an absolute https:\/\/ URL$/],
    ['email', 'not-an-address', /e-mail address/],
    ['slack', 'http://hooks.slack.com/services/T/B/X', /must use https/],
    ['slack', '', /Slack incoming-webhook URL/],
    ['discord', 'discord.com/api/webhooks/1/x', /Discord webhook URL/],
    ['discord', 'https://discord.com/api/webhooks/not-a-number/x', /Discord webhook URL/],
    ['discord', 'https://discord.com/api/webhooks/1/x?thread_id=abc', /thread_id/],
    ['ntfy', 'https://ntfy.sh/', /path is missing/],
    ['ntfy', 'https://user:pw@ntfy.sh/topic', /credentials/],
    ['ntfy', 'https://ntfy.sh/topic with space', /a topic is 1 to 64/],
    ['telegram', '123456789:-100123', /<bot-token>:<chat-id>/],
    ['telegram', `${BOT}:not a chat`, /<bot-token>:<chat-id>/],
  ])('%s %j is refused with a message saying what fits', (kind, input, message) => {
    const read = accept(kind, input);
    expect(read).toMatchObject({ ok: false });
    expect((read as { error: string }).error).toMatch(message);
  });

  it.each(['ntfy', 'slack', 'discord'])('%s: a path with an empty segment is refused, so no other host is ever reached', (kind) => {
    const read = accept(kind, 'https://ntfy.example.com//other-host.example/webhooks/1/topic');
    expect(read).toMatchObject({ ok: false, error: expect.stringMatching(/empty segment/) });
  });

  it('reads every stored target back into the same parts', () => {
    const samples: Record<string, string> = {
      webhook: 'https://example.com/hook',
      email: 'a@example.com',
      slack: 'https://hooks.slack.com/services/T/B/secret',
      discord: 'https://discord.com/api/webhooks/1/token?thread_id=2',
      ntfy: 'https://ntfy.sh/base/topic',
      telegram: `${BOT}:42`,
      matrix: 'https://matrix.example.org|!room:example.org|syt_abcdefgh',
      teams: 'https://example.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d',
    };
    for (const kind of DESTINATION_KINDS as readonly DestinationKind[]) {
      const sample = samples[kind.name];
      expect(sample, `a sample target of ${kind.name}`).toBeDefined();
      const first = kind.readTarget(sample!);
      expect(first.ok, kind.name).toBe(true);
      if (first.ok) expect(kind.readTarget(kind.writeTarget(first.parts)), kind.name).toEqual(first);
    }
  });
});

describe('the registry', () => {
  it('lists the channel types once, from the kinds, and knows no other', () => {
    expect(CHANNEL_TYPES).toEqual(DESTINATION_KINDS.filter((kind) => kind.name !== 'webhook').map((kind) => kind.name));
    expect(CHANNEL_TYPES).toEqual(expect.arrayContaining(['email', 'slack', 'discord', 'ntfy', 'telegram']));
    expect(isChannelType('slack')).toBe(true);
    expect(isChannelType('webhook')).toBe(false);
    expect(isChannelType('pager')).toBe(false);
    expect(findDestinationKind('pager')).toBeNull();
    expect(new Set(DESTINATION_KINDS.map((kind) => kind.label)).size).toBe(DESTINATION_KINDS.length);
  });
});
