import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

// `.invalid` never resolves (RFC 6761), with or without DNS on the machine.
const NOWHERE = 'https://shop.pagewatch-test.invalid/item/42';

let service: TestService;
let user: Awaited<ReturnType<typeof registerUser>>;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  service = await startTestService({}, { log: pino({ level: 'warn' }, sink) });
  user = await registerUser(service.app);
});
afterAll(() => service.close());

describe('creating monitors and webhooks on hosts that do not resolve', () => {
  it('accepts a URL monitor, and its first check reports the failure in the check log and last_error', async () => {
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'Item', url: NOWHERE } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const check = await service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: user.auth });
    expect(check.statusCode).toBe(200);
    const [source] = check.json().check.sources;
    expect(source).toMatchObject({ url: NOWHERE, outcome: 'error', http_status: null });
    expect(source.error).toMatch(/host not found|DNS lookup failed/);

    const monitor = (await service.app.inject({ method: 'GET', url: `/v1/monitors/${id}`, headers: user.auth })).json();
    expect(monitor.last_error).toContain(NOWHERE);
    const log = (await service.app.inject({ method: 'GET', url: `/v1/monitors/${id}/checks`, headers: user.auth })).json();
    expect(log.checks[0]).toMatchObject({ source_url: NOWHERE, outcome: 'error' });
  });

  it('accepts an intent whose URL does not resolve', async () => {
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'nlp', intent: `watch ${NOWHERE} for changes` } });
    expect(created.statusCode).toBe(201);
    expect(created.json().sources.map((s: { url: string }) => s.url)).toEqual([NOWHERE]);
  });

  it('accepts a webhook whose host does not resolve', async () => {
    const created = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url: 'https://hooks.pagewatch-test.invalid/pagewatch' } });
    expect(created.statusCode).toBe(201);
  });
});

describe('a host that resolves to a forbidden address', () => {
  it('gets one generic message, and the detail goes only to the server log', async () => {
    const monitor = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'x', url: 'http://localhost:8080/admin' } });
    const webhook = await service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: user.auth, payload: { url: 'https://localhost:8443/hook' } });
    expect(monitor.statusCode).toBe(400);
    expect(monitor.json()).toMatchObject({ code: 'ERR_INVALID_REQUEST', message: 'url: this URL cannot be watched; use a page on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to watch private and local addresses' });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).toBe('url: this URL cannot receive webhooks; use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to deliver to private and local addresses');
    for (const body of [monitor.body, webhook.body]) expect(body).not.toMatch(/loopback|127\.0\.0\.1|::1/);

    const refusals = logLines.map((line) => JSON.parse(line) as { msg: string; url: string; error: string }).filter((entry) => entry.msg.startsWith('URL refused'));
    expect(refusals.map((entry) => entry.url)).toEqual(['http://localhost:8080/admin', 'https://localhost:8443/hook']);
    for (const entry of refusals) expect(entry.error).toMatch(/^resolves to a loopback address \((127\.0\.0\.1|::1)\)$/);
  });
});
