import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './service-process.js';
import { createTempFolder } from '../../test/support/temp-folder.js';

// urlwatch (Debian's package), run by the checks benchmark on the same pages as our worker.

const run = promisify(execFile);

export type UrlwatchFound = { found: true; executable: string; python: string; version: string } | { found: false; reason: string };

/** What one urlwatch run (one round over every job) cost and reported. */
export interface UrlwatchRound {
  readonly exitCode: number;
  /** Epoch ms of the process start and end; the whole process, interpreter start included. */
  readonly startedAt: number;
  readonly endedAt: number;
  readonly cpuMs: number;
  readonly peakRssBytes: number;
  /** Job locations (URLs) by what urlwatch reported for them: NEW, CHANGED, ERROR. */
  readonly reported: Readonly<Record<string, readonly string[]>>;
  /** The end of urlwatch's output, for error messages. */
  readonly outputTail: string;
}

async function describeUrlwatch(): Promise<UrlwatchFound> {
  try {
    const { stdout: executable } = await run('sh', ['-c', 'command -v urlwatch']);
    const path = executable.trim();
    const { stdout: version } = await run(path, ['--version']);
    // The interpreter urlwatch runs on measures it too: no second Python to have installed.
    const shebang = /^#!\s*(\S+)/.exec(await readFile(path, 'utf8'))?.[1] ?? 'python3';
    return { found: true, executable: path, python: shebang, version: version.trim() };
  } catch (error) {
    return { found: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/** Finds urlwatch, installing Debian's package when it is missing and this process may (root, apt-get). */
export async function findOrInstallUrlwatch(): Promise<UrlwatchFound> {
  const found = await describeUrlwatch();
  if (found.found) return found;
  if (process.getuid?.() !== 0) return { found: false, reason: `${found.reason}; not root, so apt-get install urlwatch was not tried` };
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'urlwatch'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 });
  } catch {
    try {
      await run('apt-get', ['update'], { timeout: 300_000 });
      await run('apt-get', ['install', '-y', '--no-install-recommends', 'urlwatch'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 });
    } catch (error) {
      return { found: false, reason: `apt-get install urlwatch failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
    }
  }
  return describeUrlwatch();
}

function writeJobs(urls: readonly string[], selector: string): string {
  // urlwatch reads a stream of YAML documents, one job each; JSON strings are valid YAML scalars.
  // No names: the report then names each job by its URL alone.
  return urls
    .map((url) => [`url: ${JSON.stringify(url)}`, 'filter:', `  - css: ${JSON.stringify(selector)}`, '  - html2text'].join('\n'))
    .join('\n---\n');
}

const CONFIG = [
  'display: {new: true, error: true, unchanged: false, empty-diff: true}',
  'report:',
  '  text: {line_length: 75, details: true, footer: false, minimal: false}',
  '  stdout: {enabled: true, color: false}',
].join('\n');

function readReport(output: string): Record<string, string[]> {
  const reported: Record<string, string[]> = {};
  // The details section names each reported job by its location on a line of its own.
  for (const match of output.matchAll(/^(NEW|CHANGED|ERROR): (\S+)$/gm)) {
    (reported[match[1]!] ??= []).push(match[2]!);
  }
  return reported;
}

/**
 * A urlwatch set-up in a temporary directory: jobs for `urls` (each filtered to `selector`, then
 * html2text), a config that reports to stdout, and a cache that carries state from run to run.
 * HOME points there too, so urlwatch leaves the user's own configuration alone.
 */
export async function createUrlwatchWorkspace(urlwatch: Extract<UrlwatchFound, { found: true }>, urls: readonly string[], selector: string) {
  const folder = await createTempFolder('pagewatch-urlwatch-');
  const dir = folder.path;
  const paths = { urls: join(dir, 'urls.yaml'), config: join(dir, 'urlwatch.yaml'), cache: join(dir, 'cache.db'), result: join(dir, 'result.json'), output: join(dir, 'output.txt') };
  await writeFile(paths.urls, writeJobs(urls, selector));
  await writeFile(paths.config, CONFIG);
  const env = { ...process.env, HOME: dir, XDG_CONFIG_HOME: dir, XDG_CACHE_HOME: dir };
  return {
    /** Runs every job once, as `urlwatch` from cron would. */
    async runRound(): Promise<UrlwatchRound> {
      const measure = join(REPO_ROOT, 'bench/support/run-measured.py');
      const command = [urlwatch.executable, '--urls', paths.urls, '--config', paths.config, '--cache', paths.cache];
      await run(urlwatch.python, [measure, paths.result, paths.output, ...command], { env, timeout: 600_000 });
      const result = JSON.parse(await readFile(paths.result, 'utf8')) as { exitCode: number; startedAt: number; endedAt: number; cpuSeconds: number; peakRssBytes: number };
      const output = await readFile(paths.output, 'utf8');
      return {
        exitCode: result.exitCode,
        startedAt: result.startedAt,
        endedAt: result.endedAt,
        cpuMs: result.cpuSeconds * 1000,
        peakRssBytes: result.peakRssBytes,
        reported: readReport(output),
        outputTail: output.slice(-2000),
      };
    },
    remove: folder.remove,
  };
}

export type UrlwatchWorkspace = Awaited<ReturnType<typeof createUrlwatchWorkspace>>;
