import { createRequire } from 'node:module';
import type { Document as XmlDocument, Node as XmlNode } from '@xmldom/xmldom';
import { compile, selectAll } from 'css-select';
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

// Few monitors have an XPath selector: the XPath library and its XML DOM are loaded on the first
// one, synchronously, since pages are read synchronously, so a worker does not carry them from its
// start. css-select is small and shares htmlparser2's DOM utilities, so it is imported as usual.
const load = createRequire(import.meta.url);
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
    else compile(selector);
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

/** What a selector picked: its text, and where it stands in the page's HTML when it is a node. */
interface Picked {
  text: string;
  range: [number, number] | null;
}

/** The page as the selectors leave it: the HTML to read, and the text the field selectors picked. */
export interface SelectedPage {
  html: string;
  /** The page's <title>, which a region leaves out. */
  title: string | null;
  /** Region selectors were given and none matched (outside removed elements): nothing is left to read. */
  regionMissing: boolean;
  /** The picked element's text for each field selector given; null when it matched nothing. */
  price?: string | null;
  availability?: string | null;
}

const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/**
 * Applies `selectors` to a page: removed elements are cut out of the HTML, regions narrow it to
 * themselves (joined in page order), and the field selectors' elements are read for their text.
 * The HTML is cut from the original by the parser's offsets, so what is kept reads as before.
 */
export function applySelectors(html: string, selectors: Selectors): SelectedPage {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const select = selectIn(document);
  const removed = mergeRanges((selectors.remove ?? []).flatMap((s) => select(s)).flatMap((p) => (p.range === null ? [] : [p.range])));
  const outsideRemoved = (picked: Picked): boolean => picked.range === null || !removed.some(([start, end]) => picked.range![0] >= start && picked.range![1] <= end);
  const regions = selectors.region ?? [];
  const kept = regions.length === 0
    ? [[0, html.length] as [number, number]]
    : mergeRanges(regions.flatMap((s) => select(s)).filter(outsideRemoved).flatMap((p) => (p.range === null ? [] : [p.range])));
  const title = selectAll('title', document)[0];
  const page: SelectedPage = {
    html: kept.map((range) => cutOut(html, range, removed)).join('\n'),
    title: title === undefined ? null : textOf(title) || null,
    regionMissing: regions.length > 0 && kept.length === 0,
  };
  const firstText = (selector: string): string | null => select(selector).filter(outsideRemoved)[0]?.text ?? null;
  if (selectors.price !== undefined) page.price = firstText(selectors.price);
  if (selectors.availability !== undefined) page.availability = firstText(selectors.availability);
  return page;
}

function selectIn(document: Document): (selector: string) => Picked[] {
  let mirror: XmlMirror | null = null;
  return (selector) => {
    if (!isXPath(selector)) return selectAll(selector, document).map((element) => ({ text: textOf(element), range: rangeOf(element) }));
    mirror ??= mirrorDocument(document);
    const result = xpath().select(selector, mirror.document as unknown as Node);
    const values = Array.isArray(result) ? result : [result];
    return values.map((value) => {
      if (typeof value !== 'object' || value === null) return { text: String(value), range: null };
      const original = mirror!.originals.get(value as unknown as XmlNode);
      if (original !== undefined) return { text: textOf(original), range: rangeOf(original) };
      return { text: (value as unknown as XmlNode).textContent ?? '', range: null };
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

function rangeOf(node: AnyNode): [number, number] | null {
  return node.startIndex === null || node.endIndex === null ? null : [node.startIndex, node.endIndex + 1];
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if ((node.type === 'tag' && !HIDDEN.has(node.name.toLowerCase())) || node.type === 'root' || node.type === 'cdata') {
    return node.children.map(textOf).join(' ').replace(/\s+/g, ' ').trim();
  }
  return '';
}

/** Ranges sorted, nested and overlapping ones joined. */
function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function cutOut(html: string, [start, end]: [number, number], removed: readonly [number, number][]): string {
  let kept = '';
  let at = start;
  for (const [from, to] of removed) {
    if (to <= at || from >= end) continue;
    kept += html.slice(at, Math.max(at, from));
    at = Math.max(at, to);
  }
  return kept + html.slice(at, end);
}
