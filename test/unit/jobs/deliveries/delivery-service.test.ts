import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeHourlyCap } from '../../../../src/jobs/deliveries/delivery-attempt.js';
import type { DeliveryAttemptResult } from '../../../../src/jobs/deliveries/delivery-service.js';
import { seedWebhook } from '../job-database.js';
import { openDeliverySetup, type DeliverySetup } from './delivery-setup.js';

const HOUR = 3_600_000;
let setup: DeliverySetup;

beforeEach(async () => {
  setup = await openDeliverySetup();
});

afterEach(async () => {
  await setup.close();
});

async function webhookTo(path: string): Promise<{ kind: 'webhook'; id: string }> {
  const id = await seedWebhook(setup.store.database, setup.store.userId, setup.clock.now(), { url: setup.receiver.url(path), secretSealed: setup.secretBox.seal('whsec_test') });
  return { kind: 'webhook', id };
}

async function queue(destination: { kind: 'webhook'; id: string }, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await setup.queueEvent(destination));
  return ids;
}

describe('the delivery service: cap counting', () => {
  it("counts recorded attempts and this process's unrecorded ones against each destination's hourly cap", async () => {
    const service = setup.createService({ hourlyLimit: 2 });
    const capped = await webhookTo('/ok');
    const other = await webhookTo('/ok');
    await queue(capped, 2);
    const first = await service.claim(10);
    expect(first.map((subject) => subject.overCap)).toEqual([null, null]);

    // Not yet attempted, let alone recorded: they still count.
    await queue(capped, 1);
    await queue(other, 1);
    const second = await service.claim(10);
    expect(second.map((subject) => [subject.destination?.row.id, subject.overCap])).toEqual([
      [capped.id, describeHourlyCap(2)],
      [other.id, null],
    ]);

    for (const subject of [...first, ...second]) await service.run(subject);
    await service.flush();
    // Two recorded attempts count from the database; the one the cap refused does not.
    await queue(capped, 1);
    const third = await service.claim(10);
    expect(third.map((subject) => subject.overCap)).toEqual([describeHourlyCap(2)]);
    await service.run(third[0]!);
    await service.flush();

    setup.clock.advance(HOUR + 1);
    const later = await service.claim(10);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((subject) => subject.overCap === null)).toBe(true);
  });
});

describe('the delivery service: buffering and flush', () => {
  it('buffers outcomes until a flush or the next claim records them, then tells the recorder', async () => {
    const results: DeliveryAttemptResult[] = [];
    const service = setup.createService({ recorder: { onDeliveryAttempt: (result) => results.push(result) } });
    const [delivered] = await queue(await webhookTo('/ok'), 1);
    const [retried] = await queue(await webhookTo('/fail'), 1);
    const subjects = await service.claim(10);
    for (const subject of subjects) await service.run(subject);
    expect(await setup.readDelivery(delivered!)).toMatchObject({ status: 'pending', attempt_count: 0, lease_owner: 'worker-a' });
    expect(results).toEqual([]);

    await service.flush();
    expect(await setup.readDelivery(delivered!)).toMatchObject({ status: 'delivered', attempt_count: 1, lease_owner: null });
    expect(await setup.readDelivery(retried!)).toMatchObject({ status: 'pending', attempt_count: 1, last_error: 'HTTP 500', next_attempt_at: setup.clock.now() + 15_000 });
    expect(await setup.readAttempts(delivered!)).toHaveLength(1);
    expect(results.sort()).toEqual(['delivered', 'retry']);
  });

  it('records buffered outcomes with the next claim, in the same transaction', async () => {
    const service = setup.createService();
    const [first] = await queue(await webhookTo('/ok'), 1);
    const [subject] = await service.claim(10);
    await service.run(subject!);
    const [second] = await queue(await webhookTo('/ok'), 1);
    const next = await service.claim(10);
    expect(next.map((claimed) => claimed.delivery.id)).toEqual([second]);
    expect(await setup.readDelivery(first!)).toMatchObject({ status: 'delivered' });
  });

  it('flushes by itself once the buffer is full or its delay has passed', async () => {
    const bySize = setup.createService({ flushSize: 1 });
    const [sized] = await queue(await webhookTo('/ok'), 1);
    await bySize.run((await bySize.claim(10))[0]!);
    await expect.poll(async () => (await setup.readDelivery(sized!)).status).toBe('delivered');

    const byTime = setup.createService({ flushDelayMs: 20 });
    const [timed] = await queue(await webhookTo('/ok'), 1);
    await byTime.run((await byTime.claim(10))[0]!);
    await expect.poll(async () => (await setup.readDelivery(timed!)).status).toBe('delivered');
  });

  it('never claims again a delivery it is still attempting, even once its lease is renewable', async () => {
    const service = setup.createService();
    await queue(await webhookTo('/ok'), 1);
    expect(await service.claim(10)).toHaveLength(1);
    setup.clock.advance(61_000);
    expect(await service.claim(10)).toEqual([]);
  });
});

describe('the delivery service: a claim that fails', () => {
  it('rejects, forgets the lost outcomes and their cap counts, and the delivery is attempted again once its lease expires', async () => {
    const service = setup.createService({ hourlyLimit: 1 });
    const webhook = await webhookTo('/ok');
    const [id] = await queue(webhook, 1);
    await service.run((await service.claim(10))[0]!);
    const { db } = setup.store.database;
    // The attempt rows cannot be written: the claim's transaction fails as a whole.
    await sql`alter table delivery_attempts rename to delivery_attempts_away`.execute(db);
    await expect(service.claim(10)).rejects.toThrow();
    await sql`alter table delivery_attempts_away rename to delivery_attempts`.execute(db);
    expect(await setup.readDelivery(id!)).toMatchObject({ status: 'pending', attempt_count: 0 });

    setup.clock.advance(61_000);
    const again = await service.claim(10);
    expect(again.map((subject) => [subject.delivery.id, subject.overCap])).toEqual([[id, null]]);
  });
});
