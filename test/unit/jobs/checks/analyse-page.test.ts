import { describe, expect, it } from 'vitest';
import { describeAnalysis, storedObservation, type AnalysisInput } from '../../../../src/jobs/checks/analyse-page.js';
import type { FetchedPage } from '../../../../src/jobs/checks/fetch-source.js';
import { NO_READING_RULES } from '../../../../src/domain/extraction/reading-rules.js';

const PREVIOUS = JSON.stringify({ title: 'Kettle', price: 100, currency: 'EUR', availability: null, source: 'json-ld', text: 'Kettle' });

const page: FetchedPage = {
  ok: true,
  notModified: false,
  status: 200,
  finalUrl: 'https://shop.example.de/kettle',
  content: Buffer.from('<html><title>Kettle</title></html>'),
  contentType: 'text/html; charset=utf-8',
  bytes: 34,
  etag: null,
  lastModified: null,
  durationMs: 5,
};

const input = (fields: Partial<AnalysisInput>): AnalysisInput => ({
  monitor: { extraction_prompt: null, json_expression: null, reading_rules: NO_READING_RULES, condition: { kind: 'below', amount: 90 } },
  stored: { observed_with: 'http', last_observation: PREVIOUS },
  interpretation: { product: 'kettle', metric: 'price', sites: [], condition: null },
  method: 'http',
  page,
  judgeScriptBuilt: false,
  refines: false,
  ...fields,
});

describe('storedObservation', () => {
  it.each([
    { observedWith: null, method: 'http', baseline: true },
    { observedWith: 'http', method: 'http', baseline: true },
    { observedWith: 'browser', method: 'browser', baseline: true },
    { observedWith: 'http', method: 'browser', baseline: false },
    { observedWith: 'browser', method: 'http', baseline: false },
  ] as const)('observed with $observedWith, read with $method: baseline $baseline', ({ observedWith, method, baseline }) => {
    expect(storedObservation({ observed_with: observedWith, last_observation: PREVIOUS }, method)).toBe(baseline ? PREVIOUS : null);
  });
});

describe('describeAnalysis', () => {
  it('asks to extract and compare with the stored observation, under what the monitor watches', () => {
    const request = describeAnalysis(input({ monitor: { extraction_prompt: 'the price of the 2-pack', json_expression: 'offers[0].price', reading_rules: { selectors: { price: '.now' }, filters: null, stockWords: null }, condition: { kind: 'below', amount: 90 } } }));
    expect(request.url).toBe(page.finalUrl);
    expect(request.page).toEqual({ content: page.content, contentType: page.contentType });
    expect(request.keywords).toEqual(['price', 'pack']);
    expect(request.compareWith).toEqual({ previousJson: PREVIOUS, watch: { metric: 'price', condition: { kind: 'below', amount: 90 } } });
    expect(request.metric).toBe('price');
    expect(request.judgeScriptBuilt).toBe(false);
    expect(request.jsonExpression).toBe('offers[0].price');
    expect(request.rules).toEqual({ selectors: { price: '.now' }, filters: null, stockWords: null });
  });

  it('only extracts before the first observation, after a switch of method, or when the model refines first', () => {
    expect(describeAnalysis(input({ stored: { observed_with: null, last_observation: null } })).compareWith).toBeNull();
    expect(describeAnalysis(input({ method: 'browser' })).compareWith).toBeNull();
    expect(describeAnalysis(input({ refines: true })).compareWith).toBeNull();
  });

  it('asks whether the browser must render, naming what the monitor watches (its change type picks the reader)', () => {
    expect(describeAnalysis(input({ judgeScriptBuilt: true }))).toMatchObject({ judgeScriptBuilt: true, metric: 'price' });
    const content = { product: '', metric: 'content' as const, sites: [], condition: null };
    expect(describeAnalysis(input({ judgeScriptBuilt: true, interpretation: content }))).toMatchObject({ judgeScriptBuilt: true, metric: 'content' });
  });
});
