import { parseLenientJson, sliceJsonObject } from './parse-lenient-json.js';

/**
 * Turns one kept state blob into the value a framework hydrates its page from: JSON as it is
 * (Nuxt 3's flattened array revived), JSON.parse of a string literal, an object assigned to an
 * underscored global, Nuxt 2's function-wrapped state, Next.js app router flight data, Angular
 * TransferState and SvelteKit's inline data. Undefined when the blob is none of these. Callers bound
 * the blob's size.
 */
export function decodeAppState(blob: string, visitLimit: number, depthLimit: number): unknown {
  let text = blob.trim();
  // Angular TransferState escapes its JSON for HTML: &q; for quotes, &a; for ampersands.
  if (text.startsWith('{&q;')) text = unescapeAngular(text);
  // SvelteKit's start script (a block, so it opens with "{") passes its load functions' data.
  if (text.includes('__sveltekit_')) return readSvelteKitData(text);
  if (text.startsWith('{') || text.startsWith('[')) return reviveNuxtData(parseLenientJson(text), visitLimit, depthLimit);
  if (text.includes('__next_f.push(')) return readFlight(text);
  // window.__STATE__ = JSON.parse("…"): the state is a string literal holding JSON.
  const quoted = /=\s*JSON\.parse\(\s*("(?:[^"\\]|\\.)*")\s*\)/.exec(text);
  if (quoted !== null) {
    const inner = parseLenientJson(quoted[1]!);
    return typeof inner === 'string' ? parseLenientJson(inner) : undefined;
  }
  const wrapped = /(?<![\w$])__\w+\s*=\s*\(\s*function\s*\(([\w$,\s]*)\)\s*\{/.exec(text);
  if (wrapped !== null) return readWrappedState(text, wrapped.index + wrapped[0].length - 1, wrapped[1]!);
  const assigned = text.search(/(?<![\w$])__\w+\s*=\s*\{/);
  return assigned === -1 ? undefined : parseLenientJson(sliceJsonObject(text, assigned) ?? '');
}

// `const data = [null, {type:"data", data:{…}}]` (SvelteKit 2) or `data: [...]` in kit.start's options (1).
const SVELTEKIT_DATA = /(?<![\w$])data\s*[:=]\s*\[/;

/** SvelteKit's load data: an array of JavaScript object literals (devalue's uneval), read as JSON. */
function readSvelteKitData(text: string): unknown {
  const found = SVELTEKIT_DATA.exec(text);
  const array = found === null ? null : sliceBalanced(text, found.index + found[0].length - 1, '[', ']');
  return array === null ? undefined : parseLenientJson(toJson(array, new Map()));
}

const ANGULAR_ESCAPES: Record<string, string> = { '&q;': '"', '&a;': '&', '&s;': "'", '&l;': '<', '&g;': '>' };

function unescapeAngular(text: string): string {
  return text.replace(/&[qasgl];/g, (entity) => ANGULAR_ESCAPES[entity]!);
}

/**
 * Nuxt 3 writes its state flattened (devalue): one array whose objects hold indexes into it, and
 * wrappers such as ["ShallowReactive", 1]. Any other JSON is returned as it is.
 */
function reviveNuxtData(parsed: unknown, visitLimit: number, depthLimit: number): unknown {
  if (!Array.isArray(parsed) || !Array.isArray(parsed[0]) || typeof parsed[0][0] !== 'string') return parsed;
  const table = parsed;
  const revived = new Map<number, unknown>();
  let budget = visitLimit;
  const revive = (index: unknown, depth: number): unknown => {
    if (typeof index !== 'number' || index < 0 || index >= table.length || depth > depthLimit || budget-- <= 0) return undefined;
    if (revived.has(index)) return revived.get(index);
    const raw = table[index];
    let value: unknown = raw;
    if (Array.isArray(raw)) {
      value = typeof raw[0] === 'string' && raw.length === 2 ? revive(raw[1], depth + 1) : raw.map((item) => revive(item, depth + 1));
    } else if (raw !== null && typeof raw === 'object') {
      const node: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(raw)) node[key] = revive(item, depth + 1);
      value = node;
    }
    revived.set(index, value);
    return value;
  };
  return revive(0, 0);
}

/**
 * Nuxt 2 shares repeated values through a function's parameters:
 * `window.__NUXT__=(function(a,b){return {price:a,stock:b}}(19.9,true))`. The returned object
 * literal is read with each parameter replaced by its argument; a body that does more than
 * return (assignments before it) is read the same, the assignments ignored.
 */
function readWrappedState(text: string, bodyStart: number, parameterList: string): unknown {
  const body = sliceBalanced(text, bodyStart, '{', '}');
  if (body === null) return undefined;
  const returned = body.search(/\breturn\s*\{/);
  const object = returned === -1 ? null : sliceJsonObject(body, returned);
  const call = text.indexOf('(', bodyStart + body.length);
  const argumentList = call === -1 ? null : sliceBalanced(text, call, '(', ')');
  if (object === null || argumentList === null) return undefined;
  const values = parseLenientJson(toJson(`[${argumentList.slice(1, -1)}]`, new Map()));
  if (!Array.isArray(values)) return undefined;
  const names = parameterList.split(',').map((name) => name.trim());
  const bound = new Map<string, string>();
  names.forEach((name, i) => bound.set(name, JSON.stringify(values[i] ?? null)));
  return parseLenientJson(toJson(object, bound));
}

const LITERALS = new Set(['true', 'false', 'null']);

function isIdentifierStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
}

function isIdentifierPart(code: number): boolean {
  return isIdentifierStart(code) || (code >= 48 && code <= 57);
}

// The exponent of 1e-7 is no name.
function isNumberPart(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 46;
}

/** Index of the first character at or after `from` that is no whitespace. */
function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  return i;
}

/**
 * A JavaScript object or array literal as JSON: keys quoted, single-quoted strings double-quoted,
 * bound names replaced by their JSON and other names (void 0, undefined, calls) by null.
 */
function toJson(literal: string, bound: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  // Plain characters (numbers, brackets, commas) are copied in runs, not one by one.
  let copied = 0;
  for (let i = 0; i < literal.length; i++) {
    const code = literal.charCodeAt(i);
    const isString = code === 34 || code === 39;
    if (!isString && !(isIdentifierStart(code) && !isNumberPart(literal.charCodeAt(i - 1)))) continue;
    parts.push(literal.slice(copied, i));
    if (isString) {
      const end = endOfString(literal, i);
      const inner = literal.slice(i + 1, end);
      parts.push(code === 34 ? `"${inner}"` : JSON.stringify(inner.replace(/\\'/g, "'")));
      i = end;
    } else {
      let end = i + 1;
      while (end < literal.length && isIdentifierPart(literal.charCodeAt(end))) end++;
      const name = literal.slice(i, end);
      if (literal[skipSpace(literal, end)] === ':') parts.push(JSON.stringify(name));
      else if (LITERALS.has(name)) parts.push(name);
      else if (name === 'void') {
        // void 0: the operand is skipped with the operator.
        parts.push('null');
        end = skipSpace(literal, end);
        while (end < literal.length && isIdentifierPart(literal.charCodeAt(end))) end++;
      } else parts.push(bound.get(name) ?? 'null');
      i = end - 1;
    }
    copied = i + 1;
  }
  parts.push(literal.slice(copied));
  return parts.join('');
}

function endOfString(text: string, start: number): number {
  const quote = text.charCodeAt(start);
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 92) i++;
    else if (code === quote) return i;
  }
  return text.length;
}

/** The text from an opening bracket at `start` to its closing one, strings skipped; null when unbalanced. */
function sliceBalanced(text: string, start: number, open: string, close: string): string | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") i = endOfString(text, i);
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

const FLIGHT_CHUNK = /__next_f\.push\(\s*(\[\s*1\s*,\s*"(?:[^"\\]|\\.)*"\s*\])\s*\)/g;

/**
 * Next.js app router streams its server components as "flight" rows split over
 * `self.__next_f.push([1, "…"])` scripts: `id:payload` lines, the JSON payloads holding the
 * props the page's components render from. The rows are returned as one array.
 */
function readFlight(text: string): unknown {
  let stream = '';
  for (const match of text.matchAll(FLIGHT_CHUNK)) {
    const chunk = parseLenientJson(match[1]!);
    if (Array.isArray(chunk) && typeof chunk[1] === 'string') stream += chunk[1];
  }
  const rows: unknown[] = [];
  for (const line of stream.split('\n')) {
    const payload = line.indexOf(':');
    const first = line[payload + 1];
    if (payload === -1 || (first !== '[' && first !== '{')) continue;
    const row = parseLenientJson(line.slice(payload + 1));
    if (row !== undefined) rows.push(row);
  }
  return rows.length === 0 ? undefined : rows;
}
