import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../../../../src/adapters/llm/chat-completions-client.js';
import { createLlmIntentInterpreter } from '../../../../src/adapters/llm/llm-intent-interpreter.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { embeddedInterpreter, type IntentInterpreter } from '../../../../src/domain/intent/intent-interpreter.js';
import { chatCompletion, createCapturingLog, readChatRequest, sendJson, startLocalServer, type LocalServer } from '../../../support/provider-servers.js';

const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

interface Setup {
  interpreter: IntentInterpreter;
  server: LocalServer;
  warnings: Array<Record<string, unknown>>;
}

/** An interpreter talking to a local chat-completions server that answers `content` (or `status`). */
async function setUp(content: string | object, options: { status?: number; timeoutMs?: number; silent?: boolean } = {}): Promise<Setup> {
  const answer = typeof content === 'string' ? content : JSON.stringify(content);
  const server = await startLocalServer((_request, response) => {
    if (options.silent === true) return;
    const status = options.status ?? 200;
    sendJson(response, status, status === 200 ? chatCompletion(answer) : { error: { message: 'upstream failed', type: 'server_error' } });
  });
  servers.push(server);
  const { log, lines } = createCapturingLog();
  const client = createChatCompletionsClient({ baseUrl: `${server.origin}/v1`, apiKey: 'sk-local', model: 'intent-model', timeoutMs: options.timeoutMs ?? 5_000 });
  return { interpreter: createLlmIntentInterpreter({ client, fallback: embeddedInterpreter, log }), server, warnings: lines };
}

const SONY = 'tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com';
const SONY_ANSWER = {
  product: 'Sony WH-1000XM5',
  metric: 'price',
  sites: ['bestbuy.com'],
  urls: [],
  condition: { kind: 'below', amount: 300, currency: 'USD' },
  name: 'Sony WH-1000XM5 under $300 at Best Buy',
};

function embeddedReading(text: string): unknown {
  return interpretIntent(text);
}

describe('createLlmIntentInterpreter: answers it trusts', () => {
  it('uses a valid answer and asks with the intent schema', async () => {
    const { interpreter, server, warnings } = await setUp(SONY_ANSWER);
    const result = await interpreter.interpret(SONY);
    // The model's own name shows its answer, not the embedded one, was used.
    expect(result).toEqual({ ok: true, intent: SONY_ANSWER });
    expect(warnings).toEqual([]);
    const request = server.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-local');
    const body = readChatRequest(request);
    expect(body.model).toBe('intent-model');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: SONY });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['product', 'metric', 'sites', 'urls', 'condition', 'name']);
  });

  it.each([
    {
      label: 'a shop named in words maps to its domain',
      text: 'ping me if the Nintendo Switch 2 is back in stock at Best Buy or Newegg',
      answer: { product: 'Nintendo Switch 2', metric: 'availability', sites: ['bestbuy.com', 'www.newegg.com'], urls: [], condition: null, name: 'Switch 2 stock' },
      sites: ['bestbuy.com', 'newegg.com'],
    },
    {
      label: 'an upper-case site is normalised',
      text: 'watch the Steam Deck OLED price on Amazon.com',
      answer: { product: 'Steam Deck OLED', metric: 'price', sites: ['Amazon.com'], urls: [], condition: null, name: '' },
      sites: ['amazon.com'],
    },
    {
      label: 'a URL written without a scheme, and its host added to sites',
      text: 'watch example.com/pricing for changes to the Pro plan',
      answer: { product: 'Pro plan', metric: 'content', sites: [], urls: ['https://example.com/pricing'], condition: null, name: 'Pro plan pricing' },
      sites: ['example.com'],
    },
    {
      label: 'a URL at the end of a sentence',
      text: 'Email me when https://www.example.com/status/ changes.',
      answer: { product: '', metric: 'content', sites: ['example.com'], urls: ['https://www.example.com/status'], condition: null, name: 'Status page' },
      sites: ['example.com'],
    },
  ])('accepts $label', async ({ text, answer, sites }) => {
    const { interpreter, warnings } = await setUp(answer);
    const result = await interpreter.interpret(text);
    if (!result.ok) throw new Error(result.error);
    expect(result.intent.sites).toEqual(sites);
    expect(result.intent.product).toBe(answer.product);
    expect(result.intent.name.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('keeps the kind of page the embedded reading found, so the first check can look for it', async () => {
    const answer = { product: '', metric: 'content', sites: ['linear.app'], urls: [], condition: null, name: 'Linear pricing' };
    const { interpreter } = await setUp(answer);
    expect(await interpreter.interpret('watch the pricing page of linear.app')).toEqual({ ok: true, intent: { ...answer, page: 'pricing' } });
  });

  it('returns the embedded result, with its error message, when the model finds nothing to watch', async () => {
    const text = 'tell me when the Sony WH-1000XM5 gets cheaper';
    const { interpreter } = await setUp({ ...SONY_ANSWER, sites: [], urls: [], condition: null });
    const result = await interpreter.interpret(text);
    expect(result).toEqual(embeddedReading(text));
    expect(result.ok).toBe(false);
  });

  it('does not ask the model about an empty intent', async () => {
    const { interpreter, server } = await setUp(SONY_ANSWER);
    expect((await interpreter.interpret('   ')).ok).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('createLlmIntentInterpreter: falls back to the embedded reading', () => {
  const cases: Array<{ label: string; answer: string | object; reason: RegExp }> = [
    { label: 'malformed JSON', answer: '{"product": "Sony", "metric": ', reason: /not valid JSON/ },
    { label: 'prose instead of JSON', answer: 'The user wants a price alert.', reason: /not valid JSON/ },
    { label: 'an array', answer: [SONY_ANSWER], reason: /not an object/ },
    { label: 'an unknown metric', answer: { ...SONY_ANSWER, metric: 'discount' }, reason: /metric/ },
    { label: 'sites as a string', answer: { ...SONY_ANSWER, sites: 'bestbuy.com' }, reason: /sites is not a list/ },
    { label: 'a site with a scheme', answer: { ...SONY_ANSWER, sites: ['https://bestbuy.com'] }, reason: /not a bare host name/ },
    { label: 'a site with a path', answer: { ...SONY_ANSWER, sites: ['bestbuy.com/site'] }, reason: /not a bare host name/ },
    { label: 'a site that is no host name', answer: { ...SONY_ANSWER, sites: ['best buy'] }, reason: /not a bare host name/ },
    { label: 'a relative URL', answer: { ...SONY_ANSWER, urls: ['/site/sony'] }, reason: /not an absolute URL/ },
    { label: 'an ftp URL', answer: { ...SONY_ANSWER, urls: ['ftp://bestbuy.com/x'] }, reason: /not http/ },
    { label: 'a negative amount', answer: { ...SONY_ANSWER, condition: { kind: 'below', amount: -300, currency: 'USD', text: null } }, reason: /amount/ },
    { label: 'an amount as a string', answer: { ...SONY_ANSWER, condition: { kind: 'below', amount: '300', currency: 'USD', text: null } }, reason: /amount/ },
    { label: 'a kind outside the enum', answer: { ...SONY_ANSWER, condition: { kind: 'under', amount: 300, currency: 'USD', text: null } }, reason: /condition\.kind/ },
    { label: 'a drop without its amount', answer: { ...SONY_ANSWER, condition: { kind: 'drop_pct', amount: null, currency: null, text: null } }, reason: /condition\.amount is required/ },
    { label: 'a trigger text not in the intent', answer: { ...SONY_ANSWER, condition: { kind: 'text_appears', amount: null, currency: null, text: 'sold out' } }, reason: /text "sold out" does not appear/ },
    { label: 'a currency symbol', answer: { ...SONY_ANSWER, condition: { kind: 'below', amount: 300, currency: '$', text: null } }, reason: /currency/ },
    { label: 'a made-up currency code', answer: { ...SONY_ANSWER, condition: { kind: 'below', amount: 300, currency: 'XYZ', text: null } }, reason: /currency/ },
    { label: 'a name over 80 characters', answer: { ...SONY_ANSWER, name: 'n'.repeat(81) }, reason: /name/ },
    { label: 'a product over 200 characters', answer: { ...SONY_ANSWER, product: 'Sony '.repeat(50) }, reason: /product/ },
    { label: 'an extra field', answer: { ...SONY_ANSWER, confidence: 0.9 }, reason: /unexpected field "confidence"/ },
    { label: 'a missing field', answer: { product: 'Sony WH-1000XM5', metric: 'price', sites: ['bestbuy.com'], urls: [], condition: null }, reason: /name/ },
    { label: 'a hallucinated URL', answer: { ...SONY_ANSWER, urls: ['https://www.bestbuy.com/site/sony-wh1000xm5/6505727.p'] }, reason: /does not appear in the intent/ },
    { label: 'a hallucinated site', answer: { ...SONY_ANSWER, sites: ['bestbuy.com', 'amazon.com'] }, reason: /amazon\.com" is not named/ },
    { label: 'a look-alike site', answer: { ...SONY_ANSWER, sites: ['buy.com'] }, reason: /buy\.com" is not named/ },
    { label: 'an invented condition amount', answer: { ...SONY_ANSWER, condition: { kind: 'below', amount: 250, currency: 'USD', text: null } }, reason: /250 does not appear/ },
    { label: 'an invented product', answer: { ...SONY_ANSWER, product: 'Bose QuietComfort Ultra' }, reason: /not in the intent/ },
  ];

  it.each(cases)('on $label', async ({ answer, reason }) => {
    const { interpreter, warnings } = await setUp(answer);
    const result = await interpreter.interpret(SONY);
    expect(result).toEqual(embeddedReading(SONY));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(String(warnings[0]?.reason)).toMatch(reason);
  });

  it('on an ambiguous shop name only the embedded reading could vouch for', async () => {
    const text = 'watch the price of the Amazon Echo Dot on bestbuy.com';
    const { interpreter, warnings } = await setUp({ ...SONY_ANSWER, product: 'Amazon Echo Dot', sites: ['bestbuy.com', 'amazon.com'], condition: null });
    expect(await interpreter.interpret(text)).toEqual(embeddedReading(text));
    expect(String(warnings[0]?.reason)).toMatch(/amazon\.com" is not named/);
  });

  it('on a URL cut short to a prefix of the one written', async () => {
    const text = 'watch https://example.com/pricing-enterprise for changes';
    const { interpreter, warnings } = await setUp({ product: '', metric: 'content', sites: [], urls: ['https://example.com/pricing'], condition: null, name: 'Pricing' });
    expect(await interpreter.interpret(text)).toEqual(embeddedReading(text));
    expect(String(warnings[0]?.reason)).toMatch(/does not appear in the intent/);
  });

  it('on HTTP 500', async () => {
    const { interpreter, warnings } = await setUp(SONY_ANSWER, { status: 500 });
    expect(await interpreter.interpret(SONY)).toEqual(embeddedReading(SONY));
    expect(warnings[0]?.reason).toBe('HTTP 500: upstream failed');
  });

  it('on a timeout', async () => {
    const { interpreter, warnings } = await setUp(SONY_ANSWER, { silent: true, timeoutMs: 150 });
    expect(await interpreter.interpret(SONY)).toEqual(embeddedReading(SONY));
    expect(warnings[0]?.reason).toBe('timed out after 0.2 s');
  });
});
