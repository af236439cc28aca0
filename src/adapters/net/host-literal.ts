import { isIP } from 'node:net';

const PART = /^(0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

function parseNumberPart(part: string): number | null {
  if (!PART.test(part)) return null;
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) return parseInt(part.slice(1), 8);
  return parseInt(part, 10);
}

/**
 * Reads an IPv4 host in any form inet_aton accepts ("2130706433",
 * "0177.0.0.1", "0x7f.1", "127.1"): the last part fills the remaining bytes.
 */
function parseInetAton(host: string): string | null {
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseNumberPart(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((value) => value > 0xff)) return null;
  const remainingBytes = 4 - numbers.length;
  if (last >= 2 ** (8 * remainingBytes)) return null;
  const bytes = [...numbers];
  for (let index = remainingBytes - 1; index >= 0; index -= 1) {
    bytes.push(Math.floor(last / 2 ** (8 * index)) % 256);
  }
  return bytes.join('.');
}

/**
 * The IP address a URL host denotes, in canonical form, or null when the host
 * is a name that needs DNS. Accepts "[::1]", a trailing dot, and the numeric
 * IPv4 spellings that resolvers accept even where WHATWG URL parsing did not
 * already normalise them (hosts handed over outside a URL).
 */
export function parseHostLiteral(host: string): string | null {
  let text = host.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (isIP(text) === 6) {
    return text.includes('%') ? text : new URL(`http://[${text}]/`).hostname.slice(1, -1);
  }
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return null;
  return parseInetAton(text);
}
