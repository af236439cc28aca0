import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

type User = Awaited<ReturnType<typeof registerUser>>;

let service: TestService;
let alice: User;

beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
});
// A fresh owner per test keeps each below the limit of 10 destinations.
beforeEach(async () => {
  alice = await registerUser(service.app);
});
afterAll(async () => {
  await service.close();
});

const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await service.app.inject({ method, url, headers: alice.auth, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function storedTarget(table: 'channels' | 'webhooks', id: string): Promise<string> {
  if (table === 'webhooks') return (await service.infra.database.db.selectFrom('webhooks').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url;
  const row = await service.infra.database.db.selectFrom('channels').select('target_sealed').where('id', '=', id).executeTakeFirstOrThrow();
  return service.infra.secretBox.open(row.target_sealed);
}

describe('Apprise URLs as channel targets', () => {
  it.each([
    ['mailto://ada:app-password@example.com/alerts@example.org', 'email', 'alerts@example.org'],
    ['slack://pagewatch@T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#general', 'slack', 'https://hooks.slack.com/services/T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ'],
    ['discord://4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js', 'discord', 'https://discord.com/api/webhooks/4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js'],
    ['ntfys://127.0.0.1:9/price-alerts-7f3a', 'ntfy', 'https://127.0.0.1:9/price-alerts-7f3a'],
    [`tgram://${BOT}/-1001234567890`, 'telegram', `${BOT}:-1001234567890`],
    ['matrixs://syt_YWRh_bXnJgaIoLyHZaBhT@127.0.0.1:9/!AbCdEf:example.org', 'matrix', 'https://127.0.0.1:9|!AbCdEf:example.org|syt_YWRh_bXnJgaIoLyHZaBhT'],
    ['workflows://127.0.0.1:9/4e5f6a/SIGsecret123', 'teams', 'https://127.0.0.1:9/workflows/4e5f6a/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=SIGsecret123'],
  ])('%s without a type is created as a %s channel and stored as our own target', async (target, type, stored) => {
    const created = await call('POST', '/v1/channels', { target });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type });
    expect(await storedTarget('channels', created.body.id)).toBe(stored);
    expect(created.body.target).not.toContain('SIGsecret');
  });

  it('takes a type that agrees with the URL and refuses one that does not', async () => {
    expect((await call('POST', '/v1/channels', { type: 'ntfy', target: 'ntfys://127.0.0.1:9/alerts' })).status).toBe(201);
    const mismatch = await call('POST', '/v1/channels', { type: 'slack', target: 'ntfys://127.0.0.1:9/alerts' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/type slack does not match target: ntfys:\/\/ is a ntfy target/);
  });

  it.each([
    ['pover://user@token', /pover:\/\/ is not supported; supported: mailto:\/\/.*msteams:\/\/, workflows:\/\//],
    ['ntfy://ntfy.example.org/alerts', /plain http; write ntfys:\/\//],
    ['jsons://127.0.0.1:9/hook', /names a webhook, not a channel; create it with POST \/v1\/webhooks/],
    ['https://127.0.0.1:9/alerts', /type is required unless target is an Apprise URL/],
  ])('%s gives 400 naming what is wrong', async (target, message) => {
    const refused = await call('POST', '/v1/channels', { target });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ERR_INVALID_REQUEST');
    expect(refused.body.message).toMatch(message);
  });
});

describe('Apprise URLs as webhook URLs', () => {
  it('stores jsons:// as the https URL it names, refuses json:// as plain http and other schemes with the way to a channel', async () => {
    const created = await call('POST', '/v1/webhooks', { url: 'jsons://127.0.0.1:9/hooks/pagewatch?team=ops&+X-Token=abc' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.url).toBe('https://127.0.0.1:9/hooks/pagewatch?team=ops');
    expect(await storedTarget('webhooks', created.body.id)).toBe('https://127.0.0.1:9/hooks/pagewatch?team=ops');

    const plain = await call('POST', '/v1/webhooks', { url: 'json://127.0.0.1:9/hooks/pagewatch' });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toMatch(/url must use https, got http/);
    const channel = await call('POST', '/v1/webhooks', { url: 'ntfys://127.0.0.1:9/alerts' });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toMatch(/names a ntfy channel, not a webhook; create it with POST \/v1\/channels/);
  });
});
