import type { Intent } from '../intent.js';
import { chooseMetric } from './choose-metric.js';
import { classifyWords } from './classify-words.js';
import { correctBrandSpelling, isEnglishWord } from './correct-brand-spelling.js';
import { detectLanguage } from './detect-language.js';
import { findPageKind, isCareersHost } from './page-kinds.js';
import { extractProduct, type ProductReading, type Run } from './extract-product.js';
import type { Role } from './classify-words.js';
import type { Token } from './tokenize.js';
import { MAX_INTENT_LENGTH } from './intent-length.js';
import { extractSites } from './extract-sites.js';
import { extractCondition } from './extract-threshold.js';
import { implyCondition } from './imply-condition.js';
import { applyMarketCurrency } from './market-currency.js';
import { currencyNamedIn, marketsFor } from './markets.js';
import { nameMonitor } from './name-monitor.js';
import { nominativeOfPolishNames } from './polish-name-endings.js';
import { withoutFinnishEndings } from './colon-case-endings.js';
import { productWithoutApostropheEndings, withoutApostropheEndings } from './apostrophe-endings.js';
import { isSoftwareNoun } from './release-words.js';
import { isSiteOwnerActing, namesRelease, readOwnerNamesAfterOf } from './site-owner.js';
import { tokenize } from './tokenize.js';
import { interpretJapanese } from './japanese/interpret-japanese.js';
import { hasKana } from './japanese/segment-japanese.js';

/**
 * Full-width letters and digits read as plain ones; ordinal marks stay, since NFKC would
 * turn the product "iPad 10ª geração" into "iPad 10a geração", and so do Japanese full-width
 * brackets, which are part of a name as written ("星の王子さま（新訳）").
 */
function normalizeIntent(text: string): string {
  return text.replace(/[^ªº（）]+/g, (part) => part.normalize('NFKC')).trim();
}

/**
 * A site's owner acting on its own site is the sentence's agent: what it acts on is the subject when
 * named ("Apple releases a new iPad on apple.com"), else the owner itself in a release watch ("Blender
 * releases a new version on blender.org"), else nothing ("Decathlon publie des offres").
 */
function objectOfOwner(text: string, tokens: Token[], roles: Role[], reading: ProductReading, owner: Run | null, product: string): string {
  const rest = roles.map((role, i) => (owner !== null && i >= owner.first && i <= owner.last ? 'frame' : role));
  const object = extractProduct(text, tokens, rest, reading).product;
  // "a new version of the app Signal on signal.org": the kind of software left beside the owner is no object.
  if (object !== '' && !isSoftwareNoun(object.toLowerCase())) return correctBrandSpelling(object);
  return namesRelease(tokens) ? product : '';
}

export type InterpretResult = { ok: true; intent: Intent } | { ok: false; error: string };

function noSiteError(product: string): string {
  return product === ''
    ? "the intent names no product, site or URL to watch; add a page URL or a product and a shop, e.g. 'the Sony WH-1000XM5 on bestbuy.com'"
    : "the intent names no site or URL to watch; add one, e.g. 'on bestbuy.com'";
}

/** Japanese writes no spaces between words, so it is read by its own rules (`japanese/`), not by tokens. */
function interpretJapaneseIntent(text: string): InterpretResult {
  const fields = interpretJapanese(text);
  if (fields.sites.length === 0) return { ok: false, error: noSiteError(fields.product) };
  return { ok: true, intent: { ...fields, name: nameMonitor(fields) } };
}

/**
 * Reads a plain-language intent ("tell me when the Sony WH-1000XM5 drops below $300
 * on bestbuy.com") into what to watch. Fails, saying what is missing, when the intent
 * names no site or URL. Pure and linear in the input; no network.
 */
export function interpretIntent(text: string): InterpretResult {
  const intentText = normalizeIntent(text);
  if (intentText === '') {
    return { ok: false, error: "the intent is empty; describe what to watch, e.g. 'tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com'" };
  }
  if (intentText.length > MAX_INTENT_LENGTH) {
    return { ok: false, error: `the intent is longer than ${MAX_INTENT_LENGTH} characters` };
  }
  if (hasKana(intentText)) return interpretJapaneseIntent(intentText);
  const writtenTokens = tokenize(intentText);
  const language = detectLanguage(writtenTokens);
  const used = writtenTokens.map(() => false);
  const markets = marketsFor(language, currencyNamedIn(intentText));
  const { sites, urls, corrections } = extractSites(writtenTokens, used, { language, markets, isWord: isEnglishWord });
  // Turkish endings after an apostrophe are grammar on a name, read once the shops' endings of place are.
  const tokens = language === 'tr' ? withoutApostropheEndings(writtenTokens) : writtenTokens;
  const free = used.map((u) => !u);
  const condition = applyMarketCurrency(extractCondition(tokens, used, language), sites, intentText, markets[0] ?? null);
  const conditionAt = used.findIndex((u, i) => u && free[i] === true);
  const { roles, metricSenses, titleCase } = classifyWords(tokens, used, language);
  readOwnerNamesAfterOf(tokens, roles, sites);
  // German capitalises every noun, so there capitals say no more than in Title Case.
  const reading = { titleCase: titleCase || language === 'de', language, conditionAt: conditionAt === -1 ? null : conditionAt };
  const { product: written, span } = extractProduct(intentText, tokens, roles, reading);
  const declined = language === 'fi' ? withoutFinnishEndings(written, sites) : language === 'tr' ? productWithoutApostropheEndings(written) : written;
  const product = correctBrandSpelling(language === 'pl' ? nominativeOfPolishNames(declined, sites) : declined);
  if (product !== written) corrections.push({ field: 'product', from: written, to: product });
  if (sites.length === 0) return { ok: false, error: noSiteError(product) };
  const page = findPageKind(tokens);
  // A careers host reads like a careers page for the metric, but the intent names no page of it.
  const pageForMetric = page ?? (sites.some(isCareersHost) ? 'careers' : null);
  const metric = chooseMetric(metricSenses, condition, { tokens, product, titleCase: reading.titleCase, page: pageForMetric });
  const subject = metric === 'content' && isSiteOwnerActing(written, span, tokens, roles, sites) ? objectOfOwner(intentText, tokens, roles, reading, span, product) : product;
  const fields = { product: subject, metric, sites, urls, condition: condition ?? implyCondition(tokens, metric, language) };
  return {
    ok: true,
    intent: { ...fields, name: nameMonitor(fields), ...(corrections.length === 0 ? {} : { corrections }), ...(page === null ? {} : { page }) },
  };
}
