import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';
import { DELETED_CHANNEL_ERROR, INACTIVE_WEBHOOK_ERROR, UNCONFIRMED_CHANNEL_ERROR } from '../../../../src/domain/destinations/open-destination.js';
import { attemptDelivery, DELIVERY_FAILED_CODE, describeHourlyCap, type AttemptSubject } from '../../../../src/jobs/deliveries/delivery-attempt.js';
import { seedChannel, seedWebhook } from '../job-database.js';
import { openDeliverySetup, type DeliverySetup } from './delivery-setup.js';

let setup: DeliverySetup;

beforeAll(async () => {
  setup = await openDeliverySetup();
});

afterAll(async () => {
  await setup.close();
});

async function webhookTo(path: string, fields: { active?: boolean; secretSealed?: string } = {}) {
  return seedWebhook(setup.store.database, setup.store.userId, setup.clock.now(), { url: setup.receiver.url(path), secretSealed: fields.secretSealed ?? setup.secretBox.seal('whsec_test'), ...fields });
}

/** Queues one event to the destination and claims it the way the worker does. */
async function claimFor(destination: { kind: 'webhook' | 'channel'; id: string }): Promise<AttemptSubject> {
  const deliveryId = await setup.queueEvent(destination);
  const subjects = await setup.createService().claim(100);
  const subject = subjects.find((claimed) => claimed.delivery.id === deliveryId);
  if (!subject) throw new Error('the delivery was not claimed');
  return subject;
}

const SECOND = 1000;

describe('attemptDelivery: what follows an attempt', () => {
  it('a 2xx delivers, recording the attempt with its status', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/ok') });
    const update = await attemptDelivery(subject, setup.context);
    expect(update).toMatchObject({ deliveryId: subject.delivery.id, status: 'delivered', attemptCount: 1, nextAttemptAt: null, errorCode: null });
    expect(update.attempt).toMatchObject({ attempt: 1, attempted_at: setup.clock.now(), status_code: 200, error: null, response_body: 'ok', destination_id: subject.destination?.row.id });
    expect(setup.receiver.hits('/ok')).toBe(1);
  });

  it('a failure is retried after the scheduled delay, with the error kept', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/fail') });
    const update = await attemptDelivery(subject, setup.context);
    expect(update).toMatchObject({ status: 'pending', attemptCount: 1, nextAttemptAt: setup.clock.now() + 15 * SECOND, errorCode: null });
    expect(update.attempt).toMatchObject({ status_code: 500, error: 'HTTP 500', response_body: 'receiver broke' });
  });

  it("a receiver's Retry-After lengthens the wait, up to the schedule's longest delay", async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/busy') });
    const update = await attemptDelivery(subject, setup.context);
    expect(update).toMatchObject({ status: 'pending', nextAttemptAt: setup.clock.now() + 120 * SECOND });
  });

  it('the last allowed attempt that fails ends the delivery with the public failure code', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/fail') });
    const last = { ...subject, delivery: { ...subject.delivery, attempt_count: setup.context.maxAttempts - 1 } };
    const update = await attemptDelivery(last, setup.context);
    expect(update).toMatchObject({ status: 'failed', attemptCount: 3, nextAttemptAt: null, errorCode: DELIVERY_FAILED_CODE });
    expect(DELIVERY_FAILED_CODE).toBe('ERR_WEBHOOK_DELIVERY_FAILED');
  });
});

describe('attemptDelivery: attempts that send nothing', () => {
  const notSent = { status_code: null, response_body: null, duration_ms: 0 };

  it('a deleted destination fails at once, named by its kind', async () => {
    const webhook = await claimFor({ kind: 'webhook', id: await webhookTo('/ok') });
    const hits = setup.receiver.hits('/ok');
    const gone = await attemptDelivery({ ...webhook, destination: undefined }, setup.context);
    expect(gone).toMatchObject({ status: 'failed', errorCode: DELIVERY_FAILED_CODE, attempt: { error: INACTIVE_WEBHOOK_ERROR, ...notSent } });
    const channelId = await seedChannel(setup.store.database, setup.store.userId, setup.clock.now(), { type: 'slack', targetSealed: setup.secretBox.seal(setup.receiver.url('/ok')) });
    const channel = await claimFor({ kind: 'channel', id: channelId });
    const deleted = await attemptDelivery({ ...channel, destination: undefined }, setup.context);
    expect(deleted).toMatchObject({ status: 'failed', attempt: { error: DELETED_CHANNEL_ERROR, ...notSent } });
    expect(setup.receiver.hits('/ok')).toBe(hits);
  });

  it('an inactive webhook fails at once', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/ok', { active: false }) });
    expect(await attemptDelivery(subject, setup.context)).toMatchObject({ status: 'failed', attemptCount: 1, attempt: { error: INACTIVE_WEBHOOK_ERROR, ...notSent } });
  });

  it('an e-mail channel that has not confirmed fails at once', async () => {
    const channelId = await seedChannel(setup.store.database, setup.store.userId, setup.clock.now(), { type: 'email', targetSealed: setup.secretBox.seal('someone@example.com'), confirmed: false });
    const subject = await claimFor({ kind: 'channel', id: channelId });
    expect(await attemptDelivery(subject, setup.context)).toMatchObject({ status: 'failed', attempt: { error: UNCONFIRMED_CHANNEL_ERROR, ...notSent } });
  });

  it('over the hourly cap: not sent, and tried again on the schedule', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/ok') });
    const hits = setup.receiver.hits('/ok');
    const update = await attemptDelivery({ ...subject, overCap: describeHourlyCap(100) }, setup.context);
    expect(update).toMatchObject({ status: 'pending', nextAttemptAt: setup.clock.now() + 15 * SECOND, attempt: { error: 'over 100 deliveries in the last hour', ...notSent } });
    expect(setup.receiver.hits('/ok')).toBe(hits);
  });

  it('a secret sealed under another key is not sent and retried: the operator can restore the key', async () => {
    const foreign = createSecretBox(randomBytes(32)).seal('whsec_other');
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/ok', { secretSealed: foreign }) });
    const update = await attemptDelivery(subject, setup.context);
    expect(update).toMatchObject({ status: 'pending', attempt: { error: 'webhook secret cannot be read with the current WEBHOOK_SECRET_KEY', ...notSent } });
    const channelId = await seedChannel(setup.store.database, setup.store.userId, setup.clock.now(), { type: 'slack', targetSealed: foreign });
    const channel = await attemptDelivery(await claimFor({ kind: 'channel', id: channelId }), setup.context);
    expect(channel).toMatchObject({ status: 'pending', attempt: { error: 'channel target cannot be read with the current WEBHOOK_SECRET_KEY' } });
  });

  it('a final refusal outranks the cap, and the cap outranks an unreadable secret', async () => {
    const inactive = await claimFor({ kind: 'webhook', id: await webhookTo('/ok', { active: false }) });
    expect(await attemptDelivery({ ...inactive, overCap: describeHourlyCap(100) }, setup.context)).toMatchObject({ status: 'failed', attempt: { error: INACTIVE_WEBHOOK_ERROR } });
    const unreadable = await claimFor({ kind: 'webhook', id: await webhookTo('/ok', { secretSealed: 'v1.not.a.secret' }) });
    expect(await attemptDelivery({ ...unreadable, overCap: describeHourlyCap(100) }, setup.context)).toMatchObject({ status: 'pending', attempt: { error: describeHourlyCap(100) } });
  });

  it('an event whose body is gone fails at once', async () => {
    const subject = await claimFor({ kind: 'webhook', id: await webhookTo('/ok') });
    expect(await attemptDelivery({ ...subject, body: undefined }, setup.context)).toMatchObject({ status: 'failed', attempt: { error: 'event body is missing' } });
  });
});
