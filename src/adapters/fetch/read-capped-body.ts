import { Readable, Writable } from 'node:stream';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';

/** What came of reading a response body under a size cap. */
export type CappedBodyResult =
  | { ok: true; bytes: Buffer }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'unsupported-encoding'; encoding: string }
  | { ok: false; reason: 'corrupt-encoding' };

class BodyTooLargeError extends Error {}

type DecoderFactory = (firstByte: number | undefined) => Transform;

const DECODERS: Record<string, DecoderFactory> = {
  gzip: () => createGunzip(),
  'x-gzip': () => createGunzip(),
  br: () => createBrotliDecompress(),
  // "deflate" should be zlib-wrapped, but some servers send raw deflate;
  // a zlib header has compression method 8 in its low nibble.
  deflate: (firstByte) => ((firstByte ?? 0) & 0x0f) === 8 ? createInflate() : createInflateRaw(),
};

function listEncodings(contentEncoding: string | null): string[] {
  if (contentEncoding === null) return [];
  return contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
}

function createCollector(maxBytes: number, chunks: Buffer[]): Writable {
  let total = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) {
        callback(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
      callback();
    },
  });
}

// The first chunk is read ahead so a deflate decoder can pick its format;
// closing the wrapper closes the network stream too.
async function peekFirstChunk(source: AsyncIterable<Buffer>): Promise<{ first: Buffer | undefined; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await iterator.next();
  const first = head.done === true ? undefined : head.value;
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (first === undefined) return;
      yield first;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { first, stream: Readable.from(replay(), { objectMode: false }) };
}

// Most pages come unencoded: collecting the chunks directly costs a fraction of a stream pipeline.
async function readPlainBody(source: AsyncIterable<Buffer>, maxBytes: number): Promise<CappedBodyResult> {
  const chunks: Buffer[] = [];
  let total = 0;
  // Leaving the loop early closes the network stream.
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) return { ok: false, reason: 'too-large' };
    chunks.push(chunk);
  }
  return { ok: true, bytes: Buffer.concat(chunks, total) };
}

/**
 * Reads a body through its Content-Encoding decoders and stops as soon as the
 * decoded size passes `maxBytes`, so a decompression bomb costs at most the
 * cap. Network errors (timeouts, resets) are thrown for the caller to map.
 */
export async function readCappedBody(
  source: AsyncIterable<Buffer>,
  contentEncoding: string | null,
  maxBytes: number,
): Promise<CappedBodyResult> {
  const encodings = listEncodings(contentEncoding);
  const unsupported = encodings.find((coding) => DECODERS[coding] === undefined);
  if (unsupported !== undefined) return { ok: false, reason: 'unsupported-encoding', encoding: unsupported };
  if (encodings.length === 0) return readPlainBody(source, maxBytes);
  const { first, stream } = await peekFirstChunk(source);
  // Codings are listed in the order they were applied, so they are undone in reverse.
  const decoders = encodings
    .reverse()
    .map((coding, index) => (DECODERS[coding] as DecoderFactory)(index === 0 ? first?.[0] : 0x78));
  const chunks: Buffer[] = [];
  // Errors travel through the whole pipeline, so only an error that a decoder
  // raised itself (not one it was destroyed with) means a corrupt encoding.
  let sourceError: unknown = null;
  const decoderErrors = new Set<unknown>();
  stream.once('error', (error) => (sourceError = error));
  for (const decoder of decoders) decoder.once('error', (error) => decoderErrors.add(error));
  try {
    await pipeline([stream, ...decoders, createCollector(maxBytes, chunks)]);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, reason: 'too-large' };
    if (error !== sourceError && decoderErrors.has(error)) return { ok: false, reason: 'corrupt-encoding' };
    throw error;
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
