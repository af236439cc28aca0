import { createRequire } from 'node:module';
import type { Document as XmlDocument, Node as XmlNode } from '@xmldom/xmldom';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

// Few monitors have selectors, fewer XPath ones: css-select, the XPath library and its XML DOM are
// loaded on the first, synchronously, since pages are read synchronously, so a worker and each of its
// analysis threads do not carry them from their start (the 10,000-monitor memory bench has no margin).
const load = createRequire(import.meta.url);
const cssSelect = (): typeof import('css-select') => load('css-select') as typeof import('css-select');
const xpath = (): typeof import('xpath') => load('xpath') as typeof import('xpath');
const xmldom = (): typeof import('@xmldom/xmldom') => load('@xmldom/xmldom') as typeof import('@xmldom/xmldom');

/** A monitor's `selectors`: what of a page is read. Plain data: it crosses to an analysis thread. */
export interface Selectors {
  region?: string[];
  remove?: string[];
  price?: string;
  availability?: string;
}

/** A selector starting with `/` or `(` is XPath 1.0, any other CSS (CONTRACT.md). */
export function isXPath(selector: string): boolean {
  return selector.startsWith('/') || selector.startsWith('(');
}

/** Why `selector` cannot be used, in the parser's words; null when it parses. */
export function selectorProblem(selector: string): string | null {
  if (selector.trim() === '') return 'it is empty';
  try {
    // The library parses only as it evaluates; an empty document makes that cheap.
    if (isXPath(selector)) xpath().select(selector, new (xmldom().DOMImplementation)().createDocument(null, 'html') as unknown as Node);
    else cssSelect().compile(selector);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Each unusable selector of `selectors`, named by its field (`selectors.region[1]`). */
export function selectorsProblems(selectors: Selectors): { field: string; problem: string }[] {
  const named: [string, string][] = [
    ...(selectors.region ?? []).map((s, i): [string, string] => [`selectors.region[${i}]`, s]),
    ...(selectors.remove ?? []).map((s, i): [string, string] => [`selectors.remove[${i}]`, s]),
    ...(selectors.price === undefined ? [] : [['selectors.price', selectors.price] as [string, string]]),
    ...(selectors.availability === undefined ? [] : [['selectors.availability', selectors.availability] as [string, string]]),
  ];
  return named.flatMap(([field, selector]) => {
    const problem = selectorProblem(selector);
    return problem === null ? [] : [{ field, problem }];
  });
}

/** What a selector picked: its text, and its node when it picked one (XPath may pick a string). */
interface Picked {
  text: string;
  node: AnyNode | null;
}

/** The page as the selectors leave it: the parts to read, and the text the field selectors picked. */
export interface SelectedPage {
  /** What is read, in page order: the regions, or the whole document when none is given. */
  parts: readonly AnyNode[];
  /** Whether a remove selector names this element: it is read with nothing inside it. */
  isRemoved(element: Element): boolean;
  /** The page's <title>, which a region leaves out; null when no region is given. */
  title: string | null;
  /** Region selectors were given and none matched (outside removed elements): nothing is left to read. */
  regionMissing: boolean;
  /** The picked element's text for each field selector given; null when it matched nothing. */
  price?: string | null;
  availability?: string | null;
}

const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/**
 * Applies `selectors` to a page parsed once: the parts to read are the regions (outermost ones, in
 * page order) with removed elements left out, and the field selectors' elements are read for their
 * text. The reading then walks this same document (scanNodes), so selectors cost no second parse.
 */
export function applySelectors(html: string, selectors: Selectors): SelectedPage {
  const document = parseDocument(html);
  const select = selectIn(document);
  const removed = new Set((selectors.remove ?? []).flatMap((s) => select(s)).flatMap((p) => (p.node === null ? [] : [p.node])));
  const outsideRemoved = (picked: Picked): boolean => {
    for (let node: AnyNode | null = picked.node; node !== null; node = node.parent) if (removed.has(node)) return false;
    return true;
  };
  const regions = selectors.region ?? [];
  const picked = regions.flatMap((s) => select(s)).filter(outsideRemoved).flatMap((p) => (p.node === null ? [] : [p.node]));
  const parts = regions.length === 0 ? [document] : DomUtils.uniqueSort(DomUtils.removeSubsets(picked));
  const title = regions.length === 0 ? undefined : DomUtils.findOne((element) => element.name === 'title', document.children);
  const page: SelectedPage = {
    parts,
    isRemoved: (element) => removed.has(element),
    title: title ? textOf(title) || null : null,
    regionMissing: regions.length > 0 && parts.length === 0,
  };
  const firstText = (selector: string): string | null => {
    // With nothing removed the first match is the answer, and css-select can stop at it.
    if (removed.size > 0 || isXPath(selector)) return select(selector).filter(outsideRemoved)[0]?.text ?? null;
    const element = cssSelect().selectOne(selector, document);
    return element === null ? null : textOf(element);
  };
  if (selectors.price !== undefined) page.price = firstText(selectors.price);
  if (selectors.availability !== undefined) page.availability = firstText(selectors.availability);
  return page;
}

function selectIn(document: Document): (selector: string) => Picked[] {
  let mirror: XmlMirror | null = null;
  return (selector) => {
    if (!isXPath(selector)) return cssSelect().selectAll(selector, document).map((element) => ({ text: textOf(element), node: element }));
    mirror ??= mirrorDocument(document);
    const result = xpath().select(selector, mirror.document as unknown as Node);
    const values = Array.isArray(result) ? result : [result];
    return values.map((value) => {
      if (typeof value !== 'object' || value === null) return { text: String(value), node: null };
      const original = mirror!.originals.get(value as unknown as XmlNode);
      if (original !== undefined) return { text: textOf(original), node: original };
      return { text: (value as unknown as XmlNode).textContent ?? '', node: null };
    });
  };
}

interface XmlMirror {
  document: XmlDocument;
  originals: Map<XmlNode, AnyNode>;
}

/** The parsed HTML as an XML DOM for the XPath library, each node mapped back to its original. */
function mirrorDocument(document: Document): XmlMirror {
  const xml = new (xmldom().DOMImplementation)().createDocument(null, 'html');
  const root = xml.documentElement!;
  const originals = new Map<XmlNode, AnyNode>();
  const copy = (nodes: readonly AnyNode[], parent: XmlNode): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = xml.createTextNode(node.data);
        originals.set(text, node);
        parent.appendChild(text);
      } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const element = xml.createElement(node.name.toLowerCase());
        for (const [name, value] of Object.entries(node.attribs)) {
          // HTML allows attribute names XML does not ("@click"); XPath could not name them anyway.
          try { element.setAttribute(name, value); } catch { /* unrepresentable in XML */ }
        }
        originals.set(element, node);
        parent.appendChild(element);
        copy(node.children, element);
      } else if (node.type === 'root' || node.type === 'cdata') {
        copy(node.children, parent);
      }
    }
  };
  // The page's own <html> becomes the mirror's root so `/html/body/...` reads as in a browser.
  const htmlElement = document.children.find((node): node is Element => node.type === 'tag' && node.name.toLowerCase() === 'html');
  if (htmlElement === undefined) copy(document.children, root);
  else {
    originals.set(root, htmlElement);
    copy(htmlElement.children, root);
  }
  return { document: xml, originals };
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if ((node.type === 'tag' && !HIDDEN.has(node.name.toLowerCase())) || node.type === 'root' || node.type === 'cdata') {
    return node.children.map(textOf).join(' ').replace(/\s+/g, ' ').trim();
  }
  return '';
}
