import { describe, expect, it } from 'vitest';
import { fitToPlan } from '../../../../src/domain/moving-in/fit-to-plan.js';
import type { ImportPlan } from '../../../../src/domain/moving-in/import-plan.js';

const monitor = (n: number, checkIntervalSeconds?: number) => ({
  item: `line ${n}`,
  sourceId: null,
  draft: { mode: 'url' as const, url: `https://example.com/${n}`, name: `Page ${n}`, ...(checkIntervalSeconds === undefined ? {} : { checkIntervalSeconds }) },
  paused: false,
  notes: [],
});
const destination = (n: number) => ({ item: `hook ${n}`, kind: 'webhook' as const, target: `https://example.com/hook/${n}`, notes: [] });

describe('fitToPlan', () => {
  const plan: ImportPlan = { monitors: [monitor(1, 60), monitor(2), monitor(3, 3600), monitor(4)], destinations: [destination(1), destination(2)], refused: [{ item: 'line 9', reason: 'bad' }] };

  it('raises intervals below the minimum, says so, and refuses monitors past the plan in file order', () => {
    const fitted = fitToPlan(plan, { monitorsHeld: 8, monitorLimit: 10, minCheckIntervalSeconds: 900, destinationsHeld: 9, destinationLimit: 10 });
    expect(fitted.monitors.map((m) => [m.item, m.draft.checkIntervalSeconds, m.notes])).toEqual([
      ['line 1', 900, ['checked every 900 s instead of every 60 s: the shortest interval of your plan']],
      ['line 2', undefined, []],
    ]);
    expect(fitted.destinations.map((d) => d.item)).toEqual(['hook 1']);
    expect(fitted.refused).toEqual([
      { item: 'line 9', reason: 'bad' },
      { item: 'line 3', reason: 'your plan allows 10 monitors and the account holds 8; upgrade or delete monitors to import more' },
      { item: 'line 4', reason: 'your plan allows 10 monitors and the account holds 8; upgrade or delete monitors to import more' },
      { item: 'hook 2', reason: 'an account holds at most 10 webhooks and channels together and this one holds 9' },
    ]);
  });

  it('creates at most 500 monitors in one import, even without a plan limit', () => {
    const many: ImportPlan = { monitors: Array.from({ length: 502 }, (_, n) => monitor(n + 1)), destinations: [], refused: [] };
    const fitted = fitToPlan(many, { monitorsHeld: 0, monitorLimit: null, minCheckIntervalSeconds: 60, destinationsHeld: 0, destinationLimit: 10 });
    expect(fitted.monitors).toHaveLength(500);
    expect(fitted.refused).toEqual([
      { item: 'line 501', reason: 'one import creates at most 500 monitors; import the rest in another request' },
      { item: 'line 502', reason: 'one import creates at most 500 monitors; import the rest in another request' },
    ]);
  });

  it('takes every monitor when the plan has no limit', () => {
    const fitted = fitToPlan(plan, { monitorsHeld: 500, monitorLimit: null, minCheckIntervalSeconds: 60, destinationsHeld: 0, destinationLimit: 10 });
    expect(fitted.monitors).toHaveLength(4);
    expect(fitted.monitors[0]!.notes).toEqual([]);
  });
});
