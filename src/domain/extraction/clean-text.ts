import { scanPage } from './scan-page.js';

export { normaliseText, normaliseLine } from './normalise-text.js';

/**
 * The page's main visible text, one line per block: no scripts, navigation, headers, footers,
 * forms, cookie banners, ads, carousels or related-product widgets, nothing hidden, whitespace
 * collapsed and volatile tokens removed. Only <main> (or role="main") when the page has one.
 */
export function extractMainText(html: string): string {
  return scanPage(html).lines.join('\n');
}
