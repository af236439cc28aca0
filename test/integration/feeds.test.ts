import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';
import { registerUser } from '../support/test-service.js';
import { productPage } from '../support/page-server.js';

const setup = useServiceWithPages();
const ATOM = 'http://www.w3.org/2005/Atom';

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, auth: Record<string, string> | null = setup.user.auth, payload?: object) {
  return setup.service.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
}

async function createMonitor(path: string, extra: object = {}) {
  setup.pages.set(path, productPage({ name: `Kettle ${path}`, price: '40.00' }));
  const response = await call('POST', '/v1/monitors', setup.user.auth, { mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), confirmChanges: false, ...extra });
  expect(response.statusCode).toBe(201);
  const id = response.json().id as string;
  expect((await call('POST', `/v1/monitors/${id}/check`)).json().change).toBeNull();
  return id;
}

async function dropPrice(id: string, path: string, price: string) {
  setup.service.clock.advance(60_000);
  setup.pages.set(path, productPage({ name: `Kettle ${path}`, price }));
  const change = (await call('POST', `/v1/monitors/${id}/check`)).json().change;
  expect(change).not.toBeNull();
  return change as { id: string; detected_at: number };
}

/** The feed as a reader sees it, with Atom's required elements read out (RFC 4287 4.1.1 and 4.1.2). */
async function readFeed(path: string) {
  const response = await call('GET', path, null);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const document = new DOMParser().parseFromString(response.body, 'text/xml');
  const feed = document.documentElement!;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed']);
  const child = (parent: Element, name: string): Element[] => Array.from(parent.childNodes as unknown as ArrayLike<Element>).filter((node) => node.nodeType === 1 && node.localName === name);
  const text = (parent: Element, name: string) => {
    const found = child(parent, name);
    expect(found, `<${name}> in <${parent.localName}>`).toHaveLength(1);
    return found[0]!.textContent ?? '';
  };
  const required = { id: text(feed, 'id'), title: text(feed, 'title'), updated: text(feed, 'updated') };
  expect(child(feed, 'author').length).toBeGreaterThan(0);
  const entries = child(feed, 'entry').map((entry) => ({
    id: text(entry, 'id'),
    title: text(entry, 'title'),
    updated: text(entry, 'updated'),
    content: text(entry, 'content'),
    link: child(entry, 'link')[0]?.getAttribute('href') ?? null,
  }));
  for (const value of [required.updated, ...entries.map((entry) => entry.updated)]) expect(new Date(value).toISOString()).toBe(value);
  return { ...required, entries };
}

describe('feeds', () => {
  it('serves an Atom feed of the account\'s changes at a secret URL, updated after a change, with per-monitor and per-tag filters', async () => {
    const kettle = await createMonitor('/feed-kettle', { tags: ['kitchen'] });
    const lamp = await createMonitor('/feed-lamp');

    const created = await call('POST', '/v1/feeds');
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json() as { id: string; url: string };
    expect(id).toMatch(/^feed-/);
    expect(url).toMatch(new RegExp(`^${setup.service.config.publicUrl}/feeds/pwfeed_[A-Za-z0-9_-]{43}$`));
    const path = new URL(url).pathname;

    const empty = await readFeed(path);
    expect(empty.id).toBe(`urn:pagewatch:feed:${id}`);
    expect(empty.title).toBe('PageWatch: changes');
    expect(empty.entries).toEqual([]);

    const first = await dropPrice(kettle, '/feed-kettle', '30.00');
    const afterOne = await readFeed(path);
    expect(afterOne.updated).toBe(new Date(first.detected_at).toISOString());
    expect(afterOne.entries).toEqual([
      {
        id: `urn:pagewatch:change:${first.id}`,
        title: expect.stringMatching(/^Monitor \/feed-kettle: Price dropped/),
        updated: new Date(first.detected_at).toISOString(),
        content: expect.stringContaining('30.00'),
        link: `${setup.service.config.publicUrl}/app/monitors/${kettle}#${first.id}`,
      },
    ]);

    const second = await dropPrice(lamp, '/feed-lamp', '20.00');
    expect((await readFeed(path)).entries.map((entry) => entry.id)).toEqual([`urn:pagewatch:change:${second.id}`, `urn:pagewatch:change:${first.id}`]);
    const byMonitor = await readFeed(`${path}?monitor=${lamp}`);
    expect(byMonitor.title).toBe('PageWatch: changes of Monitor /feed-lamp');
    expect(byMonitor.entries.map((entry) => entry.id)).toEqual([`urn:pagewatch:change:${second.id}`]);
    const byTag = await readFeed(`${path}?tag=Kitchen`);
    expect(byTag.title).toBe('PageWatch: changes tagged kitchen');
    expect(byTag.entries.map((entry) => entry.id)).toEqual([`urn:pagewatch:change:${first.id}`]);

    expect((await call('GET', `${path}?monitor=mon-unknown`, null)).statusCode).toBe(404);
    const badTag = await call('GET', `${path}?tag=${encodeURIComponent('"quoted"')}`, null);
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toMatch(/^tag /);
  });

  it('keeps feeds apart per account, lists them without URLs, and revokes one with DELETE', async () => {
    const other = await registerUser(setup.service.app);
    const theirs = (await call('POST', '/v1/feeds', other.auth)).json() as { id: string; url: string };
    const ours = (await call('POST', '/v1/feeds')).json() as { id: string; url: string };
    expect((await readFeed(new URL(theirs.url).pathname)).entries).toEqual([]);
    // Another account's monitor is as unknown to this feed as a made-up id.
    const mine = (await call('GET', '/v1/monitors')).json().monitors[0].id as string;
    expect((await call('GET', `${new URL(theirs.url).pathname}?monitor=${mine}`, null)).statusCode).toBe(404);

    const listed = (await call('GET', '/v1/feeds')).json().feeds as { id: string }[];
    expect(listed.map((feed) => feed.id)).toContain(ours.id);
    expect(JSON.stringify(listed)).not.toContain('pwfeed_');

    // The secret opens the feed only: it is no API credential.
    const token = new URL(ours.url).pathname.split('/').at(-1)!;
    expect((await call('GET', '/v1/monitors', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await call('GET', '/v1/monitors', { 'x-api-key': token })).statusCode).toBe(401);

    expect((await call('DELETE', `/v1/feeds/${ours.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/feeds/${ours.id}`)).statusCode).toBe(204);
    expect((await call('GET', new URL(ours.url).pathname, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/feeds/${ours.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/feeds/pwfeed_made-up-secret-that-opens-nothing', null)).statusCode).toBe(404);
    expect((await call('POST', '/v1/feeds', null)).statusCode).toBe(401);
  });
});
