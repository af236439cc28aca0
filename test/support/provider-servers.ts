import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface LocalServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/** A plain HTTP server on 127.0.0.1 that records every request with its body. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The body an OpenAI-compatible server returns for one assistant message. */
export function chatCompletion(content: string, finishReason = 'stop'): Record<string, unknown> {
  return {
    id: 'chatcmpl-test-1',
    object: 'chat.completion',
    created: 1_735_689_600,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
  };
}

/** What the service sent to /chat/completions, parsed. */
export interface ChatRequestBody {
  model: string;
  temperature: number;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

export function readChatRequest(request: RecordedRequest | undefined): ChatRequestBody {
  if (request === undefined) throw new Error('the chat server received no request');
  return JSON.parse(request.body) as ChatRequestBody;
}

/** A real pino logger whose lines are kept for assertions. */
export function createCapturingLog(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}
