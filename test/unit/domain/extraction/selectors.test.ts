import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { scanNodes, scanPage } from '../../../../src/domain/extraction/scan-page.js';
import { applySelectors, selectorProblem, type SelectedPage } from '../../../../src/domain/extraction/selectors.js';
import { parseReadingRules, readSelectors, readsDifferently, readStockWords, storedReadingRules, NO_READING_RULES } from '../../../../src/domain/extraction/reading-rules.js';
import { readHtmlPage } from '../../../../src/domain/extraction/page-readers/read-html.js';
import { PageReadError } from '../../../../src/domain/extraction/page-readers/page-reader-definition.js';

const FIXTURES = join(import.meta.dirname, '../../../fixtures');
const EXTRACTION_PAGES = join(FIXTURES, 'pages/extraction');
const PAGE_PAIRS = join(FIXTURES, 'page-pairs');

const PAGE = `<html><head><title>Kettle</title></head><body><div class="banner">Deal &amp; more</div>
<main><p>Was <s class="old">$30.00</s></p><p class="now">Now $20.00</p><div id="ad">Advert</div></main>
<aside><p class="now">$5.00 shipping</p></aside></body></html>`;

/** What the reading sees of the page the selectors leave. */
const scanOf = (selected: SelectedPage) => scanNodes(selected.parts, undefined, selected.isRemoved);

describe('applySelectors', () => {
  it('reads the region with removed elements left out, exactly as if that HTML were the page', () => {
    const css = applySelectors(PAGE, { region: ['main'], remove: ['#ad'] });
    expect(scanOf(css)).toEqual(scanPage('<main><p>Was <s class="old">$30.00</s></p><p class="now">Now $20.00</p></main>'));
    expect(scanOf(css).lines.join('\n')).not.toContain('Advert');
    expect(css.title).toBe('Kettle');
    expect(scanOf(applySelectors(PAGE, { region: ['//main'], remove: ['//div[@id="ad"]'] }))).toEqual(scanOf(css));
  });

  it('joins several regions in page order with a line break, a region inside another once', () => {
    const selected = applySelectors(PAGE, { region: ['aside', '.banner', 'body > .banner'] });
    expect(selected.parts).toHaveLength(2);
    expect(scanOf(selected)).toEqual(scanPage('<div class="banner">Deal &amp; more</div>\n<aside><p class="now">$5.00 shipping</p></aside>'));
    const inline = '<p>Price <b class="a">$5</b> or <b class="b">$6</b></p>';
    expect(scanOf(applySelectors(inline, { region: ['.b', '.a'] })).lines).toEqual(['$5 $6']);
  });

  it('reads the first matching element\'s text, decoded, outside removed elements; null when nothing matches', () => {
    expect(applySelectors(PAGE, { price: '.now' }).price).toBe('Now $20.00');
    expect(applySelectors(PAGE, { price: '.now', remove: ['main'] }).price).toBe('$5.00 shipping');
    expect(applySelectors(PAGE, { price: '(//p[@class="now"])[2]/text()' }).price).toBe('$5.00 shipping');
    expect(applySelectors(PAGE, { availability: '.banner' }).availability).toBe('Deal & more');
    expect(applySelectors(PAGE, { price: '.missing' }).price).toBeNull();
    expect(applySelectors(PAGE, {})).toMatchObject({ title: null, regionMissing: false });
    expect(scanOf(applySelectors(PAGE, {}))).toEqual(scanPage(PAGE));
    expect(applySelectors(PAGE, { region: ['.gone', '//nav'] })).toMatchObject({ parts: [], regionMissing: true });
    expect(applySelectors(PAGE, { region: ['#ad'], remove: ['main'] })).toMatchObject({ regionMissing: true });
  });
});

describe('scanNodes', () => {
  // The selectors' path reads the parsed document; it must see what the streaming scan sees.
  const pages = [
    ...readdirSync(EXTRACTION_PAGES).map((name) => join(EXTRACTION_PAGES, name)),
    ...readdirSync(PAGE_PAIRS, { withFileTypes: true }).filter((entry) => entry.isDirectory())
      .flatMap((pair) => ['before.html', 'after.html'].map((name) => join(PAGE_PAIRS, pair.name, name))),
  ];

  it.each(pages.map((path) => [relative(FIXTURES, path), path]))('reads %s as the streaming scan does', (_name, path) => {
    const html = readFileSync(path, 'utf8');
    expect(scanNodes([parseDocument(html)])).toEqual(scanPage(html));
  });

  it('walks a page nested deeper than the call stack allows', () => {
    const deep = `${'<div>'.repeat(20_000)}In stock${'</div>'.repeat(20_000)}`;
    expect(scanNodes([parseDocument(deep)]).lines).toEqual(['In stock']);
  });
});

describe('selectorProblem', () => {
  it('accepts CSS and XPath 1.0, and gives the parser\'s reason for what does not parse', () => {
    expect(selectorProblem('main > .price:not(.old)')).toBeNull();
    expect(selectorProblem('(//span[contains(@class, "price")])[1]')).toBeNull();
    expect(selectorProblem('p[')).toEqual(expect.any(String));
    expect(selectorProblem('//p[')).toBe('XPath parse error');
  });
});

describe('reading rules', () => {
  it('trims selectors, drops empty lists, and names the first unusable field', () => {
    expect(readSelectors({ region: [' main '], remove: [], price: ' .now ' })).toEqual({ ok: true, value: { region: ['main'], price: '.now' } });
    expect(readSelectors({})).toEqual({ ok: true, value: null });
    expect(readSelectors(null)).toEqual({ ok: true, value: null });
    expect(readSelectors({ region: ['main', '  '] })).toEqual({ ok: false, error: 'selectors.region[1] is not a valid selector: it is empty' });
  });

  it('stores nothing for a monitor without rules and reads back what it stored', () => {
    expect(storedReadingRules(NO_READING_RULES)).toBeNull();
    expect(parseReadingRules(null)).toEqual(NO_READING_RULES);
    const rules = { selectors: { price: '.now' }, filters: null, stockWords: null };
    expect(parseReadingRules(storedReadingRules(rules))).toEqual(rules);
    expect(readsDifferently(rules, NO_READING_RULES)).toBe(true);
    expect(readsDifferently(rules, { selectors: { price: '.now' }, filters: null, stockWords: null })).toBe(false);
    expect(readsDifferently(rules, { selectors: { price: '.now' }, filters: { ignore: ['Updated'] }, stockWords: null })).toBe(true);
  });
});

describe('readHtmlPage with selectors', () => {
  const request = (html: string, selectors: object | null) => ({
    page: { content: Buffer.from(html), contentType: 'text/html; charset=utf-8' },
    url: 'https://shop.example.com/kettle',
    keywords: [],
    judgeScriptBuilt: false,
    jsonExpression: null,
    rules: { selectors, filters: null, stockWords: null },
  });

  it('reads the price and stock of the named elements, and says so', () => {
    const { observation } = readHtmlPage(request(PAGE.replace('Advert', 'Sold out'), { price: 'main .now', availability: '#ad' }), true);
    expect(observation).toMatchObject({ price: 20, currency: 'USD', availability: 'out_of_stock', source: 'selector', title: 'Kettle' });
  });

  it('reads a page without rules exactly as before', () => {
    expect(readHtmlPage(request(PAGE, null), true)).toEqual(readHtmlPage({ ...request(PAGE, null), rules: NO_READING_RULES }, true));
    expect(readHtmlPage(request(PAGE, {}), true).observation).toEqual(readHtmlPage(request(PAGE, null), true).observation);
  });

  it('judges a page with scripts by the region the user chose, not by how little text a region holds', () => {
    const withScripts = PAGE.replace('</body>', '<script src="/app.js"></script></body>');
    const judged = (html: string, selectors: object) => readHtmlPage({ ...request(html, selectors), judgeScriptBuilt: true }, true);
    expect(judged(withScripts, { region: ['main .now'] })).toMatchObject({ observation: { text: 'Now $20.00' }, scriptBuilt: false });
    expect(judged(withScripts.replace('Now $20.00', ''), { region: ['main .now'] }).scriptBuilt).toBe(true);
    // Read whole, the same short page with scripts is what an empty shell looks like.
    expect(judged(withScripts, {}).scriptBuilt).toBe(true);
  });

  it('says a browser may find what a selector missed only on a plain read of a page that runs scripts', () => {
    const withScripts = PAGE.replace('</body>', '<script>renderPrices()</script></body>');
    const missOf = (html: string, judgeScriptBuilt: boolean, selectors: object = { price: '.gone' }): PageReadError => {
      try {
        readHtmlPage({ ...request(html, selectors), judgeScriptBuilt }, true);
      } catch (error) {
        return error as PageReadError;
      }
      throw new Error('the reading did not fail');
    };
    expect(missOf(withScripts, true)).toMatchObject({ message: 'the price selector matched nothing', mayNeedBrowser: true });
    expect(missOf(withScripts, true, { region: ['.gone'] })).toMatchObject({ mayNeedBrowser: true });
    expect(missOf(withScripts, true, { price: '.banner' })).toMatchObject({ mayNeedBrowser: true });
    expect(missOf(withScripts, false).mayNeedBrowser).toBe(false);
    expect(missOf(PAGE, true).mayNeedBrowser).toBe(false);
  });

  it('fails the reading when a field selector matches nothing or its element shows no price', () => {
    expect(() => readHtmlPage(request(PAGE, { price: '.gone' }), true)).toThrow(new PageReadError('the price selector matched nothing'));
    expect(() => readHtmlPage(request(PAGE, { availability: '.gone' }), true)).toThrow('the availability selector matched nothing');
    expect(() => readHtmlPage(request(PAGE, { region: ['.gone'] }), true)).toThrow('the region selector matched nothing');
    expect(() => readHtmlPage(request(PAGE, { region: ['.gone', 'nav'], remove: ['.missing-too'] }), true)).toThrow('the region selectors matched nothing');
    expect(() => readHtmlPage(request(PAGE, { price: '.banner' }), true)).toThrow('the price selector\'s element shows no price: "Deal & more"');
  });
});

describe('readHtmlPage with stock words', () => {
  const page = '<html><body><main><h1>Kettle</h1><p>$20.00</p><p id="stock">Gone fishing</p><button>Add to cart</button></main></body></html>';
  const request = (stockWords: object | null, selectors: object | null = null) => ({
    page: { content: Buffer.from(page), contentType: 'text/html; charset=utf-8' },
    url: 'https://shop.example.com/kettle',
    keywords: [],
    judgeScriptBuilt: false,
    jsonExpression: null,
    rules: { selectors, filters: null, stockWords },
  });

  it('reads the user\'s phrases before the built-in grammar, in the page and in the availability selector\'s element', () => {
    expect(readHtmlPage(request(null), true).observation.availability).toBe('in_stock');
    expect(readHtmlPage(request({ outOfStock: ['GONE fishing'] }), true).observation.availability).toBe('out_of_stock');
    expect(readHtmlPage(request({ outOfStock: ['gone fishing'] }, { availability: '#stock' }), true).observation.availability).toBe('out_of_stock');
  });

  it('refuses a phrase that is empty, naming it', () => {
    expect(readStockWords({ inStock: ['Ab Lager'], outOfStock: [] })).toEqual({ ok: true, value: { inStock: ['Ab Lager'] } });
    expect(readStockWords({ outOfStock: ['x', ' '] })).toEqual({ ok: false, error: 'stockWords.outOfStock[1] is empty' });
  });
});
