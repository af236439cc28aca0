/**
 * A price labelled as the regular one ("Regular price", "Reg.", "Prix rég.", "Precio regular",
 * "Prezzo regolare", "Cena regularna"): the price normally asked, which is the price while no sale
 * price stands beside it, and the old price once one does. The word for price before it ("Prix",
 * "Precio") would otherwise read as naming the current price (pick-price.ts).
 */
// The adjective and its short form in the shops' languages, alone or with the noun for price after it
// (English and Dutch put the adjective first: "Regular price", "Reguliere prijs").
const REGULAR = String.raw`r[eé]g\.|regular|r[eé]guli(?:er|[eè]re)|reguliere?|regolare|regularn[aey]|regul[aä]r(?:e[rn]?)?`;
const PRICE_AFTER = String.raw`price|prijs|preis|pris`;
const REGULAR_LABEL = new RegExp(String.raw`(?<!\p{L})(?:${REGULAR})(?:\s(?:${PRICE_AFTER}))?(?!\p{L})[^\d\p{L}]{0,4}$`, 'iu');

/** Whether the words right before an amount name it the regular price. */
export function namesRegularPrice(before: string): boolean {
  // Every form holds "reg" or "rég" in some case: the regex runs only then.
  return /r[eé]g/i.test(before) && REGULAR_LABEL.test(before);
}
