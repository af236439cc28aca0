import { describe, expect, it } from 'vitest';
import { confirmDelayMs, confirmsChanges, judgeSecondReading, withReadings } from '../../../../src/domain/monitors/confirm-change.js';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';

const AT = Date.UTC(2026, 10, 26, 12);

function priceChange(after: number, fields: Partial<ChangePayload> = {}): ChangePayload {
  return {
    id: `chg-${after}`,
    monitor_id: 'mon-1',
    monitor_name: 'Kettle',
    detected_at: AT,
    type: 'price',
    source: { url: 'https://shop.example/kettle', title: 'Kettle' },
    before: { price: 100, currency: 'EUR', availability: 'in_stock' },
    after: { price: after, currency: 'EUR', availability: 'in_stock' },
    relevance: { score: 0.8, reason: `Price dropped from €100 to €${after}.` },
    ...fields,
  };
}

describe('confirmsChanges', () => {
  it.each([
    [null, 'price', true],
    [null, 'availability', true],
    [null, 'content', false],
    [false, 'price', false],
    [true, 'content', true],
  ] as const)('setting %s on a %s monitor: %s', (setting, metric, expected) => {
    expect(confirmsChanges(setting, metric)).toBe(expected);
  });
});

describe('judgeSecondReading', () => {
  it('confirms when the re-check reports the same change showing the same page after it', () => {
    expect(judgeSecondReading(priceChange(90), priceChange(90, { id: 'chg-other', detected_at: AT + 60_000 }))).toBe('confirmed');
  });

  it('reads nothing to report as a page that went back', () => {
    expect(judgeSecondReading(priceChange(90), null)).toBe('flipped_back');
  });

  it('reads another price, or another type of change, as a page still moving', () => {
    expect(judgeSecondReading(priceChange(90), priceChange(80))).toBe('moved_again');
    expect(judgeSecondReading(priceChange(90), priceChange(90, { type: 'availability' }))).toBe('moved_again');
    expect(judgeSecondReading(priceChange(90), priceChange(90, { after: { price: 90, currency: 'USD', availability: 'in_stock' } }))).toBe('moved_again');
  });

  it('compares content changes by the passages added', () => {
    const content = (excerpt: string) => priceChange(0, { type: 'content', after: { price: null, currency: null, availability: null, excerpt } });
    expect(judgeSecondReading(content('v2.0 released'), content('v2.0 released'))).toBe('confirmed');
    expect(judgeSecondReading(content('v2.0 released'), content('v2.1 released'))).toBe('moved_again');
  });
});

describe('confirmDelayMs', () => {
  it('waits the delay plus up to a quarter of it', () => {
    expect(confirmDelayMs(60, () => 0)).toBe(60_000);
    expect(confirmDelayMs(60, () => 0.999)).toBe(74_985);
  });
});

describe('withReadings', () => {
  it('keeps the second reading as the change and records both readings, oldest first', () => {
    const second = priceChange(90, { id: 'chg-second', detected_at: AT + 61_000 });
    const confirmed = withReadings({ at: AT, change: priceChange(90) }, second);
    expect(confirmed.id).toBe('chg-second');
    expect(confirmed.readings).toEqual([
      { at: AT, price: 90, currency: 'EUR', availability: 'in_stock' },
      { at: AT + 61_000, price: 90, currency: 'EUR', availability: 'in_stock' },
    ]);
  });
});
