import { describe, expect, it } from 'vitest';
import { openDestination, type StoredDestination } from '../../../../src/domain/destinations/open-destination.js';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';

const box = createSecretBox(Buffer.alloc(32, 7));
const NOW = 1_000_000;
const channel = (kind: string, target: string): StoredDestination => ({ kind, closedBecause: null, target: { sealed: box.seal(target) }, secrets: [], template: null });

describe('openDestination', () => {
  it('opens a channel into the parts its sender needs', () => {
    expect(openDestination(channel('ntfy', 'https://ntfy.sh/base/alerts'), box, NOW)).toEqual({
      ok: true,
      destination: { kind: 'ntfy', parts: { server: 'https://ntfy.sh/base/', topic: 'alerts' }, secrets: [], template: null },
    });
  });

  it('opens a webhook with its secrets, newest first, the previous one only until it expires', () => {
    const webhook = (expiresAt: number): StoredDestination => ({
      kind: 'webhook',
      closedBecause: null,
      target: { clear: 'https://example.com/hook' },
      secrets: [
        { sealed: box.seal('whsec_new'), expiresAt: null },
        { sealed: box.seal('whsec_old'), expiresAt },
      ],
      template: null,
    });
    expect(openDestination(webhook(NOW + 1), box, NOW)).toMatchObject({ ok: true, destination: { kind: 'webhook', parts: { url: 'https://example.com/hook' }, secrets: ['whsec_new', 'whsec_old'] } });
    expect(openDestination(webhook(NOW), box, NOW)).toMatchObject({ ok: true, destination: { secrets: ['whsec_new'] } });
  });

  it('still opens a stored http webhook URL (only creation insists on https), and nothing that is not http', () => {
    const stored = (url: string): StoredDestination => ({ kind: 'webhook', closedBecause: null, target: { clear: url }, secrets: [{ sealed: box.seal('whsec_a'), expiresAt: null }], template: null });
    expect(openDestination(stored('http://127.0.0.1:9/hook'), box, NOW)).toMatchObject({ ok: true, destination: { parts: { url: 'http://127.0.0.1:9/hook' } } });
    expect(openDestination(stored('ftp://127.0.0.1/hook'), box, NOW)).toMatchObject({ ok: false, retryable: false });
  });

  it.each([
    ['an unknown kind, never read as another', channel('pager', 'x'), { ok: false, error: 'unknown destination kind pager', retryable: false }],
    ['a closed destination', { ...channel('email', 'a@example.com'), closedBecause: 'not confirmed' }, { ok: false, error: 'not confirmed', retryable: false }],
    ['a target sealed with another key (the operator can fix it)', { ...channel('slack', 'x'), target: { sealed: createSecretBox(Buffer.alloc(32, 1)).seal('x') } }, { ok: false, retryable: true }],
    ['a stored target its kind no longer reads', channel('telegram', 'not-a-target'), { ok: false, retryable: false, error: expect.stringContaining('Telegram target must be') }],
  ])('refuses %s', (_what, stored, expected) => {
    expect(openDestination(stored as StoredDestination, box, NOW)).toMatchObject(expected);
  });
});
