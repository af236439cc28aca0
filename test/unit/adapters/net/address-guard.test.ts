import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkUrlTarget,
  classifyAddress,
  createGuardedConnector,
  createUrlTargetChecker,
  type UrlTargetCheck,
  isForbiddenAddress,
  parseHostLiteral,
} from '../../../../src/adapters/net/address-guard.js';

const ADDRESS_CASES: Array<[ip: string, kind: string | null]> = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.5', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', null],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'link-local'],
  ['169.254.0.1', 'link-local'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['100.64.0.1', 'shared (CGNAT)'],
  ['100.127.255.255', 'shared (CGNAT)'],
  ['100.128.0.1', null],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['192.0.0.8', 'reserved'],
  ['93.184.216.34', null],
  ['8.8.8.8', null],
  ['1.1.1.1', null],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:93.184.216.34', null],
  ['::127.0.0.1', 'reserved'],
  ['::7f00:1', 'reserved'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::10.1.2.3', 'private'],
  ['64:ff9b::808:808', null],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:5db8:d822::1', null],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
  ['2606:4700:4700::1111', null],
  ['2a00:1450:4001:82a::200e', null],
  ['4000::1', 'reserved'],
  ['[::1]', 'loopback'],
  ['not-an-ip', 'invalid'],
  ['', 'invalid'],
];

describe('classifyAddress / isForbiddenAddress', () => {
  it.each(ADDRESS_CASES)('%s -> %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
    expect(isForbiddenAddress(ip)).toBe(kind !== null);
  });
});

describe('URL hosts after WHATWG parsing', () => {
  const cases: Array<[url: string, hostname: string]> = [
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:0:0:1]/', '[::1]'],
    ['http://0/', '0.0.0.0'],
  ];
  it.each(cases)('new URL(%s).hostname is %s and is forbidden', (url, hostname) => {
    const parsed = new URL(url);
    expect(parsed.hostname).toBe(hostname);
    const literal = parseHostLiteral(parsed.hostname);
    expect(literal).not.toBeNull();
    expect(isForbiddenAddress(literal ?? '')).toBe(true);
  });
});

describe('parseHostLiteral', () => {
  const cases: Array<[host: string, expected: string | null]> = [
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7F.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['169.254.43518', '169.254.169.254'],
    ['127.0.0.1.', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[0:0:0:0:0:ffff:7f00:1]', '::ffff:7f00:1'],
    ['93.184.216.34', '93.184.216.34'],
    ['example.com', null],
    ['localhost', null],
    ['1.2.3.4.5', null],
    ['256.0.0.1', null],
    ['4294967296', null],
    ['0x', '0.0.0.0'],
    ['08.0.0.1', null],
  ];
  it.each(cases)('%s -> %s', (host, expected) => {
    expect(parseHostLiteral(host)).toBe(expected);
  });
});

describe('checkUrlTarget', () => {
  const resolveHost = async (hostname: string): Promise<string[]> => {
    const table: Record<string, string[]> = {
      'shop.example': ['93.184.216.34'],
      'internal.example': ['10.0.0.5'],
      'mixed.example': ['93.184.216.34', '192.168.0.10'],
    };
    const found = table[hostname];
    if (found === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };
  const blocked = { allowPrivateNetworks: false, resolveHost };
  const allowed = { allowPrivateNetworks: true, resolveHost };

  const cases: Array<[url: string, opts: typeof blocked, expected: UrlTargetCheck]> = [
    ['https://shop.example/item?id=1', blocked, { ok: true }],
    ['http://93.184.216.34/', blocked, { ok: true }],
    ['https://internal.example/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a private address (10.0.0.5)' }],
    ['https://internal.example/', allowed, { ok: true }],
    ['https://mixed.example/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a private address (192.168.0.10)' }],
    ['http://127.0.0.1:8080/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a loopback address (127.0.0.1)' }],
    ['http://127.0.0.1:8080/', allowed, { ok: true }],
    ['http://2130706433/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a loopback address (127.0.0.1)' }],
    ['http://0x7f.1/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a loopback address (127.0.0.1)' }],
    ['http://[::1]/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a loopback address (::1)' }],
    ['http://[::ffff:127.0.0.1]/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a loopback address (::ffff:7f00:1)' }],
    [
      'http://169.254.169.254/latest/meta-data/',
      blocked,
      { ok: false, reason: 'forbidden', error: 'resolves to a link-local address (169.254.169.254)' },
    ],
    ['http://0.0.0.0/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to an unspecified address (0.0.0.0)' }],
    ['http://100.64.1.1/', blocked, { ok: false, reason: 'forbidden', error: 'resolves to a shared (CGNAT) address (100.64.1.1)' }],
    // A name that does not resolve (yet) is accepted: the first check or delivery reports it.
    ['https://nowhere.example/', blocked, { ok: true }],
    ['https://nowhere.example/', allowed, { ok: true }],
    ['ftp://shop.example/', blocked, { ok: false, reason: 'malformed', error: 'URL scheme must be http or https' }],
    ['file:///etc/passwd', allowed, { ok: false, reason: 'malformed', error: 'URL scheme must be http or https' }],
    ['javascript:alert(1)', blocked, { ok: false, reason: 'malformed', error: 'URL scheme must be http or https' }],
    ['not a url', blocked, { ok: false, reason: 'malformed', error: 'not a valid URL' }],
    ['https://user:secret@shop.example/', blocked, { ok: false, reason: 'malformed', error: 'URL must not contain credentials' }],
    [`https://shop.example/${'a'.repeat(2100)}`, blocked, { ok: false, reason: 'malformed', error: 'URL is longer than 2048 characters' }],
  ];
  it.each(cases)('%s', async (url, opts, expected) => {
    expect(await checkUrlTarget(url, opts)).toEqual(expected);
  });

  it('resolves localhost with the system resolver and refuses it', async () => {
    const result = await checkUrlTarget('http://localhost:3000/', { allowPrivateNetworks: false });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(/^resolves to a loopback address \((127\.0\.0\.1|::1)\)$/);
  });

  it('accepts localhost when private networks are allowed', async () => {
    expect(await checkUrlTarget('http://localhost:3000/', { allowPrivateNetworks: true })).toEqual({ ok: true });
  });

  it('logs the detail of a forbidden address, and nothing for an accepted or malformed URL', async () => {
    const logged: { url: string; error: string }[] = [];
    const check = createUrlTargetChecker({ ...blocked, logForbidden: (detail) => logged.push(detail) });
    expect(await check('https://internal.example/x')).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await check('https://shop.example/')).toEqual({ ok: true });
    expect(await check('https://nowhere.example/')).toEqual({ ok: true });
    expect(await check('ftp://shop.example/')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(logged).toEqual([{ url: 'https://internal.example/x', error: 'resolves to a private address (10.0.0.5)' }]);
  });
});

describe('createGuardedConnector', () => {
  function connectOnce(
    allowPrivateNetworks: boolean,
    hostname: string,
    port: number,
  ): Promise<{ error: string | null; code: string | null }> {
    const connect = createGuardedConnector({ allowPrivateNetworks, timeoutMs: 2000 });
    return new Promise((resolve) => {
      connect({ hostname, host: `${hostname}:${port}`, protocol: 'http:', port: String(port) }, (error, socket) => {
        socket?.destroy();
        resolve({ error: error?.message ?? null, code: (error as { code?: string } | null)?.code ?? null });
      });
    });
  }

  it('refuses loopback literals and names before a connection is made, allows them when permitted', async () => {
    let connections = 0;
    const server = createServer();
    server.on('connection', (socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await connectOnce(false, '127.0.0.1', port)).toEqual({
        error: 'blocked: resolves to a loopback address (127.0.0.1)',
        code: 'ERR_ADDRESS_BLOCKED',
      });
      const byName = await connectOnce(false, 'localhost', port);
      expect(byName.code).toBe('ERR_ADDRESS_BLOCKED');
      expect(byName.error).toMatch(/^blocked: resolves to a loopback address/);
      expect(connections).toBe(0);
      expect(await connectOnce(true, '127.0.0.1', port)).toEqual({ error: null, code: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(connections).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
