import { listChangeTypes } from '../changes/change-types/registry.js';
import type { Metric } from '../intent.js';
import { appointmentTopics } from './booking-words.js';
import { isCategoryName } from './category-words.js';
import { conditionWordList } from './condition-words.js';
import { isOneEditAway } from './edit-distance.js';
import { PAGE_KIND_PHRASES } from './page-kinds.js';
import { OTHER_LANGUAGES, type LanguageCode } from './languages/all-languages.js';
import { listWords, removeAccents, type LanguageWords } from './languages/language-words.js';

/**
 * How a word (or phrase) of an intent is read:
 * - `frame`: the sentence around the subject ("tell me when", "drops", "in stock"); never part of a product;
 * - `lead`: a verb like "watch" that frames only before the subject ("watch the Apple Watch");
 * - `page`: names the kind of page ("website", "homepage"), not the subject;
 * - `soft`: glue ("the", "of") kept inside a product ("Lord of the Rings") but trimmed from its edges;
 * - `topic`: introduces the subject ("news about", "mentions"), so the words after it are preferred;
 * - `subject`: a phrase that is itself a subject although it contains frame words ("release notes").
 */
export type WordRole = 'frame' | 'lead' | 'page' | 'soft' | 'topic' | 'subject';

export interface WordSense {
  role: WordRole;
  /** The metric the word asks for; `weak` senses lose to any other metric word. */
  metric: Metric | null;
  weak: boolean;
  /**
   * The metric depends on the subject (`choose-metric.ts`): a `sale` ("goes on sale") is a
   * discount for goods but a release for tickets; a `listing` ("shows up on") asks about a
   * named product's availability, and about nothing for "remote jobs"; a `release` word ("drops") asks
   * about the price unless a release or an installment is named ("a new version of Krita drops").
   */
  dependsOn?: 'sale' | 'listing' | 'release';
}

const senses = new Map<string, WordSense>();

function define(role: WordRole, metric: Metric | null, phrases: string, weak = false, into = senses): void {
  for (const phrase of listWords(phrases)) into.set(phrase, { role, metric, weak });
}

const SALE: WordSense = { role: 'frame', metric: 'price', weak: false, dependsOn: 'sale' };
const LISTING: WordSense = { role: 'frame', metric: 'availability', weak: true, dependsOn: 'listing' };
const RELEASE: WordSense = { role: 'frame', metric: 'price', weak: false, dependsOn: 'release' };

function defineDependent(sense: WordSense, phrases: string, into = senses): void {
  for (const phrase of listWords(phrases)) into.set(phrase, sense);
}

// Prepositions that frame a sentence ("on amazon.com", "in stock") but may stand inside a name ("Rock in Rio").
const ENGLISH_PREPOSITIONS = 'on|at|in|into|from|via';
const englishPrepositions = new Set(listWords(ENGLISH_PREPOSITIONS));

/** Whether a lower-case English word is one of the prepositions that frame a sentence: "in", "on", "at". */
export function isEnglishPreposition(word: string): boolean {
  return englishPrepositions.has(word);
}

define('frame', null,
  'alert|alerts|alerted|alerting|notify|notified|notification|notifications|tell|let|know|sms|' +
  'inform|warn|remind|me|us|i|i\'d|id|i\'m|im|i\'ve|ive|we\'ve|we|want|wanna|gonna|would|like|love|please|kindly|can|could|' +
  'you|hey|hi|hello|need|asap|immediately|thanks|thank|lemme|gimme|give|when|whenever|once|if|whether|soon|as soon as|' +
  'as soon|is|are|was|were|gets|get|getting|goes|go|going|becomes|become|comes|come|has|have|had|will|be|being|been|shall|' +
  'should|it|its|it\'s|there|theres|there\'s|what|whats|what\'s|which|anything|something|everything|whatever|things|' +
  'stuff|happens|happen|see|hear|ok|okay|just|really|also|again|finally|now|today|set up|create|make|start|keep tabs|' +
  'tabs|let me know|know about|find out|alert me|heads up|automatically|how|right|away|right away|any time|anytime|' +
  'do|does|did|hits|reaches|reach|hit|release|releases|released|version|versions|launch|launches|launched|' +
  `${ENGLISH_PREPOSITIONS}|e.g|i.e|eg|ie|etc|` +
  'moment|the moment|every day|daily|every week|weekly|every hour|hourly|' +
  // How long the writer has waited is no part of a name: "I've been eyeing the Aeron for months".
  'for months|for weeks|for days|for years|for ages|for a while|' +
  // What a page does with what it says: "the museum's page lists new opening hours".
  'lists|' +
  // Chat abbreviations of the frame: "let me know", "hit me up", "thanks".
  'lmk|hmu|thx|thanx|tysm|fyi|btw');
define('lead', null,
  'set|watch|track|monitor|follow|check|keep|ping|email|e-mail|mail|text|message|send|keep an eye|keep an eye on|eye|' +
  'watching|tracking|monitoring|look|looking|waiting|waited|forever');
define('topic', null, 'about|regarding|concerning|mention|mentions|mentioning|on the topic of');
define('topic', 'content', 'news about|news on|updates about|updates on|anything about|articles about|posts about');
// Job listings name the people sought after "for": "job openings for data scientists".
define('topic', 'content', 'job openings for|openings for|jobs for|positions for|vacancies for|roles for|job postings for|job listings for|postings for|listings for');
define('topic', null, appointmentTopics('en'));
define('subject', null, 'release notes|changelog|press release|press releases|price list|price tracker|stock market');
// A metric word that modifies a noun of terms or charges names a page's topic, not the metric:
// "the shipping costs on zalando.de change", "the delivery times at ikea.com".
const TOPIC_MODIFIERS = ['shipping', 'delivery', 'return', 'returns', 'stock', 'price', 'pricing'];
const TOPIC_HEADS = ['costs', 'cost', 'fees', 'fee', 'rates', 'charges', 'policy', 'policies', 'times', 'terms', 'conditions', 'options'];
define('subject', null, TOPIC_MODIFIERS.flatMap((m) => TOPIC_HEADS.map((h) => `${m} ${h}`)).join('|'));
define('page', null, 'page|pages|website|websites|site|webpage|homepage|home page|web page|web|section|url|link|online|blog|front page');
define('page', null, PAGE_KIND_PHRASES.join('|'));
define('soft', null,
  'the|a|an|of|for|to|with|and|or|by|my|our|your|his|her|their|some|new|latest|current|this|' +
  'that|these|those|back|down|out|up|off|over|under|below|above|beneath|less than|more than|both|either|all|any|&|/|+');

// Each change type's own words (`domain/changes/change-types/`).
for (const type of listChangeTypes()) {
  define('frame', type.name, type.intent.words);
  define('frame', type.name, type.intent.weakWords, true);
}
defineDependent(SALE, 'sale|sales|on sale|go on sale|goes on sale|went on sale|going on sale|gone on sale');
defineDependent(LISTING,
  'show up|shows up|showed up|appear|appears|appeared|pop up|pops up|popped up|turn up|turns up|gets listed|is listed|are listed|' +
  'arrive|arrives|arrived');
// "Drops" is also how a release comes out: "when the next episode drops".
defineDependent(RELEASE, 'drop|drops|dropped|dropping');

/**
 * Each other language's words, read only in intents written in that language: German "hat"
 * or Dutch "als" must not take words out of English product names.
 */
function defineLanguage(words: LanguageWords): Map<string, WordSense> {
  const into = new Map<string, WordSense>();
  // Listed from weakest to strongest claim, so a word in two lists keeps the stronger reading.
  // Comparison words ("unter", "moins") and prepositions before shops are never product words.
  const code = words.code as LanguageCode;
  define('soft', null, [words.sitePrepositions, conditionWordList(code, 'below'), conditionWordList(code, 'above')].join('|'), false, into);
  define('soft', null, words.soft, false, into);
  define('page', null, words.page, false, into);
  define('frame', null, words.frame, false, into);
  define('lead', null, words.lead, false, into);
  define('topic', null, [words.topic, appointmentTopics(code)].join('|'), false, into);
  define('topic', 'content', words.contentTopic, false, into);
  // Coming back is one idea for the metric and the condition: "volta ao estoque" asks about availability.
  define('frame', 'availability', [words.returns, conditionWordList(code, 'again')].join('|'), true, into);
  defineDependent(LISTING, words.appears, into);
  for (const type of listChangeTypes()) define('frame', type.name, type.intent.wordsIn(words), false, into);
  // "esgotar", "sinkt": a word that asks for a condition also says which metric it watches; the
  // language's own lists keep their reading where both name a word.
  const implied: [Metric, string][] = [['price', conditionWordList(code, 'anyDrop')], ['price', conditionWordList(code, 'dropVerbs')], ['availability', conditionWordList(code, 'outOfStock')]];
  for (const [metric, list] of implied) {
    for (const phrase of listWords(list)) if (!into.has(phrase)) into.set(phrase, { role: 'frame', metric, weak: false });
  }
  // Accents are often left out ("preco", "disponivel", "promocao"); a written accent never is added.
  for (const [phrase, sense] of [...into]) {
    const bare = removeAccents(phrase);
    if (!into.has(bare)) into.set(bare, sense);
  }
  return into;
}

const sensesByLanguage = new Map<LanguageCode, Map<string, WordSense>>(
  OTHER_LANGUAGES.map((words) => [words.code as LanguageCode, defineLanguage(words)]),
);

const GLUE: WordSense = { role: 'soft', metric: null, weak: false };

// English keywords ("in stock", "sale", "website") keep their sense in every language. English
// glue and frame words ("in", "on", "me") are only glue there: framing, they split names ("Rock
// in Rio"); as glue they stay inside a name and are trimmed from its ends ("GoPro Hero 13 in").
// Verbs like "watch" and "monitor" are plain words there: "Apple Watch", "monitor Dell 27 inch".
const englishInOtherLanguages = new Map(
  [...senses].flatMap(([phrase, sense]): [string, WordSense][] => {
    if (sense.metric !== null || ['page', 'topic', 'subject'].includes(sense.role)) return [[phrase, sense]];
    return sense.role === 'lead' ? [] : [[phrase, GLUE]];
  }),
);

// Misspellings seen in casual intents, mapped to the word meant.
const TYPOS = new Map<string, string>(Object.entries({
  wen: 'when', whn: 'when', wehn: 'when', wenn: 'when', whe: 'when', wn: 'when',
  notfy: 'notify', nofity: 'notify', notiy: 'notify', notif: 'notify', notifiy: 'notify',
  pls: 'please', plz: 'please', plez: 'please', pleas: 'please', plse: 'please', pleeze: 'please',
  prce: 'price', pirce: 'price', prise: 'price', prcie: 'price', proce: 'price', pric: 'price', prive: 'price',
  stok: 'stock', stck: 'stock', stcok: 'stock', sotck: 'stock',
  alrt: 'alert', alret: 'alert', allert: 'alert', aler: 'alert',
  tel: 'tell', tll: 'tell', u: 'you', r: 'are', ur: 'your', ya: 'you',
  cheep: 'cheap', chaper: 'cheaper', cheper: 'cheaper', chep: 'cheap',
  drps: 'drops', dorps: 'drops', bak: 'back', bck: 'back',
  changs: 'changes', chnages: 'changes', chages: 'changes', chnage: 'change', chang: 'change',
  bellow: 'below', belw: 'below', belwo: 'below', undr: 'under', udner: 'under', ovr: 'over', abve: 'above', abov: 'above',
  teh: 'the', hte: 'the', fo: 'of', wnat: 'want', whant: 'want', knwo: 'know', kno: 'know', nkow: 'know',
  avlb: 'available', avl: 'available', watchh: 'watch', trak: 'track', trck: 'track',
}));

// Long words only: short ones collide with real product words ("post"/"cost", "charge"/"change").
const FUZZY_TARGETS = [
  'notify', 'notified', 'notification', 'available', 'availability', 'restock', 'restocked', 'restocks', 'discount',
  'discounted', 'discounts', 'cheaper', 'cheapest', 'please', 'whenever', 'update', 'updates', 'updated', 'inform',
  'preorder', 'announcement', 'expensive', 'reduced', 'immediately',
];

// Other languages have no typo table: a word of six letters or more one edit from their own
// words of seven or more ("leverbar", "disponble", "verfügbr") is read as that word. Shorter
// ones collide with product words: "preto" (black) is one edit from "preço".
const MIN_SLIP_LENGTH = 6;
const MIN_TARGET_LENGTH = 7;
const slipTargets = new Map<LanguageCode, string[]>(
  [...sensesByLanguage].map(([code, words]) => [
    code,
    [...words].filter(([p, sense]) => sense.role !== 'soft' && !p.includes(' ') && p.length >= MIN_TARGET_LENGTH).map(([p]) => p),
  ]),
);

function correctSlip(lower: string, language: LanguageCode): string {
  const words = sensesByLanguage.get(language);
  // A category of products names a product, not a slip: Italian "monitor" is no "monitora".
  if (words === undefined || words.has(lower) || lower.length < MIN_SLIP_LENGTH || !/^\p{L}+$/u.test(lower) || isCategoryName(lower)) return lower;
  const matches = (slipTargets.get(language) ?? []).filter((t) => t[0] === lower[0] && isOneEditAway(lower, t));
  // "disponivel" and "disponível" are one word; two different words mean the slip is not clear.
  return new Set(matches.map((m) => words.get(m))).size === 1 ? (matches[0] as string) : lower;
}

/**
 * The word the writer meant: a known misspelling or a one-edit slip of a long keyword, else
 * the word itself. `mayBeName` (a capital mid-sentence) keeps other languages' words as
 * written: "iPhone 16 Prestige" is not a slip.
 */
export function correctWord(lower: string, language: LanguageCode = 'en', mayBeName = false): string {
  if (language !== 'en') return mayBeName ? lower : correctSlip(lower, language);
  const typo = TYPOS.get(lower);
  if (typo !== undefined) return typo;
  if (senses.has(lower) || lower.length < 5 || !/^[a-z]+$/.test(lower)) return lower;
  for (const target of FUZZY_TARGETS) {
    if (target[0] === lower[0] && isOneEditAway(lower, target)) return target;
  }
  return lower;
}

// "preso do iPhone", "prjs van de PS5": the price noun is short, so its slips are too short for
// `correctSlip` ("preto", black, is one edit from "preço"). Read as the noun only where the noun
// stands: before the glue that opens its object ("do", "van", "vom") and outside a name.
const MIN_NOUN_SLIP_LENGTH = 4;
const priceNouns = new Map<LanguageCode, string[]>(
  OTHER_LANGUAGES.map((words) => [words.code as LanguageCode, listWords(words.priceNouns).flatMap((n) => [n, removeAccents(n)])]),
);

const ENGLISH_PRICE_NOUNS = ['price', 'prices'];

/** Whether a lower-case word is a noun for a price in `language` or English ("Preis", "prix", "price"). */
export function isPriceNoun(lower: string, language: LanguageCode): boolean {
  return ENGLISH_PRICE_NOUNS.includes(lower) || (priceNouns.get(language)?.includes(lower) ?? false);
}

/**
 * The price noun a word one edit from it means ("prjs" → "prijs"), when the next word is the
 * language's glue and the word before is not a subject word (`afterSubjectWord`); else the word.
 */
export function correctPriceNoun(lower: string, next: string, afterSubjectWord: boolean, language: LanguageCode): string {
  const nouns = priceNouns.get(language);
  if (nouns === undefined || afterSubjectWord || lower.length < MIN_NOUN_SLIP_LENGTH || !/^\p{L}+$/u.test(lower)) return lower;
  if (isWordOf(language, lower) || sensesByLanguage.get(language)?.get(next)?.role !== 'soft') return lower;
  return nouns.find((noun) => isOneEditAway(lower, noun)) ?? lower;
}

/** Longest phrase in any language, in words. */
export const MAX_PHRASE_WORDS = Math.max(
  ...[senses, ...sensesByLanguage.values()].flatMap((map) => [...map.keys()].map((p) => p.split(' ').length)),
);

// A verb with its pronoun joined by a hyphen ("préviens-moi", "avise-me", "a-t-il") frames the sentence.
const JOINED_PRONOUN = /^\p{L}+-(?:moi|nous|vous|toi|me|nos|t-il|t-elle|il|elle|lo|la)$/u;
const FRAME: WordSense = { role: 'frame', metric: null, weak: false };

const DISCOUNT: WordSense = { role: 'frame', metric: 'price', weak: false };

/**
 * The sense of a lower-case, single-spaced, already corrected word or phrase in `language`;
 * English words keep their sense in every language ("in stock", "sale").
 */
export function findSense(phrase: string, language: LanguageCode = 'en'): WordSense | undefined {
  // "20% off" asks about price; a percentage is never a product word.
  if (/^\d{1,3}(?:[.,]\d+)?%$/.test(phrase)) return DISCOUNT;
  if (language === 'en') return senses.get(phrase);
  if (JOINED_PRONOUN.test(phrase)) return FRAME;
  return sensesByLanguage.get(language)?.get(phrase) ?? englishInOtherLanguages.get(phrase) ?? priceCompoundSense(phrase, language);
}

// Languages that write a price noun joined to the noun it qualifies: "Preisänderung", "prijswijziging".
const COMPOUNDING = new Set<LanguageCode>(['de', 'nl']);
const MIN_COMPOUND_TAIL = 4;

/**
 * A word made of the price noun and a word of the vocabulary ("prijswijziging", "Preiserhöhung",
 * "prijsalarm") plays that word's role and asks about the price; other words, and words in other
 * languages, have no sense here.
 */
function priceCompoundSense(word: string, language: LanguageCode): WordSense | undefined {
  if (!COMPOUNDING.has(language)) return undefined;
  const noun = priceNouns.get(language)?.find((n) => word.startsWith(n) && word.length >= n.length + MIN_COMPOUND_TAIL);
  if (noun === undefined) return undefined;
  const tail = sensesByLanguage.get(language)?.get(word.slice(noun.length));
  return tail === undefined ? undefined : { role: tail.role, metric: 'price', weak: false };
}

const ENGLISH_ARTICLES = 'the|a|an';
const articles = new Map<LanguageCode, Set<string>>([
  ['en', new Set(listWords(ENGLISH_ARTICLES))],
  ...OTHER_LANGUAGES.map((words): [LanguageCode, Set<string>] => [words.code as LanguageCode, new Set(listWords(words.articles))]),
]);

/** Whether a lower-case word is an article of `language` alone, not a preposition joined with one ("du", "zum", "della"). */
export function isArticle(word: string, language: LanguageCode): boolean {
  return articles.get(language)?.has(word) ?? false;
}

/** Whether `word` is in `language`'s own vocabulary (English: the English words above). */
export function isWordOf(language: LanguageCode, word: string): boolean {
  return language === 'en' ? senses.has(word) : (sensesByLanguage.get(language)?.has(word) ?? false);
}
