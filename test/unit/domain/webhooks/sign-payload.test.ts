import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildDeliveryHeaders,
  decodeStandardWebhookKey,
  signPayload,
  signStandardWebhook,
} from '../../../../src/domain/webhooks/sign-payload.js';
import { generateWebhookSecret } from '../../../../src/domain/webhooks/secret-box.js';

// Known answers computed once with OpenSSL 3.0, independently of our code:
//   openssl dgst -sha256 -hmac "$SECRET" body.json                       (hex)
//   openssl dgst -sha256 -mac HMAC -macopt hexkey:<decoded whsec> -binary signed.txt | base64   (v1)
const SECRET_NEW = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
const SECRET_OLD = 'whsec_ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8=';
const BODY =
  '{"id":"evt-123","type":"change.detected","created_at":1700000000000,"data":{"change":{"id":"chg-1"}}}';
const HEX_NEW = '3c02c7a43de1af562e82dfa1b4360751a5df44f1fcc051fda39f40af4987e9fd';
const HEX_OLD = '4c80a0ee18d8d96a5efd394e428ff41e5ec1debbd6d18a800eaacc67b172f1c1';
const V1_NEW = 'v1,6lqFXGVJ1MV0LuyDkOMCgU7svFrz5xAri/Jm14Ajw8g=';
const V1_OLD = 'v1,wP9bMKMIkklRY0+Z18IWx/QTRqYfPzFwHHgsaLmPbC4=';

// The verification routine of the Standard Webhooks reference libraries,
// restated from the spec so our signer is checked against it, not against itself.
function verifyLikeReferenceLibrary(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'));
  return header.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature);
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe('signPayload', () => {
  it.each([
    { name: 'newest secret', body: BODY, secret: SECRET_NEW, hex: HEX_NEW },
    { name: 'previous secret', body: BODY, secret: SECRET_OLD, hex: HEX_OLD },
    { name: 'empty body', body: '', secret: SECRET_NEW, hex: '3869a63cbe73c747431cf9ff4d38cbaa6ad6adb0541c4753e1c90f7b6920620f' },
    {
      name: 'non-ASCII body is signed as UTF-8',
      body: '{"reason":"Preis gesenkt – 20 €"}',
      secret: SECRET_NEW,
      hex: '839992c2af0c51200078a115fa6c9eb3fb067cf2ee1e39cdebc669be682a5528',
    },
  ])('matches openssl for $name', ({ body, secret, hex }) => {
    expect(signPayload(body, secret)).toBe(hex);
    expect(signPayload(Buffer.from(body, 'utf8'), secret)).toBe(hex);
  });
});

describe('decodeStandardWebhookKey', () => {
  it.each([
    { secret: SECRET_NEW, keyHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f' },
    { secret: 'plain-secret', keyHex: Buffer.from('plain-secret').toString('hex') },
    { secret: 'whsec_not*base64', keyHex: Buffer.from('whsec_not*base64').toString('hex') },
    { secret: 'whsec_', keyHex: Buffer.from('whsec_').toString('hex') },
    { secret: 'whsec_YWJj', keyHex: Buffer.from('abc').toString('hex') },
  ])('keys $secret with the documented bytes', ({ secret, keyHex }) => {
    expect(decodeStandardWebhookKey(secret).toString('hex')).toBe(keyHex);
  });
});

describe('signStandardWebhook', () => {
  it('reproduces the vector of the Standard Webhooks reference test suite', () => {
    const signature = signStandardWebhook(
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it.each([
    { secret: SECRET_NEW, expected: V1_NEW },
    { secret: SECRET_OLD, expected: V1_OLD },
    { secret: 'plain-secret', expected: 'v1,OBNni/WTvlNjfugY4Q85069ZzIsb67qqVp41QDIFBGk=' },
  ])('matches openssl for $secret', ({ secret, expected }) => {
    expect(signStandardWebhook('evt-123', 1700000000, BODY, secret)).toBe(expected);
  });
});

describe('buildDeliveryHeaders', () => {
  const base = {
    body: BODY,
    eventType: 'change.detected',
    deliveryId: 'dlv-42',
    eventId: 'evt-123',
    timestampSeconds: 1700000000,
  };

  it('produces exactly the SPEC 6.2 and Standard Webhooks headers', () => {
    expect(buildDeliveryHeaders({ ...base, secrets: [SECRET_NEW] })).toStrictEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Service-Webhooks/1.0',
      'X-Service-Signature': `sha256=${HEX_NEW}`,
      'X-Service-Event': 'change.detected',
      'X-Service-Delivery': 'dlv-42',
      'webhook-id': 'evt-123',
      'webhook-timestamp': '1700000000',
      'webhook-signature': V1_NEW,
    });
  });

  it('signs X-Service-Signature with the newest secret and lists a v1 entry per secret during rotation', () => {
    const headers = buildDeliveryHeaders({ ...base, secrets: [SECRET_NEW, SECRET_OLD] });
    expect(headers['X-Service-Signature']).toBe(`sha256=${HEX_NEW}`);
    expect(headers['webhook-signature']).toBe(`${V1_NEW} ${V1_OLD}`);
  });

  it('keeps webhook-id on the event id and moves only the timestamp between attempts', () => {
    const first = buildDeliveryHeaders({ ...base, secrets: [SECRET_NEW] });
    const retry = buildDeliveryHeaders({ ...base, timestampSeconds: 1700000015, secrets: [SECRET_NEW] });
    expect(retry['webhook-id']).toBe(first['webhook-id']);
    expect(retry['X-Service-Delivery']).toBe(first['X-Service-Delivery']);
    expect(retry['webhook-timestamp']).toBe('1700000015');
    expect(retry['webhook-signature']).not.toBe(first['webhook-signature']);
  });

  it('verifies with the reference algorithm for freshly generated secrets', () => {
    for (let i = 0; i < 20; i += 1) {
      const secrets = [generateWebhookSecret(), generateWebhookSecret()];
      const headers = buildDeliveryHeaders({ ...base, secrets });
      for (const secret of secrets) {
        const ok = verifyLikeReferenceLibrary(secret, 'evt-123', '1700000000', BODY, headers['webhook-signature'] ?? '');
        expect(ok).toBe(true);
      }
      expect(verifyLikeReferenceLibrary(SECRET_NEW, 'evt-123', '1700000000', BODY, headers['webhook-signature'] ?? '')).toBe(false);
    }
  });

  it.each([
    { name: 'no secret', input: { ...base, secrets: [] }, message: /at least one secret/ },
    { name: 'fractional timestamp', input: { ...base, timestampSeconds: 1.5, secrets: [SECRET_NEW] }, message: /timestampSeconds/ },
    { name: 'NaN timestamp', input: { ...base, timestampSeconds: Number.NaN, secrets: [SECRET_NEW] }, message: /timestampSeconds/ },
  ])('refuses $name', ({ input, message }) => {
    expect(() => buildDeliveryHeaders(input)).toThrow(message);
  });
});
