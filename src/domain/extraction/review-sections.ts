import type { PageScan } from './page-scan.js';

/**
 * What a section heading names when it heads customers' reviews ("Kundenrezensionen", "Avis clients",
 * "Opiniones de clientes", "Recensioni clienti", "Ürün Değerlendirmeleri", "カスタマーレビュー"): the
 * stems these headings share in each language, found anywhere in the heading's lower case.
 */
const REVIEW_STEMS = [
  'review', 'rezension', 'bewertung', 'avis', 'opini', 'recensi', 'recenz', 'beoordeling', 'omdöm', 'anmeldelse',
  'arvostel', 'hodnocen', 'vélemény', 'değerlendirme', 'yorum', 'avalia', 'レビュー', '口コミ', '評価', '评价', '評價', '리뷰', '후기',
];

/**
 * The price lines under a heading of customers' reviews, up to the next section heading: a customer's
 * words ("los compré a 99 €", "paid £45 in the sale") tell what someone paid once, not what the shop
 * offers now, so an amount written there is no price of the page.
 */
export function reviewLines(scan: PageScan): ReadonlySet<number> {
  const lines = new Set<number>();
  const sections = scan.sectionLines;
  for (let i = 0; i < sections.length; i++) {
    const heading = scan.priceLines[sections[i]!]?.toLowerCase() ?? '';
    if (!REVIEW_STEMS.some((stem) => heading.includes(stem))) continue;
    const end = sections[i + 1] ?? scan.priceLines.length;
    for (let line = sections[i]! + 1; line < end; line++) lines.add(line);
  }
  return lines;
}
