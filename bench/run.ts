import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchModule, BenchResult } from './support/bench-result.js';
import { formatTable } from './support/format-table.js';

// Usage: npm run bench [-- name ...]   runs bench/<name>.bench.ts, or every one when none is named.

const BENCH_DIR = fileURLToPath(new URL('./', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const SUFFIX = '.bench.ts';

interface BenchRecord {
  startedAt: string;
  seconds: number;
  results: BenchResult[];
  error?: string;
}

async function listBenchmarks(): Promise<string[]> {
  const files = await readdir(BENCH_DIR);
  return files.filter((file) => file.endsWith(SUFFIX)).map((file) => file.slice(0, -SUFFIX.length)).sort();
}

function isBenchModule(value: unknown): value is BenchModule {
  return typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function';
}

// fetch reports "fetch failed" and hides the reason (refused, reset) in a chain of causes.
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\ncaused by: ${describeError(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

async function runBenchmark(name: string): Promise<BenchRecord> {
  const startedAt = new Date();
  const elapsed = () => Math.round((Date.now() - startedAt.getTime()) / 100) / 10;
  try {
    const module: unknown = await import(pathToFileURL(`${BENCH_DIR}${name}${SUFFIX}`).href);
    if (!isBenchModule(module)) throw new Error(`${name}${SUFFIX} does not export run(): Promise<BenchResult[]>`);
    const results = await module.run();
    return { startedAt: startedAt.toISOString(), seconds: elapsed(), results };
  } catch (error) {
    return { startedAt: startedAt.toISOString(), seconds: elapsed(), results: [], error: describeError(error) };
  }
}

function printRecord(name: string, record: BenchRecord): void {
  console.log(`\n== ${name} (${record.seconds} s) ==`);
  const groups = new Map<string, BenchResult[]>();
  for (const result of record.results) {
    const group = result.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), result]);
  }
  for (const [group, results] of groups) {
    if (group) console.log(`\n${group}`);
    console.log(formatTable(results));
  }
  const warnings = record.results.flatMap((result) => (result.warnings ?? []).map((warning) => `${result.name}: ${warning}`));
  for (const warning of warnings) console.log(`\n!!! WARNING !!! ${warning}`);
  if (record.error) console.log(`\n!!! FAILED !!! ${record.error}`);
}

async function readPrevious(): Promise<Record<string, BenchRecord>> {
  try {
    const previous = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as { benchmarks?: Record<string, BenchRecord> };
    return previous.benchmarks ?? {};
  } catch {
    return {};
  }
}

async function main(): Promise<number> {
  const available = await listBenchmarks();
  const requested = process.argv.slice(2).map((arg) => basename(arg, SUFFIX));
  const unknown = requested.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown benchmark: ${unknown.join(', ')}; available: ${available.join(', ')}`);
    return 2;
  }
  const names = requested.length > 0 ? requested : available;
  const machine = { node: process.version, platform: `${process.platform}/${process.arch}`, cpus: cpus().length, cpu: cpus()[0]?.model ?? '' };
  console.log(`benchmarks: ${names.join(', ')} | node ${machine.node}, ${machine.cpus} CPUs (${machine.cpu})`);

  // Running one benchmark keeps the others' last figures in latest.json.
  const benchmarks = await readPrevious();
  let failed = false;
  for (const name of names) {
    const record = await runBenchmark(name);
    printRecord(name, record);
    benchmarks[name] = record;
    failed ||= record.error !== undefined;
  }
  await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify({ writtenAt: new Date().toISOString(), machine, benchmarks }, null, 2)}\n`);
  console.log(`\nresults written to ${RESULTS_FILE}`);
  // A missed performance target is a figure to read, not a failure; a benchmark that could not run is.
  return failed ? 1 : 0;
}

// Exiting runs the 'exit' handlers, so an interrupted run leaves no servers (child-process.ts) and no
// temp folders (temp-folder.ts) behind. `npm run bench` starts this under plain `node --import tsx`:
// the `tsx` command would stand between the terminal and this process and SIGKILL it when a busy
// event loop is slow to answer Ctrl-C, and no handler runs then.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

process.exitCode = await main();
