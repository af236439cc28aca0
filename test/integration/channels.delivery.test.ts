import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { enqueueEvent } from '../../src/storage/repositories/outbox.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { freePort } from '../support/spawn-service.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

const SECOND = 1000;
const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const MATRIX_TOKEN = 'syt_cGFnZXdhdGNo_secretPart_0abc12';
const TEAMS_PATH = '/webhookb2/1f0c@72f9/IncomingWebhook/a1b2secret/9d8e';

type Handler = (request: IncomingMessage, response: ServerResponse, body: Buffer) => void;

let ca: ThrowawayCa;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let service: TestService;
let sender: HttpClient;
let worker: DeliveryWorker;
// Each protocol's server answers with whatever the current test sets; by default like the real service.
const answers: Record<'slack' | 'discord' | 'ntfy' | 'telegram' | 'matrix' | 'teams', Handler> = {} as never;
const servers: Record<keyof typeof answers, HttpsReceiver> = {} as never;

function answerLikeTheService(): void {
  answers.slack = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  answers.discord = (_req, res) => res.writeHead(204).end();
  answers.ntfy = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"m1","event":"message"}');
  answers.telegram = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":{"message_id":7}}');
  answers.matrix = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"event_id":"$m1:example.org"}');
  answers.teams = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('1');
}

beforeAll(async () => {
  ca = await createThrowawayCa();
  smtp = await startSmtpSink();
  pages = await startPageServer();
  answerLikeTheService();
  for (const kind of Object.keys(answers) as Array<keyof typeof answers>) {
    servers[kind] = await startHttpsReceiver((req, res, body) => answers[kind](req, res, body), { ca });
  }
  service = await startTestService({
    ALLOW_PRIVATE_NETWORKS: 'true',
    FREE_DAILY_REQUESTS: '100000',
    SMTP_URL: smtp.url,
    TELEGRAM_API_URL: servers.telegram.url.replace(/\/$/, ''),
  });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  worker = startTestDeliveryWorker(service, { sender, workerId: 'channels-test', runInBackground: false });
});

afterEach(async () => {
  await service.infra.database.db.updateTable('deliveries').set({ status: 'failed', next_attempt_at: null }).where('status', '=', 'pending').execute();
  for (const server of Object.values(servers)) server.requests.splice(0);
  smtp.mails.splice(0);
  answerLikeTheService();
});

afterAll(async () => {
  await worker.stop();
  await sender.close();
  await service.close();
  await Promise.all([...Object.values(servers).map((s) => s.close()), smtp.close(), pages.close()]);
});

async function setUp() {
  const registered = await registerUser(service.app);
  // An API key, not the 15-minute access token: these tests move the clock.
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: registered.auth, payload: { name: 'test' } });
  const auth = { 'x-api-key': (key.json() as { key: string }).key };
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const channel = async (type: string, target: string, extra: object = {}) => {
    const created = await api('POST', '/v1/channels', { type, target, ...extra });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const log = async (channelId: string) => (await api('GET', `/v1/channels/${channelId}/deliveries`)).body.deliveries as Array<Record<string, any>>;
  return { user: registered, api, channel, log };
}

const urlOf = (kind: keyof typeof servers, path: string) => `${servers[kind].url.replace(/\/$/, '')}${path}`;
const json = (request: { rawBody: Buffer }) => JSON.parse(request.rawBody.toString('utf8'));
const matrixTarget = () => `${urlOf('matrix', '')}|!deals:example.org|${MATRIX_TOKEN}`;

/** The account's own address, confirmed through the link mailed to it (every address confirms first). */
async function confirmedEmailChannel(setup: Awaited<ReturnType<typeof setUp>>, extra: object): Promise<string> {
  const id = await setup.channel('email', setup.user.email, extra);
  await expect.poll(() => smtp.mails.length).toBe(1);
  const token = /chconf_[A-Za-z0-9_-]{43}/.exec(smtp.mails[0]!.raw.replace(/=\r?\n/g, ''))![0];
  expect((await service.app.inject({ method: 'POST', url: '/v1/channels/confirm', payload: { token } })).statusCode).toBe(200);
  smtp.mails.splice(0);
  return id;
}

async function everyKind(setup: Awaited<ReturnType<typeof setUp>>, extra: object = {}) {
  return {
    email: await confirmedEmailChannel(setup, extra),
    slack: await setup.channel('slack', urlOf('slack', '/services/T1/B1/slack-secret-token'), extra),
    discord: await setup.channel('discord', urlOf('discord', '/api/webhooks/42/discord-secret'), extra),
    ntfy: await setup.channel('ntfy', urlOf('ntfy', '/price-alerts'), extra),
    telegram: await setup.channel('telegram', `${BOT}:-100777`, extra),
    matrix: await setup.channel('matrix', matrixTarget(), extra),
    teams: await setup.channel('teams', urlOf('teams', TEAMS_PATH), extra),
  };
}

describe('channel delivery to real servers speaking each protocol', () => {
  it('sends the test event to every kind in its own format and logs each attempt', async () => {
    const setup = await setUp();
    const ids = await everyKind(setup);
    for (const id of Object.values(ids)) expect((await setup.api('POST', `/v1/channels/${id}/test`)).status).toBe(202);
    expect(await worker.runOnce()).toBe(7);

    const [slack] = servers.slack.requests;
    expect(slack!.url).toBe('/services/T1/B1/slack-secret-token');
    expect(slack!.headers['content-type']).toBe('application/json');
    expect(json(slack!)).toMatchObject({
      text: 'Sample monitor: Sony WH-1000XM5 price: Price dropped 17.5%, from 399.99 USD to 329.99 USD',
      blocks: [{ type: 'header' }, { type: 'section', text: { text: expect.stringContaining('$399.99 → $329.99') } }, { type: 'context' }],
    });

    const [discord] = servers.discord.requests;
    expect(json(discord!)).toMatchObject({
      allowed_mentions: { parse: [] },
      embeds: [{ title: 'Sample monitor: Sony WH-1000XM5 price', fields: [{ name: 'Before', value: '$399.99' }, { name: 'After', value: '$329.99' }, { name: 'Page' }] }],
    });

    const [ntfy] = servers.ntfy.requests;
    expect(ntfy!.url).toBe('/');
    expect(json(ntfy!)).toMatchObject({
      topic: 'price-alerts',
      title: 'Sample monitor: Sony WH-1000XM5 price',
      tags: ['chart_with_downwards_trend', 'price'],
      click: 'https://shop.example.com/products/sony-wh-1000xm5',
    });

    const [telegram] = servers.telegram.requests;
    expect(telegram!.url).toBe(`/bot${BOT}/sendMessage`);
    expect(json(telegram!)).toMatchObject({ chat_id: '-100777', parse_mode: 'HTML', text: expect.stringContaining('<s>$399.99</s> → <b>$329.99</b>') });

    const [matrix] = servers.matrix.requests;
    const [matrixDelivery] = await setup.log(ids.matrix);
    expect(matrix!.method).toBe('PUT');
    expect(matrix!.url).toBe(`/_matrix/client/v3/rooms/!deals%3Aexample.org/send/m.room.message/${matrixDelivery!.id}`);
    expect(matrix!.headers.authorization).toBe(`Bearer ${MATRIX_TOKEN}`);
    expect(json(matrix!)).toMatchObject({
      msgtype: 'm.text',
      body: expect.stringContaining('$399.99 → $329.99'),
      format: 'org.matrix.custom.html',
      formatted_body: expect.stringContaining('<del>$399.99</del> → <b>$329.99</b>'),
    });

    const [teams] = servers.teams.requests;
    expect([teams!.method, teams!.url, teams!.headers['content-type']]).toEqual(['POST', TEAMS_PATH, 'application/json']);
    expect(json(teams!)).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            type: 'AdaptiveCard',
            version: '1.4',
            body: expect.arrayContaining([{ type: 'FactSet', facts: [{ title: 'Before', value: '$399.99' }, { title: 'After', value: '$329.99' }] }]),
            actions: [{ type: 'Action.OpenUrl', title: 'View change', url: expect.stringContaining('/app/monitors/mon-sample#') }, { type: 'Action.OpenUrl', title: 'Open page' }],
          },
        },
      ],
    });

    await expect.poll(() => smtp.mails.length).toBe(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual([setup.user.email]);
    expect(mail!.raw).toMatch(/Subject: Sample monitor: Sony WH-1000XM5 price: Price dropped/);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');

    for (const [kind, id] of Object.entries(ids)) {
      const [delivery] = await setup.log(id);
      expect(delivery, kind).toMatchObject({ channel_id: id, status: 'delivered', attempt_count: 1, error_code: null });
      expect(delivery!.attempts).toEqual([
        {
          attempt: 1,
          attempted_at: service.clock.now(),
          status_code: { email: null, slack: 200, discord: 204, ntfy: 200, telegram: 200, matrix: 200, teams: 200 }[kind],
          error: null,
          duration_ms: expect.any(Number),
          response_body: kind === 'email' ? null : expect.any(String),
        },
      ]);
    }
  });

  it('turns a price drop on a page into a message on every kind; monitorIds keeps other monitors out', async () => {
    const setup = await setUp();
    pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '399.99' }));
    pages.set('/other', productPage({ name: 'Other thing', price: '10.00' }));
    const monitor = await setup.api('POST', '/v1/monitors', { mode: 'url', name: 'Sony headphones', url: pages.url('/headphones') });
    const other = await setup.api('POST', '/v1/monitors', { mode: 'url', name: 'Other', url: pages.url('/other') });
    expect([monitor.status, other.status]).toEqual([201, 201]);
    const ids = await everyKind(setup, { monitorIds: [monitor.body.id] });
    const elsewhere = await setup.channel('slack', urlOf('slack', '/services/T1/B1/other-monitor-only'), { monitorIds: [other.body.id] });

    expect((await setup.api('POST', `/v1/monitors/${monitor.body.id}/check`)).body.change).toBeNull();
    pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '299.99', noise: 'now' }));
    const checked = await setup.api('POST', `/v1/monitors/${monitor.body.id}/check`);
    expect(checked.body.change).toMatchObject({ type: 'price', before: { price: 399.99 }, after: { price: 299.99 } });

    expect(await worker.runOnce()).toBe(7);
    expect(servers.slack.requests.map((r) => r.url)).toEqual(['/services/T1/B1/slack-secret-token']);
    expect(json(servers.slack.requests[0]!).text).toMatch(/^Sony headphones: Price dropped from \$399\.99 to \$299\.99 \(-25%\)/);
    expect(json(servers.discord.requests[0]!).embeds[0]).toMatchObject({ title: 'Sony headphones', url: expect.stringContaining(`/app/monitors/${monitor.body.id}#chg-`) });
    expect(json(servers.ntfy.requests[0]!)).toMatchObject({ title: 'Sony headphones', click: pages.url('/headphones') });
    expect(json(servers.telegram.requests[0]!).text).toContain('<s>$399.99</s> → <b>$299.99</b>');
    expect(json(servers.teams.requests[0]!).attachments[0].content.body[0]).toMatchObject({ text: 'Sony headphones' });
    expect(json(servers.matrix.requests[0]!).body).toMatch(/^Sony headphones\nPrice dropped from \$399\.99 to \$299\.99/);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]!.raw).toMatch(/Subject: Sony headphones: Price dropped from \$399\.99 to \$299\.99/);
    for (const id of Object.values(ids)) expect((await setup.log(id))[0]).toMatchObject({ status: 'delivered' });
    expect(await setup.log(elsewhere)).toEqual([]);
  });

  it('retries a failing chat service on the schedule with the same delivery, then delivers', async () => {
    const setup = await setUp();
    const id = await setup.channel('slack', urlOf('slack', '/services/T1/B1/retry'));
    let calls = 0;
    answers.slack = (_req, res) => (++calls === 1 ? res.writeHead(500).end('internal_error') : res.writeHead(200).end('ok'));
    await setup.api('POST', `/v1/channels/${id}/test`);
    const start = service.clock.now();
    expect(await worker.runOnce()).toBe(1);
    expect((await setup.log(id))[0]).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: start + 15 * SECOND });
    service.clock.advance(15 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await setup.log(id);
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 2 });
    expect(delivery!.attempts.map((a: { status_code: number; error: string | null; response_body: string }) => [a.status_code, a.error, a.response_body])).toEqual([
      [500, 'HTTP 500', 'internal_error'],
      [200, null, 'ok'],
    ]);
  });

  it.each([
    ['discord', (res: ServerResponse) => res.writeHead(429, { 'content-type': 'application/json' }).end('{"message":"You are being rate limited.","retry_after":120.5,"global":false}'), 121],
    ['telegram', (res: ServerResponse) => res.writeHead(429).end('{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 300","parameters":{"retry_after":300}}'), 300],
    ['slack', (res: ServerResponse) => res.writeHead(429, { 'retry-after': '90' }).end('rate_limited'), 90],
    ['matrix', (res: ServerResponse) => res.writeHead(429).end('{"errcode":"M_LIMIT_EXCEEDED","error":"Too Many Requests","retry_after_ms":45200}'), 46],
    ['teams', (res: ServerResponse) => res.writeHead(429, { 'retry-after': '30' }).end('Microsoft Teams endpoint returned HTTP error 429'), 30],
  ] as const)('honours the wait %s asks for on 429', async (kind, answer, waitSeconds) => {
    const setup = await setUp();
    const target = { discord: urlOf('discord', '/api/webhooks/1/x'), telegram: `${BOT}:42`, slack: urlOf('slack', '/services/T/B/x'), matrix: matrixTarget(), teams: urlOf('teams', TEAMS_PATH) }[kind];
    const id = await setup.channel(kind, target);
    answers[kind] = (_req, res) => answer(res);
    await setup.api('POST', `/v1/channels/${id}/test`);
    const start = service.clock.now();
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await setup.log(id);
    expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: start + waitSeconds * SECOND });
    expect(delivery!.attempts[0]).toMatchObject({ status_code: 429, error: 'HTTP 429' });
  });

  it('sends every Matrix retry with the same transaction id, so the homeserver keeps one message', async () => {
    const setup = await setUp();
    const id = await setup.channel('matrix', matrixTarget());
    let calls = 0;
    answers.matrix = (_req, res) => (++calls === 1 ? res.writeHead(502).end('bad gateway') : res.writeHead(200).end('{"event_id":"$m2:example.org"}'));
    await setup.api('POST', `/v1/channels/${id}/test`);
    expect(await worker.runOnce()).toBe(1);
    service.clock.advance(15 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await setup.log(id);
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 2 });
    const paths = servers.matrix.requests.map((request) => request.url);
    expect(paths).toEqual([paths[0], paths[0]]);
    expect(paths[0]).toMatch(new RegExp(`/send/m\\.room\\.message/${delivery!.id}$`));
  });

  it('shows a Matrix target without its access token', async () => {
    const setup = await setUp();
    const id = await setup.channel('matrix', matrixTarget());
    const listed = (await setup.api('GET', '/v1/channels')).body.channels.find((channel: { id: string }) => channel.id === id);
    expect(listed).toMatchObject({ type: 'matrix', name: 'Matrix', target: `${urlOf('matrix', '')}|!deals:example.org|syt_…` });
    expect(JSON.stringify(listed)).not.toContain('secretPart');
  });

  it('posts to a Teams Workflows URL with its whole query and shows it without the signature', async () => {
    const setup = await setUp();
    const query = '?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=SIGsecret123';
    const id = await setup.channel('teams', urlOf('teams', `/workflows/4e5f/triggers/manual/paths/invoke/${query}`));
    answers.teams = (_req, res) => res.writeHead(202).end();
    const listed = (await setup.api('GET', '/v1/channels')).body.channels.find((channel: { id: string }) => channel.id === id);
    expect(listed).toMatchObject({ type: 'teams', name: 'Microsoft Teams', target: `${urlOf('teams', '/workflows/…')}` });
    await setup.api('POST', `/v1/channels/${id}/test`);
    expect(await worker.runOnce()).toBe(1);
    expect(servers.teams.requests.map((request) => request.url)).toEqual([`/workflows/4e5f/triggers/manual/paths/invoke${query}`]);
    expect((await setup.log(id))[0]).toMatchObject({ status: 'delivered', attempts: [{ status_code: 202 }] });
  });

  it('fails at once when the service says the target does not exist: no retry can help', async () => {
    const setup = await setUp();
    const id = await setup.channel('telegram', `${BOT}:-100999`);
    answers.telegram = (_req, res) => res.writeHead(400).end('{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}');
    await setup.api('POST', `/v1/channels/${id}/test`);
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await setup.log(id);
    expect(delivery).toMatchObject({ status: 'failed', attempt_count: 1, error_code: 'ERR_WEBHOOK_DELIVERY_FAILED', next_attempt_at: null });
    expect(delivery!.attempts[0].response_body).toContain('chat not found');
  });

  it('retries an e-mail the SMTP server does not take, and logs why', async () => {
    const closed = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const mailWorker = startTestDeliveryWorker(closed, { sender, workerId: 'smtp-down', runInBackground: false });
    try {
      const user = await registerUser(closed.app);
      const created = await closed.app.inject({ method: 'POST', url: '/v1/channels', headers: user.auth, payload: { type: 'email', target: user.email } });
      const id = (created.json() as { id: string }).id;
      // The confirmation mail could not go out either: the address is confirmed here directly.
      await closed.infra.database.db.updateTable('channels').set({ confirmed_at: closed.clock.now(), confirm_token_hash: null }).where('id', '=', id).execute();
      await closed.app.inject({ method: 'POST', url: `/v1/channels/${id}/test`, headers: user.auth });
      const start = closed.clock.now();
      expect(await mailWorker.runOnce()).toBe(1);
      const log = await closed.app.inject({ method: 'GET', url: `/v1/channels/${id}/deliveries`, headers: user.auth });
      const [delivery] = (log.json() as { deliveries: Array<Record<string, any>> }).deliveries;
      expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1, next_attempt_at: start + 15 * SECOND });
      expect(delivery!.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/^mail not accepted: .*ECONNREFUSED/) });
    } finally {
      await mailWorker.stop();
      await closed.close();
    }
  });

  it('sends change events to a foreign address only once it has confirmed', async () => {
    const setup = await setUp();
    const address = `friend-${Date.now()}@example.org`;
    const id = await setup.channel('email', address);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const token = /chconf_[A-Za-z0-9_-]{43}/.exec(smtp.mails[0]!.raw.replace(/=\r?\n/g, ''))![0];
    const event = (n: number) => ({ eventId: `evt-confirm-${n}-${id}`, userId: setup.user.user.id, type: 'change.detected', body: '{}', createdAt: service.clock.now() });

    expect(await enqueueEvent(service.infra.database.db, event(1))).toEqual([]);
    expect((await service.app.inject({ method: 'POST', url: '/v1/channels/confirm', payload: { token } })).statusCode).toBe(200);
    expect(await enqueueEvent(service.infra.database.db, event(2))).toHaveLength(1);
    expect((await setup.log(id)).map((d) => d.event_id)).toEqual([event(2).eventId]);
  });
});
