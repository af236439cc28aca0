import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 2048;

/**
 * A fetched page as bytes (after its Content-Encoding) with the Content-Type it came with. Pages
 * travel this way until they are read: bytes sit outside the JavaScript heap and cross to an
 * extraction thread as one copy, where a decoded page would be a string of up to twice its size.
 */
export interface PageBytes {
  content: Uint8Array;
  contentType: string | null;
}

const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([a-z0-9._:-]+)/i;
const XML_ENCODING = /^<\?xml[^>]*?encoding\s*=\s*["']([a-z0-9._:-]+)["']/i;

function readCharsetParameter(contentType: string | null): string | null {
  if (contentType === null) return null;
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType);
  return match?.[1] ?? null;
}

function readByteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function sniffDeclaredCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1');
  const declared = XML_ENCODING.exec(head)?.[1] ?? META_CHARSET.exec(head)?.[1] ?? null;
  // A byte-oriented document cannot really be UTF-16; browsers read it as UTF-8.
  return declared !== null && /^utf-?16/i.test(declared) ? 'utf-8' : declared;
}

// WHATWG windows-1252 (also what "latin1"/"iso-8859-1" mean on the web) maps
// 0x80-0x9F to typographic characters; Node 20's TextDecoder takes a latin1
// shortcut and returns C1 controls there, so those bytes are mapped by hand.
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

function createDecoder(label: string | null): TextDecoder | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * Decodes a page body to text the way a browser would pick the encoding:
 * byte order mark, then the Content-Type charset, then a `<meta charset>` /
 * `http-equiv` / XML declaration in the first 2 KB, else UTF-8. Unknown
 * labels fall through to the next source.
 */
export function decodePageText({ content: bytes, contentType }: PageBytes): string {
  const decoder =
    createDecoder(readByteOrderMark(bytes)) ??
    createDecoder(readCharsetParameter(contentType)) ??
    createDecoder(sniffDeclaredCharset(bytes)) ??
    new TextDecoder('utf-8');
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}
