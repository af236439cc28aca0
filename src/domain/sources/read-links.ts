import { Parser } from 'htmlparser2';

export interface PageLink {
  /** Absolute http(s) URL without its fragment. */
  url: string;
  /** Visible text, with image alt text and the link's title or aria-label, whitespace collapsed. */
  text: string;
  /** Inside <nav>, <header> or <footer>: the site's own navigation. */
  inNav: boolean;
}

export interface PageLinks {
  links: PageLink[];
  title: string | null;
  heading: string | null;
}

const NAV_TAGS = new Set(['nav', 'header', 'footer']);
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg']);
// A listing links each product several times; past this many links the rest is footer noise.
const MAX_LINKS = 2000;
const MAX_TEXT = 300;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** The links, title and first <h1> of a page, read in one streaming pass. */
export function readLinks(html: string, baseUrl: string): PageLinks {
  const links: PageLink[] = [];
  let title: string | null = null;
  let heading: string | null = null;
  let navDepth = 0;
  let skipDepth = 0;
  let open: { url: string | null; parts: string[]; inNav: boolean } | null = null;
  let capture: 'title' | 'h1' | null = null;
  let captured = '';
  let base = baseUrl;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED_TAGS.has(name)) skipDepth++;
        if (NAV_TAGS.has(name)) navDepth++;
        if (name === 'base' && attributes.href) base = absolute(attributes.href, baseUrl) ?? baseUrl;
        if (name === 'a' && links.length < MAX_LINKS) {
          const label = attributes['aria-label'] ?? attributes.title ?? '';
          open = { url: attributes.href ? absolute(attributes.href, base) : null, parts: [label], inNav: navDepth > 0 };
        }
        if (name === 'img' && open !== null && attributes.alt) open.parts.push(` ${attributes.alt} `);
        if ((name === 'title' && title === null) || (name === 'h1' && heading === null)) {
          capture = name === 'title' ? 'title' : 'h1';
          captured = '';
        }
      },
      ontext(text) {
        if (skipDepth > 0 && capture !== 'title') return;
        if (open !== null) open.parts.push(text);
        if (capture !== null && captured.length < MAX_TEXT) captured += text;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (NAV_TAGS.has(name)) navDepth = Math.max(0, navDepth - 1);
        if (name === 'a' && open !== null) {
          const text = collapse(open.parts.join(' ')).slice(0, MAX_TEXT);
          if (open.url !== null && text !== '') links.push({ url: open.url, text, inNav: open.inNav });
          open = null;
        }
        if (capture === 'title' && name === 'title') {
          title = collapse(captured) || null;
          capture = null;
        }
        if (capture === 'h1' && name === 'h1') {
          heading = collapse(captured) || null;
          capture = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, title, heading };
}
