import { HTML_CONTENT_READER } from './html-content.js';
import { HTML_PRODUCT_READER } from './html-product.js';
import { JSON_READER } from './json.js';
import type { PageReaderDefinition, ReaderChoice } from './page-reader-definition.js';
import { PDF_READER } from './pdf.js';

// Asked in this order: a reader of one content type (JSON, PDF) goes before the HTML readers,
// which read whatever response is left.
const PAGE_READERS: readonly PageReaderDefinition[] = [JSON_READER, PDF_READER, HTML_PRODUCT_READER, HTML_CONTENT_READER];

/** No reader accepts a response for a monitor: a gap in the registry, not a page to read as something else. */
export class NoPageReaderError extends Error {
  constructor(readonly choice: ReaderChoice) {
    super(`no page reader accepts a ${choice.contentType ?? 'untyped'} response for a monitor ${choice.expectsProductData ? 'of product data' : 'of content'}`);
    this.name = 'NoPageReaderError';
  }
}

/** Every page reader, in the order they are asked. */
export function listPageReaders(): readonly PageReaderDefinition[] {
  return PAGE_READERS;
}

/** The first reader that accepts the response for the monitor; none throws `NoPageReaderError`. */
export function pickPageReader(choice: ReaderChoice): PageReaderDefinition {
  const reader = PAGE_READERS.find((candidate) => candidate.accepts(choice));
  if (reader === undefined) throw new NoPageReaderError(choice);
  return reader;
}
