import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../src/adapters/mail/recipient-capped-mailer.js';
import { enqueueEvent } from '../../src/storage/repositories/outbox.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let service: TestService;
let worker: DeliveryWorker;
let http: ReturnType<typeof createGuardedHttpClient>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000', SMTP_URL: smtp.url });
  // Redis expires counters on its own clock: their windows must not lie in its past.
  service.clock.set(Date.now());
  http = createGuardedHttpClient({ allowPrivateNetworks: true, timeoutMs: 2000 });
  worker = startTestDeliveryWorker(service, { sender: http, workerId: 'consent-test', runInBackground: false });
});
afterEach(() => {
  smtp.mails.splice(0);
});
afterAll(async () => {
  await worker.stop();
  await http.close();
  await service.close();
  await smtp.close();
});

async function setUp() {
  const user = await registerUser(service.app);
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'consent' } });
  const auth = { 'x-api-key': (key.json() as { key: string }).key };
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  return { user, api };
}

const tokenIn = (raw: string) => /chconf_[A-Za-z0-9_-]{43}/.exec(raw.replace(/=\r?\n/g, ''))![0];
const event = (userId: string, n: number) => ({ eventId: `evt-consent-${n}-${userId}`, userId, type: 'change.detected', body: '{}', createdAt: service.clock.now() });

describe('e-mail consent', () => {
  it("mails the account's own address nothing but a confirmation until it has confirmed", async () => {
    const { user, api } = await setUp();
    const created = await api('POST', '/v1/channels', { type: 'email', target: user.email });
    expect(created.status).toBe(201);
    expect(created.body.confirmed).toBe(false);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]!.to).toEqual([user.email]);
    expect(smtp.mails[0]!.raw).toMatch(/Subject: Confirm PageWatch notifications/);

    expect((await api('POST', `/v1/channels/${created.body.id}/test`)).status).toBe(400);
    expect(await enqueueEvent(service.infra.database.db, event(user.user.id, 1))).toEqual([]);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(1);

    expect((await service.app.inject({ method: 'POST', url: '/v1/channels/confirm', payload: { token: tokenIn(smtp.mails[0]!.raw) } })).statusCode).toBe(200);
    expect((await api('GET', '/v1/channels')).body.channels[0].confirmed).toBe(true);
    expect(await enqueueEvent(service.infra.database.db, event(user.user.id, 2))).toHaveLength(1);

    // Confirmed once, the account's own address stays confirmed: a new channel to it needs no new link.
    expect((await service.app.inject({ method: 'DELETE', url: `/v1/channels/${created.body.id}`, headers: user.auth })).statusCode).toBe(204);
    smtp.mails.splice(0);
    const again = await api('POST', '/v1/channels', { type: 'email', target: user.email.toUpperCase(), name: 'Again' });
    expect(again.status).toBe(201);
    expect(again.body.confirmed).toBe(true);
    expect((await api('POST', `/v1/channels/${again.body.id}/test`)).status).toBe(202);
    while ((await worker.runOnce()) > 0);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]!.raw).not.toMatch(/Subject: Confirm PageWatch notifications/);
  });

  it("counts only a link opened at the account's own address as confirming it, not one opened elsewhere", async () => {
    const { user, api } = await setUp();
    const foreign = await api('POST', '/v1/channels', { type: 'email', target: `elsewhere-${Date.now()}@example.org` });
    expect(foreign.status).toBe(201);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect((await service.app.inject({ method: 'POST', url: '/v1/channels/confirm', payload: { token: tokenIn(smtp.mails[0]!.raw) } })).statusCode).toBe(200);
    smtp.mails.splice(0);
    const own = await api('POST', '/v1/channels', { type: 'email', target: user.email });
    expect(own.status).toBe(201);
    expect(own.body.confirmed).toBe(false);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]!.to).toEqual([user.email]);
  });

  it('takes one e-mail channel per address per account, whatever the case of the address', async () => {
    const { api } = await setUp();
    const address = `friend-${Date.now()}@example.org`;
    expect((await api('POST', '/v1/channels', { type: 'email', target: address })).status).toBe(201);
    const again = await api('POST', '/v1/channels', { type: 'email', target: address.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: expect.stringContaining('already has an e-mail channel to this address') });
    expect((await api('GET', '/v1/channels')).body.channels).toHaveLength(1);
  });

  it('quotes the channel name on one line in the confirmation mail', async () => {
    const { api } = await setUp();
    const name = 'Alerts\r\n\r\nYour account is locked: open https://evil.example/\r\nBcc: victim@example.org';
    expect((await api('POST', '/v1/channels', { type: 'email', target: `named-${Date.now()}@example.org`, name })).status).toBe(201);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const raw = smtp.mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('("Alerts Your account is locked: open https://evil.example/ Bcc: victim@example.org")');
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(smtp.mails[0]!.to).toHaveLength(1);
  });

  it(`caps mails to one address at ${MAILS_PER_RECIPIENT_PER_HOUR} an hour across channels and accounts`, async () => {
    const address = `capped-${Date.now()}@example.org`;
    const owners = [await setUp(), await setUp()];
    const channelIds: Array<{ api: (typeof owners)[0]['api']; id: string }> = [];
    for (const owner of owners) {
      const created = await owner.api('POST', '/v1/channels', { type: 'email', target: address });
      expect(created.status).toBe(201);
      channelIds.push({ api: owner.api, id: created.body.id as string });
    }
    await expect.poll(() => smtp.mails.length).toBe(2);
    for (const mail of smtp.mails.splice(0)) {
      expect((await service.app.inject({ method: 'POST', url: '/v1/channels/confirm', payload: { token: tokenIn(mail.raw) } })).statusCode).toBe(200);
    }
    // Two confirmations already counted this hour; 2 accounts × 15 test events ask for 30 more.
    for (let i = 0; i < 15; i += 1) {
      for (const { api, id } of channelIds) expect((await api('POST', `/v1/channels/${id}/test`)).status).toBe(202);
    }
    while ((await worker.runOnce()) > 0);
    expect(smtp.mails.length).toBe(MAILS_PER_RECIPIENT_PER_HOUR - 2);
    const logs = await Promise.all(channelIds.map(async ({ api, id }) => (await api('GET', `/v1/channels/${id}/deliveries?limit=100`)).body.deliveries as Array<Record<string, any>>));
    const waiting = logs.flat().filter((delivery) => delivery.status === 'pending');
    expect(waiting).toHaveLength(30 - (MAILS_PER_RECIPIENT_PER_HOUR - 2));
    expect(waiting[0]!.attempts[0].error).toMatch(/^not sent: this address has received 20 mails this hour/);

    // The next hour the rest goes out.
    service.clock.advance(3_600_000);
    while ((await worker.runOnce()) > 0);
    expect(smtp.mails.length).toBe(30);
  });
});
