import { Type } from 'typebox';
import { CHANGE_TYPES } from '../../domain/changes/change-types/change-type-list.js';
import { Nullable, PageQuery } from './common.js';
import { Condition } from './condition.js';
import { RENDER_MODES } from '../../domain/rendering/render-mode.js';
import { MONITOR_MODES, MONITOR_STATUSES } from '../../domain/monitors/monitor-rules.js';
import { AnsweredProxy, AnsweredSteps, Proxy, Steps, UpdateProxy } from './monitor-access.js';
import { AlertSettingsAnswer, AlertSettingsInput, AlertSettingsPatch } from './alert-settings.js';
import { MonitorTagsAnswer, MonitorTagsInput } from './tags.js';
import { FiltersAnswer, FiltersInput, FiltersPatch, SelectorsAnswer, SelectorsInput, SelectorsPatch, StockWordsAnswer, StockWordsInput, StockWordsPatch } from './reading-rules.js';

const JSON_EXPRESSION_DESCRIPTION =
  'A JSONata expression (https://jsonata.org) that picks what a JSON response shows, e.g. `price` or `items[0].stock`; ' +
  'a number it gives is watched like a price, an object `{"price": <number>, "currency": "<ISO code>"}` like a price in that currency, anything else like page text. ' +
  'Absent or null: the whole document is watched as text. Other responses ignore it; a PDF is read as its text without a field.';
const JsonExpression = Type.String({ maxLength: 2000, description: JSON_EXPRESSION_DESCRIPTION, examples: ['items[0].price'] });

const RENDER_DESCRIPTION =
  'Extension: how pages are fetched. `auto` (default) fetches plainly and switches a source to the browser, for good, when its page is built by scripts; ' +
  '`always` renders every check in the browser (400 when no browser is configured); `never` keeps to plain HTTP.';

const Correction = Type.Object(
  {
    field: Type.String({ enum: ['sites', 'product'] }),
    from: Type.String({ description: 'as written in the intent' }),
    to: Type.String({ description: 'as read' }),
  },
  { examples: [{ field: 'sites', from: 'bestbuyy.com', to: 'bestbuy.com' }] },
);

export const InterpretedAs = Type.Object({
  product: Type.String(),
  metric: Type.String({ enum: [...CHANGE_TYPES] }),
  sites: Type.Array(Type.String()),
  condition: Type.Union([Condition, Type.Null()], { description: 'The condition the intent asked for ("drops below $300", "back in stock"); null when it named none' }),
  corrections: Type.Optional(
    Type.Array(Correction, {
      description:
        'nlp mode, present when the reading put a slip right: a bare domain one letter from a known shop\'s read as that shop ("bestbuyy.com" → bestbuy.com), a misspelt well-known brand in the product ("Nintedo" → Nintendo)',
    }),
  ),
});

const MonitorCondition = Type.Union([Condition, Type.Null()], {
  description: 'The condition in effect: the one given on create or update, else the intent\'s; null reports changes by sensitivity.',
});

export const Monitor = Type.Object({
  id: Type.String({ examples: ['mon-01m80bgtg958h1nkyqw1g2jwfj'] }),
  user_id: Type.String(),
  name: Type.String(),
  mode: Type.String({ enum: [...MONITOR_MODES] }),
  intent: Nullable(Type.String()),
  url: Nullable(Type.String({ description: 'url mode only' })),
  extraction_prompt: Nullable(Type.String()),
  status: Type.String({ enum: [...MONITOR_STATUSES] }),
  sensitivity: Type.Number({ minimum: 0, maximum: 1 }),
  check_interval_seconds: Type.Integer(),
  render: Type.String({ enum: [...RENDER_MODES], description: RENDER_DESCRIPTION }),
  jsonExpression: Nullable(JsonExpression),
  selectors: SelectorsAnswer,
  filters: FiltersAnswer,
  stockWords: StockWordsAnswer,
  steps: AnsweredSteps,
  proxy: AnsweredProxy,
  ...AlertSettingsAnswer,
  condition: MonitorCondition,
  tags: MonitorTagsAnswer,
  source_count: Type.Integer(),
  sources: Type.Array(
    Type.Object({
      url: Type.String(),
      title: Type.String(),
      resolved_from: Nullable(Type.String({ description: 'the search, listing or home page the first check followed to this page; null when watched as created' })),
    }),
  ),
  interpreted_as: Type.Union([InterpretedAs, Type.Null()], {
    description: 'What the monitor watches: the reading of the intent (nlp), or the page-wide default (url: product empty, metric from the extraction prompt).',
  }),
  last_check_at: Nullable(Type.Integer()),
  next_check_at: Nullable(Type.Integer({ description: 'null while paused' })),
  last_change_at: Nullable(Type.Integer()),
  last_error: Nullable(Type.String({ description: 'Why the last check of a source failed; cleared by a successful check' })),
  latest_reading: Nullable(
    Type.Object(
      {
        price: Nullable(Type.Number()),
        availability: Nullable(Type.String()),
        at: Type.Integer({ description: 'Epoch ms of that check' }),
      },
      {
        description:
          'Extension: the price and availability the pages showed at the last check that read either (one page of a monitor with several); null before any. The monitor list shows it.',
        examples: [{ price: 279.99, availability: 'in_stock', at: 1764158400000 }],
      },
    ),
  ),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
});

export const CreateMonitorBody = Type.Object(
  {
    mode: Type.Enum([...MONITOR_MODES]),
    intent: Type.Optional(Type.String({ maxLength: 2000, examples: ['Tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com'] })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    url: Type.Optional(Type.String({ maxLength: 2048, examples: ['https://shop.example.com/products/headphones'] })),
    extractionPrompt: Type.Optional(Type.String({ maxLength: 1000, examples: ['the member price'] })),
    sensitivity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0.5 })),
    checkIntervalSeconds: Type.Optional(Type.Integer({ description: 'At least 900 on the free tier, 60 on full; default 900' })),
    render: Type.Optional(Type.Enum([...RENDER_MODES], { default: 'auto', description: RENDER_DESCRIPTION })),
    jsonExpression: Type.Optional(JsonExpression),
    selectors: Type.Optional(SelectorsInput),
    filters: Type.Optional(FiltersInput),
    stockWords: Type.Optional(StockWordsInput),
    steps: Type.Optional(Steps),
    proxy: Type.Optional(Proxy),
    ...AlertSettingsInput,
    condition: Type.Optional(Condition),
    tags: Type.Optional(MonitorTagsInput),
  },
  {
    additionalProperties: false,
    examples: [
      { mode: 'nlp', intent: 'Tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com' },
      { mode: 'url', name: 'Pro plan pricing', url: 'https://example.com/pricing', sensitivity: 0.3, checkIntervalSeconds: 3600 },
      { mode: 'url', name: 'Kettle price (shop API)', url: 'https://shop.example.com/api/products/kettle', jsonExpression: 'offers[0].price' },
      {
        mode: 'url',
        name: 'Member price',
        url: 'https://shop.example.com/account/kettle',
        steps: [
          { action: 'click', text: 'Accept all' },
          { action: 'type', selector: '#email', value: 'ada@example.com' },
          { action: 'type', selector: '#password', value: 's3cret', secret: true },
          { action: 'click', text: 'Sign in' },
          { action: 'wait_for', text: 'Member price' },
        ],
        proxy: 'http://ada:s3cret@proxy.example.net:3128',
      },
      { mode: 'url', name: 'Release notes', url: 'https://example.com/changelog', confirmChanges: true, failureThreshold: 5 },
      { mode: 'url', name: 'Kettle deal', url: 'https://shop.example.com/api/products/kettle', jsonExpression: 'price', condition: { kind: 'drop_pct', amount: 10 } },
      { mode: 'nlp', intent: 'Sony WH-1000XM5 on bestbuy.com', condition: { kind: 'at_or_below', amount: 300, currency: 'USD' } },
      { mode: 'url', name: 'Kettle', url: 'https://shop.example.com/products/kettle', tags: ['kitchen', 'black friday'] },
      { mode: 'url', name: 'Festival', url: 'https://festival.example.org/', filters: { ignore: ['/^Deal of the hour:/i'], trigger: ['Tickets on sale'] } },
      { mode: 'url', name: 'Kettle (own stock wording)', url: 'https://shop.example.de/wasserkocher', stockWords: { inStock: ['Ab Lager lieferbar'], outOfStock: ['Lieferzeit unbekannt'] } },
      { mode: 'url', name: 'Kettle (sale price)', url: 'https://shop.example.com/products/kettle', selectors: { remove: ['.recommendations'], price: '.price-now' } },
    ],
  },
);

export const UpdateMonitorBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Enum([...MONITOR_STATUSES])),
    sensitivity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    checkIntervalSeconds: Type.Optional(Type.Integer()),
    render: Type.Optional(Type.Enum([...RENDER_MODES], { description: RENDER_DESCRIPTION })),
    jsonExpression: Type.Optional(Type.Union([JsonExpression, Type.Null()], { description: `${JSON_EXPRESSION_DESCRIPTION} null removes it; a new expression starts the comparison afresh.` })),
    selectors: Type.Optional(SelectorsPatch),
    filters: Type.Optional(FiltersPatch),
    stockWords: Type.Optional(StockWordsPatch),
    steps: Type.Optional(Steps),
    proxy: Type.Optional(UpdateProxy),
    ...AlertSettingsPatch,
    condition: Type.Optional(Type.Union([Condition, Type.Null()], { description: 'Replaces the condition in effect; null removes it (changes are then reported by sensitivity).' })),
    tags: Type.Optional(MonitorTagsInput),
  },
  {
    additionalProperties: false,
    examples: [
      { status: 'paused' },
      { sensitivity: 0.8, checkIntervalSeconds: 1800 },
      { render: 'always' },
      { jsonExpression: 'items[0].stock' },
      { proxy: null },
      { confirmChanges: false, failureThreshold: 10 },
      { condition: { kind: 'text_appears', text: 'Tickets on sale' } },
      { condition: null },
      { tags: ['kitchen'] },
      { tags: [] },
      { selectors: { region: ['//main'], price: '.price-now' } },
      { filters: { ignore: ['Updated at'], disappear: ['Coming soon'] } },
      { stockWords: { outOfStock: ['Lieferzeit unbekannt'] } },
    ],
  },
);

export const MonitorPreview = Type.Object(
  {
    name: Type.String(),
    interpreted_as: InterpretedAs,
    condition: MonitorCondition,
    sources: Type.Array(Type.Object({ url: Type.String(), title: Type.String() }), { description: 'The pages the monitor would watch' }),
    page: Type.Union(
      [
        Type.Object({
          url: Type.String({ description: 'after redirects' }),
          error: Nullable(Type.String({ description: 'why the page could not be read; the other fields are then null' })),
          http_status: Nullable(Type.Integer()),
          title: Nullable(Type.String()),
          price: Nullable(Type.Number()),
          currency: Nullable(Type.String()),
          availability: Nullable(Type.String()),
          read_by: Nullable(
            Type.String({
              description: 'where price and stock were read: `selector` (the monitor\'s selectors), else the automatic reading\'s evidence (`json-ld`, `microdata`, `meta`, `platform`, `heuristic`, `json`); null when neither was found',
              examples: ['selector'],
            }),
          ),
          read_confidence: Nullable(
            Type.String({
              enum: ['high', 'medium', 'low'],
              description:
                'how sure that reading is: `high` from your selectors or data the page states for machines (JSON-LD, microdata, a JSON response), `medium` from shop-platform markup or meta tags, `low` a guess from the text, where pointing a selector at the element helps most; null when nothing was read',
              examples: ['high'],
            }),
          ),
          text_start: Nullable(Type.String({ description: 'the first 400 characters of the main text' })),
        }),
        Type.Null(),
      ],
      { description: 'url mode: what the service sees on the page now; null in nlp mode' },
    ),
  },
  { description: 'What POST /v1/monitors with the same body would watch; nothing is saved' },
);

export const MonitorListQuery = Type.Object(
  {
    ...PageQuery.properties,
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 80, description: 'Only monitors carrying this tag (read like a monitor\'s tags: "Kitchen" finds "kitchen")', examples: ['kitchen'] })),
  },
  { additionalProperties: false },
);
