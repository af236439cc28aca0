import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_DELAYS_SECONDS, parseRetryDelays } from './domain/webhooks/retry-schedule.js';
import { DEFAULT_FULL_RETENTION_DAYS } from './domain/accounts/retention.js';
import { DEFAULT_CONFIRM_DELAY_SECONDS } from './domain/monitors/confirm-change.js';
import { parseBlobUrl } from './adapters/blobs/parse-blob-url.js';
import type { S3BlobStoreOptions } from './adapters/blobs/s3-blob-store.js';
import { findChromiumOnPath } from './adapters/browser/find-chromium.js';

/** Everything the process reads from its environment, parsed and validated once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate themselves with it). */
  readonly databaseSchema: string | null;
  readonly redisUrl: string | null;
  /** From `BLOB_URL` (docs/blob-storage.md); null keeps snapshots as files in `DATA_DIR/blobs`. */
  readonly blobStore: S3BlobStoreOptions | null;
  readonly kvPrefix: string;
  readonly jwtSecret: string | null;
  readonly accessTokenTtlSeconds: number;
  readonly webhookSecretKey: string | null;
  readonly allowPrivateNetworks: boolean;
  readonly webhookRetryDelaysSeconds: readonly number[];
  readonly webhookMaxAttempts: number;
  /** How long a worker owns a claimed delivery; past it, another worker takes the delivery over. */
  readonly workerLeaseSeconds: number;
  readonly scheduler: boolean;
  /** Checks one worker process runs at once. */
  readonly checkConcurrency: number;
  /** Page requests in flight to one host at once, so one shop is not hammered. */
  readonly fetchPerHostConcurrency: number;
  /** Worker threads that extract and compare fetched pages; 0 reads them on the main thread. */
  readonly extractionThreads: number;
  /**
   * How far past what survived its last full collection V8 lets the old generation grow, in
   * percent, in processes that run checks; 0 leaves V8's own heuristic (up to ~300 %).
   */
  readonly heapGrowthPercent: number;
  /**
   * Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs as a comma list.
   * Never `true`, which would take the leftmost X-Forwarded-For entry: the one the client wrote.
   */
  readonly trustProxy: false | number | string;
  /** Socket, request, header and keep-alive timeouts of the API listener (docs in README). */
  readonly httpTimeouts: HttpTimeouts;
  /** When set, `GET /metrics` needs `Authorization: Bearer <token>`. */
  readonly metricsToken: string | null;
  /** When set, a listener serving only /metrics on this port, whatever the role (how a worker is scraped). */
  readonly metricsPort: number | null;
  readonly freeDailyRequests: number;
  /** Daily requests of a free account's dashboard sessions, counted apart from the API quota. */
  readonly freeInteractiveRequests: number;
  /** Seconds before a change held for confirmation is read again (plus up to a quarter of jitter). */
  readonly confirmDelaySeconds: number;
  /** How many days of changes and check log the full tier keeps (the free tier keeps 30). */
  readonly retentionDaysFull: number;
  readonly publicUrl: string;
  readonly upgradeUrl: string;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Telegram Bot API base; tests point it at a local server. */
  readonly telegramApiUrl: string;
  readonly logLevel: string;
  readonly searchUrl: string | null;
  readonly llm: { readonly baseUrl: string; readonly apiKey: string | null; readonly model: string } | null;
  /** Null without a browser: `render: auto` then stays on plain HTTP and `always` is refused. */
  readonly browser: BrowserConfig | null;
}

export interface BrowserConfig {
  /** `BROWSER_WS_URL`: an existing browser over CDP; wins over a local Chromium. */
  readonly wsUrl: string | null;
  readonly chromiumPath: string | null;
  readonly concurrency: number;
  readonly timeoutMs: number;
}

export interface HttpTimeouts {
  readonly connectionMs: number;
  readonly requestMs: number;
  readonly headersMs: number;
  readonly keepAliveMs: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrCidr(entry: string): boolean {
  const cidr = CIDR.exec(entry);
  const address = cidr ? cidr[1]! : entry;
  const family = isIP(address);
  if (family === 0) return false;
  return !cidr || Number(cidr[2]) <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): false | number | string {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase() ?? 'false';
  if (['false', 'no', 'off', '0'].includes(raw)) return false;
  // One proxy in front is the usual deployment; `true` used to trust every hop, which let clients pick their IP.
  if (['true', 'yes', 'on'].includes(raw)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `a hop count must be between 1 and 10, got ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError('TRUST_PROXY', `expected false, true, a hop count (1, 2) or proxy addresses/CIDRs (10.0.0.0/8,192.168.1.5), got "${bad ?? raw}"`);
  }
  return entries.join(',');
}

function httpTimeouts(env: Env): HttpTimeouts {
  const seconds = (name: string, fallback: number) => integer(env, name, fallback, 1, 3600) * 1000;
  const timeouts = {
    // Longer than the slowest "check now" (a rendered page), during which the socket is quiet.
    connectionMs: seconds('HTTP_CONNECTION_TIMEOUT_SECONDS', 120),
    requestMs: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 30),
    headersMs: seconds('HTTP_HEADERS_TIMEOUT_SECONDS', 10),
    // Above the 60 s idle timeout of common load balancers, so they never reuse a socket we closed.
    keepAliveMs: seconds('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 72),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_SECONDS', 'must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return Object.freeze(timeouts);
}

function blobStore(env: Env): S3BlobStoreOptions | null {
  const raw = text(env, 'BLOB_URL');
  if (raw === null) return null;
  const parsed = parseBlobUrl(raw, env);
  if (!parsed.ok) throw new ConfigError(parsed.variable, parsed.error);
  return parsed.options;
}

function retryDelays(env: Env): number[] {
  const raw = text(env, 'WEBHOOK_RETRY_DELAYS');
  if (raw === null) return [...DEFAULT_RETRY_DELAYS_SECONDS];
  try {
    return parseRetryDelays(raw);
  } catch (error) {
    throw new ConfigError('WEBHOOK_RETRY_DELAYS', (error as Error).message);
  }
}

function executable(name: string, path: string): string {
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    throw new ConfigError(name, `${path} is not an executable file; install Chromium (apt-get install chromium) or set ${name}=off`);
  }
}

function browser(env: Env): BrowserConfig | null {
  const wsUrl = url(env, 'BROWSER_WS_URL', ['ws:', 'wss:', 'http:', 'https:']);
  const path = text(env, 'CHROMIUM_PATH');
  const chromiumPath = wsUrl !== null || path?.toLowerCase() === 'off' ? null : path !== null ? executable('CHROMIUM_PATH', path) : findChromiumOnPath(env['PATH']);
  if (wsUrl === null && chromiumPath === null) return null;
  return Object.freeze({
    wsUrl,
    chromiumPath,
    concurrency: integer(env, 'BROWSER_CONCURRENCY', 2, 1, 64),
    timeoutMs: integer(env, 'BROWSER_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
  });
}

// The main thread fetches and stores, the rest of the cores read pages. Each thread is one
// more V8 heap, so the default stops at four.
function defaultExtractionThreads(): number {
  return Math.min(4, availableParallelism() - 1);
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDir = text(env, 'DATA_DIR') ?? './data';
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const llmBaseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
  const schema = text(env, 'DATABASE_SCHEMA');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA', 'must be a lower-case SQL identifier');
  }
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const webhookSecretKey = text(env, 'WEBHOOK_SECRET_KEY');
  if (webhookSecretKey !== null && !/^[0-9a-f]{64}$/i.test(webhookSecretKey)) {
    throw new ConfigError('WEBHOOK_SECRET_KEY', 'must be 64 hexadecimal characters (32 bytes)');
  }
  return Object.freeze({
    port,
    host,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(dataDir),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseSchema: schema,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    blobStore: blobStore(env),
    kvPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'pw:',
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 60, 86_400),
    webhookSecretKey,
    allowPrivateNetworks: flag(env, 'ALLOW_PRIVATE_NETWORKS', false),
    webhookRetryDelaysSeconds: Object.freeze(retryDelays(env)),
    webhookMaxAttempts: integer(env, 'WEBHOOK_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS, 1, 50),
    workerLeaseSeconds: integer(env, 'WORKER_LEASE_SECONDS', 60, 1, 3600),
    scheduler: text(env, 'SCHEDULER')?.toLowerCase() !== 'off',
    checkConcurrency: integer(env, 'CHECK_CONCURRENCY', 16, 1, 1000),
    fetchPerHostConcurrency: integer(env, 'FETCH_PER_HOST_CONCURRENCY', 4, 1, 1000),
    extractionThreads: integer(env, 'EXTRACTION_THREADS', defaultExtractionThreads(), 0, 64),
    heapGrowthPercent: integer(env, 'HEAP_GROWTH_PERCENT', 50, 0, 1000),
    trustProxy: trustProxy(env),
    httpTimeouts: httpTimeouts(env),
    metricsToken: text(env, 'METRICS_TOKEN'),
    metricsPort: text(env, 'METRICS_PORT') === null ? null : integer(env, 'METRICS_PORT', 0, 0, 65535),
    freeDailyRequests: integer(env, 'FREE_DAILY_REQUESTS', 100, 1, 100_000_000),
    freeInteractiveRequests: integer(env, 'FREE_DAILY_SESSION_REQUESTS', 1000, 1, 100_000_000),
    confirmDelaySeconds: integer(env, 'CONFIRM_DELAY_SECONDS', DEFAULT_CONFIRM_DELAY_SECONDS, 1, 3600),
    retentionDaysFull: integer(env, 'RETENTION_DAYS_FULL', DEFAULT_FULL_RETENTION_DAYS, 1, 3650),
    publicUrl,
    // The dashboard's account page shows the tier, usage and limits, and says how to get a higher tier.
    upgradeUrl: url(env, 'UPGRADE_URL', ['http:', 'https:']) ?? `${publicUrl}/app/account`,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM') ?? 'PageWatch <no-reply@localhost>',
    telegramApiUrl: url(env, 'TELEGRAM_API_URL', ['https:', 'http:']) ?? 'https://api.telegram.org',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    searchUrl: url(env, 'SEARCH_URL', ['http:', 'https:']),
    llm: llmBaseUrl
      ? Object.freeze({ baseUrl: llmBaseUrl, apiKey: text(env, 'LLM_API_KEY'), model: text(env, 'LLM_MODEL') ?? 'gpt-4o-mini' })
      : null,
    browser: browser(env),
  });
}
