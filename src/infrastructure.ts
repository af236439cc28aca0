import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { systemClock, type Clock } from './domain/clock.js';
import { openDatabase, type Database } from './storage/database.js';
import type { Kv } from './adapters/kv/kv.js';
import { createSqliteKv } from './adapters/kv/sqlite-kv.js';
import { createRedisKv } from './adapters/kv/redis-kv.js';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import { createFsBlobStore } from './adapters/blobs/fs-blob-store.js';
import type { Mailer } from './adapters/mail/mailer.js';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.js';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.js';
import { loadOrCreateSecret } from './adapters/secrets/local-secret.js';
import { createPageFetcher, type PageFetcher } from './adapters/fetch/page-fetcher.js';

/** Every external thing the service talks to, each behind its port, chosen by configuration. */
export interface Infrastructure {
  readonly config: Config;
  readonly log: Logger;
  readonly clock: Clock;
  readonly database: Database;
  readonly kv: Kv;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly pageFetcher: PageFetcher;
  readonly jwtKey: Uint8Array;
  readonly webhookSecretKey: Buffer;
}

export async function openInfrastructure(
  config: Config,
  overrides: { log?: Logger; clock?: Clock } = {},
): Promise<Infrastructure> {
  const log = overrides.log ?? pino({ level: config.logLevel });
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase(config);
  let kv: Kv;
  try {
    kv = config.redisUrl ? await createRedisKv(config.redisUrl, config.kvPrefix) : createSqliteKv(config.dataDir, clock);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    config,
    log,
    clock,
    database,
    kv,
    // The AWS SDK takes half a second to load, so only deployments that use S3 pay for it.
    blobs: config.blobStore
      ? (await import('./adapters/blobs/s3-blob-store.js')).createS3BlobStore(config.blobStore)
      : createFsBlobStore(join(config.dataDir, 'blobs')),
    pageFetcher: createPageFetcher({ allowPrivateNetworks: config.allowPrivateNetworks, perHostConcurrency: config.fetchPerHostConcurrency }),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(config.dataDir, clock, log),
    jwtKey: config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : loadOrCreateSecret(config.dataDir, 'jwt', 32),
    webhookSecretKey: config.webhookSecretKey
      ? Buffer.from(config.webhookSecretKey, 'hex')
      : loadOrCreateSecret(config.dataDir, 'webhook-secrets', 32),
  };
}

export async function closeInfrastructure(infra: Infrastructure): Promise<void> {
  await Promise.allSettled([infra.mailer.close(), infra.kv.close(), infra.pageFetcher.close()]);
  await infra.database.close();
}
