import nlp from 'compromise/two';
import { isOneEditAway, isTwoEditsAway } from './edit-distance.js';

// Well-known brands and product lines whose misspellings are common and unambiguous. Only
// names of six letters or more: one edit from a shorter name is too often a real word.
const BRANDS = [
  'Nintendo', 'Samsung', 'PlayStation', 'Logitech', 'NVIDIA', 'MacBook', 'iPhone', 'AirPods', 'Garmin', 'Lenovo',
  'Motorola', 'Xiaomi', 'Huawei', 'OnePlus', 'Microsoft', 'Philips', 'Panasonic', 'Toshiba', 'Fujifilm', 'Olympus',
  'KitchenAid', 'Nespresso', 'Siemens', 'Electrolux', 'Whirlpool', 'Sennheiser', 'Beyerdynamic', 'Fitbit', 'Corsair',
  'SteelSeries', 'HyperX', 'Alienware', 'ThinkPad', 'Kindle', 'Roomba', 'Roborock', 'Ecovacs', 'Playmobil', 'Hasbro',
  'Adidas', 'Reebok', 'Patagonia', 'Timberland', 'Tissot', 'Gigabyte', 'Seagate', 'SanDisk', 'Kingston', 'Netgear',
  'Synology', 'Thermomix', 'Vorwerk', 'Yamaha', 'Marantz', 'Oculus', 'Peloton', 'Theragun', 'Breville', 'Traeger',
  'Bugaboo', 'Stokke', 'Fairphone', 'Chromebook', 'Galaxy', 'Switch', 'Swatch', 'Dreame', 'Hisense', 'Polaroid',
  'DeLonghi',
];
// A slip is one edit, or two in names of nine letters or more ("Senheisser" → Sennheiser).
const TWO_EDIT_LENGTH = 9;
// The written word may be one letter shorter than the six-letter floor ("swich" → Switch).
const MIN_WORD_LENGTH = 5;
// Switch and Swatch are both listed, so a slip reads as the one it is closest to.
// Left out on purpose, each one edit from an everyday word: Mattel (mantel),
// Technics (LEGO Technic), Marshall (marshal), Vitamix (vitamin), Philips (Phillips), Realme (realms).

const brandsByLower = new Map(BRANDS.map((brand) => [brand.toLowerCase(), brand]));

// Shorter brands take only the slips that keep their letters, a swap of neighbours or a letter
// doubled or undoubled ("Dysno", "Soony", "Aple"), or in five letters a murmured last vowel ("Dysen"),
// and only written as a name (capitalised): a new letter in a four-letter word too often makes another word.
const SHORT_BRANDS = [
  'Sony', 'Dyson', 'Apple', 'Bose', 'Canon', 'Nikon', 'Asus', 'Acer', 'Dell', 'Razer', 'Miele', 'Bosch', 'Braun',
  'Tefal', 'Sonos', 'Jabra', 'Anker', 'Epson', 'Nike', 'Puma', 'Lego', 'Ninja', 'Tesla', 'Leica', 'Oppo', 'Krups',
];
const MIN_SHORT_WORD_LENGTH = 4;
const shortBrandsByLower = new Map(SHORT_BRANDS.map((brand) => [brand.toLowerCase(), brand]));

/** Whether `a` is `b` with two neighbours swapped, or with one letter doubled or undoubled. */
function keepsLetters(a: string, b: string): boolean {
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length > 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  if (longer.length === shorter.length) {
    return i < longer.length && longer[i] === shorter[i + 1] && longer[i + 1] === shorter[i] && longer.slice(i + 2) === shorter.slice(i + 2);
  }
  return (longer[i] === longer[i - 1] || longer[i] === longer[i + 1]) && longer.slice(i + 1) === shorter.slice(i);
}

const VOWELS = /[aeiouy]/;
// An unstressed vowel is heard as a murmur and spelt "a" or "e": in a brand of five letters its last
// vowel, after a consonant, written so is a slip ("Dysen", "Tefel", "Epsen"); another vowel written
// there makes other names and words too often ("Razor", "Sonus", "Brain"), and four letters leave
// too little of the name ("Sany", "Lega").
const MIN_VOWEL_SLIP_LENGTH = 5;

/** Whether `a` is `b` with its last vowel, after a consonant, written "a" or "e". */
function murmursLastVowel(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < MIN_VOWEL_SLIP_LENGTH) return false;
  const changed = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  const at = changed[0] ?? 0;
  if (changed.length !== 1 || !'ae'.includes(a[at] as string) || !VOWELS.test(b[at] as string)) return false;
  return !VOWELS.test(b[at - 1] ?? 'a') && !VOWELS.test(b.slice(at + 1));
}

function correctShortBrand(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < MIN_SHORT_WORD_LENGTH || !/^\p{Lu}\p{L}+$/u.test(word) || shortBrandsByLower.has(lower)) return word;
  const matches = SHORT_BRANDS.filter((brand) => {
    const name = brand.toLowerCase();
    return name[0] === lower[0] && (keepsLetters(lower, name) || murmursLastVowel(lower, name));
  });
  return matches.length === 1 && !isEnglishWord(lower) ? (matches[0] as string) : word;
}

/** Whether a lower-case word is one of the listed brands and lines, long or short ("samsung", "dyson"). */
export function isListedBrand(lower: string): boolean {
  return brandsByLower.has(lower) || shortBrandsByLower.has(lower);
}

/** A word in compromise's English lexicon ("switch", "rooms", "smart") is meant as written. */
export function isEnglishWord(lower: string): boolean {
  return nlp.tokenize(lower).compute(['lexicon']).termList().some((term) => (term.tags?.size ?? 0) > 0);
}

// A product line right after its maker is that line: "Nintendo swtch" is the Switch, although
// "swtch" is one edit from Swatch too. Lowered maker of each line listed above.
const MAKER_OF_LINE = new Map<string, string>([
  ['Switch', 'nintendo'], ['Galaxy', 'samsung'], ['MacBook', 'apple'], ['iPhone', 'apple'], ['AirPods', 'apple'],
  ['ThinkPad', 'lenovo'], ['Kindle', 'amazon'], ['PlayStation', 'sony'],
]);

function correctWord(word: string, previous: string): string {
  const lower = word.toLowerCase();
  if (!/^\p{L}+$/u.test(lower) || brandsByLower.has(lower)) return word;
  if (lower.length < MIN_WORD_LENGTH) return correctShortBrand(word);
  const matches = BRANDS.filter((brand) => {
    const name = brand.toLowerCase();
    // A slip keeps the first letter, which people seldom miss: "espresso" is no Nespresso.
    if (lower === `${name}s` || name[0] !== lower[0]) return false;
    return name.length >= TWO_EDIT_LENGTH ? isTwoEditsAway(lower, name) : isOneEditAway(lower, name);
  });
  if (matches.length === 0) return correctShortBrand(word);
  const byMaker = matches.filter((brand) => MAKER_OF_LINE.get(brand) === previous.toLowerCase());
  if (byMaker.length === 1 && !isEnglishWord(lower)) return byMaker[0] as string;
  if (matches.length !== 1 || isEnglishWord(lower)) return word;
  // Two brands one edit away means the slip could be either: that is left to the shop's search.
  return matches[0] as string;
}

/**
 * The product as written, with obvious one-letter slips in well-known brand names fixed
 * ("nintedo swich 2" → "Nintendo swich 2"). Other words stay as the user wrote them: a
 * shop's own search is better at those than a guess here.
 */
export function correctBrandSpelling(product: string): string {
  let previous = '';
  return product.replace(/\p{L}+/gu, (word) => {
    previous = correctWord(word, previous);
    return previous;
  });
}
