import { describe, expect, it } from 'vitest';
import { readChangeEvent } from '../../../../../src/adapters/notify/read-change-event.js';
import type { Direction } from '../../../../../src/domain/changes/change-types/change-type.js';
import { CHANGE_TYPE_DISPLAY, CHANGE_TYPES, isChangeType, type ChangeType } from '../../../../../src/domain/changes/change-types/change-type-list.js';
import { UnknownChangeTypeError, findChangeType, listChangeTypes } from '../../../../../src/domain/changes/change-types/registry.js';
import { compareObservations } from '../../../../../src/domain/changes/compare-observations.js';
import type { ChangeSnapshot } from '../../../../../src/domain/changes/detected-change.js';
import type { Metric } from '../../../../../src/domain/intent.js';
import { chooseMetric } from '../../../../../src/domain/intent/choose-metric.js';
import { OTHER_LANGUAGES, type LanguageCode } from '../../../../../src/domain/intent/languages/all-languages.js';
import { listWords } from '../../../../../src/domain/intent/languages/language-words.js';
import { nameMonitor } from '../../../../../src/domain/intent/name-monitor.js';
import { findSense } from '../../../../../src/domain/intent/vocabulary.js';
import { buildChangeNotice } from '../../../../../src/domain/notifications/change-notice.js';
import { formatNtfyMessage } from '../../../../../src/domain/destinations/ntfy.js';
import type { Observation } from '../../../../../src/domain/observation.js';
import type { ChangePayload } from '../../../../../src/domain/webhooks/event-envelope.js';

const page = (patch: Partial<Observation>): Observation => ({
  title: 'Kettle',
  price: 49.99,
  currency: 'USD',
  availability: 'in_stock',
  source: 'json-ld',
  text: 'Stainless kettle, 1.7 litres. Free delivery on orders over $50.',
  ...patch,
});

const side = (patch: Partial<ChangeSnapshot>): ChangeSnapshot => ({ price: null, currency: null, availability: null, ...patch });

/** Per type: two observations differing in its way, and the sides of such a change with their words and direction. */
const SAMPLES: Record<ChangeType, { after: Partial<Observation>; before: ChangeSnapshot; now: ChangeSnapshot; words: [string, string]; direction: Direction }> = {
  price: {
    after: { price: 39.99 },
    before: side({ price: 49.99, currency: 'USD' }),
    now: side({ price: 39.99, currency: 'USD' }),
    words: ['$49.99', '$39.99'],
    direction: 'down',
  },
  availability: {
    after: { availability: 'out_of_stock' },
    before: side({ availability: 'in_stock' }),
    now: side({ availability: 'out_of_stock' }),
    words: ['in stock', 'out of stock'],
    direction: 'up',
  },
  content: {
    after: { text: 'Stainless kettle, 1.7 litres. Free delivery on every order this week.' },
    before: side({ excerpt: 'orders over $50.' }),
    now: side({ excerpt: 'every order this week.' }),
    words: ['orders over $50.', 'every order this week.'],
    direction: null,
  },
};

describe('the change-type registry', () => {
  it('holds one definition per name of the list, in the list order, each under its own name', () => {
    expect(CHANGE_TYPES).toEqual(['price', 'availability', 'content']);
    expect(listChangeTypes().map((type) => type.name)).toEqual(CHANGE_TYPES);
    for (const name of CHANGE_TYPES) expect(findChangeType(name).name).toBe(name);
  });

  describe.each(CHANGE_TYPES)('%s has every facet', (name) => {
    const type = findChangeType(name);
    const sample = SAMPLES[name];

    it('compares: nothing for equal observations, a finding of its own type for its kind of difference', () => {
      const context = { countMoneyInText: true };
      expect(type.compare(page({}), page({}), context)).toBeNull();
      const finding = type.compare(page({}), page(sample.after), context);
      expect(finding).toMatchObject({ type: name });
      expect(finding!.score).toBeGreaterThan(0);
      expect(finding!.reason).toMatch(/\.$/);
    });

    it('weighs its findings for a watcher of every type, fully for its own', () => {
      expect(Object.keys(type.weights).sort()).toEqual([...CHANGE_TYPES].sort());
      for (const weight of Object.values(type.weights)) expect(weight).toBeGreaterThan(0);
      expect(type.weights[name]).toBe(1);
    });

    it('words both sides of a change and reads the direction of the move', () => {
      expect([type.describeSide(sample.before), type.describeSide(sample.now)]).toEqual(sample.words);
      expect(type.describeSide(side({}))).toBeNull();
      expect(type.readDirection(sample.before, sample.now)).toBe(sample.direction);
      expect(type.readDirection(sample.before, sample.before)).toBeNull();
    });

    it('has an emoji for each direction and a label the dashboard shows', () => {
      for (const direction of ['down', 'up', null] as const) expect(type.emoji(direction)).toMatch(/^[a-z_]+$/);
      expect(CHANGE_TYPE_DISPLAY[name].watching).not.toBe('');
      expect(['money', 'state', 'diff']).toContain(CHANGE_TYPE_DISPLAY[name].sides);
    });

    it('is what its own intent words ask for, in English and in every other language', () => {
      const [word] = listWords(type.intent.words);
      expect(findSense(word!)?.metric).toBe(name);
      expect(chooseMetric([findSense(word!)!], null, { tokens: [], product: '', titleCase: false })).toBe(name);
      for (const language of OTHER_LANGUAGES) {
        const words = listWords(type.intent.wordsIn(language));
        expect(words.length, language.code).toBeGreaterThan(0);
        expect(words.some((phrase) => findSense(phrase, language.code as LanguageCode)?.metric === name), language.code).toBe(true);
      }
    });

    it('names a monitor of it', () => {
      const { noun, preposition } = type.intent.naming;
      expect(nameMonitor({ product: 'Kettle', metric: name, sites: ['shop.example.com'], urls: [], condition: null })).toBe(
        `Kettle ${noun} ${preposition} shop.example.com`,
      );
    });

    it('is compared, ranked and reported under its own name when only its kind of thing changed', () => {
      const watch = { metric: name as Metric, condition: null };
      expect(compareObservations(page({}), page(sample.after), watch)).toMatchObject({ type: name });
    });
  });

  it('ranks intents by priority: availability, then price, then content', () => {
    const sense = (metric: Metric) => ({ role: 'frame' as const, metric, weak: false });
    const subject = { tokens: [], product: '', titleCase: false };
    expect(chooseMetric([sense('content'), sense('price'), sense('availability')], null, subject)).toBe('availability');
    expect(chooseMetric([sense('content'), sense('price')], null, subject)).toBe('price');
    expect(new Set(listChangeTypes().map((type) => type.intent.priority)).size).toBe(CHANGE_TYPES.length);
  });
});

describe('an unknown change type', () => {
  const rating: ChangePayload = {
    id: 'chg-1',
    monitor_id: 'mon-1',
    monitor_name: 'Kettle',
    detected_at: Date.UTC(2026, 0, 2),
    type: 'rating' as ChangeType,
    source: { url: 'https://shop.example.com/kettle', title: 'Kettle' },
    before: side({}),
    after: side({}),
    relevance: { score: 0.9, reason: 'Rating fell from 4.5 to 3.9 stars.' },
  };

  it('is an error, never read as content', () => {
    expect(isChangeType('rating')).toBe(false);
    expect(isChangeType('toString')).toBe(false);
    expect(() => findChangeType('rating')).toThrow(UnknownChangeTypeError);
    expect(() => findChangeType('rating')).toThrow('unknown change type "rating"');
    expect(() => buildChangeNotice(rating, 'https://watch.example.com')).toThrow(UnknownChangeTypeError);
    const notice = buildChangeNotice({ ...rating, type: 'price' }, 'https://watch.example.com');
    expect(() => formatNtfyMessage({ ...notice, type: 'rating' as ChangeType }, 'kettle')).toThrow(UnknownChangeTypeError);
    expect(() => compareObservations(page({}), page({ price: 1 }), { metric: 'rating' as Metric, condition: null })).toThrow(UnknownChangeTypeError);
  });

  it('makes a stored change.detected event unreadable, so a delivery ends unsent instead of throwing', () => {
    const body = (change: ChangePayload) => JSON.stringify({ type: 'change.detected', data: { change } });
    expect(readChangeEvent(body(rating))).toBeNull();
    expect(readChangeEvent(body({ ...rating, type: 'price' }))).toMatchObject({ type: 'price' });
  });
});
