import { describe, expect, it } from 'vitest';
import { serialiseEvent } from '../../../../src/domain/webhooks/event-envelope.js';
import type { EventEnvelope } from '../../../../src/domain/webhooks/event-envelope.js';
import { buildSampleChangeEvent } from '../../../../src/domain/webhooks/sample-event.js';

const NOW = 1_700_000_000_000;

describe('buildSampleChangeEvent + serialiseEvent', () => {
  it('produces the exact SPEC 2.6/2.7 body', () => {
    const event = buildSampleChangeEvent({ eventId: 'evt-abc', changeId: 'chg-def', nowMs: NOW });
    expect(serialiseEvent(event)).toBe(
      '{"id":"evt-abc","type":"change.detected","created_at":1700000000000,"data":{"change":{' +
        '"id":"chg-def","monitor_id":"mon-sample","monitor_name":"Sample monitor: Sony WH-1000XM5 price",' +
        '"detected_at":1700000000000,"type":"price",' +
        '"source":{"url":"https://shop.example.com/products/sony-wh-1000xm5","title":"Sony WH-1000XM5 Wireless Noise Cancelling Headphones"},' +
        '"before":{"price":399.99,"currency":"USD","availability":"in_stock"},' +
        '"after":{"price":329.99,"currency":"USD","availability":"in_stock"},' +
        '"relevance":{"score":0.92,"reason":"Price dropped 17.5%, from 399.99 USD to 329.99 USD"}}}}',
    );
  });

  it('has a relevance score within 0..1 and a before/after price difference', () => {
    const { change } = buildSampleChangeEvent({ eventId: 'evt-1', changeId: 'chg-1', nowMs: NOW }).data;
    expect(change.relevance.score).toBeGreaterThan(0);
    expect(change.relevance.score).toBeLessThanOrEqual(1);
    expect(change.before.price).not.toBe(change.after.price);
  });
});

describe('serialiseEvent', () => {
  it('writes members in SPEC order whatever order the envelope was built in', () => {
    const shuffled = {
      data: {
        change: {
          relevance: { reason: 'Back in stock', score: 0.8 },
          after: { availability: 'in_stock', currency: 'EUR', price: 10 },
          before: { availability: 'out_of_stock', currency: 'EUR', price: 10 },
          source: { title: 'Kettle', url: 'https://example.com/kettle' },
          type: 'availability',
          detected_at: 2,
          monitor_name: 'Kettle',
          monitor_id: 'mon-1',
          id: 'chg-1',
        },
      },
      created_at: 1,
      type: 'change.detected',
      id: 'evt-1',
    } satisfies EventEnvelope;
    expect(serialiseEvent(shuffled)).toBe(
      '{"id":"evt-1","type":"change.detected","created_at":1,"data":{"change":{"id":"chg-1","monitor_id":"mon-1",' +
        '"monitor_name":"Kettle","detected_at":2,"type":"availability","source":{"url":"https://example.com/kettle","title":"Kettle"},' +
        '"before":{"price":10,"currency":"EUR","availability":"out_of_stock"},' +
        '"after":{"price":10,"currency":"EUR","availability":"in_stock"},' +
        '"relevance":{"score":0.8,"reason":"Back in stock"}}}}',
    );
  });

  it('keeps the text of a content change and drops members outside the types', () => {
    const event: EventEnvelope = buildSampleChangeEvent({ eventId: 'evt-2', changeId: 'chg-2', nowMs: NOW });
    const change = {
      ...event.data.change,
      type: 'content' as const,
      before: { price: null, currency: null, availability: null, excerpt: 'Old terms' },
      after: { price: null, currency: null, availability: null, excerpt: 'New terms' },
      internal_note: 'must not leak',
    };
    const parsed = JSON.parse(serialiseEvent({ ...event, data: { change } })) as EventEnvelope;
    expect(parsed.data.change.before).toEqual({ price: null, currency: null, availability: null, excerpt: 'Old terms' });
    expect(parsed.data.change.after.excerpt).toBe('New terms');
    expect(parsed.data.change).not.toHaveProperty('internal_note');
  });
});
