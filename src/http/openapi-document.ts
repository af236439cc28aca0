import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import { Change } from './schemas/changes.js';

/** The slice of an OpenAPI 3.1 document this module completes. */
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string }>;
  requestBody?: { required?: boolean };
  responses?: Record<string, Response>;
  'x-body-optional'?: boolean;
}
interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { $ref?: string } }>;
  $ref?: string;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; headers?: Record<string, unknown> };
  webhooks?: Record<string, unknown>;
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
const header = (description: string, schema: object = { type: 'integer' }) => ({ description, schema });

const HEADERS = {
  'X-RateLimit-Limit': header('Requests per day the account may make (limited tiers only)'),
  'X-RateLimit-Remaining': header('Requests left today'),
  'X-RateLimit-Reset': header('When the count starts again: epoch seconds of the next midnight UTC'),
  'Retry-After': header('Seconds to wait before trying again'),
  Allow: header('The methods this path answers', { type: 'string', examples: ['GET, HEAD, POST'] }),
};
const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const quotaHeaders = { 'X-RateLimit-Limit': ref('X-RateLimit-Limit'), 'X-RateLimit-Remaining': ref('X-RateLimit-Remaining'), 'X-RateLimit-Reset': ref('X-RateLimit-Reset') };

/** Shared error answers, one per status, each saying when it happens. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; headers?: Record<string, unknown> }> = {
  400: { name: 'BadRequest', description: 'The request is invalid (body, query or path id): ERR_INVALID_REQUEST or a more precise code; the message names the field' },
  401: { name: 'Unauthorized', description: 'No credential, or an invalid, expired or revoked one (ERR_UNAUTHORIZED)' },
  404: { name: 'NotFound', description: 'No such resource for this account (ERR_NOT_FOUND); another account\'s id reads the same' },
  405: { name: 'MethodNotAllowed', description: 'The path exists but not with this method (ERR_INVALID_REQUEST)', headers: { Allow: ref('Allow') } },
  408: { name: 'RequestTimeout', description: 'The request headers or body did not arrive in time (ERR_INVALID_REQUEST)' },
  409: { name: 'Conflict', description: 'The resource is busy (ERR_INVALID_REQUEST); try again shortly' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than 1 MiB (ERR_INVALID_REQUEST)' },
  414: { name: 'UriTooLong', description: 'A path segment is too long (ERR_INVALID_REQUEST)' },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit (ERR_RATE_LIMIT), the daily quota or a plan limit (ERR_LIMIT_EXCEEDED, with upgradeUrl)',
    headers: { 'Retry-After': ref('Retry-After'), ...quotaHeaders },
  },
  431: { name: 'HeadersTooLarge', description: 'The request line and headers exceed 16 KiB (ERR_INVALID_REQUEST)' },
  500: { name: 'InternalError', description: 'An unexpected failure (ERR_INTERNAL); it is logged, the body never shows internals' },
};

const SUCCESS_PHRASES: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted: the work goes on after the answer', 204: 'Done; no body' };

/** `post /v1/monitors/{id}/check` → `postMonitorsByIdCheck`: unique, stable, derived from the route. */
function deriveOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method + words.join('');
}

/** The error statuses every operation of this shape can answer, besides those its route declares. */
function commonErrorStatuses(path: string, operation: Operation, authenticated: boolean): string[] {
  const statuses = ['405', '408', '431', '500'];
  if (operation.requestBody || operation.parameters?.length || path.includes('{')) statuses.push('400');
  if (operation.requestBody) statuses.push('413');
  if (path.includes('{')) statuses.push('404', '414');
  if (authenticated) statuses.push('401', '429');
  return statuses;
}

function completeOperation(method: string, path: string, operation: Operation): void {
  operation.operationId ??= deriveOperationId(method, path);
  // Routes outside the credential scope declare no security: say explicitly that they need none.
  operation.security ??= [];
  const authenticated = operation.security.length > 0;
  if (operation['x-body-optional'] && operation.requestBody) operation.requestBody.required = false;
  delete operation['x-body-optional'];
  const responses = (operation.responses ??= {});
  for (const status of commonErrorStatuses(path, operation, authenticated)) responses[status] ??= {};
  for (const [status, response] of Object.entries(responses)) {
    const shared = ERROR_RESPONSES[status];
    const isErrorBody = !response.content || response.content['application/json']?.schema?.$ref === '#/components/schemas/ErrorBody';
    if (shared && isErrorBody) {
      responses[status] = { $ref: `#/components/responses/${shared.name}` };
    } else if (status.startsWith('2')) {
      if (!response.description || response.description === 'Default Response') {
        response.description = `${SUCCESS_PHRASES[status] ?? STATUS_CODES[Number(status)]}: ${operation.summary ?? 'the result'}`;
      }
      if (authenticated) response.headers = { ...quotaHeaders, ...response.headers };
    } else if (response.description === 'Default Response') {
      response.description = STATUS_CODES[Number(status)] ?? status;
    }
  }
}

const DeliveryHeaders: Array<[string, string]> = [
  ['X-Service-Signature', 'sha256=<hex HMAC-SHA256 of the raw body, keyed with the whole secret string>'],
  ['X-Service-Event', 'The event type: change.detected, changes.digest, monitor.failing or monitor.recovered'],
  ['X-Service-Delivery', 'The delivery id (dlv-...), the same across the retries of one delivery'],
  ['webhook-id', 'Standard Webhooks: the event id (evt-...); deduplicate on it across retries and re-deliveries'],
  ['webhook-timestamp', 'Standard Webhooks: epoch seconds of this attempt; refuse old ones to stop replays'],
  ['webhook-signature', 'Standard Webhooks: space-separated v1,<base64 HMAC-SHA256 of "id.timestamp.body">; two entries during a secret rotation'],
];

const ChangeDetectedEvent = Type.Object({
  id: Type.String({ description: 'evt-...; constant across retries and re-deliveries' }),
  type: Type.Literal('change.detected'),
  created_at: Type.Integer({ description: 'Epoch milliseconds' }),
  data: Type.Object({ change: Change }),
});

const MonitorEventData = (withError: boolean) =>
  Type.Object({
    monitor_id: Type.String({ examples: ['mon-01m80bgtg958h1nkyqw1g2jwfj'] }),
    monitor_name: Type.String({ examples: ['Sony WH-1000XM5 price'] }),
    ...(withError ? { error: Type.String({ description: "What the last failed check said (the monitor's last_error)", examples: ['https://shop.example.com/p/1: HTTP 503'] }) } : {}),
    failed_checks: Type.Integer({ description: withError ? 'Checks in a row that failed' : 'How many checks in a row had failed before this success' }),
    at: Type.Integer({ description: 'Epoch ms of the check that decided it' }),
  });

const monitorEvent = (type: 'monitor.failing' | 'monitor.recovered') =>
  Type.Object({
    id: Type.String({ description: 'evt-...; constant across retries and re-deliveries' }),
    type: Type.Literal(type),
    created_at: Type.Integer({ description: 'Epoch milliseconds' }),
    data: MonitorEventData(type === 'monitor.failing'),
  });

const ChangesDigestEvent = Type.Object(
  {
    id: Type.String({ description: 'evt-...; constant across retries and re-deliveries' }),
    type: Type.Literal('changes.digest'),
    created_at: Type.Integer({ description: 'Epoch milliseconds' }),
    data: Type.Object({
      digest: Type.String({ enum: ['hourly', 'daily'] }),
      period_start: Type.Integer({ description: 'Epoch ms, inclusive: when the period began' }),
      period_end: Type.Integer({ description: 'Epoch ms, exclusive: the full hour or daily time that closed it' }),
      changes: Type.Array(Change, { description: 'The changes of the period, oldest first, each as change.detected carries it; never empty' }),
    }),
  },
  {
    examples: [
      {
        id: 'evt-01m80d2q8b7x4c6v9n3m5k1j0h',
        type: 'changes.digest',
        created_at: 1764162000000,
        data: {
          digest: 'hourly',
          period_start: 1764158400000,
          period_end: 1764162000000,
          changes: [
            {
              id: 'chg-01m80c4x5d9e2ya7r3f0q6b8nk',
              monitor_id: 'mon-01m80bgtg958h1nkyqw1g2jwfj',
              monitor_name: 'Sony WH-1000XM5 price',
              detected_at: 1764158466000,
              type: 'price',
              source: { url: 'https://shop.example.com/p/wh-1000xm5', title: 'Sony WH-1000XM5' },
              before: { price: 199.99, currency: 'USD', availability: 'in_stock' },
              after: { price: 149.99, currency: 'USD', availability: 'in_stock' },
              relevance: { score: 0.83, reason: 'Price dropped from $199.99 to $149.99 (-25%).' },
            },
          ],
        },
      },
    ],
  },
);

/** A delivered event's operation: same headers, signing and retries for every type. */
function webhookOperation(operationId: string, summary: string, description: string, schema: unknown) {
  return {
    post: {
      operationId,
      summary,
      description,
      security: [],
      parameters: DeliveryHeaders.map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } })),
      requestBody: { required: true, content: { 'application/json': { schema } } },
      responses: {
        '200': { description: 'Received (any 2xx counts as delivered)' },
        '410': { description: 'Any answer other than 2xx, or none in time, is a failed attempt and is retried' },
      },
    },
  };
}

const SUBSCRIBED =
  'Signed and retried like change.detected. Webhooks receive it only when their events list names it (the default is ["change.detected"]); channels receive it unless their events leave it out.';

const WEBHOOKS = {
  'change.detected': webhookOperation(
    'changeDetected',
    'A monitor reported a relevant change',
    "Sent to every active webhook of the monitor's owner that takes it (all do unless their events leave it out) as compact JSON. " +
      'Verify a signature over the raw body before parsing it. Any 2xx answer within 10 s counts as delivered; anything else is retried ' +
      '(15 s, 1 m, 5 m, 30 m, 2 h by default) until the delivery fails.',
    ChangeDetectedEvent,
  ),
  'changes.digest': webhookOperation(
    'changesDigest',
    'The changes of an hour or a day, in one delivery',
    'Sent instead of change.detected to a webhook created with digest hourly or daily, when its period closes (every full hour, or daily at digestAt, ' +
      'on the clock of its timezone), with every change of the period. One delivery: signed, retried and counted against the hourly cap like any other. ' +
      'A period without changes sends nothing; monitor.failing and monitor.recovered are never held for a digest.',
    ChangesDigestEvent,
  ),
  'monitor.failing': webhookOperation(
    'monitorFailing',
    "A monitor's checks failed failureThreshold times in a row",
    `Sent once per run of failures, when it reaches the monitor's failureThreshold (default 3), with the error. ${SUBSCRIBED}`,
    monitorEvent('monitor.failing'),
  ),
  'monitor.recovered': webhookOperation(
    'monitorRecovered',
    'A monitor that was failing works again',
    `Sent with the first successful check after monitor.failing. ${SUBSCRIBED}`,
    monitorEvent('monitor.recovered'),
  ),
};

/**
 * Completes the document generated from the route schemas: operation ids, explicit
 * anonymous security, the error answers every route can give with their headers, useful
 * success descriptions, and the outgoing webhooks (change.detected, changes.digest, monitor.failing, monitor.recovered).
 */
export function completeOpenApiDocument(document: OpenApiDocument): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (operation) completeOperation(method, path, operation);
    }
  }
  const components = (document.components ??= {});
  components.headers = { ...components.headers, ...HEADERS };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.values(ERROR_RESPONSES).map(({ name, description, headers }) => [name, { description, ...(headers ? { headers } : {}), content: errorContent }]),
    ),
  };
  document.webhooks = { ...document.webhooks, ...WEBHOOKS };
  return document;
}
