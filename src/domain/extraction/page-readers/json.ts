import type { Observation } from '../../observation.js';
import { normaliseCurrency } from '../currency.js';
import { decodePageText } from '../decode-page-text.js';
import { evaluateJsonExpression } from './evaluate-json-expression.js';
import { PageReadError, type PageRead, type PageReadRequest, type PageReaderDefinition } from './page-reader-definition.js';

const EMPTY: Observation = { title: null, price: null, currency: null, availability: null, source: null, text: '' };

/** Objects with their keys sorted, so the same data always serialises to the same text. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, sortKeys(record[key])]));
}

/** A result as text compared line by line: a string as it is, anything else as indented JSON with sorted keys. */
function stableText(result: unknown): string {
  if (result === undefined) return '';
  if (typeof result === 'string') return result;
  return JSON.stringify(sortKeys(result), null, 2);
}

/**
 * What the expression's result shows: a finite number is a price (currency unknown); an object
 * with a numeric `price` and a `currency` code is a price in that currency (an expression such as
 * `{"price": offer.amount, "currency": offer.currency}`); anything else is text.
 */
export function observeJsonResult(result: unknown): Observation {
  if (typeof result === 'number' && Number.isFinite(result)) return { ...EMPTY, price: result, source: 'json' };
  if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
    const { price, currency } = result as { price?: unknown; currency?: unknown };
    const code = typeof currency === 'string' ? normaliseCurrency(currency) : null;
    if (typeof price === 'number' && Number.isFinite(price) && code !== null) return { ...EMPTY, price, currency: code, source: 'json' };
  }
  return { ...EMPTY, text: stableText(result) };
}

async function readJson(request: PageReadRequest): Promise<PageRead> {
  let document: unknown;
  try {
    document = JSON.parse(decodePageText(request.page));
  } catch (error) {
    throw new PageReadError(`the response is not valid JSON: ${(error as Error).message}`);
  }
  const result = request.jsonExpression === null ? document : await evaluateJsonExpression(request.jsonExpression, document);
  // JSON is never built by scripts: there is no browser rendering to ask for.
  return { observation: observeJsonResult(result), scriptBuilt: request.judgeScriptBuilt ? false : null };
}

/** A JSON response (an API): the monitor's JSONata expression picks what is watched, or the whole document. */
export const JSON_READER: PageReaderDefinition = {
  name: 'json',
  accepts: ({ contentType }) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? ''),
  read: readJson,
};
