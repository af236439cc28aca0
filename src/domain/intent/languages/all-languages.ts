import { DUTCH } from './dutch.js';
import { FRENCH } from './french.js';
import { GERMAN } from './german.js';
import { ITALIAN } from './italian.js';
import type { LanguageWords } from './language-words.js';
import { PORTUGUESE } from './portuguese.js';
import { SPANISH } from './spanish.js';

/** Languages read besides English, whose words live in `../vocabulary.ts`. */
export const OTHER_LANGUAGES: readonly LanguageWords[] = [GERMAN, FRENCH, SPANISH, ITALIAN, DUTCH, PORTUGUESE];

/** Language codes an intent may be read in, English first. */
export type LanguageCode = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

/** Every language code, English first. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];
