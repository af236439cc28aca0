import type { Clock } from '../domain/clock.js';
import { newId } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import {
  DEFAULT_CHECK_INTERVAL_SECONDS,
  DEFAULT_SENSITIVITY,
  describeIntervalProblem,
  interpretUrlMonitor,
  watchForCondition,
  type Interpretation,
  type MonitorMode,
  type MonitorStatus,
} from '../domain/monitors/monitor-rules.js';
import { invalidRequest, notFound } from '../errors.js';
import { checkJsonExpression } from '../domain/extraction/page-readers/evaluate-json-expression.js';
import type { Condition } from '../domain/conditions/condition-list.js';
import { readCondition } from '../domain/conditions/read-condition.js';
import type { Monitor, MonitorPatch, MonitorSource } from '../domain/monitors/monitor.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';
import type { IntentInterpreter } from '../domain/intent/intent-interpreter.js';
import type { Source } from '../domain/intent/derive-sources.js';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import { snapshotPrefix } from '../domain/monitors/snapshot-keys.js';
import type { PagePicker, PageReader, PageReading } from './page-reader.js';
import type { PickedElement } from '../adapters/browser/page-renderer.js';
import { DEFAULT_RENDER_MODE, type RenderMode } from '../domain/rendering/render-mode.js';
import type { PlanLimits } from './plan-limits.js';
import type { AccessInput, AccessReader } from './monitor-access.js';
import { presentStep, type StoredStep } from '../domain/monitors/browser-steps.js';
import { readTag, readTags } from '../domain/monitors/tags.js';
import { NO_READING_RULES, readSelectors, readsDifferently, readStockWords, readTextFilters, type ReadingRules } from '../domain/extraction/reading-rules.js';
import type { StockWords } from '../domain/extraction/detect-stock-phrase.js';
import type { TextFilters } from '../domain/extraction/text-filters.js';
import type { Selectors } from '../domain/extraction/selectors.js';

export interface CreateMonitorInput extends Omit<AccessInput, 'proxy'> {
  proxy?: string;
  mode: MonitorMode;
  intent?: string;
  name?: string;
  url?: string;
  extractionPrompt?: string;
  sensitivity?: number;
  checkIntervalSeconds?: number;
  render?: RenderMode;
  jsonExpression?: string;
  selectors?: Selectors | null;
  filters?: TextFilters | null;
  stockWords?: StockWords | null;
  confirmChanges?: boolean;
  failureThreshold?: number;
  /** Checked by `readCondition`; overrides the intent's condition. */
  condition?: unknown;
  /** Checked and normalised by `readTags`. */
  tags?: readonly string[];
}

export interface UpdateMonitorInput extends AccessInput {
  name?: string;
  status?: MonitorStatus;
  sensitivity?: number;
  checkIntervalSeconds?: number;
  render?: RenderMode;
  /** null removes the expression. */
  jsonExpression?: string | null;
  /** null removes them; a new set starts the comparison afresh. */
  selectors?: Selectors | null;
  /** null removes them; new filters start the comparison afresh. */
  filters?: TextFilters | null;
  /** null removes them; new words start the comparison afresh. */
  stockWords?: StockWords | null;
  /** null goes back to the default of the monitor's metric. */
  confirmChanges?: boolean | null;
  /** null goes back to the default (3). */
  failureThreshold?: number | null;
  /** null removes the condition. */
  condition?: unknown;
  /** Replaces the tags; [] removes them. */
  tags?: readonly string[];
}

export interface Owner {
  id: string;
  tier: Tier;
}

interface Deps {
  monitors: MonitorRepository;
  blobs: BlobStore;
  interpreter: IntentInterpreter;
  clock: Clock;
  /** Refuses URLs that resolve to forbidden addresses (the fetcher checks again at connect time). */
  checkUrl(url: string): Promise<UrlTargetCheck>;
  planLimits: PlanLimits;
  readPage: PageReader;
  /** A browser is configured, so `render: always` can be honoured. */
  browserAvailable: boolean;
  /** The visual selector's browser; null without one. */
  picker: PagePicker | null;
  /** Reads steps and proxy, sealing their secrets. */
  access: AccessReader;
}

/** What creating a monitor would watch, without saving it. */
export interface MonitorPreview {
  name: string;
  interpretation: Interpretation;
  /** The condition the monitor would alert on: the one given, else the intent's. */
  condition: Condition | null;
  sources: { url: string; title: string }[];
  /** url mode: what the page shows today; null in nlp mode. */
  page: PageReading | null;
}

export function createMonitorService(deps: Deps) {
  const limits = (tier: Tier) => deps.planLimits.limitsOf(tier);

  async function assertReachableUrl(raw: string, field: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalidRequest(`${field} must be an absolute http(s) URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidRequest(`${field} must be an http(s) URL`);
    const target = await deps.checkUrl(url.href);
    if (!target.ok && target.reason === 'malformed') throw invalidRequest(`${field} cannot be watched: ${target.error}`);
    if (!target.ok) throw invalidRequest(`${field}: this URL cannot be watched; use a page on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to watch private and local addresses`);
    return url;
  }

  function assertInterval(seconds: number, owner: Owner): void {
    const problem = describeIntervalProblem(seconds, limits(owner.tier).minCheckIntervalSeconds);
    if (problem) throw invalidRequest(problem);
  }

  function assertRenderable(render: RenderMode | undefined): void {
    if (render === 'always' && !deps.browserAvailable) {
      throw invalidRequest(
        'render "always" needs a browser, and none is configured: install Chromium (apt-get install chromium) or set CHROMIUM_PATH, or set BROWSER_WS_URL to a browser\'s CDP endpoint; or use render "auto"',
      );
    }
  }

  function requirePicker(): PagePicker {
    if (deps.picker === null) {
      throw invalidRequest(
        'picking an element on the page needs a browser, and none is configured: install Chromium (apt-get install chromium) or set CHROMIUM_PATH, or set BROWSER_WS_URL; or type the selector',
      );
    }
    return deps.picker;
  }

  /** The expression as stored: trimmed, null when blank; one that does not parse is refused. */
  async function readJsonExpression(expression: string | null | undefined): Promise<string | null> {
    const written = expression?.trim() || null;
    const problem = written === null ? null : await checkJsonExpression(written);
    if (problem !== null) throw invalidRequest(`jsonExpression is not a valid JSONata expression: ${problem}`);
    return written;
  }

  /** The reading rules a request gives (absent ones left out), each refused with the parser's reason naming its field. */
  function readGivenRules(input: { selectors?: Selectors | null; filters?: TextFilters | null; stockWords?: StockWords | null }): Partial<ReadingRules> {
    const selectors = readSelectors(input.selectors);
    if (!selectors.ok) throw invalidRequest(selectors.error);
    const filters = readTextFilters(input.filters);
    if (!filters.ok) throw invalidRequest(filters.error);
    const stockWords = readStockWords(input.stockWords);
    if (!stockWords.ok) throw invalidRequest(stockWords.error);
    return {
      ...(input.stockWords === undefined ? {} : { stockWords: stockWords.value }),
      ...(input.selectors === undefined ? {} : { selectors: selectors.value }),
      ...(input.filters === undefined ? {} : { filters: filters.value }),
    };
  }

  /** Other steps may lead to another page, which is no baseline; a new secret alone leads to the same one. */
  function stepsChanged(current: readonly StoredStep[], next: readonly StoredStep[] | undefined): boolean {
    return next !== undefined && JSON.stringify(next.map(presentStep)) !== JSON.stringify(current.map(presentStep));
  }

  function readGivenTags(tags: readonly string[] | undefined): string[] | undefined {
    if (tags === undefined) return undefined;
    const reading = readTags(tags, 'tags');
    if (!reading.ok) throw invalidRequest(reading.error);
    return reading.tags;
  }

  /** A condition from a request: absent or null is none; anything else must read as one. */
  function readGivenCondition(value: unknown): Condition | null {
    if (value === undefined || value === null) return null;
    const reading = readCondition(value);
    if (!reading.ok) throw invalidRequest(reading.error);
    return reading.condition;
  }

  /** The reading and sources of the input, with the condition in effect: the one given overrides the intent's. */
  async function plan(input: CreateMonitorInput): Promise<{ name: string; interpretation: Interpretation; condition: Condition | null; sources: Source[]; url: string | null }> {
    const given = readGivenCondition(input.condition);
    const planned = await readIntentOrUrl(input);
    const condition = given ?? planned.interpretation.condition;
    return { ...planned, interpretation: watchForCondition(planned.interpretation, condition), condition };
  }

  async function readIntentOrUrl(input: CreateMonitorInput): Promise<{ name: string; interpretation: Interpretation; sources: Source[]; url: string | null }> {
    if (input.mode === 'url') {
      if (!input.url) throw invalidRequest('url is required when mode is url');
      if (!input.name?.trim()) throw invalidRequest('name is required when mode is url');
      const url = await assertReachableUrl(input.url, 'url');
      return {
        name: input.name.trim(),
        interpretation: interpretUrlMonitor(url, input.extractionPrompt ?? null),
        sources: [{ url: url.href, title: input.name.trim() }],
        url: url.href,
      };
    }
    if (!input.intent?.trim()) throw invalidRequest('intent is required when mode is nlp');
    const reading = await deps.interpreter.interpret(input.intent);
    if (!reading.ok) throw invalidRequest(reading.error);
    const { intent } = reading;
    for (const explicit of intent.urls) await assertReachableUrl(explicit, 'the URL in the intent');
    const sources = await deps.interpreter.findSources(intent);
    if (sources.length === 0) throw invalidRequest('no page to watch could be derived from the intent; name a site or paste a URL');
    return {
      name: input.name?.trim() || intent.name,
      interpretation: {
        product: intent.product,
        metric: intent.metric,
        sites: intent.sites,
        condition: intent.condition,
        ...(intent.corrections === undefined ? {} : { corrections: intent.corrections }),
      },
      sources,
      url: null,
    };
  }

  return {
    /** Runs the same validation and reading as create, so a refusal shows before saving. */
    async preview(owner: Owner, input: CreateMonitorInput): Promise<MonitorPreview> {
      assertInterval(input.checkIntervalSeconds ?? DEFAULT_CHECK_INTERVAL_SECONDS, owner);
      assertRenderable(input.render);
      const jsonExpression = await readJsonExpression(input.jsonExpression);
      const rules = { ...NO_READING_RULES, ...readGivenRules(input) };
      readGivenTags(input.tags);
      const access = await deps.access.forPreview(input, input.render ?? DEFAULT_RENDER_MODE);
      const planned = await plan(input);
      const reading = { extractionPrompt: input.extractionPrompt?.trim() || null, jsonExpression, rules, metric: planned.interpretation.metric, ...access };
      const page = planned.url === null ? null : await deps.readPage(planned.url, reading);
      return { name: planned.name, interpretation: planned.interpretation, condition: planned.condition, sources: planned.sources, page };
    },

    async create(owner: Owner, input: CreateMonitorInput): Promise<Monitor> {
      const interval = input.checkIntervalSeconds ?? DEFAULT_CHECK_INTERVAL_SECONDS;
      assertInterval(interval, owner);
      assertRenderable(input.render);
      const jsonExpression = await readJsonExpression(input.jsonExpression);
      const readingRules = { ...NO_READING_RULES, ...readGivenRules(input) };
      const tags = readGivenTags(input.tags) ?? [];
      const access = await deps.access.forCreate(input, input.render ?? DEFAULT_RENDER_MODE);
      const planned = await plan(input);
      const now = deps.clock.now();
      const id = newId('mon', now);
      const sources: MonitorSource[] = planned.sources.map((source, position) => ({
        id: newId('src', now),
        monitor_id: id,
        position,
        url: source.url,
        title: source.title,
        etag: null,
        last_modified: null,
        last_snapshot_key: null,
        content_fingerprint: null,
        observed_with: null,
        resolve_as: source.resolveAs ?? null,
        resolved_from: null,
      }));
      const monitor: Monitor = {
        id,
        user_id: owner.id,
        name: planned.name.slice(0, 200),
        mode: input.mode,
        intent: input.mode === 'nlp' ? input.intent!.trim() : null,
        url: planned.url,
        extraction_prompt: input.extractionPrompt?.trim() || null,
        status: 'active',
        sensitivity: input.sensitivity ?? DEFAULT_SENSITIVITY,
        check_interval_seconds: interval,
        interpretation: planned.interpretation,
        condition: planned.condition,
        last_check_at: null,
        // Due at once: the first check records the baseline later checks compare with.
        next_check_at: now,
        last_change_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        render: input.render ?? DEFAULT_RENDER_MODE,
        json_expression: jsonExpression,
        reading_rules: readingRules,
        ...access,
        confirm_changes: input.confirmChanges ?? null,
        failure_threshold: input.failureThreshold ?? null,
        consecutive_failures: 0,
        failing_alerted_at: null,
        tags,
        sources,
      };
      const limit = limits(owner.tier).monitors;
      if ((await deps.monitors.insertWithinLimit(monitor, limit)) === 'over_limit') {
        throw deps.planLimits.exceeded(`your plan allows ${limit} monitors; delete one or upgrade`);
      }
      return monitor;
    },

    /** The visual selector's page: a full-page screenshot as the browser shows it. */
    async viewPage(input: { url: string }): Promise<{ png: Buffer; width: number; height: number }> {
      const url = await assertReachableUrl(input.url, 'url');
      const view = await requirePicker().view(url.href);
      if (!view.ok) throw invalidRequest(`url: the page could not be shown: ${view.error}`);
      return view;
    },

    /** The selector that picks the element at a point of that screenshot, checked in the page to pick it alone. */
    async pickElement(input: { url: string; x: number; y: number }): Promise<PickedElement> {
      const url = await assertReachableUrl(input.url, 'url');
      const pick = await requirePicker().pick(url.href, { x: input.x, y: input.y });
      if (!pick.ok) throw invalidRequest(`url: the page could not be shown: ${pick.error}`);
      if (pick.picked === null) throw invalidRequest('nothing at that point can be named on its own; click on the text of the element you mean');
      return pick.picked;
    },

    async get(owner: Owner, id: string): Promise<Monitor> {
      const monitor = await deps.monitors.findOwned(owner.id, id);
      if (!monitor) throw notFound('monitor');
      return monitor;
    },

    /** `tag` is read like a monitor's tags, so `?tag=Kitchen` finds monitors tagged "kitchen". */
    list(owner: Owner, page: number, limit: number, tag?: string) {
      if (tag === undefined) return deps.monitors.listOwned(owner.id, page, limit);
      const reading = readTag(tag, 'tag');
      if (!reading.ok) throw invalidRequest(reading.error);
      return deps.monitors.listOwned(owner.id, page, limit, reading.tag);
    },

    async update(owner: Owner, id: string, input: UpdateMonitorInput): Promise<Monitor> {
      const current = await deps.monitors.findOwned(owner.id, id);
      if (!current) throw notFound('monitor');
      if (input.checkIntervalSeconds !== undefined) assertInterval(input.checkIntervalSeconds, owner);
      if (input.name !== undefined && !input.name.trim()) throw invalidRequest('name must not be empty');
      assertRenderable(input.render);
      const jsonExpression = input.jsonExpression === undefined ? undefined : await readJsonExpression(input.jsonExpression);
      const access = await deps.access.forUpdate(input, current, input.render ?? current.render);
      const condition = input.condition === undefined ? undefined : readGivenCondition(input.condition);
      const readingRules = { ...current.reading_rules, ...readGivenRules(input) };
      const tags = readGivenTags(input.tags);
      const now = deps.clock.now();
      const patch: MonitorPatch = { updated_at: now, ...access };
      if (input.name !== undefined) patch.name = input.name.trim();
      if (input.sensitivity !== undefined) patch.sensitivity = input.sensitivity;
      if (input.render !== undefined) patch.render = input.render;
      if (input.confirmChanges !== undefined) patch.confirm_changes = input.confirmChanges;
      if (input.failureThreshold !== undefined) patch.failure_threshold = input.failureThreshold;
      if (tags !== undefined) patch.tags = tags;
      if (input.checkIntervalSeconds !== undefined) {
        patch.check_interval_seconds = input.checkIntervalSeconds;
        patch.next_check_at = current.last_check_at === null ? now : Math.max(now, current.last_check_at + input.checkIntervalSeconds * 1000);
      }
      if (input.status !== undefined && input.status !== current.status) {
        patch.status = input.status;
        // A resumed monitor is checked soon rather than after a full interval of silence.
        if (input.status === 'active') patch.next_check_at = now;
      }
      if (condition !== undefined) patch.condition = condition;
      const interpretation = condition === undefined || current.interpretation === null ? undefined : watchForCondition(current.interpretation, condition);
      const watchesOther = interpretation !== undefined && interpretation.metric !== current.interpretation?.metric;
      if (watchesOther) patch.interpretation = interpretation;
      // Observations read with another expression, other selectors, other steps, or for another change type, are no baseline: the next check starts afresh.
      const newExpression = jsonExpression !== undefined && jsonExpression !== current.json_expression;
      const newRules = readsDifferently(current.reading_rules, readingRules);
      const rereads = newExpression || newRules || stepsChanged(current.steps, access.steps) || watchesOther;
      if (newExpression) patch.json_expression = jsonExpression;
      if (newRules) patch.reading_rules = readingRules;
      await deps.monitors.updateOwned(owner.id, id, patch, { forgetObservations: rereads });
      return { ...current, ...patch };
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await deps.monitors.deleteOwned(owner.id, id))) throw notFound('monitor');
      await deps.blobs.deletePrefix(snapshotPrefix(id));
    },
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;
