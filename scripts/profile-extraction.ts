/**
 * Micro-benchmark of extractObservation: CPU microseconds per page for the checks benchmark's
 * ~61 KB product pages and for the page-pair corpus. CPU time (process.cpuUsage), not wall time,
 * so that other processes on a shared machine distort the figures less; the best of several
 * rounds is reported for the same reason.
 * Run: npx tsx scripts/profile-extraction.ts [--rounds 15] [--pages 50]
 * Profile: node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof scripts/profile-extraction.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildPageTemplate, renderPage } from '../bench/support/page-farm-pages.js';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import { PAGE_PAIRS_DIR } from './evaluate-page-pairs.js';

const SEED = 1;
const PAGE_BYTES = 60_000;

function readNumberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function loadCorpusPages(): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(PAGE_PAIRS_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const side of ['before.html', 'after.html']) pages.push(readFileSync(join(PAGE_PAIRS_DIR, entry.name, side), 'utf8'));
  }
  return pages;
}

/** CPU microseconds per page for one pass over the pages. */
function measurePass(pages: readonly string[]): number {
  const started = process.cpuUsage();
  for (const page of pages) extractObservation(page);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / pages.length;
}

function measure(label: string, pages: readonly string[], rounds: number): void {
  const bytes = pages.reduce((sum, page) => sum + page.length, 0) / pages.length;
  measurePass(pages);
  const figures = Array.from({ length: rounds }, () => measurePass(pages)).sort((a, b) => a - b);
  const best = figures[0] ?? 0;
  const median = figures[Math.floor(figures.length / 2)] ?? 0;
  console.log(
    `${label}: ${pages.length} pages of ${(bytes / 1024).toFixed(1)} KB chars — ` +
      `best ${best.toFixed(0)} µs/page, median ${median.toFixed(0)} µs/page (${rounds} rounds)`,
  );
}

const rounds = readNumberFlag('--rounds', 15);
const pageCount = readNumberFlag('--pages', 50);
const benchPages = Array.from({ length: pageCount }, (_, index) => renderPage(buildPageTemplate(SEED, index, PAGE_BYTES)));
measure('bench product pages', benchPages, rounds);
measure('page-pair corpus', loadCorpusPages(), rounds);
