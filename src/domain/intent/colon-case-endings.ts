import { isListedBrand } from './correct-brand-spelling.js';

// Finnish writes a case ending after a colon on a name it cannot inflect otherwise ("PS5:n hinta", "iPhone
// 16:lle"): the name is the product, the ending grammar. (Swedish "H&M:s" is a genitive that stays in a name.)
const COLON_ENDING = /(?<=[\p{L}\d]):\p{Ll}{1,4}(?=\s|$)/gu;

/** The product without case endings written after a colon: "ps5 pro:n" → "ps5 pro". */
export function withoutColonEndings(product: string): string {
  return product.replace(COLON_ENDING, '');
}

// A name that ends in a consonant takes its ending joined, after an "i" ("Blenderistä", "Samsungin"); one ending in
// a vowel takes it plainly ("Sonyn"). Taken off only where the stem is plainly a name, as Polish's are
// (`polish-name-endings.ts`): a listed brand or a watched site's name.
const JOINED_ENDINGS = ['istä', 'ista', 'issä', 'issa', 'illä', 'illa', 'iltä', 'ilta', 'ille', 'iin', 'ia', 'iä', 'in', 'stä', 'sta', 'ssä', 'ssa', 'llä', 'lla', 'ltä', 'lta', 'lle', 'n'];

function baseOf(word: string, siteNames: ReadonlySet<string>): string {
  if (!/\p{Lu}/u.test(word)) return word;
  for (const ending of JOINED_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    if (isListedBrand(stem.toLowerCase()) || siteNames.has(stem.toLowerCase())) return stem;
  }
  return word;
}

/** A Finnish product's names without their case endings: "Blenderistä" on blender.org → "Blender", "PS5:n" → "PS5". */
export function withoutFinnishEndings(product: string, sites: readonly string[]): string {
  const siteNames = new Set(sites.flatMap((site) => site.split('.')));
  return withoutColonEndings(product).replace(/[\p{L}\d]+/gu, (word) => baseOf(word, siteNames));
}
