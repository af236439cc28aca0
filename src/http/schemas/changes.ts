import { Type } from 'typebox';
import { Nullable } from './common.js';

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
    type: Type.String({ enum: ['price', 'availability', 'content'] }),
    source: Type.Object({ url: Type.String(), title: Type.String() }),
    before: Snapshot,
    after: Snapshot,
    relevance: Type.Object({
      score: Type.Number({ minimum: 0, maximum: 1 }),
      reason: Type.String({ examples: ['Price dropped from $199.99 to $149.99 (-25%).'] }),
    }),
    diff: Type.Optional(Type.Object({ removed: Type.Array(Type.String()), added: Type.Array(Type.String()) })),
  },
  { description: 'SPEC 2.7; the same object is data.change of a change.detected event' },
);

const SourceCheck = Type.Object({
  id: Type.String({ description: 'this entry in GET /monitors/{id}/checks' }),
  url: Type.String(),
  outcome: Type.String({ enum: ['baseline', 'unchanged', 'minor_change', 'changed', 'not_modified', 'error'] }),
  http_status: Nullable(Type.Integer()),
  bytes: Type.Integer(),
  duration_ms: Type.Integer(),
  error: Nullable(Type.String()),
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
  outcome: Type.String({ enum: ['baseline', 'unchanged', 'minor_change', 'changed', 'not_modified', 'error'] }),
  error: Nullable(Type.String()),
  change_id: Nullable(Type.String()),
});
