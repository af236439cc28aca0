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
}

/** The words of a `|`-separated list. */
export function listWords(list: string): string[] {
  return list === '' ? [] : list.split('|');
}

/** "preço" → "preco", "disponível" → "disponivel": how words are often typed on phones and foreign keyboards. */
export function removeAccents(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The words of a list, each also without its accents: "até", "ate". */
export function listWordsWithoutAccents(list: string): string[] {
  return [...new Set(listWords(list).flatMap((word) => [word, removeAccents(word)]))];
}
