import { looksScriptBuilt } from '../../rendering/looks-script-built.js';
import { decodePageText } from '../decode-page-text.js';
import { extractObservation } from '../extract-observation.js';
import type { PageRead, PageReadRequest } from './page-reader-definition.js';

/**
 * An HTML page read in one streaming pass (`extractObservation`): product facts and main text alike,
 * whatever the monitor watches, since a content watcher hears of price and stock moves too.
 * `expectsProductData` only says what a page without price or stock means for the script-built judgement.
 */
export function readHtmlPage(request: PageReadRequest, expectsProductData: boolean): PageRead {
  const html = decodePageText(request.page);
  const observation = extractObservation(html, { url: request.url, keywords: request.keywords });
  const scriptBuilt = request.judgeScriptBuilt
    ? looksScriptBuilt({ html, text: observation.text, price: observation.price, availability: observation.availability, expectsProductData })
    : null;
  return { observation, scriptBuilt };
}
