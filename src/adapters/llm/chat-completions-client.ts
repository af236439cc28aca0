import { request } from 'undici';
import { readCappedBody } from '../fetch/read-capped-body.js';
import { describeNetworkError, describeTimeout } from '../net/describe-network-error.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One structured question: the model must answer with JSON matching `schema`. */
export interface JsonCompletionRequest {
  /** Schema name sent to the provider: letters, digits, "_" and "-". */
  name: string;
  /** A JSON Schema in the strict subset (every property required, no additional properties). */
  schema: Record<string, unknown>;
  messages: ChatMessage[];
}

export type JsonCompletionResult = { ok: true; json: unknown } | { ok: false; error: string };

/** An OpenAI-compatible chat-completions endpoint asked for JSON answers. */
export interface ChatCompletionsClient {
  /** Never throws: network, HTTP and parse failures come back as `{ ok: false, error }`. */
  completeJson(completion: JsonCompletionRequest): Promise<JsonCompletionResult>;
}

export interface ChatCompletionsOptions {
  /** E.g. "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1"; "/chat/completions" is appended. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Whole request, headers and body. Default 20 000. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;
const ERROR_EXCERPT_CHARS = 200;

/** Models asked for JSON still sometimes wrap it in a Markdown fence. */
function stripCodeFence(content: string): string {
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/.exec(content.trim());
  return fenced?.[1] ?? content.trim();
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function readField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function describeHttpError(statusCode: number, body: string): string {
  const parsed = parseJson(body);
  const message = parsed.ok ? readField(readField(parsed.value, 'error'), 'message') : undefined;
  const detail = typeof message === 'string' ? message : body;
  const excerpt = detail.replace(/\s+/g, ' ').trim().slice(0, ERROR_EXCERPT_CHARS);
  return excerpt === '' ? `HTTP ${statusCode}` : `HTTP ${statusCode}: ${excerpt}`;
}

/** Reads `choices[0].message.content` of a chat.completion as JSON. */
function readAnswer(body: string): JsonCompletionResult {
  const parsed = parseJson(body);
  if (!parsed.ok) return { ok: false, error: 'the response is not JSON' };
  const choice = (readField(parsed.value, 'choices') as unknown[] | undefined)?.[0];
  const message = readField(choice, 'message');
  const refusal = readField(message, 'refusal');
  if (typeof refusal === 'string' && refusal !== '') return { ok: false, error: `the model refused: ${refusal.slice(0, ERROR_EXCERPT_CHARS)}` };
  if (readField(choice, 'finish_reason') === 'length') return { ok: false, error: 'the answer was cut off (finish_reason "length")' };
  const content = readField(message, 'content');
  if (typeof content !== 'string') return { ok: false, error: 'the response has no choices[0].message.content' };
  const answer = parseJson(stripCodeFence(content));
  return answer.ok ? { ok: true, json: answer.value } : { ok: false, error: 'the answer is not valid JSON' };
}

/**
 * A small client for `POST {baseUrl}/chat/completions` with a strict JSON-schema
 * response format and temperature 0, so the same question gets the same answer.
 */
export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletionsClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey !== null) headers.authorization = `Bearer ${options.apiKey}`;

  async function post(payload: string, signal: AbortSignal): Promise<JsonCompletionResult> {
    const { statusCode, headers: responseHeaders, body } = await request(endpoint, { method: 'POST', headers, body: payload, signal });
    const encoding = responseHeaders['content-encoding'];
    const read = await readCappedBody(body, typeof encoding === 'string' ? encoding : null, MAX_RESPONSE_BYTES);
    if (!read.ok) {
      body.once('error', () => undefined).destroy();
      return { ok: false, error: read.reason === 'too-large' ? 'the response is larger than 1 MB' : 'the response body could not be decoded' };
    }
    const text = read.bytes.toString('utf8');
    if (statusCode < 200 || statusCode >= 300) return { ok: false, error: describeHttpError(statusCode, text) };
    return readAnswer(text);
  }

  return {
    async completeJson(completion) {
      const payload = JSON.stringify({
        model: options.model,
        messages: completion.messages,
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: completion.name, strict: true, schema: completion.schema } },
      });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await post(payload, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return { ok: false, error: describeTimeout(timeoutMs) };
        return { ok: false, error: describeNetworkError(error, timeoutMs).error };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
