import { findPrices } from './parse-price.js';
import type { PageScan } from './page-scan.js';

// Shops of Brazil and Spanish-speaking Latin America head the buy box with the price paid at once
// ("R$ 549,90 à vista no PIX", "no boleto", "$ 89.999 en efectivo", "de contado") and write the card
// price, often the same total in instalments, below it ("ou R$ 599,90 no cartão", "con tarjeta en
// 6 cuotas"). Their structured data often keeps the card price; the headline is what a buyer pays.
const CASH_CUE = /(?<!\p{L})(?:[àa] vista|pix|boleto|de contado|al contado|en efectivo|(?:en )?un (?:solo )?pago)(?!\p{L})/iu;
const CARD_CUE = /(?<!\p{L})(?:cart[aã]o|tarjeta|parcelado|a prazo|en cuotas|sem juros|sin inter[eé]s)(?!\p{L})/iu;
// The markets of that convention: a page priced in another currency is not searched for it (the
// search walks every price line of the page, and most pages are in none of these).
const CASH_MARKETS = new Set(['BRL', 'ARS', 'MXN', 'CLP', 'COP', 'PEN', 'UYU', 'PYG', 'BOB', 'VES', 'CRC', 'DOP', 'GTQ', 'HNL', 'NIO', 'PAB', 'SVC', 'CUP']);
// A discount for paying at once is a few percent to about a fifth; less than this share of the card
// price is an instalment or a deposit, not the headline.
const LEAST_CASH_SHARE = 0.7;

/**
 * The price paid at once that heads a buy box, when the structured price is the card price the page
 * writes after it: the structured amount stands on a line naming a card or instalments, and a lower
 * amount before it on a line (or followed by one) naming payment at once. Null: no such headline,
 * or a currency outside the markets that write one.
 */
export function readCashHeadline(scan: PageScan, structured: number, currency: string | null): number | null {
  if (currency !== null && !CASH_MARKETS.has(currency)) return null;
  const lines = scan.priceLines;
  const tail = String(Math.trunc(structured)).slice(-3);
  const cardAt = lines.findIndex((line, i) =>
    line.includes(tail) && (CARD_CUE.test(line) || CARD_CUE.test(lines[i + 1] ?? '')) &&
    findPrices(line, currency).some((p) => Math.abs(p.amount - structured) < 0.005));
  if (cardAt === -1) return null;
  for (let i = Math.max(0, cardAt - 3); i <= cardAt; i++) {
    const line = lines[i]!;
    if (!CASH_CUE.test(line) && !(i < cardAt && CASH_CUE.test(lines[i + 1]!))) continue;
    const cash = findPrices(line, currency).find((p) => p.marked && p.amount < structured && p.amount >= structured * LEAST_CASH_SHARE);
    if (cash !== undefined) return cash.amount;
  }
  return null;
}
