import type { StockConcept } from './stock-concepts.js';

/**
 * How a word of the tables inflects in its language, so that one entry stands for its forms:
 * gender, number and case of adjectives and participles ("ausverkauft": "ausverkaufte",
 * "agotado": "agotadas", "leverbaar": "leverbare", "slutsåld": "slutsålt", "wyprzedany":
 * "wyprzedane"). Each rule is an ending of the entry ('' for any) and the endings that may stand
 * in its place. Only words of INFLECTED_CONCEPTS of five letters or more inflect.
 */
export type Inflection = readonly [ending: string, replacements: readonly string[]];
const SUPERLATIVE = {
  es: ['isimo', 'isima', 'isimos', 'isimas'],
  it: ['issimo', 'issima', 'issimi', 'issime'],
  pt: ['issimo', 'issima', 'issimos', 'issimas'],
};
const SLAVIC_ADJECTIVE = ['y', 'a', 'e', 'i', 'o', 'ych', 'ich', 'ego', 'eho', 'ej'];
export const INFLECTIONS: Readonly<Record<string, readonly Inflection[]>> = {
  de: [['', ['e', 'en', 'er', 'es', 'em']]],
  nl: [['', ['e', 'en']], ['aar', ['are', 'aren']]],
  sv: [['', ['a', 't', 'e']], ['d', ['t']]],
  da: [['', ['e', 't']]],
  no: [['', ['e', 't']]],
  fr: [['', ['e', 's', 'es']]],
  // Romance adjectives and participles also take the absolute superlative, which shops use of a sell-out ("¡Agotadísimo!", "Esgotadíssimas").
  es: [['o', ['a', 'os', 'as', ...SUPERLATIVE.es]], ['a', ['o', 'os', 'as', ...SUPERLATIVE.es]], ['e', ['es']], ['l', ['les']]],
  it: [['o', ['a', 'i', 'e', ...SUPERLATIVE.it]], ['a', ['o', 'i', 'e', ...SUPERLATIVE.it]], ['e', ['i']]],
  pt: [['o', ['a', 'os', 'as', ...SUPERLATIVE.pt]], ['a', ['o', 'os', 'as', ...SUPERLATIVE.pt]], ['e', ['es']], ['vel', ['veis']]],
  pl: ['y', 'a', 'e', 'i', 'o'].map((ending) => [ending, SLAVIC_ADJECTIVE] as const),
  cs: ['y', 'a', 'e', 'i', 'o'].map((ending) => [ending, SLAVIC_ADJECTIVE] as const),
  // Finnish plurals, with the softened consonant of a participle: "loppuunmyyty" → "loppuunmyydyt", "loppunut" → "loppuneet".
  fi: [['', ['t']], ['yty', ['ydyt']], ['utu', ['udut']], ['nut', ['neet']], ['nyt', ['neet']]],
};
/**
 * The states and qualities a word says of the stock, and the participles of expecting ("Kein
 * voraussichtlicher Liefertermin", "Inget beräknat leveransdatum") and of knowing ("Tempi non ancora definiti",
 * "Fechas no confirmadas"); nouns and function words do not inflect this way.
 */
export const INFLECTED_CONCEPTS: readonly StockConcept[] = ['soldOut', 'discontinued', 'available', 'inStock', 'depleted', 'gone', 'last', 'few', 'scarce', 'unknown', 'expected', 'known'];

/**
 * Languages that write a compound as one word: a stock noun of their table before a head that
 * names a field of it is a stock noun too ("Lagerstatus", "Vorratsmenge", "voorraadniveau",
 * "lagersaldo", "varastotilanne"), with or without a linking "s". Heads that are stock nouns
 * themselves compound as well ("Lagerbestände", "varastosaldo").
 */
export const COMPOUND_HEADS: Readonly<Record<string, readonly string[]>> = {
  de: ['status', 'stand', 'bestand', 'bestande', 'menge', 'anzeige', 'info', 'ampel'],
  nl: ['status', 'stand', 'niveau', 'info', 'indicatie', 'aantal'],
  sv: ['status', 'saldo', 'niva', 'info', 'antal'],
  da: ['status', 'beholdning', 'niveau', 'info', 'saldo', 'antal'],
  no: ['status', 'beholdning', 'niva', 'info', 'saldo', 'antall'],
  fi: ['tilanne', 'tila', 'saldo', 'tieto', 'maara'],
};

/**
 * Languages that write the negation into the verb: Czech "nevyrábí" (is not made), "neprodáváme" (we
 * do not sell), "nedodáváme", "nevíme" (we do not know). A word of these classes with the prefix is one term holding the word and
 * a negation ("Výrobek se již nevyrábí" is "no longer made"); a word the tables list keeps its meanings
 * ("nedostupné" is sold out).
 */
export const NEGATING_PREFIXES: Readonly<Record<string, string>> = { cs: 'ne' };
export const PREFIX_NEGATED_CONCEPTS: readonly StockConcept[] = ['made', 'supply', 'available', 'buy', 'known'];
