import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createSenders } from '../../../../src/adapters/notify/create-senders.js';
import { createOutboxMailer } from '../../../../src/adapters/mail/outbox-mailer.js';
import { createGuardedHttpClient } from '../../../../src/adapters/http/guarded-http-client.js';
import { newId } from '../../../../src/domain/ids.js';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';
import { serialiseEvent } from '../../../../src/domain/webhooks/event-envelope.js';
import { createDeliveryRepository, type DestinationRef } from '../../../../src/storage/repositories/deliveries.js';
import type { AttemptContext } from '../../../../src/jobs/deliveries/delivery-attempt.js';
import { createDeliveryService, type DeliveryServiceDeps } from '../../../../src/jobs/deliveries/delivery-service.js';
import { createTestClock } from '../../../support/test-clock.js';
import { openJobDatabase } from '../job-database.js';

/**
 * A local HTTP receiver answering by path: /ok 200, /fail 500, /busy 429 with Retry-After 120;
 * it counts the requests to each path.
 */
async function startReceiver() {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    request.resume();
    request.on('end', () => {
      if (path === '/ok') response.writeHead(200).end('ok');
      else if (path === '/busy') response.writeHead(429, { 'retry-after': '120' }).end('slow down');
      else response.writeHead(500).end('receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CHANGE = {
  id: 'chg_1',
  monitor_id: 'mon_1',
  monitor_name: 'Kettle',
  detected_at: Date.UTC(2026, 10, 22, 12),
  type: 'price' as const,
  source: { url: 'https://shop.example/kettle', title: 'Kettle' },
  before: { price: 100, currency: 'EUR', availability: 'in_stock' },
  after: { price: 80, currency: 'EUR', availability: 'in_stock' },
  relevance: { score: 0.9, reason: 'Price dropped from €100 to €80 (-20%).' },
};

/** Real SQLite, a real local receiver reached through the real senders, a test clock and a secret box. */
export async function openDeliverySetup() {
  const clock = createTestClock();
  const store = await openJobDatabase(clock.now());
  const receiver = await startReceiver();
  const log = pino({ level: 'silent' });
  const secretBox = createSecretBox(randomBytes(32));
  const sender = createGuardedHttpClient({ allowPrivateNetworks: true, timeoutMs: 5_000 });
  const deliveries = createDeliveryRepository(store.database.db, store.database.capabilities);
  const context: AttemptContext = {
    clock,
    secretBox,
    retryDelaysSeconds: [15, 60, 300],
    maxAttempts: 3,
    senders: createSenders({ http: sender, mailer: createOutboxMailer(store.dataDir, clock, log), publicUrl: 'http://127.0.0.1:1', telegramApiUrl: receiver.url('') }),
  };

  return {
    clock,
    store,
    receiver,
    secretBox,
    deliveries,
    context,
    /** A delivery service over this setup; fields override its defaults. */
    createService: (fields: Partial<DeliveryServiceDeps> = {}) =>
      createDeliveryService({ deliveries, clock, log, context, workerId: 'worker-a', leaseMs: 60_000, hourlyLimit: 100, flushSize: 1_000, flushDelayMs: 60_000, ...fields }),
    /** Stores one change event and a pending delivery of it to `destination`, due now; returns the delivery id. */
    queueEvent(destination: DestinationRef): Promise<string> {
      const eventId = newId('evt', clock.now());
      const body = serialiseEvent({ id: eventId, type: 'change.detected', created_at: clock.now(), data: { change: CHANGE } });
      return deliveries.storeEventFor(destination, { eventId, userId: store.userId, type: 'change.detected', body, createdAt: clock.now() });
    },
    readDelivery: (id: string) => store.database.db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    readAttempts: (id: string) => store.database.db.selectFrom('delivery_attempts').selectAll().where('delivery_id', '=', id).orderBy('attempt').execute(),
    async close() {
      await sender.close();
      await receiver.close();
      await store.close();
    },
  };
}

export type DeliverySetup = Awaited<ReturnType<typeof openDeliverySetup>>;
