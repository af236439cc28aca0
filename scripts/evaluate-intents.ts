// Scores the intent interpreter against test/fixtures/intents.json, per language and on
// the blind part (intents labelled before the rules saw them).
// Usage: npx tsx scripts/evaluate-intents.ts [--show-blind]
//   exits 1 if any field is below 95% in any language, on the whole set or its blind part.
// Misses of blind intents stay hidden unless --show-blind: reading them invites tuning to them.
import { readFileSync } from 'node:fs';
import type { IntentCase, IntentScores } from '../src/domain/intent/score-intents.js';
import { SCORED_FIELDS, scoreIntents } from '../src/domain/intent/score-intents.js';

const MIN_ACCURACY = 0.95;
const showBlind = process.argv.includes('--show-blind');

const fixture = new URL('../test/fixtures/intents.json', import.meta.url);
const cases = JSON.parse(readFileSync(fixture, 'utf8')) as IntentCase[];
const languageOf = (c: IntentCase): string => c.lang ?? 'en';
const languages = [...new Set(cases.map(languageOf))];

const started = performance.now();
const groups: { label: string; scores: IntentScores }[] = [];
for (const lang of ['all', ...languages]) {
  const inLanguage = lang === 'all' ? cases : cases.filter((c) => languageOf(c) === lang);
  groups.push({ label: lang, scores: scoreIntents(inLanguage) });
  const blind = inLanguage.filter((c) => c.blind === true);
  if (blind.length > 0) groups.push({ label: `${lang} blind`, scores: scoreIntents(blind) });
}
const elapsed = performance.now() - started;

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`.padStart(7);
console.log(`${cases.length} intents in ${languages.length} languages (${elapsed.toFixed(0)} ms for every reading below)\n`);
console.log(`${'set'.padEnd(10)} ${'n'.padStart(4)} ${SCORED_FIELDS.map((f) => f.padStart(9)).join(' ')}`);
for (const { label, scores } of groups) {
  console.log(`${label.padEnd(10)} ${String(scores.total).padStart(4)} ${SCORED_FIELDS.map((f) => percent(scores.accuracy[f]).padStart(9)).join(' ')}`);
}

const blindIntents = new Set(cases.filter((c) => c.blind === true).map((c) => c.intent));
const all = groups[0]?.scores.misses ?? [];
const shown = showBlind ? all : all.filter((m) => !blindIntents.has(m.intent));
if (shown.length > 0) {
  console.log(`\nMisses (${shown.length}${showBlind ? '' : `, plus ${all.length - shown.length} on blind intents, not shown`}):`);
  for (const miss of shown) {
    console.log(`- [${miss.field}] ${miss.intent}`);
    console.log(`    expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`);
  }
}
const failing = groups.flatMap(({ label, scores }) =>
  SCORED_FIELDS.filter((f) => scores.accuracy[f] < MIN_ACCURACY).map((f) => `${label} ${f}`),
);
if (failing.length > 0) {
  console.error(`\nBelow ${MIN_ACCURACY * 100}%: ${failing.join(', ')}`);
  process.exitCode = 1;
}
