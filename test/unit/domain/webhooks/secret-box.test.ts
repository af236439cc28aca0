import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, generateWebhookSecret, rememberOpenedSecrets, type SecretBox } from '../../../../src/domain/webhooks/secret-box.js';

const KEY = Buffer.alloc(32, 7);
const SEALED_FORMAT = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/;

function replacePart(sealed: string, index: number, mutate: (bytes: Buffer) => Buffer): string {
  const parts = sealed.split('.');
  parts[index] = mutate(Buffer.from(parts[index] ?? '', 'base64url')).toString('base64url');
  return parts.join('.');
}

function flipFirstBit(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[0] = (copy[0] ?? 0) ^ 1;
  return copy;
}

describe('createSecretBox', () => {
  const box = createSecretBox(KEY);

  it.each([
    { name: 'webhook secret', plain: generateWebhookSecret() },
    { name: 'empty string', plain: '' },
    { name: 'non-ASCII', plain: 'clé secrète 🔑' },
    { name: 'long', plain: 'x'.repeat(10_000) },
  ])('round-trips a $name in the compact v1 format', ({ plain }) => {
    const sealed = box.seal(plain);
    expect(sealed).toMatch(SEALED_FORMAT);
    const ciphertext = Buffer.from(sealed.split('.')[3] ?? '', 'base64url');
    expect(ciphertext).toHaveLength(Buffer.byteLength(plain));
    if (plain !== '') expect(ciphertext.equals(Buffer.from(plain))).toBe(false);
    expect(box.open(sealed)).toBe(plain);
  });

  it('uses a fresh IV for every seal', () => {
    const sealed = new Set(Array.from({ length: 50 }, () => box.seal('same secret')));
    expect(sealed.size).toBe(50);
    const ivs = new Set([...sealed].map((value) => value.split('.')[1]));
    expect(ivs.size).toBe(50);
  });

  it('is not affected by later changes to the caller key buffer', () => {
    const key = Buffer.from(KEY);
    const own = createSecretBox(key);
    const sealed = own.seal('kept');
    key.fill(0);
    expect(own.open(sealed)).toBe('kept');
  });

  it('refuses a value sealed under another key', () => {
    const sealed = createSecretBox(randomBytes(32)).seal('secret');
    expect(() => box.open(sealed)).toThrow(/failed authentication/);
  });

  it.each([
    { name: 'iv', index: 1 },
    { name: 'tag', index: 2 },
    { name: 'ciphertext', index: 3 },
  ])('detects a modified $name', ({ index }) => {
    const sealed = replacePart(box.seal('whsec_secret'), index, flipFirstBit);
    expect(() => box.open(sealed)).toThrow(/failed authentication/);
  });

  it('detects a truncated ciphertext', () => {
    const sealed = replacePart(box.seal('whsec_secret'), 3, (bytes) => bytes.subarray(0, -1));
    expect(() => box.open(sealed)).toThrow(/failed authentication/);
  });

  it.each([
    { name: 'empty', sealed: '', message: /expected version v1/ },
    { name: 'other version', sealed: 'v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA', message: /expected version v1, got "v2"/ },
    { name: 'plain text stored by mistake', sealed: 'whsec_abc', message: /expected version v1/ },
    { name: 'three parts', sealed: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', message: /4 dot-separated parts/ },
    { name: 'five parts', sealed: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA.AAAA', message: /4 dot-separated parts/ },
    { name: 'standard base64 characters', sealed: 'v1.AAAAAAAAAAAAAAA+.AAAAAAAAAAAAAAAAAAAAAA.AAAA', message: /iv is not base64url/ },
    { name: 'short iv', sealed: 'v1.AAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA', message: /iv must be 12 bytes, got 3/ },
    { name: 'short tag', sealed: 'v1.AAAAAAAAAAAAAAAA.AAAA.AAAA', message: /tag must be 16 bytes, got 3/ },
    { name: 'bad ciphertext', sealed: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.!!', message: /ciphertext is not base64url/ },
  ])('names the problem with a malformed value: $name', ({ sealed, message }) => {
    expect(() => box.open(sealed)).toThrow(message);
  });

  it('does not throw a TypeError on a non-string', () => {
    expect(() => box.open(undefined as unknown as string)).toThrow(/sealed secret is malformed: not a string/);
  });

  it.each([0, 16, 31, 33, 64])('refuses a %i-byte key', (length) => {
    expect(() => createSecretBox(Buffer.alloc(length))).toThrow(`secret box key must be 32 bytes, got ${length}`);
  });

  it('refuses a key given as a string', () => {
    expect(() => createSecretBox('k'.repeat(32) as unknown as Buffer)).toThrow(/must be 32 bytes, got string/);
  });
});

describe('generateWebhookSecret', () => {
  it('is whsec_ plus 32 random bytes in padded standard base64', () => {
    const secrets = Array.from({ length: 100 }, () => generateWebhookSecret());
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      expect(key).toHaveLength(32);
      expect(`whsec_${key.toString('base64')}`).toBe(secret);
    }
    expect(new Set(secrets).size).toBe(100);
  });
});

describe('rememberOpenedSecrets', () => {
  // The real box underneath, with a count of the values it really had to decrypt.
  function countingBox(): SecretBox & { opens: string[] } {
    const real = createSecretBox(KEY);
    const opens: string[] = [];
    return { opens, seal: (plain) => real.seal(plain), open: (sealed) => (opens.push(sealed), real.open(sealed)) };
  }

  it('decrypts each sealed value once and answers the same plaintext after', () => {
    const inner = countingBox();
    const box = rememberOpenedSecrets(inner, 4);
    const secret = generateWebhookSecret();
    const sealed = box.seal(secret);
    expect([box.open(sealed), box.open(sealed), box.open(sealed)]).toEqual([secret, secret, secret]);
    expect(inner.opens).toEqual([sealed]);
  });

  it('opens a rotated secret afresh: a new seal is a new key', () => {
    const inner = countingBox();
    const box = rememberOpenedSecrets(inner, 4);
    const [first, second] = [generateWebhookSecret(), generateWebhookSecret()];
    expect(box.open(box.seal(first))).toBe(first);
    expect(box.open(box.seal(second))).toBe(second);
    expect(inner.opens).toHaveLength(2);
  });

  it('keeps failing on a tampered value instead of remembering anything', () => {
    const box = rememberOpenedSecrets(createSecretBox(KEY), 4);
    const tampered = replacePart(box.seal('secret'), 3, flipFirstBit);
    expect(() => box.open(tampered)).toThrow(/failed authentication/);
    expect(() => box.open(tampered)).toThrow(/failed authentication/);
  });

  it('forgets the least recently used value past its limit', () => {
    const inner = countingBox();
    const box = rememberOpenedSecrets(inner, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((plain) => box.seal(plain)) as [string, string, string];
    box.open(a);
    box.open(b);
    box.open(a); // a is now the most recently used
    box.open(c); // evicts b
    box.open(a);
    box.open(b);
    expect(inner.opens).toEqual([a, b, c, b]);
  });
});
