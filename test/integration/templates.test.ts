import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver, type ThrowawayCa } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let ca: ThrowawayCa;
let sender: HttpClient;
let deliveries: DeliveryWorker;
const receivers: HttpsReceiver[] = [];

beforeAll(async () => {
  pages = await startPageServer();
  ca = await createThrowawayCa();
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  deliveries = startTestDeliveryWorker(service, { sender, workerId: 'templates-test', runInBackground: false });
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await deliveries.stop();
  await sender.close();
  await service.close();
  await pages.close();
});

async function receiver(): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), { ca });
  receivers.push(started);
  return started;
}

async function setUp() {
  const registered = await registerUser(service.app);
  const key = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: registered.auth, payload: { name: 'test' } });
  const auth = { 'x-api-key': (key.json() as { key: string }).key };
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const created = async (url: string, payload: object) => {
    const answer = await api('POST', url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  return { api, created };
}

const json = (request: { rawBody: Buffer }) => JSON.parse(request.rawBody.toString('utf8'));
const slackTarget = (server: HttpsReceiver) => `${server.url}services/T1/B1/slack-secret`;

// Every field docs/message-templates.md lists, in one template.
const DOCUMENTED = [
  '{{ change.id | slice: 0, 4 }}|{{ change.monitor_id }}|{{ change.monitor_name }}|{{ change.type }}|{{ change.detected_at | divided_by: 1000 | date: "%Y" }}',
  '{{ change.source.url }}|{{ change.source.title }}',
  '{{ change.before.price }} {{ change.before.currency }} {{ change.before.availability }}|{{ change.after.price }} {{ change.after.currency }} {{ change.after.availability }}',
  '{{ change.relevance.score }}|{{ change.relevance.reason }}',
  '{{ summary.headline }}|{{ summary.before }}|{{ summary.after }}|{{ summary.before_after }}|{{ summary.direction }}',
  '{{ summary.change_url | split: "#" | first }}|{{ summary.page_url }}|{{ summary.page_title }}|{{ summary.detected_at_iso | slice: 0, 4 }}',
].join('\n');

describe('message templates', () => {
  it('previews a template against the sample change, rendering the documented fields', async () => {
    const { api } = await setUp();
    const year = new Date(service.clock.now()).getUTCFullYear();
    const preview = await api('POST', '/v1/templates/preview', { template: { subject: '{{ change.monitor_name | upcase }}', body: DOCUMENTED } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      subject: 'SAMPLE MONITOR: SONY WH-1000XM5 PRICE',
      body: [
        `chg-|mon-sample|Sample monitor: Sony WH-1000XM5 price|price|${year}`,
        'https://shop.example.com/products/sony-wh-1000xm5|Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
        '399.99 USD in_stock|329.99 USD in_stock',
        '0.92|Price dropped 17.5%, from 399.99 USD to 329.99 USD',
        'Price dropped 17.5%, from 399.99 USD to 329.99 USD|$399.99|$329.99|$399.99 → $329.99|down',
        `${service.config.publicUrl}/app/monitors/mon-sample|https://shop.example.com/products/sony-wh-1000xm5|Sony WH-1000XM5 Wireless Noise Cancelling Headphones|${year}`,
      ].join('\n'),
    });
    const defaults = await api('POST', '/v1/templates/preview', { template: { body: 'only a body' } });
    expect(defaults.body).toEqual({ subject: 'Sample monitor: Sony WH-1000XM5 price', body: 'only a body' });
  });

  it.each([
    [{ body: "{% include 'passwd' %}" }, /^template\.body is not a valid template: .*include tag is not available/],
    [{ subject: "{% render '../../etc/passwd' %}" }, /^template\.subject is not a valid template: .*render tag is not available/],
    [{ body: '{{ change | shell }}' }, /^template\.body is not a valid template: .*undefined filter: shell/],
    [{ body: '{% if change.type %}unclosed' }, /^template\.body is not a valid template: .*not closed/],
    [{ body: '{% for i in (1..100000000) %}{% for j in (1..100000000) %}{% endfor %}{% endfor %}' }, /^template\.body is not a valid template: .*(limit|exceeded)/i],
    [{ body: 'x'.repeat(5001) }, /template\.body/],
    [{}, /template needs a subject or a body/],
    [{ body: 'ok', script: 'x' }, /template\.script/],
  ])('refuses %j with a 400 naming the field, on preview and on channel creation', async (template, message) => {
    const { api } = await setUp();
    for (const [url, payload] of [
      ['/v1/templates/preview', { template }],
      ['/v1/channels', { type: 'slack', target: 'https://hooks.slack.com/services/T/B/C', template }],
    ] as const) {
      const answer = await api('POST', url, payload);
      expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.code).toBe('ERR_INVALID_REQUEST');
      expect(answer.body.message).toMatch(message);
    }
    expect((await api('GET', '/v1/channels')).body.channels).toEqual([]);
  });

  it("sends a real change in the channel's words, and the default message where no template is set", async () => {
    const { api, created } = await setUp();
    const templated = await receiver();
    const plain = await receiver();
    const template = { subject: '{{ change.monitor_name }} now {{ change.after.price }}', body: 'Was {{ change.before.price }} <{{ change.source.url }}>\n{{ summary.headline }}' };
    const channel = await created('/v1/channels', { type: 'slack', target: slackTarget(templated), template });
    expect(channel.template).toEqual(template);
    expect((await api('GET', '/v1/channels')).body.channels.find((c: { id: string }) => c.id === channel.id).template).toEqual(template);
    await created('/v1/channels', { type: 'slack', target: slackTarget(plain) });

    pages.set('/tpl-kettle', productPage({ name: 'Kettle', price: '100.00' }));
    const monitor = await created('/v1/monitors', { mode: 'url', name: 'Kettle', url: pages.url('/tpl-kettle'), confirmChanges: false });
    await api('POST', `/v1/monitors/${monitor.id}/check`);
    pages.set('/tpl-kettle', productPage({ name: 'Kettle', price: '80.00' }));
    service.clock.advance(1000);
    const change = (await api('POST', `/v1/monitors/${monitor.id}/check`)).body.change;
    expect(change).not.toBeNull();
    await deliveries.runOnce();

    expect(templated.requests).toHaveLength(1);
    const written = json(templated.requests[0]!);
    expect(written.text).toBe('Kettle now 80');
    expect(written.blocks[0].text.text).toBe('Kettle now 80');
    // The body is plain text: Slack's control characters in it are escaped, never read as a link.
    expect(written.blocks[1].text.text).toBe(`Was 100 &lt;${pages.url('/tpl-kettle')}&gt;\n${change.relevance.reason.replace(/\.$/, '')}`);
    expect(written.blocks[2].elements[0].text).toContain(`#${change.id}`);

    expect(plain.requests).toHaveLength(1);
    expect(json(plain.requests[0]!).text).toBe(`Kettle: ${change.relevance.reason.replace(/\.$/, '')}`);
  }, 60_000);

  it('words the test event with the template too', async () => {
    const { api, created } = await setUp();
    const slack = await receiver();
    const channel = await created('/v1/channels', { type: 'slack', target: slackTarget(slack), template: { subject: 'Test: {{ change.after.price }}' } });
    expect((await api('POST', `/v1/channels/${channel.id}/test`)).status).toBe(202);
    await deliveries.runOnce();
    expect(json(slack.requests[0]!).text).toBe('Test: 329.99');
  });
});
