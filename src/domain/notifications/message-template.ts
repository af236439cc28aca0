import { createRequire } from 'node:module';
import type { Liquid, TagToken, TopLevelToken, Context, Emitter } from 'liquidjs';
import type { ChangePayload } from '../webhooks/event-envelope.js';
import { buildChangeNotice, clip, describeBeforeAfter, shorten } from './change-notice.js';
import type { WrittenMessage } from './written-message.js';

/** A channel's own wording of change.detected messages; either part may be left to the default. */
export interface MessageTemplate {
  subject?: string;
  body?: string;
}

export const MAX_SUBJECT_TEMPLATE = 500;
export const MAX_BODY_TEMPLATE = 5000;
/** What a rendered part may hold: a subject is one line, a body fits every kind's message. */
export const MAX_SUBJECT_OUTPUT = 200;
export const MAX_BODY_OUTPUT = 4000;
// A template renders once per delivery in the delivery worker: a runaway loop must end quickly, yet a
// message template renders in well under a millisecond, and a busy machine must not cut a good one off.
const RENDER_LIMIT_MS = 250;
// Counts strings, arrays and dates LiquidJS allocates; a message needs a few thousand.
const MEMORY_LIMIT = 1_000_000;

// LiquidJS takes ~10 MB once loaded, and most workers never meet a template: it is loaded on the
// first one, synchronously, since rendering happens inside synchronous message formatting.
const load = createRequire(import.meta.url);

function createEngine(): Liquid {
  const liquid = load('liquidjs') as typeof import('liquidjs');
  /** Tags that read other templates: a channel's template has no files to read, so they are refused when parsed. */
  class RefusedTag extends liquid.Tag {
    constructor(token: TagToken, remain: TopLevelToken[], engine: Liquid) {
      super(token, remain, engine);
      throw new Error(`the ${token.name} tag is not available in message templates`);
    }

    *render(_ctx: Context, _emitter: Emitter): Generator<unknown, void, unknown> {}
  }
  const engine = new liquid.Liquid({
    // An empty in-memory store: no template is ever looked up on the file system.
    templates: {},
    strictFilters: true,
    ownPropertyOnly: true,
    parseLimit: MAX_BODY_TEMPLATE,
    renderLimit: RENDER_LIMIT_MS,
    memoryLimit: MEMORY_LIMIT,
    timezoneOffset: 0,
    cache: false,
  });
  for (const name of ['include', 'render', 'layout']) engine.registerTag(name, RefusedTag);
  return engine;
}

let cachedEngine: Liquid | null = null;
const liquidEngine = (): Liquid => (cachedEngine ??= createEngine());

/**
 * The variables a template sees (documented in docs/message-templates.md): the change as the
 * change.detected payload carries it, and the words the default message uses.
 */
export function templateVariables(change: ChangePayload, publicUrl: string) {
  const notice = buildChangeNotice(change, publicUrl);
  return {
    change,
    summary: {
      headline: notice.headline,
      before: notice.before,
      after: notice.after,
      before_after: describeBeforeAfter(notice),
      direction: notice.direction,
      change_url: notice.changeUrl,
      page_url: notice.pageUrl,
      page_title: notice.pageTitle,
      detected_at_iso: new Date(change.detected_at).toISOString(),
    },
  };
}

export type TemplateCheck = { ok: true } | { ok: false; field: 'subject' | 'body'; error: string };
export type TemplateRendering = { ok: true; message: WrittenMessage } | { ok: false; field: 'subject' | 'body'; error: string };

function renderPart(source: string, variables: object): string {
  return liquidEngine().parseAndRenderSync(source, variables);
}

/**
 * Renders a template against a change: the subject defaults to the monitor's name, the body to
 * the default message's headline with before and after. Errors (a syntax error, an unknown
 * filter, a render over its time or memory) are values naming the part.
 */
export function renderMessageTemplate(template: MessageTemplate, change: ChangePayload, publicUrl: string): TemplateRendering {
  const variables = templateVariables(change, publicUrl);
  const parts: { subject: string; body: string } = {
    subject: change.monitor_name,
    body: [variables.summary.headline, ...(variables.summary.before_after === null ? [] : [variables.summary.before_after])].join('\n'),
  };
  for (const field of ['subject', 'body'] as const) {
    const source = template[field];
    if (source === undefined) continue;
    try {
      parts[field] = renderPart(source, variables);
    } catch (error) {
      return { ok: false, field, error: describeLiquidError(error) };
    }
  }
  return {
    ok: true,
    message: {
      subject: shorten(parts.subject, MAX_SUBJECT_OUTPUT) || shorten(change.monitor_name, MAX_SUBJECT_OUTPUT),
      body: clip(parts.body.trim(), MAX_BODY_OUTPUT),
      link: { url: variables.summary.change_url, label: 'View change' },
      at: change.detected_at,
    },
  };
}

/** LiquidJS messages end with the template line they point at; the first line says what is wrong. */
function describeLiquidError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `is not a valid template: ${message.split('\n')[0]!.trim()}`;
}

/** Checks a template's size and that it renders against `sample`: what is wrong names the part. */
export function checkMessageTemplate(template: MessageTemplate, sample: ChangePayload, publicUrl: string): TemplateCheck {
  if (template.subject !== undefined && template.subject.length > MAX_SUBJECT_TEMPLATE) {
    return { ok: false, field: 'subject', error: `must be at most ${MAX_SUBJECT_TEMPLATE} characters` };
  }
  if (template.body !== undefined && template.body.length > MAX_BODY_TEMPLATE) return { ok: false, field: 'body', error: `must be at most ${MAX_BODY_TEMPLATE} characters` };
  const rendering = renderMessageTemplate(template, sample, publicUrl);
  return rendering.ok ? { ok: true } : rendering;
}
