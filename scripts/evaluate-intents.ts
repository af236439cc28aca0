// Scores the intent interpreter against test/fixtures/intents.json, and the conditions of
// test/fixtures/intent-conditions.json (batch "conditions", or "conditions <batch>" for a later batch; labels only the condition): per field, per language,
// on the development split (tuned on) and the blind split (labelled before the rules saw it,
// never tuned on), for the whole set and for each batch written for an issue.
// Usage: npx tsx scripts/evaluate-intents.ts [--show-blind]
//   exits 1 if a field is below 95% on a development row, or on a blind row of the original set.
// Misses of blind intents stay hidden unless --show-blind: reading them invites tuning to them.
import { readFileSync } from 'node:fs';
import type { IntentCase, IntentScores, IntentSplit } from '../src/domain/intent/score-intents.js';
import { interpretIntent } from '../src/domain/intent/interpret-intent.js';
import { SCORED_FIELDS, scoreIntents, splitOf } from '../src/domain/intent/score-intents.js';

const MIN_ACCURACY = 0.95;
const showBlind = process.argv.includes('--show-blind');

const fixture = new URL('../test/fixtures/intents.json', import.meta.url);
const conditionFixture = new URL('../test/fixtures/intent-conditions.json', import.meta.url);
// A condition case written for an issue batch keeps it ("conditions issue-22c"), so its figures stay apart.
const conditionCases = (JSON.parse(readFileSync(conditionFixture, 'utf8')) as IntentCase[]).map((c) => ({
  ...c,
  batch: c.batch === undefined ? 'conditions' : `conditions ${c.batch}`,
}));
const cases = [...(JSON.parse(readFileSync(fixture, 'utf8')) as IntentCase[]), ...conditionCases];
const languageOf = (c: IntentCase): string => c.lang ?? 'en';
const languages = [...new Set(cases.map(languageOf))];
const batches = [...new Set(cases.flatMap((c) => (c.batch === undefined ? [] : [c.batch])))];

interface Row {
  label: string;
  split: IntentSplit;
  /** Blind rows of a batch are its estimate on unseen text, reported but not enforced. */
  enforced: boolean;
  scores: IntentScores;
}

const missesOfAll = scoreIntents(cases).misses;
// Latency of a warm reading (the pass above loaded compromise and warmed the code): each intent once more.
const timings = cases.map(({ intent }) => {
  const started = performance.now();
  interpretIntent(intent);
  return performance.now() - started;
});
const elapsed = timings.reduce((sum, t) => sum + t, 0);
const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;
const rows: Row[] = [];
// "earlier": the intents written before any batch, whose figures must not drop.
for (const batch of ['all', 'earlier', ...batches]) {
  const inBatch = batch === 'all' ? cases : cases.filter((c) => c.batch === (batch === 'earlier' ? undefined : batch));
  for (const lang of ['all', ...languages]) {
    const inLanguage = lang === 'all' ? inBatch : inBatch.filter((c) => languageOf(c) === lang);
    for (const split of ['dev', 'blind'] as const) {
      const inSplit = inLanguage.filter((c) => splitOf(c) === split);
      if (inSplit.length === 0) continue;
      // Blind rows of later batches are measurements, not gates: only the earlier set's must hold.
      const enforced = split === 'dev' || batch === 'earlier';
      rows.push({ label: `${batch === 'all' ? '' : `${batch} `}${lang} ${split}`, split, enforced, scores: scoreIntents(inSplit) });
    }
  }
}

const percent = (share: number, labelled: number): string => (labelled === 0 ? '-' : `${(share * 100).toFixed(1)}%`);
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${cases.length} intents in ${languages.length} languages (warm: ${elapsed.toFixed(0)} ms to read them all, median ${(median * 1000).toFixed(0)} µs)\n`);
console.log(`${'set'.padEnd(width)} ${'n'.padStart(4)} ${SCORED_FIELDS.map((f) => f.padStart(9)).join(' ')}`);
for (const { label, scores } of rows) {
  console.log(`${label.padEnd(width)} ${String(scores.total).padStart(4)} ${SCORED_FIELDS.map((f) => percent(scores.accuracy[f], scores.labelled[f]).padStart(9)).join(' ')}`);
}

const blindIntents = new Set(cases.filter((c) => splitOf(c) === 'blind').map((c) => c.intent));
const shown = showBlind ? missesOfAll : missesOfAll.filter((m) => !blindIntents.has(m.intent));
if (shown.length > 0) {
  console.log(`\nMisses (${shown.length}${showBlind ? '' : `, plus ${missesOfAll.length - shown.length} on blind intents, not shown`}):`);
  for (const miss of shown) {
    console.log(`- [${miss.field}] ${miss.intent}`);
    console.log(`    expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`);
  }
}
const failing = rows
  .filter((r) => r.enforced)
  .flatMap(({ label, scores }) => SCORED_FIELDS.filter((f) => scores.labelled[f] > 0 && scores.accuracy[f] < MIN_ACCURACY).map((f) => `${label} ${f}`));
if (failing.length > 0) {
  console.error(`\nBelow ${MIN_ACCURACY * 100}%: ${failing.join(', ')}`);
  process.exitCode = 1;
}
