import type { AnyNode, Element } from 'domhandler';
import { DomUtils, ElementType, Parser } from 'htmlparser2';
import { Flag, PRICE_SKIP, TEXT_SKIP, classIdOf, classifyElement, classifyInsideNoise, splitClassWords } from './classify-element.js';
import { describeClasses, type ClassInfo } from './describe-classes.js';
import { isProse, isRotatingHeroLine } from './hero-lines.js';
import { collapseWhitespace } from './normalise-text.js';
import { MICRODATA_PROPS, CENTS_MARK, acceptsText, continuesNumber, isPurchaseControl, joinSetApartCents, keepAttributeState, readLink, readMeta, scriptTypeOf, storeCapture, type Capture } from './page-capture.js';
import type { PageScan } from './page-scan.js';
import type { FoldedStockWords } from './detect-stock-phrase.js';
import { recogniseCommerceElement } from './recognise-commerce-element.js';
import { isRecommendationHeading } from './recommendation-headings.js';
import { rotatesByItself } from './self-rotating-lines.js';
import { trackSideLists } from './side-lists.js';
import { stripVolatileTokens } from './volatile-tokens.js';

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'button', 'dd', 'details', 'dialog', 'div', 'dl',
  'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
]);
// Old prices kept: a buy box shows one or two; more are a list of products.
const STRUCK_PRICE_LIMIT = 6;
const DRAWN_THROUGH = new Set(['del', 's', 'strike']);
// Blocks that name a section or a control: their line is no status of the product.
const LABEL_TAGS = new Set(['dt', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'label', 'legend', 'option', 'summary', 'th']);
// An entry of a list, a table or a definition list: a date that is all of one is a calendar's, no stamp.
const ENTRY_TAGS = new Set(['li', 'td', 'dd']);
// Headings that may name a block of recommended items; the page's own title (<h1>) never does.
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
// Blocks that hold the whole page: a recommendation heading directly inside one heads no block of its own.
const PAGE_BLOCKS = new Set(['html', 'body', 'main', 'article']);

/** The parser callbacks a scan needs; a walk over an already parsed document calls the same ones. */
interface ScanHandler {
  onopentag(name: string, attribs: Record<string, string>): void;
  ontext(data: string): void;
  onclosetag(name: string): void;
}

/**
 * Walks the HTML once with htmlparser2's streaming parser; no document tree is built. `stockWords`,
 * a monitor's own stock wording, reads stock elements and purchase buttons before the built-in grammar.
 */
export function scanPage(html: string, stockWords?: FoldedStockWords): PageScan {
  const scanner = createScanner(stockWords);
  new Parser(scanner.handler, { decodeEntities: true }).end(html);
  return scanner.finish();
}

/**
 * Scans parts of a document already parsed (a monitor's selected regions), in order, as if their HTML
 * were the page, a line break between parts: the selectors and the reading share one parse. Elements
 * `skip` names are left out with everything inside them. The walk keeps its own stack: page nesting
 * must not exhaust the call stack.
 */
export function scanNodes(parts: readonly AnyNode[], stockWords?: FoldedStockWords, skip: (element: Element) => boolean = () => false): PageScan {
  const scanner = createScanner(stockWords);
  const { onopentag, ontext, onclosetag } = scanner.handler;
  parts.forEach((part, index) => {
    if (index > 0) ontext('\n');
    const pending: Array<AnyNode | { close: string }> = [part];
    while (pending.length > 0) {
      const node = pending.pop()!;
      if ('close' in node) onclosetag(node.close);
      else if (node.type === ElementType.Text) ontext(node.data);
      else if (DomUtils.isTag(node)) {
        // isTag holds for <script> and <style> too, whose text the scan reads.
        if (skip(node)) continue;
        onopentag(node.name, node.attribs);
        pending.push({ close: node.name });
        for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
      } else if (DomUtils.hasChildren(node)) {
        for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
      }
    }
  });
  return scanner.finish();
}

function createScanner(stockWords: FoldedStockWords | undefined): { handler: ScanHandler; finish(): PageScan } {
  const scan: PageScan = {
    title: null, lang: null, meta: new Map(), jsonLd: [], productJson: [], appState: [], platformScripts: [], microdata: new Map(),
    priceCandidates: [], priceLines: [], struckPrices: [], regularPrices: [], labelLines: [], sectionLines: [], choiceLines: [], chosenLines: [], stockElement: null, stockElementLine: null,
    cart: { enabled: false, disabled: false, awaitsChoice: false, offset: null, line: null, enabledLine: null }, lines: [], rotatingLines: [], sideLists: [],
  };
  const sideLists = trackSideLists();
  const flagStack: number[] = [0];
  const classStack: string[] = [''];
  const tagStack: string[] = [''];
  const captureStack: Array<Capture | null> = [null];
  const openCaptures: Capture[] = [];
  const mainLines: string[] = [];
  let textParts: string[] = [];
  let priceParts: string[] = [];
  let partsDiffer = false;
  // Whether every worded text part of the line stood in a rotating element: an inline one (a link
  // styled as a call to action) ends no line, so its flags are not the line's block's.
  let partsRotating: boolean | null = null;
  let priceOffset = 0;
  // <title> inside inline SVG names the icon, not the page.
  let svgDepth = 0;
  // Block tags opened or closed so far: a capture's text gets a space where one stood between its parts.
  let blockEdges = 0;
  // Tags opened or closed so far, inline ones too.
  let elementEdges = 0;
  // Whether the open <select> stands where text is shown: its chosen option is then on screen.
  let selectShown = false;
  // Per open <label>: true when it wraps a radio or checkbox, a picker's choice shown apart (a block); null when it names another control.
  const choiceLabels: (boolean | null)[] = [];

  /** Ends the current line; returns the list its text went to, or null. `entry`: the line is all of a list item or table cell. */
  const flushLines = (entry = false): string[] | null => {
    if (textParts.length === 0 && priceParts.length === 0) return null;
    let textList: string[] | null = null;
    // Usually both lines hold the same text nodes; collapse whitespace once then.
    const shared = partsDiffer ? null : collapseWhitespace(textParts.join(''));
    if (textParts.length > 0) {
      const line = stripVolatileTokens(shared ?? collapseWhitespace(textParts.join('')), entry);
      textParts = [];
      const flags = flagStack.at(-1) ?? 0;
      if (line !== '') {
        textList = flags & Flag.Main ? mainLines : scan.lines;
        textList.push(line);
        sideLists.line(line);
      }
      // Only prose rotates, counts included: a number in a hero (a price, a version, a date) is what the page announces. A testimonial or a labelled ad rotates wherever it stands.
      const rotates = (flags & Flag.Rotating || partsRotating === true) && (flags & Flag.Reviews ? isProse(line) : isRotatingHeroLine(line));
      if (line !== '' && (rotates || rotatesByItself(line, textList?.at(-2)))) scan.rotatingLines.push(line);
      partsRotating = null;
    }
    if (priceParts.length > 0) {
      const line = shared ?? collapseWhitespace(joinSetApartCents(priceParts.join('')));
      priceParts = [];
      if (line !== '') {
        scan.priceLines.push(line);
        priceOffset += line.length + 1;
      }
    }
    partsDiffer = false;
    return textList;
  };

  const openCapture = (role: Capture['role']): Capture => {
    // Only a price reads the words before it ("Member price:").
    const before = role.kind === 'price' ? collapseWhitespace(`${scan.priceLines.at(-1) ?? ''} ${joinSetApartCents(priceParts.join(''))}`).slice(-80) : '';
    const capture: Capture = { role, text: '', before, offset: priceOffset, edge: blockEdges, elementEdge: elementEdges };
    openCaptures.push(capture);
    return capture;
  };

  const handler: ScanHandler = {
    onopentag(name, attribs) {
      const parentFlags = flagStack[flagStack.length - 1] ?? 0;
      // Menus, footers and carousels are large; inside them neither text nor prices are read.
      const inNoise = (parentFlags & Flag.Noise) !== 0;
      const classAndId = inNoise ? '' : classIdOf(attribs);
      const info = describeClasses(classAndId);
      let own = inNoise ? classifyInsideNoise(name, attribs) : classifyElement(name, attribs, info.flags);
      // A promotion bar or a site menu stands around the content; inside <main> it is the page's own notice or menu.
      if ((own & Flag.NoiseOutsideMain) !== 0 && ((parentFlags | own) & Flag.Main) === 0) own |= Flag.Noise;
      // ASP.NET-style pages wrap the whole body in one form; that form is not a control.
      if (name === 'form' && flagStack.length <= 3) own &= ~Flag.Control;
      let flags = parentFlags | own;
      if (name === 'select') selectShown = (parentFlags & Flag.Invisible) === 0;
      // A closed select shows its chosen option ("M – sold out"): a line of the buy box, not of the main text.
      else if (name === 'option' && selectShown && attribs.selected !== undefined) flags = (flags & ~Flag.Invisible) | Flag.Unvoiced;
      elementEdges++;
      if (name === 'label') choiceLabels.push(attribs.for === undefined ? false : null);
      const choice = name === 'input' && choiceLabels.at(-1) === false && /^(?:radio|checkbox)$/i.test(attribs.type ?? '');
      if (choice) choiceLabels[choiceLabels.length - 1] = true;
      if (BLOCK_TAGS.has(name) || choice) {
        flushLines();
        blockEdges++;
      }
      if (name === 'html' && scan.lang === null) scan.lang = attribs.lang ?? null;
      if (name === 'svg') svgDepth++;
      // An inline element opening right after digits may hold their cents: raised in a <sup>
      // ("139<sup>99</sup>") or set in an element of their own ("<span>2 499</span><span>00</span>").
      const cents = !BLOCK_TAGS.has(name) && !choice && (flags & PRICE_SKIP) === 0 && markCents(flags);
      sideLists.open(name, tagStack.length, tagStack.at(-1) ?? '');
      flagStack.push(flags);
      classStack.push(classAndId);
      tagStack.push(name);
      // Raised cents are part of the price before them, no price of their own.
      captureStack.push(cents && name === 'sup' ? null : startCapture(name, attribs, flags, info, (parentFlags & Flag.Strike) === 0));
    },
    ontext(data) {
      const flags = flagStack[flagStack.length - 1] ?? 0;
      for (let i = 0; i < openCaptures.length; i++) {
        const capture = openCaptures[i]!;
        if (!acceptsText(capture, flags)) continue;
        // Text on either side of a block edge is two words ("Tot 9" in one cell, "€ 8,49" in the next),
        // unless a number goes on across it ("12" in one block, ",99 €" in the next).
        if (capture.edge !== blockEdges && capture.text !== '' && !/\s$/.test(capture.text) && !/^\s/.test(data) && !continuesNumber(capture.text, data)) {
          capture.text += ' ';
        }
        // Words set in two elements show apart though no block edge stands between them: a small letter meeting a capital
        // ("1 299,00 zł" then "Oszczędzasz 200,00 zł") or a digit ("Cena regularna" then "14,99 zł").
        else if (capture.role.kind === 'price' && capture.elementEdge !== elementEdges && breaksAcross(capture.text, data)) {
          capture.text += ' ';
        }
        capture.edge = blockEdges;
        capture.elementEdge = elementEdges;
        capture.text += data;
      }
      const isText = (flags & TEXT_SKIP) === 0;
      const isPriceText = (flags & PRICE_SKIP) === 0;
      if (isText) {
        textParts.push(data);
        if (partsRotating !== false && WORDED.test(data)) partsRotating = (flags & Flag.Rotating) !== 0;
      }
      if (isPriceText) priceParts.push(data);
      if (isText !== isPriceText) partsDiffer = true;
    },
    onclosetag(name) {
      const capture = captureStack.pop();
      elementEdges++;
      let textList: string[] | null = null;
      if (BLOCK_TAGS.has(name) || (name === 'label' && choiceLabels.pop() === true)) {
        blockEdges++;
        const lineCount = scan.priceLines.length;
        textList = flushLines(ENTRY_TAGS.has(name));
        if (scan.priceLines.length > lineCount) {
          if (LABEL_TAGS.has(name)) scan.labelLines.push(lineCount);
          if (name === 'h2') scan.sectionLines.push(lineCount);
          else if (name === 'button' && !isPurchaseControl(capture)) scan.choiceLines.push(lineCount);
          if (((flagStack.at(-1) ?? 0) & Flag.Chosen) !== 0) scan.chosenLines.push(lineCount);
        }
      }
      if (name === 'svg') svgDepth--;
      flagStack.pop(), classStack.pop(), tagStack.pop();
      sideLists.close(name, tagStack.length);
      // "Frequently bought together" over items in a block with no telling class: the block is a
      // recommendation widget from its heading on, like one its class names (classify-element.ts).
      if (textList !== null && SECTION_HEADINGS.has(name) && !PAGE_BLOCKS.has(tagStack.at(-1) ?? '') && isRecommendationHeading(textList.at(-1)!)) {
        textList.pop();
        flagStack[flagStack.length - 1]! |= Flag.Noise;
      }
      if (capture) {
        openCaptures.splice(openCaptures.lastIndexOf(capture), 1);
        storeCapture(scan, capture, stockWords);
      }
    },
  };

  /** Marks an inline element that follows digits in price text, where its digits may be the cents. */
  function markCents(flags: number): boolean {
    if (!/\d$/.test(priceParts.at(-1) ?? '')) return false;
    priceParts.push(CENTS_MARK);
    partsDiffer = true;
    for (const capture of openCaptures) {
      if (capture.role.kind === 'price' && acceptsText(capture, flags) && /\d$/.test(capture.text)) capture.text += CENTS_MARK;
    }
    return true;
  }

  function startCapture(name: string, attribs: Record<string, string>, flags: number, { meaning, regularPrice }: ClassInfo, outsideStrike: boolean): Capture | null {
    if (name === 'script') return openCapture({ kind: 'script', type: scriptTypeOf(attribs) });
    if (name === 'title') return scan.title === null && svgDepth === 0 ? openCapture({ kind: 'title' }) : null;
    if (name === 'meta') {
      readMeta(scan, attribs, flags);
      return null;
    }
    // Not returning: a <link itemprop="availability"> is microdata too.
    if (name === 'link') readLink(scan, attribs);
    const itemprop = attribs.itemprop?.toLowerCase();
    if (itemprop !== undefined && MICRODATA_PROPS.has(itemprop) && (flags & Flag.Noise) === 0) {
      const value = attribs.content ?? attribs.href ?? attribs.value;
      if (value === undefined) return openCapture({ kind: 'microdata', prop: itemprop });
      if (!scan.microdata.has(itemprop) && value.trim() !== '') scan.microdata.set(itemprop, value.trim());
    }
    if ((flags & Flag.Noise) === 0) keepAttributeState(scan, attribs);
    if ((flags & PRICE_SKIP) !== 0) {
      const startsStrike = outsideStrike && (flags & PRICE_SKIP) === Flag.Strike && scan.struckPrices.length < STRUCK_PRICE_LIMIT;
      // Struck by its class's name alone, not drawn through: a regular price may be the price (extract-observation.ts).
      const regular = regularPrice && !DRAWN_THROUGH.has(name) && !(attribs.style ?? '').includes('line-through');
      return startsStrike ? openCapture({ kind: 'struck', regular }) : null;
    }
    const role = recogniseCommerceElement(name, attribs, meaning);
    if (role === null) return null;
    if (role.kind === 'price') role.hints = [role.hints, ...classStack.slice(-2).map(splitClassWords)].join(' ');
    return openCapture(role);
  }

  return {
    handler,
    finish() {
      flushLines();
      if (mainLines.length > 0) scan.lines = mainLines;
      scan.sideLists = sideLists.finish(scan.lines);
      return scan;
    },
  };
}

const WORDED = /\S/; // A text part with more than whitespace, which decides whether its line rotates.
const [CASE_BREAK_END, CASE_BREAK_START, AMOUNT_START] = [/\p{Ll}$/u, /^\p{Lu}/u, /^\d/];
// A small letter ends a label's word; capitals end a currency's code ("CHF", "EUR"), which an amount may meet.
const breaksAcross = (end: string, start: string): boolean => CASE_BREAK_END.test(end) && (CASE_BREAK_START.test(start) || AMOUNT_START.test(start));
