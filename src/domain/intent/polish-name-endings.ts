import { isListedBrand } from './correct-brand-spelling.js';

// Polish declines foreign names: "nowa wersja Firefoxa", "cena Samsunga", "iPhone'a". The case
// endings are taken off a name only where it is plainly a name with an ending: written after an
// apostrophe, a listed brand or a watched site's name before the ending ("Thunderbirda" on
// thunderbird.net), or a stem ending in a letter no Polish word ends in (x, q: "Xboxa"). A
// Polish word ending the same way ("Biedronka", "Żabka"), or a foreign one ("Java"), is left alone.
const ENDINGS = ['owi', 'em', 'a', 'u'];
const APOSTROPHE_ENDING = /^(\p{L}[\p{L}\d]*)['’](?:owi|em|ie|a|u)$/u;
const FOREIGN_FINAL = /[qx]$/i;

function nominativeOf(word: string, siteNames: ReadonlySet<string>): string {
  const marked = APOSTROPHE_ENDING.exec(word);
  if (marked !== null) return marked[1] as string;
  if (!/^\p{Lu}/u.test(word) && !/\p{Lu}/u.test(word.slice(1))) return word;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    if (isListedBrand(stem.toLowerCase()) || siteNames.has(stem.toLowerCase()) || FOREIGN_FINAL.test(stem)) return stem;
  }
  return word;
}

/** The product of a Polish intent with its names in the nominative: "Firefoxa" → "Firefox", "Dysona V15" → "Dyson V15". */
export function nominativeOfPolishNames(product: string, sites: readonly string[]): string {
  const siteNames = new Set(sites.flatMap((site) => site.split('.')));
  return product.replace(/[\p{L}\d]+(?:['’]\p{L}+)?/gu, (word) => nominativeOf(word, siteNames));
}
