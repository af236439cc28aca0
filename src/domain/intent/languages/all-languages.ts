import { CZECH } from './czech.js';
import { DANISH } from './danish.js';
import { DUTCH } from './dutch.js';
import { FINNISH } from './finnish.js';
import { FRENCH } from './french.js';
import { GERMAN } from './german.js';
import { ITALIAN } from './italian.js';
import { NORWEGIAN } from './norwegian.js';
import type { LanguageWords } from './language-words.js';
import { POLISH } from './polish.js';
import { PORTUGUESE } from './portuguese.js';
import { SPANISH } from './spanish.js';
import { SWEDISH } from './swedish.js';
import { TURKISH } from './turkish.js';

/** Languages read besides English, whose words live in `../vocabulary.ts`. */
export const OTHER_LANGUAGES: readonly LanguageWords[] = [GERMAN, FRENCH, SPANISH, ITALIAN, DUTCH, PORTUGUESE, POLISH, SWEDISH, DANISH, NORWEGIAN, FINNISH, CZECH, TURKISH];

/** Language codes an intent may be read in, English first. */
export type LanguageCode = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'sv' | 'da' | 'no' | 'fi' | 'cs' | 'tr';

/** Every language code, English first. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'no', 'fi', 'cs', 'tr'];
