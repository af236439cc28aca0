/**
 * Parses JSON as pages ship it: wrapped in HTML comments or CDATA, with raw newlines inside
 * strings or trailing commas. Returns undefined instead of throwing when it still is not JSON.
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const repaired = text
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
      .replace(/[\u0000-\u001f]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1')
      .replace(/;\s*$/, '');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/**
 * The JSON object literal that starts at or after `from` in a script (`var meta = {...};`),
 * found by matching braces outside strings. Null when the braces never balance.
 */
export function sliceJsonObject(script: string, from: number): string | null {
  const start = script.indexOf('{', from);
  if (start === -1) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < script.length; i++) {
    const char = script[i];
    if (quote !== null) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return script.slice(start, i + 1);
  }
  return null;
}
