import { request as httpRequest, type IncomingMessage } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';
import { createBackendEnv } from '../support/backend.js';
import { spawnService } from '../support/spawn-service.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('health', () => {
  it('answers 503 degraded when the blob store fails', async () => {
    service = await startTestService();
    await writeFile(join(service.config.dataDir, 'blobs'), 'not a folder');
    const response = await service.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: true, kv: true, r2: false } });
  });

  it('answers 503 degraded when the kv store is gone', async () => {
    service = await startTestService();
    await service.infra.kv.close();
    const response = await service.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toEqual({ database: true, kv: false, r2: true });
  });
});

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document of the /v1 routes and a readable page, without a credential', async () => {
    service = await startTestService();
    const response = await service.app.inject({ url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/auth/register', '/v1/auth/login', '/v1/me', '/v1/api-keys', '/v1/health']));
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/v1'))).toEqual([]);
    expect(document.paths['/v1/auth/register'].post.responses['201']).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/monitors', '/v1/monitors/{id}', '/v1/monitors/{id}/check', '/v1/monitors/{id}/changes', '/v1/monitors/{id}/checks', '/v1/webhooks', '/v1/webhooks/{id}/deliveries']),
    );
    const createMonitor = document.paths['/v1/monitors'].post;
    const examplesOf = (operation: { requestBody: { content: Record<string, { examples: Record<string, { value: unknown }> }> } }) =>
      Object.values(operation.requestBody.content['application/json']!.examples).map((example) => example.value);
    expect(examplesOf(createMonitor)).toEqual(expect.arrayContaining([expect.objectContaining({ mode: 'nlp' }), expect.objectContaining({ mode: 'url' })]));
    expect(examplesOf(document.paths['/v1/monitors/{id}'].patch)).toContainEqual({ status: 'paused' });
    expect(createMonitor.responses['201']).toBeDefined();
    expect(createMonitor.responses['429']).toBeDefined();
    expect(document.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });

    const docs = await service.app.inject({ url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('process', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0', { timeout: 90_000 }, async () => {
    const backend = await createBackendEnv();
    const spawned = await spawnService(backend.env);
    try {
      // The body waits for "100 Continue": by then the server has taken the request in, so SIGTERM
      // lands while it is in flight however slowly a loaded machine runs either process.
      const body = JSON.stringify({ email: uniqueEmail(), password: PASSWORD });
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const pending = httpRequest(`${spawned.url}/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
        });
        pending.on('response', resolve).on('error', reject);
        pending.on('continue', () => {
          spawned.child.kill('SIGTERM');
          setTimeout(() => pending.end(body), 50);
        });
        pending.flushHeaders();
      });
      response.resume();
      expect(response.statusCode).toBe(201);
      expect(await spawned.exited).toBe(0);
      await expect(fetch(`${spawned.url}/v1/health`)).rejects.toThrow();
    } finally {
      await spawned.stop('SIGKILL');
      await backend.cleanup();
    }
  });

  it('refuses to start on a bad configuration value and names the variable', { timeout: 90_000 }, async () => {
    const backend = await createBackendEnv();
    try {
      await expect(spawnService({ ...backend.env, WEBHOOK_MAX_ATTEMPTS: 'many' })).rejects.toThrow(/WEBHOOK_MAX_ATTEMPTS: expected a whole number/);
    } finally {
      await backend.cleanup();
    }
  });
});
