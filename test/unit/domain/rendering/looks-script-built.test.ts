import { describe, expect, it } from 'vitest';
import { looksScriptBuilt, type PlainPageView } from '../../../../src/domain/rendering/looks-script-built.js';
import { chooseFetchMethod } from '../../../../src/domain/rendering/render-mode.js';

const LONG_TEXT = 'Industry-leading noise cancellation, thirty hours of battery and a comfortable fit. '.repeat(6);
const SCRIPT = '<script src="/static/app.3f9a.js"></script>';

function view(overrides: Partial<PlainPageView>): PlainPageView {
  return { html: `<html><body><main>${LONG_TEXT}</main>${SCRIPT}</body></html>`, text: LONG_TEXT, price: null, availability: null, expectsProductData: false, ...overrides };
}

describe('looksScriptBuilt', () => {
  const cases: { name: string; page: PlainPageView; expected: boolean }[] = [
    { name: 'an empty shell that loads a bundle', page: view({ html: `<html><body><div id="root"></div>${SCRIPT}</body></html>`, text: '' }), expected: true },
    { name: 'a short page with inline scripts', page: view({ html: '<body><p>Loading…</p><script>render()</script></body>', text: 'Loading…' }), expected: true },
    { name: 'a short page without scripts', page: view({ html: '<body><p>Gone fishing.</p></body>', text: 'Gone fishing.' }), expected: false },
    { name: 'a short page whose only scripts are JSON data', page: view({ html: '<body><p>Hi</p><script type="application/ld+json">{}</script></body>', text: 'Hi' }), expected: false },
    { name: 'server-rendered text around an empty Next.js root', page: view({ html: `<body><header>${LONG_TEXT}</header><div id="__next"></div>${SCRIPT}</body>` }), expected: true },
    { name: 'an empty Angular root', page: view({ html: `<body><nav>${LONG_TEXT}</nav><app-root></app-root>${SCRIPT}</body>` }), expected: true },
    { name: 'a filled React root', page: view({ html: `<body><div id="root"><main>${LONG_TEXT}</main></div>${SCRIPT}</body>` }), expected: false },
    { name: 'a short page asking for JavaScript', page: view({ html: `<body><noscript>Please enable JavaScript to use this shop.</noscript><p>${LONG_TEXT}</p>${SCRIPT}</body>`, text: LONG_TEXT }), expected: true },
    { name: 'a long article that also asks for JavaScript', page: view({ html: `<body><noscript>You need to enable JavaScript.</noscript>${SCRIPT}</body>`, text: LONG_TEXT.repeat(3) }), expected: false },
    { name: 'a product page (og:type) with no price or stock', page: view({ html: `<head><meta property="og:type" content="product"></head><body>${LONG_TEXT}${SCRIPT}</body>` }), expected: true },
    { name: 'a product page with its price', page: view({ html: `<head><meta property="og:type" content="product"></head><body>${LONG_TEXT}${SCRIPT}</body>`, price: 199 }), expected: false },
    { name: 'a price monitor on a page without price or stock', page: view({ expectsProductData: true }), expected: true },
    { name: 'a price monitor on a page that shows stock', page: view({ expectsProductData: true, availability: 'in_stock' }), expected: false },
    { name: 'a content page with plenty of text', page: view({}), expected: false },
    { name: 'a short region the user chose, on a page with scripts', page: view({ text: '$412.99', narrowed: true }), expected: false },
    { name: 'a region the user chose that the scripts have not filled yet', page: view({ text: ' ', narrowed: true }), expected: true },
    { name: 'a short region on a page asking for JavaScript', page: view({ html: `<body><noscript>Please enable JavaScript.</noscript><p class="price">$5</p>${SCRIPT}</body>`, text: '$5', narrowed: true }), expected: false },
    { name: 'a region without the product page\'s price', page: view({ html: `<head><meta property="og:type" content="product"></head><body><h1>Lamp</h1>${SCRIPT}</body>`, text: 'Lamp', expectsProductData: true, narrowed: true }), expected: false },
  ];
  it.each(cases)('$name → $expected', ({ page, expected }) => {
    expect(looksScriptBuilt(page)).toBe(expected);
  });
});

describe('chooseFetchMethod', () => {
  it.each([
    ['auto', null, true, 'http'],
    ['auto', 'http', true, 'http'],
    ['auto', 'browser', true, 'browser'],
    ['auto', 'browser', false, 'http'],
    ['always', null, true, 'browser'],
    ['always', null, false, 'http'],
    ['never', 'browser', true, 'http'],
  ] as const)('%s, last observed with %s, browser available %s → %s', (mode, observedWith, available, expected) => {
    expect(chooseFetchMethod(mode, observedWith, available)).toBe(expected);
  });
});
