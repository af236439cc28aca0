import { describe, expect, it } from 'vitest';
import { findPageLink } from '../../../../src/domain/sources/find-page-link.js';
import { pickProductLinks } from '../../../../src/domain/sources/pick-product-links.js';
import { readLinks } from '../../../../src/domain/sources/read-links.js';
import { isHomePage, looksLikeListing } from '../../../../src/domain/sources/resolution-target.js';

const LISTING = `<html><head><title>Search: sony</title></head><body>
<nav><a href="/">Home</a><a href="/deals">Sony WH-1000XM5 deals</a></nav>
<ul>
  <li><a href="/p/xm4"><img alt="Sony WH-1000XM4 Wireless Headphones"></a><a href="/p/xm4">Sony WH-1000XM4 Wireless Headphones</a></li>
  <li><a href="/p/case">Hard Case for Sony WH-1000XM5</a></li>
  <li><a href="/p/xm5#reviews">Sony WH-1000XM5 Wireless Noise Canceling Headphones</a></li>
  <li><a href="https://ads.example.net/p/xm5">Sony WH-1000XM5 at a partner</a></li>
  <li><a href="/search?q=sony&page=2">Sony WH-1000XM5 (page 2)</a></li>
  <li><a href="javascript:void(0)">Sony WH-1000XM5</a></li>
</ul></body></html>`;

describe('readLinks', () => {
  it('reads absolute links without fragments, their text and alt text, nav membership, title and heading', () => {
    const page = readLinks(`${LISTING.replace('<ul>', '<h1>Results for <b>sony</b></h1><ul>')}`, 'https://shop.example/search?q=sony');
    expect(page.title).toBe('Search: sony');
    expect(page.heading).toBe('Results for sony');
    expect(page.links[0]).toEqual({ url: 'https://shop.example/', text: 'Home', inNav: true });
    expect(page.links).toContainEqual({ url: 'https://shop.example/p/xm4', text: 'Sony WH-1000XM4 Wireless Headphones', inNav: false });
    expect(page.links).toContainEqual({ url: 'https://shop.example/p/xm5', text: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', inNav: false });
    expect(page.links.some((l) => l.url.startsWith('javascript'))).toBe(false);
  });
});

describe('pickProductLinks', () => {
  it('ranks the product page first, and leaves out other models, accessories, other sites, result pages and navigation', () => {
    const { links } = readLinks(LISTING, 'https://shop.example/search?q=sony');
    const picked = pickProductLinks(links, 'https://shop.example/search?q=sony', 'Sony WH-1000XM5', 3);
    expect(picked.map((p) => p.url)).toEqual(['https://shop.example/p/xm5']);
  });

  it('finds nothing when no result names the product', () => {
    const { links } = readLinks(LISTING, 'https://shop.example/search?q=sony');
    expect(pickProductLinks(links, 'https://shop.example/search?q=sony', 'Bose QuietComfort Ultra', 3)).toEqual([]);
  });
});

describe('findPageLink', () => {
  const home = `<header><nav><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/changelog">Changelog</a></nav></header>
    <main><a href="/blog/pricing-faq-for-partners-and-resellers-explained">Read our pricing FAQ for partners and resellers</a></main>
    <footer><a href="https://careers.linear.example/">Careers</a><a href="https://jobs.lever.co/other">Jobs at our partner</a></footer>`;
  const links = readLinks(home, 'https://linear.example/').links;

  it.each([
    ['pricing', 'https://linear.example/pricing'],
    ['changelog', 'https://linear.example/changelog'],
    ['careers', 'https://careers.linear.example/'],
  ] as const)('%s → %s', (kind, url) => {
    expect(findPageLink(links, 'https://linear.example/', kind)?.url).toBe(url);
  });

  it('reads labels in other languages', () => {
    const german = readLinks('<nav><a href="/unternehmen/karriere">Karriere</a><a href="/preise">Preise</a></nav>', 'https://firma.example/').links;
    expect(findPageLink(german, 'https://firma.example/', 'careers')?.url).toBe('https://firma.example/unternehmen/karriere');
    expect(findPageLink(german, 'https://firma.example/', 'pricing')?.url).toBe('https://firma.example/preise');
  });

  it('finds nothing on a site that does not link one', () => {
    expect(findPageLink(readLinks('<a href="/about">About</a>', 'https://x.example/').links, 'https://x.example/', 'pricing')).toBeNull();
  });
});

describe('looksLikeListing and isHomePage', () => {
  it.each([
    ['https://www.bestbuy.com/site/searchpage.jsp?st=Sony+WH-1000XM5', true],
    ['https://www.amazon.de/s?k=PS5', true],
    ['https://shop.example/collections/headphones', true],
    ['https://www.homedepot.com/s/DeWalt%20drill', true],
    ['https://shop.example/p/sony-wh-1000xm5', false],
    ['https://example.com/pricing', false],
  ])('%s → %s', (url, listing) => {
    expect(looksLikeListing(url)).toBe(listing);
  });

  it('knows a home page', () => {
    expect(isHomePage('https://linear.app/')).toBe(true);
    expect(isHomePage('https://linear.app')).toBe(true);
    expect(isHomePage('https://linear.app/pricing')).toBe(false);
  });
});
