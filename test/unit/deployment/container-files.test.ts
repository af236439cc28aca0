import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = new URL('../../../', import.meta.url);
const dockerfile = readFileSync(new URL('Dockerfile', ROOT), 'utf8');
const compose = parse(readFileSync(new URL('compose.yaml', ROOT), 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, unknown>; ports?: string[] }>;
  volumes?: Record<string, unknown>;
};
const run = promisify(execFile);

/** Dockerfile instructions with their continuation lines joined, comments left out. */
function instructions(text: string): Array<{ keyword: string; args: string }> {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const steps = instructions(dockerfile);
  const stages = steps.flatMap((step, index) => (step.keyword === 'FROM' ? [index] : []));
  const finalStage = steps.slice(stages.at(-1));

  it('builds in one stage and runs from a second one on Debian slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-\w+-slim$/m);
    expect(finalStage.some((step) => step.keyword === 'COPY' && step.args.startsWith('--from=build'))).toBe(true);
    // The compiler stays in the build stage.
    expect(finalStage.some((step) => /\bg\+\+/.test(step.args))).toBe(false);
  });

  it('runs the service as a user other than root, through bin/pagewatch', () => {
    const users = finalStage.filter((step) => step.keyword === 'USER').map((step) => step.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(finalStage.find((step) => step.keyword === 'ENTRYPOINT')?.args).toContain('bin/pagewatch');
  });

  it('installs Chromium only when asked to', () => {
    expect(finalStage.some((step) => step.keyword === 'ARG' && step.args === 'WITH_CHROMIUM=false')).toBe(true);
    const install = finalStage.find((step) => step.keyword === 'RUN' && step.args.includes('chromium'));
    expect(install?.args).toMatch(/if \[ "\$WITH_CHROMIUM" = "true" \]/);
  });

  it('copies what the build and the running service read', () => {
    const copied = steps.filter((step) => step.keyword === 'COPY').map((step) => step.args).join('\n');
    for (const path of ['package-lock.json', 'src', 'web', 'scripts/build-dashboard.ts', 'tsconfig.build.json', 'bin']) expect(copied).toContain(path);
  });
});

describe('compose.yaml', () => {
  it('runs the service as an API and a worker beside PostgreSQL, Redis and MinIO', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['api', 'worker', 'postgres', 'redis', 'minio']));
    expect(compose.services['api']!.command).toEqual(['api']);
    expect(compose.services['worker']!.command).toEqual(['worker']);
    expect(compose.services['api']!.image).toBe(compose.services['worker']!.image);
    expect(compose.services['api']!.ports).toEqual(['127.0.0.1:${PAGEWATCH_PORT:-3000}:3000']);
  });

  it('gives both roles the same engines and secrets', () => {
    for (const role of ['api', 'worker']) {
      const environment = compose.services[role]!.environment!;
      expect(environment['DATABASE_URL']).toMatch(/^postgres:\/\/pagewatch:.*@postgres:5432\/pagewatch$/);
      expect(environment['REDIS_URL']).toBe('redis://redis:6379');
      expect(environment['BLOB_URL']).toMatch(/^s3:\/\/pagewatch:.*@pagewatch-snapshots\?endpoint=http%3A%2F%2Fminio%3A9000$/);
      expect(environment['JWT_SECRET']).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(environment['WEBHOOK_SECRET_KEY']).toMatch(/^\$\{WEBHOOK_SECRET_KEY:\?/);
      expect(Object.keys(compose.services[role]!.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio-bucket']));
    }
  });

  it('keeps the engines\' data in volumes', () => {
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio']));
  });
});

describe('docker build', () => {
  it('builds the image where a Docker engine and the base image are there', { timeout: 20 * 60_000 }, async (context) => {
    const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)![1]!;
    const missing = await run('docker', ['info']).then(
      () => run('docker', ['image', 'inspect', base]).then(() => null, () => `the base image ${base} is not on this machine (docker pull ${base})`),
      () => 'no Docker engine answers (docker info fails)',
    );
    if (missing !== null) {
      console.log(`docker build not run: ${missing}`);
      context.skip(missing);
    }
    await run('docker', ['build', '--pull=false', '-t', 'pagewatch:test', '.'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    const { stdout } = await run('docker', ['image', 'inspect', '--format', '{{.Config.User}}', 'pagewatch:test']);
    expect(stdout.trim()).toBe('node');
  });
});
