import { describe, expect, it } from 'vitest';
import { CHANNEL_KINDS } from '../../../../src/domain/destinations/registry.js';
import type { WrittenMessage } from '../../../../src/domain/notifications/written-message.js';

const SAMPLE_TARGETS: Record<(typeof CHANNEL_KINDS)[number]['name'], string> = {
  email: 'alerts@example.com',
  slack: 'https://hooks.slack.com/services/T1/B1/secret',
  discord: 'https://discord.com/api/webhooks/42/token',
  ntfy: 'https://ntfy.sh/price-alerts',
  telegram: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw:-100777',
  matrix: 'https://matrix.example.org|!room:example.org|syt_secret_token',
  teams: 'https://example.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d',
};

const written: WrittenMessage = {
  subject: 'Kettle now 80',
  body: 'Was 100 <b>bold</b>\nsecond line',
  link: { url: 'https://watch.example/app/monitors/mon-7#chg-9', label: 'View change' },
  at: Date.UTC(2026, 10, 26),
};

describe.each(CHANNEL_KINDS.map((kind) => [kind.name, kind] as const))('%s templated messages', (_name, kind) => {
  const read = kind.readTarget(SAMPLE_TARGETS[kind.name]);
  if (!read.ok) throw new Error(read.error);

  it('show the subject and the body, link to the change, and never pass markup through', () => {
    const formatted = kind.formatWrittenMessage(written, read.parts as never) as Record<string, unknown>;
    const message = JSON.stringify(formatted);
    expect(message).toContain('Kettle now 80');
    expect(message).toContain('second line');
    expect(message).toContain('https://watch.example/app/monitors/mon-7#chg-9');
    // Plain JSON kinds (ntfy, Discord, Teams) and plain-text parts show text as text; markup parts escape it.
    const markup = { email: formatted.html, matrix: formatted.formatted_body, slack: message, telegram: message }[kind.name as string];
    if (markup !== undefined) expect(JSON.stringify(markup)).not.toContain('<b>bold</b>');
  });
});

it('mails the subject as the subject', () => {
  const email = CHANNEL_KINDS.find((kind) => kind.name === 'email')!;
  const read = email.readTarget(SAMPLE_TARGETS.email);
  if (!read.ok) throw new Error(read.error);
  expect(email.formatWrittenMessage(written, read.parts as never)).toMatchObject({ subject: 'Kettle now 80', text: expect.stringMatching(/^Was 100 <b>bold<\/b>\nsecond line/) });
});
