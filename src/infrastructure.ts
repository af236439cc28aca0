import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { systemClock, type Clock } from './domain/clock.js';
import { embeddedInterpreter, type IntentInterpreter } from './domain/intent/intent-interpreter.js';
import { createSecretBox, type SecretBox } from './domain/webhooks/secret-box.js';
import type { Database } from './storage/database.js';
import { migrateToLatest } from './storage/migrate.js';
import { openSqlite } from './storage/sqlite/open-sqlite.js';
import { createRepositories, type Repositories } from './storage/create-repositories.js';
import { createMetrics, type Metrics } from './observability/metrics.js';
import { createQueueStatsReader } from './observability/queue-stats.js';
import type { Kv } from './adapters/kv/kv.js';
import { createSqliteKv } from './adapters/kv/sqlite-kv.js';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import { createFsBlobStore } from './adapters/blobs/fs-blob-store.js';
import type { Mailer } from './adapters/mail/mailer.js';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.js';
import { createRecipientCappedMailer } from './adapters/mail/recipient-capped-mailer.js';
import { loadOrCreateSecret } from './adapters/secrets/local-secret.js';
import type { PageFetcher } from './adapters/fetch/page-fetcher.js';
import { createHttpPageFetcher } from './adapters/fetch/http-page-fetcher.js';
import type { HttpClient } from './adapters/http/http-client.js';
import { createGuardedHttpClient } from './adapters/http/guarded-http-client.js';
import type { Senders } from './adapters/notify/sender.js';
import { createSenders } from './adapters/notify/create-senders.js';
import type { ValuePicker } from './adapters/llm/value-picker.js';
import { createChatCompletionsClient } from './adapters/llm/chat-completions-client.js';
import { createLlmValuePicker } from './adapters/llm/llm-value-picker.js';
import { createLlmIntentInterpreter } from './adapters/llm/llm-intent-interpreter.js';
import { createSearxngSourceFinder } from './adapters/search/searxng-source-finder.js';
import { createUrlTargetChecker, type UrlTargetCheck } from './adapters/net/address-guard.js';
import type { PageRenderer } from './adapters/browser/page-renderer.js';
import type { PageAnalyser } from './adapters/analysis/page-analyser.js';
import { createInlinePageAnalyser } from './adapters/analysis/inline-page-analyser.js';
import { createThreadPoolPageAnalyser } from './adapters/analysis/thread-pool-page-analyser.js';

/**
 * Every external thing the service talks to, each behind its port, with the repositories over
 * the database and the process's metrics. This module is the composition root: the one place
 * that chooses implementations and creates repositories; services, jobs and routes only see ports.
 */
export interface Infrastructure {
  readonly config: Config;
  readonly log: Logger;
  readonly clock: Clock;
  readonly database: Database;
  /** Created once over `database`; services and jobs are handed the ones they use. */
  readonly repositories: Repositories;
  /** The process's Prometheus registry; also the check and delivery recorders. */
  readonly metrics: Metrics;
  readonly kv: Kv;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly pageFetcher: PageFetcher;
  readonly httpClient: HttpClient;
  /** One per kind of destination (domain/destinations/registry.ts); HTTP kinds send through httpClient. */
  readonly senders: Senders;
  readonly secretBox: SecretBox;
  readonly intentInterpreter: IntentInterpreter;
  /** Set when an LLM is configured: it picks the value an extraction prompt asks for. */
  readonly valuePicker: ValuePicker | null;
  /** Refuses URLs whose host is or resolves to a private address, unless ALLOW_PRIVATE_NETWORKS. */
  checkUrl(url: string): Promise<UrlTargetCheck>;
  /** Names this process in leases, so an operator can tell which worker holds what. */
  readonly workerId: string;
  /** The second fetcher, for pages built by their scripts; null when no browser is configured. */
  readonly pageRenderer: PageRenderer | null;
  /** Extraction and comparison of fetched pages: in EXTRACTION_THREADS worker threads, or inline. */
  readonly pageAnalyser: PageAnalyser;
  readonly jwtKey: Uint8Array;
}

export async function openInfrastructure(
  config: Config,
  overrides: { log?: Logger; clock?: Clock } = {},
): Promise<Infrastructure> {
  const log = overrides.log ?? pino({ level: config.logLevel });
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase(config, (error) => log.warn({ err: error }, 'database connection lost; the next query reconnects'));
  let kv: Kv;
  // ioredis, nodemailer and pg (openDatabase) are loaded only when configured: ~16 MB of a worker's memory.
  try {
    kv = config.redisUrl
      ? await (await import('./adapters/kv/redis-kv.js')).createRedisKv(config.redisUrl, config.kvPrefix, clock)
      : createSqliteKv(config.dataDir, clock);
  } catch (error) {
    await database.close();
    throw error;
  }
  const httpClient = createGuardedHttpClient({ allowPrivateNetworks: config.allowPrivateNetworks });
  const mailer = createRecipientCappedMailer(
    config.smtpUrl
      ? (await import('./adapters/mail/smtp-mailer.js')).createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(config.dataDir, clock, log),
    { kv, clock },
  );
  const webhookSecretKey = config.webhookSecretKey
    ? Buffer.from(config.webhookSecretKey, 'hex')
    : loadOrCreateSecret(config.dataDir, 'webhook-secrets', 32);
  return {
    config,
    log,
    clock,
    database,
    repositories: createRepositories(database),
    metrics: createMetrics({ readQueueStats: createQueueStatsReader(database.db, clock), log }),
    kv,
    // The AWS SDK takes half a second to load, so only deployments that use S3 pay for it.
    blobs: config.blobStore
      ? (await import('./adapters/blobs/s3-blob-store.js')).createS3BlobStore(config.blobStore)
      : createFsBlobStore(join(config.dataDir, 'blobs')),
    pageFetcher: choosePageFetcher(config),
    httpClient,
    senders: createSenders({ http: httpClient, mailer, publicUrl: config.publicUrl, telegramApiUrl: config.telegramApiUrl }),
    pageRenderer: await openPageRenderer(config),
    // Threads start with the first page read, so a process that checks nothing never pays for them.
    pageAnalyser: config.extractionThreads > 0 ? createThreadPoolPageAnalyser({ threads: config.extractionThreads }) : createInlinePageAnalyser(),
    mailer,
    secretBox: createSecretBox(webhookSecretKey),
    intentInterpreter: chooseIntentInterpreter(config, log),
    valuePicker: config.llm ? createLlmValuePicker({ client: createChatCompletionsClient(config.llm), log }) : null,
    checkUrl: createUrlTargetChecker({
      allowPrivateNetworks: config.allowPrivateNetworks,
      logForbidden: (detail) => log.warn(detail, 'URL refused: its host resolves to a forbidden address'),
    }),
    workerId: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    jwtKey: config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : loadOrCreateSecret(config.dataDir, 'jwt', 32),
  };
}

/** The configured engine with every migration applied: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  onConnectionLost?: (error: Error) => void,
): Promise<Database> {
  const database = config.databaseUrl
    ? await (await import('./storage/postgres/open-postgres.js')).openPostgres(config.databaseUrl, config.databaseSchema, onConnectionLost)
    : openSqlite(config.dataDir);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The fetcher checks use; also what `cli/inspect.ts` fetches with. */
export function choosePageFetcher(config: Pick<Config, 'allowPrivateNetworks' | 'fetchPerHostConcurrency'>): PageFetcher {
  return createHttpPageFetcher({ allowPrivateNetworks: config.allowPrivateNetworks, perHostConcurrency: config.fetchPerHostConcurrency });
}

/**
 * A language model reads intents when LLM_BASE_URL is set, SearXNG finds pages when
 * SEARCH_URL is set; each falls back to the embedded reading on its own.
 */
export function chooseIntentInterpreter(config: Pick<Config, 'llm' | 'searchUrl'>, log: Logger): IntentInterpreter {
  const reader =
    config.llm === null
      ? embeddedInterpreter
      : createLlmIntentInterpreter({ client: createChatCompletionsClient(config.llm), fallback: embeddedInterpreter, log });
  const finder = config.searchUrl === null ? embeddedInterpreter : createSearxngSourceFinder({ searchUrl: config.searchUrl, log });
  return {
    interpret: (text) => reader.interpret(text),
    findSources: (intent) => finder.findSources(intent),
  };
}

// playwright-core takes a while to load and Chromium starts on the first render, so only a
// deployment with a browser configured pays for either, and only once a page needs it.
async function openPageRenderer(config: Config): Promise<PageRenderer | null> {
  if (config.browser === null) return null;
  const { createChromiumRenderer } = await import('./adapters/browser/chromium-renderer.js');
  const { wsUrl, chromiumPath, concurrency, timeoutMs } = config.browser;
  return createChromiumRenderer({
    ...(wsUrl === null ? {} : { wsUrl }),
    ...(chromiumPath === null ? {} : { executablePath: chromiumPath }),
    concurrency,
    timeoutMs,
    allowPrivateNetworks: config.allowPrivateNetworks,
  });
}

export async function closeInfrastructure(infra: Infrastructure): Promise<void> {
  await Promise.allSettled([infra.mailer.close(), infra.kv.close(), infra.pageFetcher.close(), infra.httpClient.close(), infra.pageRenderer?.close(), infra.pageAnalyser.close()]);
  await infra.database.close();
}
