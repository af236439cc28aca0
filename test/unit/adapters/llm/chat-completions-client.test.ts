import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient, type JsonCompletionRequest } from '../../../../src/adapters/llm/chat-completions-client.js';
import { chatCompletion, readChatRequest, sendJson, startLocalServer, type LocalServer } from '../../../support/provider-servers.js';

const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serveCompletion(status: number, body: unknown): Promise<LocalServer> {
  const server = await startLocalServer((_request, response) => sendJson(response, status, body));
  servers.push(server);
  return server;
}

const QUESTION: JsonCompletionRequest = {
  name: 'answer',
  schema: { type: 'object', additionalProperties: false, required: ['n'], properties: { n: { type: 'number' } } },
  messages: [
    { role: 'system', content: 'Answer with JSON.' },
    { role: 'user', content: 'How many?' },
  ],
};

describe('createChatCompletionsClient', () => {
  it('posts model, messages, a strict json_schema format, temperature 0 and the bearer key', async () => {
    const server = await serveCompletion(200, chatCompletion('{"n": 3}'));
    const client = createChatCompletionsClient({ baseUrl: `${server.origin}/v1`, apiKey: 'sk-test-123', model: 'gpt-test' });
    expect(await client.completeJson(QUESTION)).toEqual({ ok: true, json: { n: 3 } });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = readChatRequest(request);
    expect(body.model).toBe('gpt-test');
    expect(body.temperature).toBe(0);
    expect(body.messages).toEqual(QUESTION.messages);
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'answer', strict: true, schema: QUESTION.schema } });
  });

  it('sends no Authorization header without a key', async () => {
    const server = await serveCompletion(200, chatCompletion('{"n": 1}'));
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'local' });
    expect((await client.completeJson(QUESTION)).ok).toBe(true);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    { label: 'a ```json fence', content: '```json\n{"n": 7}\n```', json: { n: 7 } },
    { label: 'a bare ``` fence', content: '```\n{"n": 8}\n```', json: { n: 8 } },
    { label: 'surrounding whitespace', content: '  \n{"n": 9}\n ', json: { n: 9 } },
  ])('reads an answer wrapped in $label', async ({ content, json }) => {
    const server = await serveCompletion(200, chatCompletion(content));
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'local' });
    expect(await client.completeJson(QUESTION)).toEqual({ ok: true, json });
  });

  it.each([
    { label: 'content that is not JSON', status: 200, body: chatCompletion('Sure! The answer is 3.'), error: 'the answer is not valid JSON' },
    { label: 'a cut-off answer', status: 200, body: chatCompletion('{"n": ', 'length'), error: 'the answer was cut off (finish_reason "length")' },
    { label: 'no choices', status: 200, body: { id: 'x', object: 'chat.completion', choices: [] }, error: 'the response has no choices[0].message.content' },
    { label: 'a refusal', status: 200, body: { choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: 'I cannot help' }, finish_reason: 'stop' }] }, error: 'the model refused: I cannot help' },
    { label: 'an HTTP 500 with an OpenAI error body', status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } }, error: 'HTTP 500: The server had an error' },
    { label: 'an HTTP 401', status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, error: 'HTTP 401: Incorrect API key provided' },
  ])('returns an error value for $label', async ({ status, body, error }) => {
    const server = await serveCompletion(status, body);
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: 'k', model: 'm' });
    expect(await client.completeJson(QUESTION)).toEqual({ ok: false, error });
  });

  it('returns an error value when the body is not JSON at all', async () => {
    const server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    });
    servers.push(server);
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'm' });
    expect(await client.completeJson(QUESTION)).toEqual({ ok: false, error: 'the response is not JSON' });
  });

  it('gives up after the timeout', async () => {
    const server = await startLocalServer(() => undefined);
    servers.push(server);
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'm', timeoutMs: 150 });
    const started = Date.now();
    expect(await client.completeJson(QUESTION)).toEqual({ ok: false, error: 'timed out after 0.2 s' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('returns an error value when nothing listens', async () => {
    const server = await startLocalServer(() => undefined);
    await server.close();
    const client = createChatCompletionsClient({ baseUrl: server.origin, apiKey: null, model: 'm' });
    expect(await client.completeJson(QUESTION)).toEqual({ ok: false, error: 'connection refused' });
  });
});
