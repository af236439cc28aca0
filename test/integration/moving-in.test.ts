import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

type User = Awaited<ReturnType<typeof registerUser>>;

let service: TestService;
let alice: User;

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
});
beforeEach(async () => {
  alice = await registerUser(service.app);
});
afterAll(async () => {
  await service.close();
});

const TEMPLATE = { subject: '{{ change.monitor_name }}: {{ summary.headline }}', body: '{{ summary.before_after }}' };

const fixture = (name: string) => readFileSync(new URL(`../fixtures/moving-in/${name}`, import.meta.url), 'utf8');

async function call(user: User | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await service.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function importFile(user: User, payload: object) {
  const answer = await call(user, 'POST', '/v1/import', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { dry_run: boolean; created: { item: string; kind: string; id: string | null; name: string; notes: string[] }[]; refused: { item: string; reason: string }[] };
}

async function monitorsOf(user: User) {
  return (await call(user, 'GET', '/v1/monitors?limit=100')).body.monitors as Record<string, any>[];
}

describe('import', () => {
  it('creates urlwatch jobs as monitors and refuses command jobs and other schemes, each named', async () => {
    const result = await importFile(alice, { format: 'urlwatch', content: fixture('urls.yaml') });
    expect(result.dry_run).toBe(false);
    expect(result.created.map((item) => [item.item, item.kind, item.name])).toEqual([
      ['job 1 (Kettle price)', 'monitor', 'Kettle price'],
      ['job 2 (Release notes)', 'monitor', 'Release notes'],
      ['job 3 (Stock API)', 'monitor', 'Stock API'],
      ['job 5 (Status page)', 'monitor', 'Status page'],
    ]);
    expect(result.created[0]!.notes).toEqual([]);
    expect(result.refused.map((item) => item.item)).toEqual(['job 4 (Disk usage)', 'job 6']);
    const monitors = await monitorsOf(alice);
    expect(monitors.map((monitor) => monitor.id).sort()).toEqual(result.created.map((item) => item.id).sort());
    // The job's css filter is the region read, its grepi the lines ignored.
    expect(monitors.find((monitor) => monitor.name === 'Kettle price')).toMatchObject({ selectors: { region: ['.product-price'] }, filters: { ignore: ['/^Only \\d+ left/'] } });
    expect(monitors.find((monitor) => monitor.name === 'Release notes')).toMatchObject({ selectors: null, filters: null });
    expect(monitors.find((monitor) => monitor.name === 'Stock API')).toMatchObject({ mode: 'url', url: 'https://shop.example.com/api/products/kettle.json', jsonExpression: 'offers[0].price' });
  });

  it('creates a urlwatch job whose selector does not parse here, watching the whole page and saying so', async () => {
    const content = ['url: https://example.com/a', 'filter:', "  - css: 'div['", '---', 'url: https://example.com/b', 'filter:', '  - xpath: {path: //main, exclude: //aside}'].join('\n');
    const result = await importFile(alice, { format: 'urlwatch', content });
    expect(result.created.map((item) => [item.item, item.notes])).toEqual([
      ['job 1', ['filter css: div[ was left out: it does not parse here, so the whole page is watched']],
      ['job 2', []],
    ]);
    const monitors = await monitorsOf(alice);
    expect(monitors.find((monitor) => monitor.url === 'https://example.com/a')).toMatchObject({ selectors: null });
    expect(monitors.find((monitor) => monitor.url === 'https://example.com/b')).toMatchObject({ selectors: { region: ['//main'], remove: ['//aside'] } });
  });

  it('creates nothing in a dry run and answers the same lists without ids', async () => {
    const result = await importFile(alice, { format: 'urlwatch', content: fixture('urls.yaml'), dryRun: true });
    expect(result.dry_run).toBe(true);
    expect(result.created.map((item) => [item.item, item.id])).toEqual([
      ['job 1 (Kettle price)', null],
      ['job 2 (Release notes)', null],
      ['job 3 (Stock API)', null],
      ['job 5 (Status page)', null],
    ]);
    expect(result.refused).toHaveLength(2);
    expect(await monitorsOf(alice)).toEqual([]);
  });

  it('creates a changedetection.io backup: watches, tags, paused state, and notification URLs read through Apprise', async () => {
    const dry = await importFile(alice, { format: 'changedetection', content: fixture('url-watches.json'), dryRun: true });
    const result = await importFile(alice, { format: 'changedetection', content: fixture('url-watches.json') });
    expect(result.created.map((item) => [item.kind, item.name])).toEqual([
      ['monitor', 'Kettle'],
      ['monitor', 'example.com/changelog'],
      ['monitor', 'Stock API'],
      ['channel', 'ntfy'],
      ['channel', 'Discord'],
      ['webhook', 'https://127.0.0.1:9/hooks/kettle'],
    ]);
    expect(dry.created.map((item) => [item.kind, item.name])).toEqual(result.created.map((item) => [item.kind, item.name]));
    // Five minutes is below the free plan's minimum: raised and said so.
    expect(result.created[0]!.notes).toContain('checked every 900 s instead of every 300 s: the shortest interval of your plan');
    expect(result.refused.map((item) => item.item)).toEqual(['watch 3e8b4d5f-6a7c-4d9e-1f2a-3b4c5d6e7f80 (Local file)', 'notification URL of watch 1c6f2b3d-4e5a-4b7c-9d0e-1f2a3b4c5d6e']);
    expect(result.refused[1]!.reason).toMatch(/pover:\/\/ is not supported; supported: /);

    const monitors = await monitorsOf(alice);
    const kettle = monitors.find((monitor) => monitor.name === 'Kettle')!;
    expect(kettle).toMatchObject({ check_interval_seconds: 900, tags: ['kitchen'], status: 'active' });
    expect(monitors.find((monitor) => monitor.name === 'example.com/changelog')).toMatchObject({ check_interval_seconds: 10800, tags: ['work'], status: 'paused' });
    expect(monitors.find((monitor) => monitor.name === 'Stock API')).toMatchObject({ check_interval_seconds: 86400, jsonExpression: 'items[0].stock' });

    const channels = (await call(alice, 'GET', '/v1/channels')).body.channels as Record<string, any>[];
    expect(channels.find((channel) => channel.type === 'discord')).toMatchObject({ tags: ['kitchen'], monitor_ids: null });
    expect(channels.find((channel) => channel.type === 'ntfy')).toMatchObject({ target: 'https://127.0.0.1:9/cd-a…', monitor_ids: null });
    const webhooks = (await call(alice, 'GET', '/v1/webhooks')).body.webhooks as Record<string, any>[];
    expect(webhooks).toEqual([expect.objectContaining({ url: 'https://127.0.0.1:9/hooks/kettle', monitor_ids: [kettle.id] })]);
  });

  it('creates a Distill export and a plain list of URLs', async () => {
    const distill = await importFile(alice, { format: 'distill', content: fixture('distill-export.json') });
    expect(distill.created.map((item) => item.name)).toEqual(['Kettle price', 'Blog']);
    expect(distill.refused.map((item) => item.item)).toEqual(['monitor 3 (Extension page)']);
    const list = await importFile(alice, { format: 'urls', content: fixture('urls.txt') });
    expect(list.created.map((item) => item.name)).toEqual(['example.com/pricing', 'example.com/careers']);
    expect(list.refused).toEqual([{ item: 'line 5', reason: 'example.com/no-scheme is not an http(s) URL' }]);
    const monitors = await monitorsOf(alice);
    expect(monitors.find((monitor) => monitor.name === 'Kettle price')).toMatchObject({ check_interval_seconds: 1800, tags: ['kitchen'] });
    expect(monitors).toHaveLength(4);
  });

  it('refuses monitors past the free plan\'s ten, in a dry run as in a real one', async () => {
    for (let n = 0; n < 9; n += 1) {
      expect((await call(alice, 'POST', '/v1/monitors', { mode: 'url', name: `Page ${n}`, url: `https://example.com/held/${n}` })).status).toBe(201);
    }
    const content = 'https://example.com/a\nhttps://example.com/b\nhttps://example.com/c\n';
    for (const dryRun of [true, false]) {
      const result = await importFile(alice, { format: 'urls', content, dryRun });
      expect(result.created.map((item) => item.item)).toEqual(['line 1']);
      expect(result.refused).toEqual([
        { item: 'line 2', reason: 'your plan allows 10 monitors and the account holds 9; upgrade or delete monitors to import more' },
        { item: 'line 3', reason: 'your plan allows 10 monitors and the account holds 9; upgrade or delete monitors to import more' },
      ]);
    }
    expect(await monitorsOf(alice)).toHaveLength(10);
  });

  it.each([
    [{ format: 'opml', content: 'x' }, /format/],
    [{ format: 'urlwatch', content: 'url: [unclosed' }, /content is not valid YAML/],
    [{ format: 'changedetection', content: 'not json' }, /content is not JSON/],
    [{ format: 'pagewatch', content: '{"format":"other"}' }, /content is not a PageWatch export/],
    [{ format: 'urls', content: '' }, /content/],
    [{ format: 'urls', content: 'https://example.com', dryRun: 'yes' }, /dryRun/],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const answer = await call(alice, 'POST', '/v1/import', payload);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('ERR_INVALID_REQUEST');
    expect(answer.body.message).toMatch(message);
  });

  it('needs a credential for import and export', async () => {
    expect((await call(null, 'POST', '/v1/import', { format: 'urls', content: 'https://example.com' })).status).toBe(401);
    expect((await call(null, 'GET', '/v1/export')).status).toBe(401);
  });
});

describe('export and import round trip', () => {
  it('gives a fresh account the same monitors and destinations; secrets are left out and said so', async () => {
    const kettle = await call(alice, 'POST', '/v1/monitors', {
      mode: 'url',
      name: 'Kettle',
      url: 'https://shop.example.com/api/kettle',
      jsonExpression: 'price',
      checkIntervalSeconds: 3600,
      sensitivity: 0.3,
      tags: ['kitchen', 'deals'],
      confirmChanges: false,
      failureThreshold: 5,
      condition: { kind: 'drop_pct', amount: 10 },
    });
    // Monitors made in one millisecond order by their ids' random part: the clock moves between them.
    service.clock.advance(1);
    const changelog = await call(alice, 'POST', '/v1/monitors', {
      mode: 'url',
      name: 'Changelog',
      url: 'https://example.com/changelog',
      selectors: { region: ['main', '//article'], remove: ['.ad'] },
      filters: { ignore: ['/^Updated/i'], trigger: ['Released'] },
      stockWords: { outOfStock: ['Withdrawn'] },
    });
    service.clock.advance(1);
    expect(await call(alice, 'PATCH', `/v1/monitors/${changelog.body.id}`, { status: 'paused' })).toMatchObject({ status: 200 });
    const login = await call(alice, 'POST', '/v1/monitors', {
      mode: 'url',
      name: 'Member price',
      url: 'https://shop.example.com/account',
      proxy: 'http://ada:s3cret-value@127.0.0.1:3128',
    });
    expect(login.status, JSON.stringify(login.body)).toBe(201);
    expect((await call(alice, 'POST', '/v1/webhooks', { url: 'https://127.0.0.1:9/hooks/in', monitorIds: [kettle.body.id], events: ['change.detected', 'monitor.failing'], digest: 'daily', digestAt: '08:30', timezone: 'Europe/Berlin' })).status).toBe(201);
    expect((await call(alice, 'POST', '/v1/channels', { type: 'email', target: 'deals@example.org', name: 'Deals mail', tags: ['deals'], template: TEMPLATE })).status).toBe(201);
    service.clock.advance(1);
    expect((await call(alice, 'POST', '/v1/channels', { target: 'ntfys://127.0.0.1:9/secret-topic-4242', name: 'Phone' })).status).toBe(201);

    const exported = await call(alice, 'GET', '/v1/export');
    expect(exported.status).toBe(200);
    const document = exported.body;
    expect(document).toMatchObject({ format: 'pagewatch', version: 1, tags: ['deals', 'kitchen'] });
    expect(document.secrets).toMatch(/Secrets are left out/);
    const text = JSON.stringify(document);
    expect(text).not.toContain('s3cret-value');
    expect(text).not.toContain('secret-topic-4242');
    expect(text).not.toContain('whsec_');

    const bob = await registerUser(service.app);
    const result = await importFile(bob, { format: 'pagewatch', content: text });
    expect(result.refused).toEqual([
      { item: 'monitor 3 (Member price)', reason: 'its proxy password was left out of the export; create the monitor again with it' },
      { item: 'destination 3 (Phone)', reason: 'its target (https://127.0.0.1:9/secr…) is a credential the export left out; create the channel again with it' },
    ]);

    const comparable = (monitor: Record<string, any>): Record<string, any> => {
      const { id, user_id, created_at, updated_at, next_check_at, last_check_at, sources, ...settings } = monitor;
      return { ...settings, sources: sources.map((source: Record<string, unknown>) => source.url) };
    };
    const before = (await monitorsOf(alice)).filter((monitor) => monitor.name !== 'Member price').map(comparable);
    const after = (await monitorsOf(bob)).map(comparable);
    expect(after.sort((a, b) => a.name.localeCompare(b.name))).toEqual(before.sort((a, b) => a.name.localeCompare(b.name)));

    expect((await monitorsOf(bob)).find((monitor) => monitor.name === 'Changelog')).toMatchObject({
      selectors: { region: ['main', '//article'], remove: ['.ad'] },
      filters: { ignore: ['/^Updated/i'], trigger: ['Released'] },
      stockWords: { outOfStock: ['Withdrawn'] },
    });
    const bobKettle = (await monitorsOf(bob)).find((monitor) => monitor.name === 'Kettle')!;
    const webhooks = (await call(bob, 'GET', '/v1/webhooks')).body.webhooks;
    expect(webhooks).toEqual([
      expect.objectContaining({ url: 'https://127.0.0.1:9/hooks/in', monitor_ids: [bobKettle.id], events: ['change.detected', 'monitor.failing'], digest: 'daily', digestAt: '08:30', timezone: 'Europe/Berlin' }),
    ]);
    const channels = (await call(bob, 'GET', '/v1/channels')).body.channels;
    expect(channels).toEqual([expect.objectContaining({ type: 'email', name: 'Deals mail', target: 'deals@example.org', tags: ['deals'], monitor_ids: null, template: TEMPLATE })]);
  });
});
