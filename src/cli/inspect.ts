// Prints what a check would observe on a page: npx tsx src/cli/inspect.ts <url-or-file> [--keywords "member,sale price"]
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { choosePageFetcher } from '../infrastructure.js';
import { decodePageText } from '../domain/extraction/decode-page-text.js';
import { extractObservation } from '../domain/extraction/extract-observation.js';

async function loadPage(target: string): Promise<{ ok: true; html: string; url?: string } | { ok: false; error: string }> {
  if (!/^https?:\/\//i.test(target)) {
    try {
      return { ok: true, html: await readFile(target, 'utf8') };
    } catch (error) {
      return { ok: false, error: `cannot read ${target}: ${(error as Error).message}` };
    }
  }
  // An operator inspecting a page by hand may point at an intranet or local test server.
  const fetcher = choosePageFetcher({ allowPrivateNetworks: true, fetchPerHostConcurrency: 4 });
  try {
    const outcome = await fetcher.fetchPage(target);
    if (!outcome.ok) return { ok: false, error: outcome.error };
    if (outcome.notModified) return { ok: false, error: 'unexpected 304 without a conditional request' };
    return { ok: true, html: decodePageText(outcome), url: outcome.finalUrl };
  } finally {
    await fetcher.close();
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { keywords: { type: 'string', short: 'k' } },
  });
  const target = positionals[0];
  if (target === undefined) {
    process.stderr.write('usage: inspect <url-or-file> [--keywords "member,sale price"]\n');
    return 2;
  }
  const page = await loadPage(target);
  if (!page.ok) {
    process.stderr.write(`${page.error}\n`);
    return 1;
  }
  const keywords = values.keywords?.split(',').map((k) => k.trim()).filter((k) => k !== '') ?? [];
  const started = process.hrtime.bigint();
  const observation = extractObservation(page.html, { url: page.url, keywords });
  const micros = Number(process.hrtime.bigint() - started) / 1000;
  process.stdout.write(`${JSON.stringify(observation, null, 2)}\n`);
  process.stderr.write(`extracted ${page.html.length} characters in ${(micros / 1000).toFixed(2)} ms\n`);
  return 0;
}

process.exitCode = await main();
