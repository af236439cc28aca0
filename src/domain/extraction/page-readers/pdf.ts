import { normaliseText } from '../normalise-text.js';
import { PageReadError, type PageRead, type PageReadRequest, type PageReaderDefinition } from './page-reader-definition.js';

// pdf.js's warnings about fonts and odd structure go nowhere: the text is what is read.
const QUIET = 0;

function readTitle(info: Record<string, unknown>): string | null {
  const title = typeof info.Title === 'string' ? info.Title.trim() : '';
  return title === '' ? null : title;
}

async function readPdf(request: PageReadRequest): Promise<PageRead> {
  // pdf.js is some megabytes of code: loaded on the first PDF, never by a worker that reads none.
  const { extractText, getDocumentProxy, getMeta } = await import('unpdf');
  // pdf.js takes over the bytes it is given; the request's own stay as they are.
  const document = await getDocumentProxy(new Uint8Array(request.page.content), { verbosity: QUIET }).catch((error: unknown) => {
    throw new PageReadError(`the PDF could not be read: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    const { text } = await extractText(document, { mergePages: false });
    const { info } = await getMeta(document);
    const observation = { title: readTitle(info), price: null, currency: null, availability: null, source: null, text: normaliseText(text.join('\n')) };
    // A PDF is never built by scripts: there is no browser rendering to ask for.
    return { observation, scriptBuilt: request.judgeScriptBuilt ? false : null };
  } finally {
    await document.destroy();
  }
}

/** A PDF response: its text, page after page, compared like a page's text (pure JavaScript pdf.js through unpdf). */
export const PDF_READER: PageReaderDefinition = {
  name: 'pdf',
  accepts: ({ contentType }) => /^application\/(?:x-)?pdf\b/i.test(contentType ?? ''),
  read: readPdf,
};
