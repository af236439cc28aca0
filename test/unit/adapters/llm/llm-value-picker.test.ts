import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../../../../src/adapters/llm/chat-completions-client.js';
import { createLlmValuePicker, MAX_PAGE_TEXT_CHARS } from '../../../../src/adapters/llm/llm-value-picker.js';
import type { ValuePicker } from '../../../../src/adapters/llm/value-picker.js';
import type { Observation } from '../../../../src/domain/observation.js';
import { chatCompletion, createCapturingLog, readChatRequest, sendJson, startLocalServer, type LocalServer } from '../../../support/provider-servers.js';

const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function setUp(content: string | object): Promise<{ picker: ValuePicker; server: LocalServer; warnings: Array<Record<string, unknown>> }> {
  const answer = typeof content === 'string' ? content : JSON.stringify(content);
  const server = await startLocalServer((_request, response) => sendJson(response, 200, chatCompletion(answer)));
  servers.push(server);
  const { log, lines } = createCapturingLog();
  const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: 'sk-pick', model: 'picker-model' });
  return { picker: createLlmValuePicker({ client, log }), server, warnings: lines };
}

const PAGE_TEXT =
  'Acme Coffee Beans. Single bag 1 kg: $24.99. Two-pack (2 × 1 kg): $44.50 — save 10%. ' +
  'Members pay 1.299,00 € for the yearly subscription. In stock, ships tomorrow.';

const CANDIDATE: Observation = {
  title: 'Acme Coffee Beans',
  price: 24.99,
  currency: 'USD',
  availability: 'in_stock',
  source: 'json-ld',
  text: PAGE_TEXT,
};

const INPUT = { prompt: 'the price of the two-pack', pageText: PAGE_TEXT, title: 'Acme Coffee Beans', candidate: CANDIDATE };

describe('createLlmValuePicker', () => {
  it('returns the value the model picked when the page shows it, and asks with a schema', async () => {
    const { picker, server, warnings } = await setUp({ price: 44.5, currency: 'USD', availability: 'in_stock' });
    expect(await picker.pickValue(INPUT)).toEqual({ price: 44.5, currency: 'USD', availability: 'in_stock' });
    expect(warnings).toEqual([]);
    const body = readChatRequest(server.requests[0]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-pick');
    expect(body.model).toBe('picker-model');
    expect(body.response_format.json_schema).toMatchObject({ name: 'picked_value', strict: true });
    const userMessage = body.messages.at(-1)?.content ?? '';
    expect(userMessage).toContain('the price of the two-pack');
    expect(userMessage).toContain('Two-pack (2 × 1 kg): $44.50');
    expect(userMessage).toContain('price 24.99 USD');
  });

  it.each([
    { label: 'a price written in European format', answer: { price: 1299, currency: 'EUR', availability: null }, picked: { price: 1299, currency: 'EUR', availability: null } },
    { label: 'a price without a currency takes the page currency', answer: { price: 24.99, currency: null, availability: 'in_stock' }, picked: { price: 24.99, currency: 'USD', availability: 'in_stock' } },
    { label: 'availability alone', answer: { price: null, currency: null, availability: 'in_stock' }, picked: { price: null, currency: null, availability: 'in_stock' } },
  ])('accepts $label', async ({ answer, picked }) => {
    const { picker } = await setUp(answer);
    expect(await picker.pickValue(INPUT)).toEqual(picked);
  });

  it.each([
    { label: 'a hallucinated price', answer: { price: 39.99, currency: 'USD', availability: 'in_stock' }, reason: /39\.99 does not appear/ },
    { label: 'a price in another currency than the page writes', answer: { price: 44.5, currency: 'EUR', availability: null }, reason: /another currency/ },
    { label: 'a negative price', answer: { price: -44.5, currency: 'USD', availability: null }, reason: /price/ },
    { label: 'a price as text', answer: { price: '$44.50', currency: 'USD', availability: null }, reason: /price/ },
    { label: 'a currency symbol', answer: { price: 44.5, currency: '$', availability: null }, reason: /currency/ },
    { label: 'an unknown availability', answer: { price: 44.5, currency: 'USD', availability: 'available' }, reason: /availability/ },
    { label: 'nothing found', answer: { price: null, currency: null, availability: null }, reason: /found nothing/ },
    { label: 'garbage', answer: 'The two-pack costs $44.50.', reason: /not valid JSON/ },
  ])('returns null for $label', async ({ answer, reason }) => {
    const { picker, warnings } = await setUp(answer);
    expect(await picker.pickValue(INPUT)).toBeNull();
    expect(String(warnings[0]?.reason)).toMatch(reason);
  });

  it('sends at most the first 12 000 characters and checks the price against them only', async () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(500);
    const pageText = `${filler}Clearance price $12.34`;
    const { picker, server } = await setUp({ price: 12.34, currency: 'USD', availability: null });
    expect(await picker.pickValue({ ...INPUT, pageText })).toBeNull();
    const userMessage = readChatRequest(server.requests[0]).messages.at(-1)?.content ?? '';
    expect(userMessage).toContain(filler.slice(0, MAX_PAGE_TEXT_CHARS));
    expect(userMessage).not.toContain('12.34');
  });

  it('returns null when the provider is down', async () => {
    const server = await startLocalServer(() => undefined);
    await server.close();
    const picker = createLlmValuePicker({ client: createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'm' }) });
    expect(await picker.pickValue(INPUT)).toBeNull();
  });
});
