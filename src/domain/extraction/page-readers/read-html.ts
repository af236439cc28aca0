import { looksScriptBuilt, runsScripts } from '../../rendering/looks-script-built.js';
import type { Observation } from '../../observation.js';
import { decodePageText } from '../decode-page-text.js';
import { detectStockPhrase, foldStockWords, type FoldedStockWords } from '../detect-stock-phrase.js';
import { extractObservation, readScannedPage } from '../extract-observation.js';
import { parsePrice } from '../parse-price.js';
import { scanNodes } from '../scan-page.js';
import { applySelectors, type SelectedPage } from '../selectors.js';
import { PageReadError, type PageRead, type PageReadRequest } from './page-reader-definition.js';

/**
 * An HTML page read in one streaming pass (`extractObservation`): product facts and main text alike,
 * whatever the monitor watches, since a content watcher hears of price and stock moves too.
 * `expectsProductData` only says what a page without price or stock means for the script-built judgement.
 * The monitor's selectors, when it has any, narrow the page first and name the price and stock elements;
 * its own stock wording is read before the built-in grammar.
 */
export function readHtmlPage(request: PageReadRequest, expectsProductData: boolean): PageRead {
  const html = decodePageText(request.page);
  const { selectors, stockWords } = request.rules;
  const words = stockWords === null ? undefined : foldStockWords(stockWords);
  const selected = selectors === null ? null : applySelectors(html, selectors);
  // On a plain fetch of a page that runs scripts, what a selector names may not be built yet.
  const mayNeedBrowser = request.judgeScriptBuilt && selected !== null && runsScripts(html);
  const missed = (message: string): PageReadError => new PageReadError(message, { mayNeedBrowser });
  // An empty region would read as a page whose text all went: the layout changed under the selector.
  if (selected?.regionMissing) throw missed(`the region ${selectors!.region!.length === 1 ? 'selector' : 'selectors'} matched nothing`);
  const options = { url: request.url, keywords: request.keywords, ...(words === undefined ? {} : { stockWords: words }) };
  const read = selected === null ? extractObservation(html, options) : readScannedPage(scanNodes(selected.parts, words, selected.isRemoved), options);
  const observation = selected === null ? read : withSelectedFields({ ...read, title: read.title ?? selected.title }, selected, words, missed);
  const narrowed = (selectors?.region?.length ?? 0) > 0;
  const scriptBuilt = request.judgeScriptBuilt
    ? looksScriptBuilt({ html, text: observation.text, price: observation.price, availability: observation.availability, expectsProductData, narrowed })
    : null;
  return { observation, scriptBuilt };
}

/**
 * The price and stock state read from the elements the user's selectors name. A selector matching
 * nothing fails the check: the page changed under it, and a silent null would read as a change.
 */
function withSelectedFields(
  observation: Observation,
  selected: SelectedPage,
  stockWords: FoldedStockWords | undefined,
  missed: (message: string) => PageReadError,
): Observation {
  let result = observation;
  if (selected.price !== undefined) {
    if (selected.price === null) throw missed('the price selector matched nothing');
    const parsed = parsePrice(selected.price, observation.currency);
    if (parsed === null) throw missed(`the price selector's element shows no price: "${selected.price.slice(0, 80)}"`);
    result = { ...result, price: parsed.amount, currency: parsed.currency ?? observation.currency, source: 'selector' };
  }
  if (selected.availability !== undefined) {
    if (selected.availability === null) throw missed('the availability selector matched nothing');
    const availability = detectStockPhrase(selected.availability, stockWords);
    const { note: _automaticNote, ...rest } = result;
    result = {
      ...rest,
      availability,
      source: result.price === null ? 'selector' : result.source,
      ...(availability === null ? { note: `stock left unknown: the availability selector's element reads "${selected.availability.slice(0, 80)}"` } : {}),
    };
  }
  return result;
}
