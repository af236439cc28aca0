import { classFlagsOf, namesRegularPriceOnly, splitClassWords } from './classify-element.js';
import { classMeaningOf, type ClassMeaning } from './recognise-commerce-element.js';

/** What an element's class and id say: flags for it and its descendants, and its shop-markup meaning. */
export interface ClassInfo {
  readonly flags: number;
  readonly meaning: ClassMeaning;
  /** The class names a regular price and no other old price (classify-element.ts). */
  readonly regularPrice: boolean;
}

const NO_CLASS: ClassInfo = { flags: 0, meaning: null, regularPrice: false };
// Pages repeat the same class strings hundreds of times, and the pages of one shop (or one theme)
// share them, so the analysis is kept across pages. Bounded: page-unique ids must not pile up.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, ClassInfo>();

/** Analyses a class-and-id string (classIdOf) once; later calls with the same string are lookups. */
export function describeClasses(classAndId: string): ClassInfo {
  if (classAndId === '') return NO_CLASS;
  let info = cache.get(classAndId);
  if (info === undefined) {
    const tokens = classAndId.split(/\s+/);
    const words = splitClassWords(classAndId);
    info = { flags: classFlagsOf(tokens, words), meaning: classMeaningOf(tokens, words), regularPrice: namesRegularPriceOnly(words) };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(classAndId, info);
  }
  return info;
}
