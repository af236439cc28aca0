import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { generateWebhookSecret } from '../../src/domain/webhooks/secret-box.js';
import { buildDeliveryHeaders } from '../../src/domain/webhooks/sign-payload.js';
import { verifyStandardWebhook, verifyWebhookSignature } from '../../src/verify-webhook-signature.js';

// Same constants as sign-payload.test.ts: the hex and v1 values came from openssl.
const SECRET = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
const OLD_SECRET = 'whsec_ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8=';
const BODY =
  '{"id":"evt-123","type":"change.detected","created_at":1700000000000,"data":{"change":{"id":"chg-1"}}}';
const HEX = '3c02c7a43de1af562e82dfa1b4360751a5df44f1fcc051fda39f40af4987e9fd';
const V1 = 'v1,6lqFXGVJ1MV0LuyDkOMCgU7svFrz5xAri/Jm14Ajw8g=';
const V1_OLD = 'v1,wP9bMKMIkklRY0+Z18IWx/QTRqYfPzFwHHgsaLmPbC4=';
const TS = 1700000000;

describe('verifyWebhookSignature', () => {
  it.each([
    { name: 'valid string body', body: BODY, header: `sha256=${HEX}`, secret: SECRET, ok: true },
    { name: 'valid Buffer body', body: Buffer.from(BODY), header: `sha256=${HEX}`, secret: SECRET, ok: true },
    { name: 'upper-case hex digits', body: BODY, header: `sha256=${HEX.toUpperCase()}`, secret: SECRET, ok: true },
    { name: 'tampered body', body: BODY.replace('chg-1', 'chg-2'), header: `sha256=${HEX}`, secret: SECRET, ok: false },
    { name: 're-serialised body', body: JSON.stringify(JSON.parse(BODY), null, 2), header: `sha256=${HEX}`, secret: SECRET, ok: false },
    { name: 'wrong secret', body: BODY, header: `sha256=${HEX}`, secret: OLD_SECRET, ok: false },
    { name: 'missing prefix', body: BODY, header: HEX, secret: SECRET, ok: false },
    { name: 'other algorithm prefix', body: BODY, header: `sha1=${HEX}`, secret: SECRET, ok: false },
    { name: 'upper-case prefix', body: BODY, header: `SHA256=${HEX}`, secret: SECRET, ok: false },
    { name: 'one digit short', body: BODY, header: `sha256=${HEX.slice(0, -1)}`, secret: SECRET, ok: false },
    { name: 'one digit long', body: BODY, header: `sha256=${HEX}0`, secret: SECRET, ok: false },
    { name: 'half length', body: BODY, header: `sha256=${HEX.slice(0, 32)}`, secret: SECRET, ok: false },
    { name: 'non-hex characters', body: BODY, header: `sha256=${'zz'.repeat(32)}`, secret: SECRET, ok: false },
    { name: 'surrounding spaces', body: BODY, header: ` sha256=${HEX} `, secret: SECRET, ok: false },
    { name: 'two signatures', body: BODY, header: `sha256=${HEX},sha256=${HEX}`, secret: SECRET, ok: false },
    { name: 'empty header', body: BODY, header: '', secret: SECRET, ok: false },
    { name: 'bare prefix', body: BODY, header: 'sha256=', secret: SECRET, ok: false },
    { name: 'undefined header', body: BODY, header: undefined, secret: SECRET, ok: false },
    { name: 'null header', body: BODY, header: null, secret: SECRET, ok: false },
    { name: 'repeated header (array)', body: BODY, header: [`sha256=${HEX}`], secret: SECRET, ok: false },
    { name: 'empty secret', body: BODY, header: `sha256=${HEX}`, secret: '', ok: false },
  ])('$name → $ok', ({ body, header, secret, ok }) => {
    expect(verifyWebhookSignature(body, header, secret)).toBe(ok);
  });

  it('never throws on values of the wrong type', () => {
    const garbage: unknown[] = [undefined, null, 42, {}, [], Symbol('x'), () => 0];
    for (const value of garbage) {
      expect(verifyWebhookSignature(value as string, `sha256=${HEX}`, SECRET)).toBe(false);
      expect(verifyWebhookSignature(BODY, value as string, SECRET)).toBe(false);
      expect(verifyWebhookSignature(BODY, `sha256=${HEX}`, value as string)).toBe(false);
    }
  });

  it('accepts a Uint8Array view into a larger buffer', () => {
    const backing = Buffer.from(`xx${BODY}yy`);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 2, Buffer.byteLength(BODY));
    expect(verifyWebhookSignature(view as Buffer, `sha256=${HEX}`, SECRET)).toBe(true);
  });
});

describe('verifyStandardWebhook', () => {
  const headers = { 'webhook-id': 'evt-123', 'webhook-timestamp': String(TS), 'webhook-signature': V1 };
  const at = { nowSeconds: TS };

  it('accepts the vector of the Standard Webhooks reference test suite', () => {
    const ok = verifyStandardWebhook(
      '{"test": 2432232314}',
      {
        'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        'webhook-timestamp': '1614265330',
        'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
      },
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      { nowSeconds: 1614265330 },
    );
    expect(ok).toBe(true);
  });

  it.each([
    { name: 'valid', change: {}, options: at, ok: true },
    { name: 'valid, 300 s old (tolerance edge)', change: {}, options: { nowSeconds: TS + 300 }, ok: true },
    { name: 'valid, 300 s ahead (clock skew edge)', change: {}, options: { nowSeconds: TS - 300 }, ok: true },
    { name: 'expired: 301 s old', change: {}, options: { nowSeconds: TS + 301 }, ok: false },
    { name: 'too far in the future', change: {}, options: { nowSeconds: TS - 301 }, ok: false },
    { name: 'custom tolerance', change: {}, options: { nowSeconds: TS + 3600, toleranceSeconds: 3600 }, ok: true },
    { name: 'NaN tolerance', change: {}, options: { nowSeconds: TS, toleranceSeconds: Number.NaN }, ok: false },
    { name: 'negative tolerance', change: {}, options: { nowSeconds: TS, toleranceSeconds: -1 }, ok: false },
    { name: 'NaN now', change: {}, options: { nowSeconds: Number.NaN }, ok: false },
    { name: 'system clock (years later)', change: {}, options: {}, ok: false },
    { name: 'rotation: old then new', change: { 'webhook-signature': `${V1_OLD} ${V1}` }, options: at, ok: true },
    { name: 'unknown versions skipped', change: { 'webhook-signature': `v1a,${V1.slice(3)} v2,abc ${V1}` }, options: at, ok: true },
    { name: 'only the old secret signed', change: { 'webhook-signature': V1_OLD }, options: at, ok: false },
    { name: 'signature without version', change: { 'webhook-signature': V1.slice(3) }, options: at, ok: false },
    { name: 'truncated signature', change: { 'webhook-signature': V1.slice(0, 20) }, options: at, ok: false },
    { name: 'bare version', change: { 'webhook-signature': 'v1,' }, options: at, ok: false },
    { name: 'other id', change: { 'webhook-id': 'evt-124' }, options: at, ok: false },
    { name: 'timestamp moved, signature kept', change: { 'webhook-timestamp': String(TS + 1) }, options: at, ok: false },
    { name: 'non-canonical timestamp', change: { 'webhook-timestamp': `0${TS}` }, options: at, ok: false },
    { name: 'timestamp in milliseconds', change: { 'webhook-timestamp': `${TS}000` }, options: at, ok: false },
    { name: 'non-numeric timestamp', change: { 'webhook-timestamp': 'hello' }, options: at, ok: false },
    { name: 'missing id', change: { 'webhook-id': undefined }, options: at, ok: false },
    { name: 'empty id', change: { 'webhook-id': '' }, options: at, ok: false },
    { name: 'missing timestamp', change: { 'webhook-timestamp': undefined }, options: at, ok: false },
    { name: 'missing signature', change: { 'webhook-signature': undefined }, options: at, ok: false },
    { name: 'repeated signature header', change: { 'webhook-signature': [V1, V1] }, options: at, ok: false },
  ])('$name → $ok', ({ change, options, ok }) => {
    expect(verifyStandardWebhook(BODY, { ...headers, ...change }, SECRET, options)).toBe(ok);
  });

  it('rejects a tampered body and the wrong secret', () => {
    expect(verifyStandardWebhook(BODY.replace('123', '124'), headers, SECRET, at)).toBe(false);
    expect(verifyStandardWebhook(BODY, headers, OLD_SECRET, at)).toBe(false);
    expect(verifyStandardWebhook(BODY, headers, '', at)).toBe(false);
  });

  it('finds headers whatever their name case', () => {
    const mixed = { 'Webhook-Id': 'evt-123', 'WEBHOOK-TIMESTAMP': String(TS), 'Webhook-Signature': V1 };
    expect(verifyStandardWebhook(BODY, mixed, SECRET, at)).toBe(true);
  });

  it('never throws on values of the wrong type', () => {
    const garbage: unknown[] = [undefined, null, 42, 'text', [], Symbol('x')];
    for (const value of garbage) {
      expect(verifyStandardWebhook(value as string, headers, SECRET, at)).toBe(false);
      expect(verifyStandardWebhook(BODY, value as typeof headers, SECRET, at)).toBe(false);
      expect(verifyStandardWebhook(BODY, headers, value as string, at)).toBe(false);
      expect(verifyStandardWebhook(BODY, { ...headers, 'webhook-id': value as string }, SECRET, at)).toBe(false);
    }
  });
});

describe('signer and verifier agree', () => {
  it('on random secrets and bodies, and only for the secrets that signed', () => {
    for (let i = 0; i < 50; i += 1) {
      const secrets = [generateWebhookSecret(), generateWebhookSecret()];
      const stranger = generateWebhookSecret();
      const body = randomBytes(1 + (i * 37) % 500).toString(i % 2 === 0 ? 'base64' : 'latin1');
      const timestampSeconds = TS + i;
      const headers = buildDeliveryHeaders({
        body,
        eventType: 'change.detected',
        deliveryId: `dlv-${i}`,
        eventId: `evt-${i}`,
        timestampSeconds,
        secrets,
      });
      const options = { nowSeconds: timestampSeconds };
      expect(verifyWebhookSignature(body, headers['X-Service-Signature'], secrets[0] ?? '')).toBe(true);
      expect(verifyWebhookSignature(body, headers['X-Service-Signature'], secrets[1] ?? '')).toBe(false);
      expect(verifyStandardWebhook(body, headers, secrets[0] ?? '', options)).toBe(true);
      expect(verifyStandardWebhook(body, headers, secrets[1] ?? '', options)).toBe(true);
      expect(verifyStandardWebhook(body, headers, stranger, options)).toBe(false);
    }
  });
});

describe('a receiver on a real HTTP server', () => {
  it('verifies both schemes from Node request headers and rejects a tampered delivery', async () => {
    const seen: Array<{ service: boolean; standard: boolean }> = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks);
        const service = verifyWebhookSignature(rawBody, req.headers['x-service-signature'], SECRET);
        const standard = verifyStandardWebhook(rawBody, req.headers, SECRET);
        seen.push({ service, standard });
        res.writeHead(service && standard ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers = buildDeliveryHeaders({
        body: BODY,
        eventType: 'change.detected',
        deliveryId: 'dlv-1',
        eventId: 'evt-123',
        timestampSeconds: Math.floor(Date.now() / 1000),
        secrets: [SECRET, OLD_SECRET],
      });
      const url = `http://127.0.0.1:${port}/hooks`;
      const good = await fetch(url, { method: 'POST', headers, body: BODY });
      const bad = await fetch(url, { method: 'POST', headers, body: BODY.replace('chg-1', 'chg-9') });
      expect([good.status, bad.status]).toEqual([204, 401]);
      expect(seen).toEqual([
        { service: true, standard: true },
        { service: false, standard: false },
      ]);
    } finally {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    }
  });
});
