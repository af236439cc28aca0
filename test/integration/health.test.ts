import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/backend.js';
import { startTestService, type TestService } from '../support/test-service.js';

let service: TestService | undefined;
let dropRole: (() => Promise<void>) | undefined;
afterEach(async () => {
  await service?.close();
  await dropRole?.();
  service = undefined;
  dropRole = undefined;
});

async function asAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts the service so that the test can later take away its right to write: on SQLite the
 * connection is made read-only; on PostgreSQL the service runs as a role of its own whose
 * write privileges on its schema are then revoked (the superuser would ignore a revocation).
 */
async function startRevocableService(): Promise<{ service: TestService; revokeWrites(): Promise<void> }> {
  if (process.env.TEST_BACKEND !== 'postgres') {
    const started = await startTestService();
    return { service: started, revokeWrites: async () => void (await sql`pragma query_only = on`.execute(started.infra.database.db)) };
  }
  const role = `pw_health_${randomBytes(4).toString('hex')}`;
  await asAdmin([`create role ${role} login`, `grant create on database test to ${role}`]);
  dropRole = () => asAdmin([`drop owned by ${role} cascade`, `drop role ${role}`]);
  const url = new URL(TEST_DATABASE_URL);
  url.username = role;
  const started = await startTestService({ DATABASE_URL: url.toString() });
  const schema = started.config.databaseSchema!;
  return {
    service: started,
    revokeWrites: () => asAdmin([`revoke insert, update, delete on all tables in schema "${schema}" from ${role}`]),
  };
}

describe('health', () => {
  it('reports database: false (503) when the database can be read but not written', async () => {
    const revocable = await startRevocableService();
    service = revocable.service;
    const before = await service.app.inject({ url: '/v1/health' });
    expect(before.statusCode).toBe(200);
    expect(before.json().checks.database).toBe(true);

    await revocable.revokeWrites();
    const after = await service.app.inject({ url: '/v1/health' });
    expect(after.statusCode).toBe(503);
    expect(after.json()).toMatchObject({ status: 'degraded', checks: { database: false, kv: true, r2: true } });
    const register = await service.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: 'w@example.com', password: 'Correct-horse-9' } });
    expect(register.statusCode).toBe(500);
  });
});
