// Scores the intent interpreter against test/fixtures/intents.json.
// Usage: npx tsx scripts/evaluate-intents.ts   (exits 1 if any field is below 90%)
import { readFileSync } from 'node:fs';
import type { IntentCase } from '../src/domain/intent/score-intents.js';
import { SCORED_FIELDS, scoreIntents } from '../src/domain/intent/score-intents.js';

const MIN_ACCURACY = 0.9;

const fixture = new URL('../test/fixtures/intents.json', import.meta.url);
const cases = JSON.parse(readFileSync(fixture, 'utf8')) as IntentCase[];
const started = performance.now();
const scores = scoreIntents(cases);
const elapsed = performance.now() - started;

console.log(`${scores.total} intents, ${(elapsed / scores.total).toFixed(2)} ms each on average (first includes warm-up)\n`);
for (const field of SCORED_FIELDS) {
  console.log(`${field.padEnd(10)} ${(scores.accuracy[field] * 100).toFixed(1).padStart(5)}%`);
}
if (scores.misses.length > 0) {
  console.log(`\nMisses (${scores.misses.length}):`);
  for (const miss of scores.misses) {
    console.log(`- [${miss.field}] ${miss.intent}`);
    console.log(`    expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`);
  }
}
const failing = SCORED_FIELDS.filter((field) => scores.accuracy[field] < MIN_ACCURACY);
if (failing.length > 0) {
  console.error(`\nBelow ${MIN_ACCURACY * 100}%: ${failing.join(', ')}`);
  process.exitCode = 1;
}
