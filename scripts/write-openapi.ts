// Writes the OpenAPI document exactly as the app serves it, built without listening, for
// linters and client generators: npm run openapi -- openapi.json
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { closeInfrastructure, openInfrastructure } from '../src/infrastructure.js';
import { createServices } from '../src/services/create-services.js';
import { buildApp } from '../src/app.js';

const target = process.argv[2] ?? 'openapi.json';
const dataDir = await mkdtemp(join(tmpdir(), 'pagewatch-openapi-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', BLOB_URL: '', SCHEDULER: 'off', LOG_LEVEL: 'silent' });
const infra = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
try {
  const app = await buildApp({ config, services: createServices(infra), metrics: infra.metrics, log: infra.log, clock: infra.clock });
  await app.ready();
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`wrote ${target}`);
} finally {
  await closeInfrastructure(infra);
  await rm(dataDir, { recursive: true, force: true });
}
