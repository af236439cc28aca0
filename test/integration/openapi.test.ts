import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/errors.js';
import { startTestService, uniqueEmail, type TestService } from '../support/test-service.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
// Imported by a path tsc does not follow: the client compiles only against the generated types.
const CLIENT = join(ROOT, 'test/fixtures/openapi-client/client.ts');

type RunFlows = (baseUrl: string, email: string, pageUrl: string, hookUrl: string) => Promise<{ monitorId: string; listedIds: string[] }>;

let service: TestService;
let document: Record<string, any>;
beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true' });
  document = (await service.app.inject({ url: '/openapi.json' })).json();
});
afterAll(() => service.close());

const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules without an error', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pagewatch-lint-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--format=json'], { cwd: folder }).catch(
        (failure: { stdout: string }) => failure,
      );
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> };
      const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('gives every operation an id and explicit security; the anonymous ones need none', () => {
    const anonymous = operations().filter(({ operation }) => operation.security.length === 0).map(({ method, path }) => `${method} ${path}`);
    expect(anonymous).toEqual(expect.arrayContaining(['post /v1/auth/register', 'post /v1/auth/login', 'get /v1/health', 'post /v1/auth/password-reset']));
    expect(anonymous).not.toContain('get /v1/monitors');
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the statuses routes really answer, with their headers', () => {
    const monitor = document.paths['/v1/monitors/{id}'].get;
    for (const status of ['200', '400', '401', '404', '405', '414', '429', '431', '500']) expect(monitor.responses[status], status).toBeDefined();
    expect(document.paths['/v1/monitors'].post.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(document.components.responses.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(document.components.responses.MethodNotAllowed.headers).toHaveProperty('Allow');
    expect(monitor.responses['200'].headers).toHaveProperty('X-RateLimit-Remaining');
    expect(monitor.responses['200'].description).not.toBe('Default Response');
    expect(document.components.schemas.ErrorBody.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
    expect(document.paths['/v1/webhooks/{id}/regenerate'].post.requestBody.required).toBe(false);
  });

  it('describes the change.detected webhook and its signature headers', () => {
    const event = document.webhooks['change.detected'].post;
    const headers = event.parameters.map((parameter: { name: string }) => parameter.name);
    expect(headers).toEqual(expect.arrayContaining(['X-Service-Signature', 'webhook-signature', 'webhook-id', 'webhook-timestamp', 'X-Service-Delivery']));
    expect(event.requestBody.content['application/json'].schema.properties.data.properties.change.properties.type.enum).toEqual(['price', 'availability', 'content']);
  });

  it('generates openapi-typescript types that a client of the real flows compiles against, and the flows run', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(join(ROOT, 'node_modules/.cache-pagewatch-openapi-'));
    try {
      await writeFile(join(folder, 'api.ts'), astToString(await openapiTS(JSON.stringify(document))));
      await copyFile(CLIENT, join(folder, 'client.ts'));
      const program = ts.createProgram([join(folder, 'client.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: ['node'],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as AddressInfo;
    const email = uniqueEmail();
    const { runFlows } = (await import(CLIENT)) as { runFlows: RunFlows };
    const result = await runFlows(`http://127.0.0.1:${port}`, email, 'http://127.0.0.1:9/espresso', 'https://127.0.0.1:9/hooks');
    expect(result).toMatchObject({ userEmail: email, tier: 'free', keyName: 'generated client', total: 1, secretChanged: true, missingCode: 'ERR_NOT_FOUND' });
    expect(result.listedIds).toEqual([result.monitorId]);
  });
});
