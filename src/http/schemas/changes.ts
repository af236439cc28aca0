import { Type } from 'typebox';
import { CHANGE_TYPES } from '../../domain/changes/change-types/change-type-list.js';
import { Nullable } from './common.js';
import { Condition } from './condition.js';
import { FETCH_METHODS } from '../../domain/rendering/render-mode.js';
import { CHECK_OUTCOMES } from '../../domain/monitors/check-outcome.js';

const Snapshot = Type.Object({
  price: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  availability: Nullable(Type.String()),
  excerpt: Type.Optional(Type.String({ description: 'content changes: the removed (before) or added (after) passages' })),
});

export const Change = Type.Object(
  {
    id: Type.String({ examples: ['chg-01m80bgtg958h1nkyqw1g2jwfj'] }),
    monitor_id: Type.String(),
    monitor_name: Type.String(),
    detected_at: Type.Integer(),
    type: Type.String({ enum: [...CHANGE_TYPES] }),
    source: Type.Object({ url: Type.String(), title: Type.String() }),
    before: Snapshot,
    after: Snapshot,
    relevance: Type.Object({
      score: Type.Number({ minimum: 0, maximum: 1 }),
      reason: Type.String({ examples: ['Price dropped from $199.99 to $149.99 (-25%).'] }),
    }),
    diff: Type.Optional(Type.Object({ removed: Type.Array(Type.String()), added: Type.Array(Type.String()) })),
    readings: Type.Optional(
      Type.Array(Type.Object({ at: Type.Integer({ description: 'Epoch ms of the reading' }), ...Snapshot.properties }), {
        minItems: 2,
        maxItems: 2,
        description:
          'Present when the monitor confirms changes (confirmChanges): the first reading, which was held, and the re-check that agreed with it, oldest first. ' +
          'A reading that went back at the re-check records no change at all.',
        examples: [
          [
            { at: 1764158400000, price: 149.99, currency: 'USD', availability: 'in_stock' },
            { at: 1764158466000, price: 149.99, currency: 'USD', availability: 'in_stock' },
          ],
        ],
      }),
    ),
    condition: Type.Optional(Condition),
  },
  { description: 'SPEC 2.7; the same object is data.change of a change.detected event' },
);

/** A change in a monitor's history: the event's change and whether its screenshots were kept. */
export const ListedChange = Type.Object(
  {
    ...Change.properties,
    screenshots: Type.Boolean({
      description: 'Extension, history only: true when the page was rendered in a browser for this change, so its screenshot route has the after side (and the before side when that reading was rendered too)',
    }),
  },
  { description: 'A change of the history (SPEC 2.7) with whether screenshots were kept' },
);

const BlockedRequests = Type.Array(
  Type.Object({
    target: Type.String({ description: 'the URL of a plain http request, host:port of an https or WebSocket connection' }),
    error: Type.String({ examples: ['blocked: resolves to a loopback address (127.0.0.1)'] }),
  }),
  { description: 'Extension: requests of the rendered page that the address guard refused; the page was rendered without them' },
);

const FetchedWith = Type.String({ enum: [...FETCH_METHODS], description: 'Extension: plain HTTP or the browser' });
const RenderMs = Nullable(Type.Integer({ description: 'Extension: time spent loading and rendering the page in the browser; null for plain HTTP' }));

const SourceCheck = Type.Object({
  id: Type.String({ description: 'this entry in GET /monitors/{id}/checks' }),
  url: Type.String(),
  outcome: Type.String({ enum: [...CHECK_OUTCOMES] }),
  http_status: Nullable(Type.Integer()),
  bytes: Type.Integer(),
  duration_ms: Type.Integer(),
  error: Nullable(Type.String()),
  fetched_with: FetchedWith,
  render_ms: RenderMs,
  blocked_requests: BlockedRequests,
  note: Nullable(Type.String({ description: 'what the check did besides comparing: the product page a search page was followed to, or why the search page was kept' })),
  observation: Nullable(
    Type.Object({
      title: Nullable(Type.String()),
      price: Nullable(Type.Number()),
      currency: Nullable(Type.String()),
      availability: Nullable(Type.String()),
      source: Nullable(Type.String({ description: 'where price and availability were read from' })),
    }),
  ),
});

export const CheckResult = Type.Object({
  check: Type.Object({
    monitor_id: Type.String(),
    checked_at: Type.Integer(),
    duration_ms: Type.Integer(),
    sources: Type.Array(SourceCheck),
  }),
  change: Nullable(Change),
});

export const CheckLogEntry = Type.Object({
  id: Type.String(),
  source_url: Type.String(),
  started_at: Type.Integer(),
  duration_ms: Type.Integer(),
  http_status: Nullable(Type.Integer()),
  bytes: Type.Integer(),
  outcome: Type.String({ enum: [...CHECK_OUTCOMES] }),
  error: Nullable(Type.String()),
  change_id: Nullable(Type.String()),
  fetched_with: FetchedWith,
  render_ms: RenderMs,
  blocked_requests: BlockedRequests,
  note: Nullable(Type.String({ description: 'what the check did besides comparing: the product page a search page was followed to, or why the search page was kept' })),
});
