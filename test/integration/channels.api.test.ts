import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink.js';

type User = Awaited<ReturnType<typeof registerUser>>;

let service: TestService;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let alice: User;
let bob: User;

beforeAll(async () => {
  smtp = await startSmtpSink();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000', SMTP_URL: smtp.url });
  // Redis expires rate-limit counters on its own clock: their windows must not lie in its past.
  service.clock.set(Date.now());
  bob = await registerUser(service.app);
});
// A fresh owner per test keeps each test below the destination limit and the confirmation-mail rate limit.
beforeEach(async () => {
  alice = await registerUser(service.app);
});
afterAll(async () => {
  await service.close();
  await smtp.close();
});

// Nothing in this file sends: no delivery worker runs.
const SLACK = 'https://127.0.0.1:9/services/T0001/B0001/abcdefghijklmnopqrstuvwx';
const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

async function call(user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await service.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const body = response.body === '' ? {} : response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : { html: response.body };
  return { status: response.statusCode, body: body as Record<string, any> };
}

async function createChannel(user: User, payload: object) {
  const created = await call(user, 'POST', '/v1/channels', payload);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; type: string; name: string; target: string; monitor_ids: string[] | null; confirmed: boolean; created_at: number };
}

async function waitForMail(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('channels: happy paths', () => {
  it('creates one channel of every type, shows targets masked and stores them sealed', async () => {
    const cases = [
      { type: 'email', target: alice.email, shown: alice.email },
      { type: 'slack', target: SLACK, shown: 'https://127.0.0.1:9/services/T0001/B0001/abcd…' },
      { type: 'discord', target: 'https://127.0.0.1:9/api/webhooks/42/discord-secret-token', shown: 'https://127.0.0.1:9/api/webhooks/42/disc…' },
      { type: 'ntfy', target: 'https://127.0.0.1:9/my-secret-topic', shown: 'https://127.0.0.1:9/my-s…' },
      { type: 'telegram', target: `${BOT}:-100777`, shown: '123456789:…:-100777' },
    ];
    const ids: string[] = [];
    for (const { type, target, shown } of cases) {
      const created = await createChannel(alice, { type, target });
      expect(created).toEqual({
        id: expect.stringMatching(/^ch-[0-9a-z]{26}$/),
        type,
        name: { email: 'E-mail', slack: 'Slack', discord: 'Discord', ntfy: 'ntfy', telegram: 'Telegram' }[type],
        target: shown,
        monitor_ids: null,
        tags: null,
        events: ['change.detected', 'monitor.failing', 'monitor.recovered'],
        template: null,
        digest: 'immediate',
        digestAt: null,
        timezone: null,
        // An e-mail address confirms first, the account's own included.
        confirmed: type !== 'email',
        created_at: service.clock.now(),
      });
      ids.push(created.id);
      service.clock.advance(1);
      const row = await service.infra.database.db.selectFrom('channels').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row.target_sealed).toMatch(/^v1\./);
      if (type !== 'email') expect(JSON.stringify(row)).not.toContain(target.slice(-12));
    }
    const listed = await call(alice, 'GET', '/v1/channels');
    expect(listed.status).toBe(200);
    expect(listed.body.channels.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
    expect(JSON.stringify(listed.body)).not.toContain('discord-secret-token');
    expect(JSON.stringify(listed.body)).not.toContain('AAHdqTcv');
  });

  it('takes a name and monitorIds, and deletes with 204 then 404', async () => {
    const monitor = await call(alice, 'POST', '/v1/monitors', { mode: 'url', name: 'Espresso', url: 'https://127.0.0.1:9/product' });
    expect(monitor.status).toBe(201);
    const created = await createChannel(alice, { type: 'slack', target: SLACK, name: 'Deals room', monitorIds: [monitor.body.id, monitor.body.id] });
    expect(created).toMatchObject({ name: 'Deals room', monitor_ids: [monitor.body.id] });

    expect((await call(alice, 'DELETE', `/v1/channels/${created.id}`)).status).toBe(204);
    expect((await call(alice, 'DELETE', `/v1/channels/${created.id}`)).body.code).toBe('ERR_NOT_FOUND');
    expect((await call(alice, 'GET', '/v1/channels')).body.channels).toEqual([]);
  });

  it('limits a webhook to monitorIds and shows them; a webhook without them looks as before', async () => {
    const monitor = await call(alice, 'POST', '/v1/monitors', { mode: 'url', name: 'Espresso', url: 'https://127.0.0.1:9/product' });
    const limited = await call(alice, 'POST', '/v1/webhooks', { url: 'https://127.0.0.1:9/hook', monitorIds: [monitor.body.id] });
    expect(limited.status).toBe(201);
    expect(limited.body.monitor_ids).toEqual([monitor.body.id]);
    const plain = await call(alice, 'POST', '/v1/webhooks', { url: 'https://127.0.0.1:9/hook' });
    expect(Object.keys(plain.body).sort()).toEqual(['active', 'created_at', 'events', 'id', 'secret', 'url']);
  });

  it('shows a channel delivery log with the webhook record, keyed by channel_id', async () => {
    const created = await createChannel(alice, { type: 'ntfy', target: 'https://127.0.0.1:9/topic' });
    const test = await call(alice, 'POST', `/v1/channels/${created.id}/test`);
    expect(test.status).toBe(202);
    expect(test.body).toEqual({ event_id: expect.stringMatching(/^evt-/), delivery_id: expect.stringMatching(/^dlv-/) });
    const log = await call(alice, 'GET', `/v1/channels/${created.id}/deliveries`);
    expect(log.status).toBe(200);
    const now = service.clock.now();
    expect(log.body).toEqual({
      deliveries: [
        {
          id: test.body.delivery_id,
          channel_id: created.id,
          event_id: test.body.event_id,
          event_type: 'change.detected',
          status: 'pending',
          attempt_count: 0,
          next_attempt_at: now,
          error_code: null,
          created_at: now,
          updated_at: now,
          attempts: [],
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
    const again = await call(alice, 'POST', `/v1/channels/${created.id}/deliveries/${test.body.delivery_id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ channel_id: created.id, event_id: test.body.event_id, status: 'pending' });
    expect(again.body.id).not.toBe(test.body.delivery_id);
  });
});

describe('channels: e-mail confirmation', () => {
  it('asks the account\'s own address to confirm too: it was never verified', async () => {
    const created = await createChannel(alice, { type: 'email', target: alice.email.toUpperCase() });
    expect(created).toMatchObject({ confirmed: false, target: alice.email });
    const mail = await waitForMail(alice.email);
    expect(mail.raw).toContain('Subject: Confirm PageWatch notifications to this address');
    expect((await call(alice, 'POST', `/v1/channels/${created.id}/test`)).status).toBe(400);
  });

  it('mails a link to another address, sends nothing else until a person confirms on the page', async () => {
    const address = `friend-${Date.now()}@example.org`;
    const created = await createChannel(alice, { type: 'email', target: address });
    expect(created.confirmed).toBe(false);
    const mail = await waitForMail(address);
    expect(mail.raw).toContain('Subject: Confirm PageWatch notifications to this address');
    const token = /chconf_[A-Za-z0-9_-]{43}/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[0];
    expect(token).toBeDefined();

    const blocked = await call(alice, 'POST', `/v1/channels/${created.id}/test`);
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toMatch(/has not confirmed yet/);

    // Opening the link (what a mail scanner does) only shows the button.
    const page = await call(null, 'GET', `/v1/channels/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.html).toContain('<form method="post" action="confirm">');
    expect((await call(alice, 'GET', '/v1/channels')).body.channels[0].confirmed).toBe(false);

    const pressed = await service.app.inject({
      method: 'POST',
      url: '/v1/channels/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toEqual({ channel_id: created.id, confirmed: true });
    expect((await call(alice, 'GET', '/v1/channels')).body.channels[0].confirmed).toBe(true);
    expect((await call(alice, 'POST', `/v1/channels/${created.id}/test`)).status).toBe(202);

    const reused = await call(null, 'POST', '/v1/channels/confirm', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/unknown or was already used/);
  });

  it('sends a new link on request, which replaces the old one; a confirmed channel needs none', async () => {
    const address = `other-${Date.now()}@example.org`;
    const created = await createChannel(alice, { type: 'email', target: address });
    const first = /chconf_[A-Za-z0-9_-]{43}/.exec((await waitForMail(address)).raw.replace(/=\r?\n/g, ''))![0];
    smtp.mails.splice(0);
    expect((await call(alice, 'POST', `/v1/channels/${created.id}/confirmation`)).status).toBe(202);
    const second = /chconf_[A-Za-z0-9_-]{43}/.exec((await waitForMail(address)).raw.replace(/=\r?\n/g, ''))![0];
    expect(second).not.toBe(first);
    expect((await call(null, 'POST', '/v1/channels/confirm', { token: first })).status).toBe(400);
    expect((await call(null, 'POST', '/v1/channels/confirm', { token: second })).status).toBe(200);
    const again = await call(alice, 'POST', `/v1/channels/${created.id}/confirmation`);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already confirmed/);
  });

  it('sends at most 5 confirmation mails an hour per account', async () => {
    for (let i = 0; i < 5; i++) await createChannel(alice, { type: 'email', target: `n${i}-${Date.now()}@example.org` });
    const sixth = await call(alice, 'POST', '/v1/channels', { type: 'email', target: `n6-${Date.now()}@example.org` });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('ERR_RATE_LIMIT');
  });
});

describe('channels: errors', () => {
  it.each([
    [{ type: 'pager', target: 'x' }, /type/],
    [{ type: 'slack' }, /target/],
    [{ type: 'email', target: 'nobody' }, /e-mail address/],
    [{ type: 'slack', target: 'http://127.0.0.1:9/services/x' }, /must use https/],
    [{ type: 'discord', target: 'not a url' }, /Discord webhook URL/],
    [{ type: 'telegram', target: 'just-a-token' }, /<bot-token>:<chat-id>/],
    [{ type: 'ntfy', target: 'https://127.0.0.1:9/t', monitorIds: [] }, /monitorIds/],
    [{ type: 'ntfy', target: 'https://127.0.0.1:9/t', monitorIds: ['mon-nope'] }, /mon-nope is not one of your monitors/],
    [{ type: 'ntfy', target: 'https://127.0.0.1:9/t', extra: 1 }, /extra|additional/],
  ])('refuses %j with 400 ERR_INVALID_REQUEST naming the problem', async (payload, message) => {
    const response = await call(alice, 'POST', '/v1/channels', payload);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('ERR_INVALID_REQUEST');
    expect(`${response.body.error} ${response.body.message ?? ''}`).toMatch(message);
  });

  it('refuses a private address unless the operator allows private networks', async () => {
    const strict = await startTestService({ FREE_DAILY_REQUESTS: '100000' });
    try {
      const user = await registerUser(strict.app);
      const response = await strict.app.inject({ method: 'POST', url: '/v1/channels', headers: user.auth, payload: { type: 'slack', target: SLACK } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('target: this URL cannot receive notifications; use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to notify private and local addresses');
    } finally {
      await strict.close();
    }
  });

  it('counts channels and active webhooks together against the limit of 10', async () => {
    for (let i = 0; i < 6; i++) expect((await call(alice, 'POST', '/v1/webhooks', { url: 'https://127.0.0.1:9/hook' })).status).toBe(201);
    for (let i = 0; i < 4; i++) await createChannel(alice, { type: 'ntfy', target: `https://127.0.0.1:9/t${i}` });
    const channel = await call(alice, 'POST', '/v1/channels', { type: 'ntfy', target: 'https://127.0.0.1:9/t' });
    const webhook = await call(alice, 'POST', '/v1/webhooks', { url: 'https://127.0.0.1:9/hook' });
    for (const refused of [channel, webhook]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'ERR_LIMIT_EXCEEDED', upgradeUrl: expect.any(String) });
      expect(refused.body.message).toMatch(/6 webhooks, 4 channels/);
    }
  });

  it('hides other accounts\' channels: every route answers 404', async () => {
    const created = await createChannel(alice, { type: 'ntfy', target: 'https://127.0.0.1:9/t' });
    const test = await call(alice, 'POST', `/v1/channels/${created.id}/test`);
    for (const [method, url] of [
      ['DELETE', `/v1/channels/${created.id}`],
      ['POST', `/v1/channels/${created.id}/test`],
      ['POST', `/v1/channels/${created.id}/confirmation`],
      ['GET', `/v1/channels/${created.id}/deliveries`],
      ['POST', `/v1/channels/${created.id}/deliveries/${test.body.delivery_id}/redeliver`],
    ] as const) {
      const response = await call(bob, method, url);
      expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 404, code: 'ERR_NOT_FOUND' });
    }
    expect((await call(bob, 'GET', '/v1/channels')).body.channels).toEqual([]);
  });

  it('needs a credential everywhere but on the confirmation link', async () => {
    expect((await call(null, 'GET', '/v1/channels')).status).toBe(401);
    expect((await call(null, 'POST', '/v1/channels', { type: 'ntfy', target: 'https://127.0.0.1:9/t' })).status).toBe(401);
    expect((await call(null, 'POST', '/v1/channels/confirm', { token: 'chconf_unknown-token-value' })).status).toBe(400);
  });
});
