import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { scriptTypeOf } from '../../../../src/domain/extraction/page-capture.js';

// pairs-30: a page built by script shows what its hydration state holds; its visible HTML is a skeleton.
const page = (state: unknown, visible = '<div id="root"><div class="skeleton"></div></div>', id = '__NEXT_DATA__'): string =>
  `<!doctype html><html lang="de"><head><title>Stadthalle</title></head><body><main>${visible}</main><script id="${id}" type="application/json">${JSON.stringify(state)}</script></body></html>`;

const hall = (over: Record<string, unknown> = {}) => ({
  props: {
    pageProps: {
      show: {
        title: 'Kabarettabend mit Lisa Eckhart', hall: 'Großer Saal', startsAt: '2027-02-06T20:00:00+01:00',
        seats: [{ block: 'Parkett', price: 39, isSoldOut: false }, { block: 'Rang', price: 29, isSoldOut: over.rang ?? false }],
        intro: over.intro ?? 'Einlass eine Stunde vor Beginn. Garderobe im Foyer.',
        watchers: 0, viewCount: over.views ?? 812, updatedAt: over.updatedAt ?? '2026-12-01T10:00:00Z',
      },
      moreShows: (over.more as string[] | undefined) ?? ['Poetry Slam', 'Jazz im Foyer'],
    },
  },
  buildId: over.build ?? 'a1b2c3', page: '/show/[id]', query: { id: '77' },
});

const text = (state: unknown, visible?: string, id?: string): string => extractObservation(page(state, visible, id)).text;

describe('pageText: the state of a page built by script stands in for its thin visible text', () => {
  it('reads the shown values, a stock flag as its badge and a date under its key', () => {
    const read = text(hall());
    expect(read).toContain('Einlass eine Stunde vor Beginn. Garderobe im Foyer.');
    expect(read).toContain('Parkett · 39 · available');
    expect(read).toContain('Kabarettabend mit Lisa Eckhart · Großer Saal · starts at: 2027-02-06');
    expect(text(hall({ rang: true }))).toContain('Rang · 29 · sold out');
  });

  it('leaves out counters, stamps, build ids, the router and lists of other things', () => {
    const read = text(hall());
    for (const left of ['812', 'a1b2c3', 'Poetry Slam', '/show/[id]', '2026-12-01']) expect(read).not.toContain(left);
    expect(text(hall({ views: 951, build: 'zz9', updatedAt: '2026-12-02T08:00:00Z', more: ['Chorkonzert'] }))).toBe(read);
  });

  it('keeps the visible text alone when the page shows its content', () => {
    const visible = `<article><h1>Kabarettabend</h1><p>${'Ein Abend voller Wortwitz und scharfer Beobachtungen über den Alltag. '.repeat(3)}</p></article>`;
    expect(text(hall(), visible)).not.toContain('Parkett');
  });

  it('reads a JSON script named for the state with underscores as a state', () => {
    expect(scriptTypeOf({ type: 'application/json', id: '__PRELOADED_STATE__' })).toBe('app-state');
    expect(scriptTypeOf({ type: 'application/json', id: 'initial_state' })).toBe('app-state');
    expect(scriptTypeOf({ type: 'application/json', id: 'statement' })).toBe('other');
    expect(text(hall({ intro: 'Freie Platzwahl.' }), undefined, '__PRELOADED_STATE__')).toContain('Freie Platzwahl.');
  });
});
