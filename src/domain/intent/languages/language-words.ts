/**
 * The words one language uses in intents, each field a `|`-separated list of lower-case
 * words or phrases. English lives in `../vocabulary.ts`; every other language is one file
 * of this shape, so adding a language is adding a file.
 */
export interface LanguageWords {
  /** ISO 639-1 code. */
  code: string;
  /** Common words that tell this language apart (articles, "when", "me"), for `detectLanguage`. */
  markers: string;
  /** The sentence around the subject: "sag mir Bescheid", "quand", "est". */
  frame: string;
  /** Verbs that frame only before the subject: "überwache", "surveille". */
  lead: string;
  /** Articles alone ("der", "la", "een"), not contractions with a preposition ("du", "zum"): they open a noun phrase. */
  articles: string;
  /** Glue kept inside a product but trimmed from its ends: articles, "de", "von". */
  soft: string;
  /** Words after which the subject follows: "über", "à propos de". */
  topic: string;
  /** Topic words that also ask for content: "Neuigkeiten zu", "novità su". */
  contentTopic: string;
  /** Names for a page, not the subject: "Seite", "página". */
  page: string;
  /** The nouns for a price ("Preis", "prijs"), read through one-letter slips before "of" (`correctPriceNoun`). */
  priceNouns: string;
  price: string;
  availability: string;
  content: string;
  /**
   * "Again", "comes back": availability when no other metric word is there ("wann es die
   * Switch 2 wieder gibt"), nothing when one is ("wenn der Preis wieder sinkt").
   */
  returns: string;
  /** Verbs for something turning up on a site: "verschijnt", "aparecer" (a listing; see `WordSense.dependsOn`). */
  appears: string;
  /** Prepositions before a shop: "bei", "chez", "en". */
  sitePrepositions: string;
  /** Words joining the items of a list, "and" and "or": "und", "oder", "eller" (a second shop after one). */
  conjunctions: string;
  /**
   * Verbs a shop does with its goods: having, getting, selling ("if Argos gets it back", "wenn Otto hat"). A
   * shop's name that is also a word is the shop right before one of them, as after a preposition.
   */
  shopVerbs: string;
  /**
   * Case endings a shop's name takes after a preposition of place, in a language that declines names
   * ("w Empiku", "w x-komie"): a word that is a one-word shop's name plus one of them, where a shop is
   * expected, is that shop. "a>e" is an ending that takes the place of the name's last letters ("Alza" → "na Alze").
   */
  shopNameEndings?: string;
  /**
   * Case endings that say where by themselves (Finnish "Gigantissa", "Powerilla"): a one-word shop's name with
   * one is the shop with no preposition before it. Written as `shopNameEndings` are.
   */
  placeEndings?: string;
}

/**
 * The words that say which kind of condition an intent asks for, in one language (`../condition-words.ts`
 * holds them per language, and the grammar that reads them is shared).
 */
export interface ConditionWords {
  /**
   * Before an amount, a strict upper bound: "under", "unter", "moins de". Read in intents of every
   * language, since they need an amount right after them.
   */
  below: string;
  /**
   * Before an amount, a verb of reaching it ("llegue a", "atteint", "når"): a strict upper bound, as `below` is, but
   * weak evidence of a price, so only with a currency does it make a threshold (English "hits", "reaches").
   */
  reach?: string;
  /** Before an amount, a lower bound: "over", "mehr als", "plus de"; read in every language as `below` is. */
  above: string;
  /** After an amount, a lower bound: "or more", "oder mehr", "ou plus". */
  aboveAfter: string;
  /** After an amount, a strict upper bound, as verb-last clauses put it: "die 300-€-Marke unterschreitet". */
  belowAfter?: string;
  /** Before an amount, a bound that includes it: "at most", "höchstens". */
  atMost: string;
  /** After an amount, the same: "or less", "oder weniger". */
  atMostAfter: string;
  /**
   * Verbs of a price going down, with their past participles for the perfect ("met 50 euro gedaald is",
   * "a baissé de 40 €"). Right before an amount, or with `by` between, the amount is the drop's size.
   */
  dropVerbs: string;
  /** The preposition that gives a drop's size: "by", "um", "de". */
  by: string;
  /** After an amount, a drop of that size: "$50 cheaper", "50 € günstiger". */
  dropAfter: string;
  /** Verbs of a price going up: a percentage after them is not a drop. */
  riseVerbs: string;
  /** Words for a percentage written out: "percent", "prozent". */
  percent: string;
  /** The same before the number, as Turkish puts it: "yüzde 15". */
  percentBefore?: string;
  /** With no amount, words that ask for any drop: "cheaper", "price drop". */
  anyDrop: string;
  /** Words for going out of stock: "sold out", "ausverkauft". */
  outOfStock: string;
  /** Availability named without a direction: "availability", "stock status". */
  neutralStock: string;
  /** Being in stock, which a negation before it turns into going out of stock: "nicht mehr auf Lager", "ne sera plus disponible". */
  inStock: string;
  /** Coming back, which outweighs a negated stock word: "it's not available now, tell me when it's back". */
  again: string;
  /**
   * Words that negate the verb before a comparison: "more than" after them is a bound that
   * includes its amount ("non costa più di 550 €", "não custar mais de R$ 3.500").
   */
  negation: string;
  /**
   * The second half of a negation that stands around its verb, between the verb and the amount:
   * French "ne dépasse pas 400 €", "ne dépasse plus 450 €". The verb before it is the comparison.
   */
  negationAfter?: string;
  /**
   * Words that make an amount all the price is ("nur noch 150 €", "ne coûte plus que 100 €", "only $90"):
   * alone, an upper bound that includes it; after a comparison, like an article, they change nothing
   * ("höchstens noch 150 €").
   */
  only: string;
  /** After a comparison, the words that make it include its amount: "less than or equal to", "under or at". */
  orEqual: string;
  /** Before a comparison, the same: "igual o menos de", "égal ou inférieur à". */
  equalOr: string;
  /** Between an amount and a verb-last drop: "um 20 Euro im Preis fällt", "met 20 euro in prijs daalt". */
  inPrice: string;
  /** Verbs of costing: a fraction beside one is a share of the price ("kostet nur noch die Hälfte", "costa la metà"). */
  cost: string;
  /** Before two amounts, a range: "between $200 and $250", "zwischen 700 und 750 Euro". */
  between: string;
  /** Between the two amounts of a range: "and", "und", "et". */
  rangeAnd: string;
}

/** The words of a `|`-separated list. */
export function listWords(list: string): string[] {
  return list === '' ? [] : list.split('|');
}

/**
 * "preço" → "preco", "disponível" → "disponivel", Turkish "altına" → "altina": how words are often typed on phones and
 * foreign keyboards (the dotless ı has no accent to drop, so it is mapped to i).
 */
export function removeAccents(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').normalize('NFC');
}

/** The words of a list, each also without its accents: "até", "ate". */
export function listWordsWithoutAccents(list: string): string[] {
  return [...new Set(listWords(list).flatMap((word) => [word, removeAccents(word)]))];
}
