import { afterEach, describe, expect, it } from 'vitest';
import { deriveSources } from '../../src/domain/intent/derive-sources.js';
import { interpretIntent } from '../../src/domain/intent/interpret-intent.js';
import { chooseIntentInterpreter } from '../../src/infrastructure.js';
import { chatCompletion, createCapturingLog, sendJson, startLocalServer, type LocalServer } from '../support/provider-servers.js';

const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const TEXT = 'let me know when the Nintendo Switch 2 is back in stock at Best Buy';
const ANSWER = { product: 'Nintendo Switch 2', metric: 'availability', sites: ['bestbuy.com'], urls: [], condition: null, name: 'Switch 2 back in stock' };

describe('chooseIntentInterpreter', () => {
  it('reads with the model and finds pages with SearXNG when both are configured', async () => {
    const llm = await startLocalServer((_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(ANSWER))));
    const search = await startLocalServer((request, response) => {
      const query = new URL(request.url, 'http://searx.local').searchParams.get('q') ?? '';
      sendJson(response, 200, { query, results: [{ url: 'https://www.bestbuy.com/site/switch-2/6614313.p', title: 'Switch 2', content: '', engine: 'bing' }] });
    });
    servers.push(llm, search);
    const interpreter = chooseIntentInterpreter(
      { llm: { baseUrl: `${llm.origin}/v1`, apiKey: null, model: 'local' }, searchUrl: search.origin },
      createCapturingLog().log,
    );
    const reading = await interpreter.interpret(TEXT);
    if (!reading.ok) throw new Error(reading.error);
    expect(reading.intent.name).toBe('Switch 2 back in stock');
    expect(await interpreter.findSources(reading.intent)).toEqual([{ url: 'https://www.bestbuy.com/site/switch-2/6614313.p', title: 'Switch 2' }]);
    expect(llm.requests).toHaveLength(1);
    expect(search.requests).toHaveLength(1);
  });

  it('is the embedded interpreter when no provider is configured', async () => {
    const interpreter = chooseIntentInterpreter({ llm: null, searchUrl: null }, createCapturingLog().log);
    const reading = await interpreter.interpret(TEXT);
    expect(reading).toEqual(interpretIntent(TEXT));
    if (!reading.ok) throw new Error(reading.error);
    expect(await interpreter.findSources(reading.intent)).toEqual(deriveSources(reading.intent));
  });
});
