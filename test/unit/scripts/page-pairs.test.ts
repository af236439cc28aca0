import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PAGE_PAIRS_DIR,
  evaluateFlapping,
  evaluatePagePairs,
  formatFigures,
  formatFlapping,
  readManifest,
} from '../../../scripts/evaluate-page-pairs.js';

const SENSITIVITY = 0.5;
const manifest = readManifest();

describe('page-pair corpus', () => {
  it('holds at least 45 pairs, 25 of them noise, of realistic size', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(45);
    expect(manifest.filter((entry) => entry.name.startsWith('noise-')).length).toBeGreaterThanOrEqual(25);
    for (const entry of manifest) {
      for (const side of ['before.html', 'after.html']) {
        const size = statSync(join(PAGE_PAIRS_DIR, entry.name, side)).size;
        expect(size, `${entry.name}/${side}`).toBeGreaterThanOrEqual(5_000);
        expect(size, `${entry.name}/${side}`).toBeLessThanOrEqual(60_000);
      }
    }
  });
});

describe(`page-pair corpus at sensitivity ${SENSITIVITY}`, () => {
  const figures = evaluatePagePairs(SENSITIVITY);
  console.log(formatFigures(figures, SENSITIVITY));

  it.each(figures.outcomes.filter((o) => o.entry.expect === 'not_relevant'))(
    'raises no alarm on $entry.name',
    ({ entry, change, reported }) => {
      expect(reported, `${entry.note} Got: ${change?.type} ${change?.score} ${change?.reason}`).toBe(false);
    },
  );

  it.each(figures.outcomes.filter((o) => o.entry.expect === 'relevant'))(
    'reports $entry.name',
    ({ entry, change, reported }) => {
      expect(reported, `${entry.note} Got: ${change?.type} ${change?.score} ${change?.reason}`).toBe(true);
      if (entry.type) expect(change?.type).toBe(entry.type);
    },
  );

  it('has full precision and recall', () => {
    expect(figures.precision).toBe(1);
    expect(figures.recall).toBe(1);
  });
});

describe(`flapping pages at sensitivity ${SENSITIVITY}`, () => {
  const figures = evaluateFlapping(SENSITIVITY);
  console.log(formatFlapping(figures));

  it('alert on every flap without confirmation and on none with it, while every real change that stays still alerts', () => {
    expect(figures.alertingPairs).toBeGreaterThanOrEqual(38);
    expect(figures.flappingAlertsWithout).toBe(figures.alertingPairs);
    expect(figures.flappingAlertsConfirmed).toBe(0);
    expect(figures.stayingConfirmed).toBe(figures.realPairs);
  });
});
