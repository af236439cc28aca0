import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeliveryHeaders } from '../../../src/domain/webhooks/sign-payload.js';
import { buildSampleChangeEvent } from '../../../src/domain/webhooks/sample-event.js';
import { SAMPLE_PRODUCT, startSampleShop, type SampleShop } from '../../../scripts/try-local/sample-shop.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../scripts/try-local/webhook-receiver.js';
import { createThrowawayCa } from '../../support/https-receiver.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

let shop: SampleShop;
let receiver: WebhookReceiver;
let ca: string;
const secrets: string[] = [];

beforeAll(async () => {
  const authority = await createThrowawayCa();
  ca = authority.cert;
  receiver = await startWebhookReceiver({ port: 0, certificate: await authority.issueLeaf() });
  shop = await startSampleShop({ port: 0, onSecret: (secret) => {
    secrets.push(secret);
    receiver.setSecret(secret);
  } });
});
afterAll(async () => {
  await Promise.all([shop?.close(), receiver?.close()]);
});

/** Sends one delivery as the service does: the body and the headers its signer makes, over HTTPS trusting the CA. */
function deliver(secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
  const body = JSON.stringify(buildSampleChangeEvent({ eventId: 'evt-try-local', changeId: 'chg-try-local', nowMs: Date.now() }));
  const headers = buildDeliveryHeaders({ body, eventType: 'change.detected', deliveryId: 'dlv-try-local', eventId: 'evt-try-local', timestampSeconds, secrets: [secret] });
  return new Promise((resolve, reject) => {
    const sent = request(receiver.url, { method: 'POST', headers, ca }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('the sample shop of npm run try-local', () => {
  it('serves a product page whose price a POST changes, and refuses what is not a price', async () => {
    const before = await (await fetch(shop.productUrl)).text();
    expect(before).toContain(SAMPLE_PRODUCT);
    expect(before).toContain('"price":"199.00"');

    const refused = await fetch(`${shop.origin}/price`, { method: 'POST', body: 'cheaper' });
    expect(refused.status).toBe(400);
    const dropped = await fetch(`${shop.origin}/price`, { method: 'POST', body: '149.00' });
    expect(await dropped.text()).toBe('price 199.00 -> 149.00\n');
    expect(await (await fetch(shop.productUrl)).text()).toContain('<p class="price">$149.00</p>');
  });
});

describe('the webhook receiver of npm run try-local', () => {
  it('answers 401 to a delivery while it knows no secret, and says why', async () => {
    expect(await deliver(SECRET)).toBe(401);
    expect(receiver.deliveries.at(-1)).toMatchObject({ id: 'evt-try-local', verified: false, problem: expect.stringMatching(/no secret yet/) });
  });

  it('verifies a delivery signed with the secret posted to the shop, and refuses other signatures', async () => {
    const told = await fetch(`${shop.origin}/secret`, { method: 'POST', body: `${SECRET}\n` });
    expect(told.status).toBe(200);
    expect(secrets).toEqual([SECRET]);

    expect(await deliver(SECRET)).toBe(204);
    expect(receiver.deliveries.at(-1)).toMatchObject({ verified: true, event: { type: 'change.detected', data: { change: { type: 'price' } } } });

    expect(await deliver('whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IGtleQ==')).toBe(401);
    expect(receiver.deliveries.at(-1)).toMatchObject({ verified: false, problem: 'X-Service-Signature does not match the secret' });

    expect(await deliver(SECRET, Math.floor(Date.now() / 1000) - 3600)).toBe(401);
    expect(receiver.deliveries.at(-1)?.problem).toMatch(/webhook-timestamp is too old/);
  });
});
