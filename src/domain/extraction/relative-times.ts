import { letterTree, literalStarts } from './letter-tree.js';

/**
 * Relative times and live stamps in the languages of our stock tables and beyond: "vor 3 Minuten",
 * "il y a 2 h", "hace 5 min", "5 minutos atrás", "2 ore fa", "5 min geleden", "godzinę temu", "2 godz. temu",
 * "för 5 min sedan", "for 2 t. siden", "10 min sitten", "před hodinou", "12 perce", "acum 3 ore",
 * "πριν από 3 λεπτά", "5 dakika önce", "5 минут назад", "3時間前", "5分钟前", "5분 전"; a countdown
 * to the next departure ("Nästa avgång om 4 min", "Seuraava lähtö 4 min kuluttua"); a clock after
 * a word for "updated" ("Sist oppdatert kl. 09:12", "Aggiornato alle 10:31"); a day stamp ("Heute,
 * 21:14", "i går kl. 21.15", "dodano dzisiaj"). Each is read off the visit, not written by the page's author. Patterns work on one whitespace-normalised line.
 */

const NUM = String.raw`(?:\d+|einer?m?|une?|una?|un'|uno|een|um|uma|en|ett?|yksi|jedn(?:ou|ím|u)|o|bir|egy|μία|μια|ένα|ένας|wenigen|quelques|unos|unas|alguns|algumas|pochi|enkele|kilka|några|nogle|noen|muutama|několika|néhány|câteva|λίγα|λίγες)`;
// Before a preposition's unit the number may be left out ("vor Stunden", "před hodinou"); before
// a postposition ("5 perce", "2 ay önce") it must be there: "napja" alone is "its day".
const N = String.raw`(?:${NUM} ?)?`;
const NN = String.raw`${NUM} ?`;

// Each language's words, as a phrase around a unit; abbreviations ("min", "h", "t.", "Std.") too.
const PAST = [
  // de
  String.raw`vor ${N}(?:sek(?:\.|unden?)?|min(?:\.|uten?)?|std\.?|stunden?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)`,
  // fr
  String.raw`il y a ${N}(?:s|sec(?:ondes?)?|min(?:utes?)?|h|heures?|j|jours?|sem(?:aines?)?|mois|ans?)`,
  // es, pt ("hace", "há")
  String.raw`(?:hace|há) ${N}(?:s|seg(?:undos?)?|min(?:utos?)?|h|horas?|d|d[ií]as?|sem(?:anas?)?|mes(?:es)?|años?|anos?)`,
  // pt-BR, es-419 ("5 minutos atrás")
  String.raw`${NN}(?:seg(?:undos?)?|min(?:utos?)?|h|horas?|d[ií]as?|semanas?|mes(?:es)?|anos?) atrás`,
  // it
  String.raw`${NN}(?:sec(?:ondi)?|min(?:ut[oi])?|h|or[ae]|giorn[oi]|settiman[ae]|mes[ei]|ann[oi]) fa`,
  // nl
  String.raw`${NN}(?:sec(?:onden?)?|min(?:uten|uut)?|u|uur|dagen|dag|weken|week|mnd|maanden|maand|jaar) geleden`,
  // pl
  String.raw`${NN}(?:sek(?:und[ya]?|undę|\.)?|min(?:ut[ya]?|utę|\.)?|godz(?:in[ya]?|inę|\.)?|dni|dzień|tyg\.|tygodni[ea]?|tydzień|mies\.|miesi(?:ąc|ące|ęcy)|lat[a]?|rok) temu|(?:sekundę|minutę|godzinę) temu`,
  // sv
  String.raw`för ${N}(?:sek(?:und(?:er)?)?|min(?:ut(?:er)?)?|tim(?:me|mar)?|h|dag(?:ar)?|veck(?:a|or)|mån(?:ad(?:er)?)?|år) sedan`,
  // da, no
  String.raw`for ${N}(?:sek(?:und(?:er)?)?|min(?:ut(?:t|ter)?)?\.?|t\.?|time[r]?|timer|dag(?:e|er)?|døgn|ug(?:e|er)|uk(?:e|er)|måned(?:er)?|år) siden`,
  // fi
  String.raw`${NN}(?:s|sek(?:unti(?:a)?)?|min(?:uutti(?:a)?)?|t|h|tunti(?:a)?|pv|päivä(?:ä)?|vk|viikko(?:a)?|kk|kuukau(?:si|tta)|vuo(?:si|tta)) sitten`,
  // cs, sk ("před 5 minutami", "před hodinou", "pred 2 dňami")
  String.raw`p[řr]ed ${N}(?:s|sek(?:und(?:ou|ami)?)?|min(?:ut(?:ou|ami)|útou|útami)?|hod(?:in(?:ou|ami)?)?|dn(?:em|y|ami)|dňom|dňami|týdn(?:em|y)|týžd(?:ňom|ňami)|měsíc(?:em|i)|mesiac(?:om|mi)|rok(?:em|y|om|mi)|lety|chvílí|chvíľou)`,
  // hu ("12 perce", "2 órája", "5 perccel ezelőtt")
  String.raw`${NN}(?:másodperce|perce|órája|napja|hete|hónapja|éve)`,
  String.raw`${NN}(?:másodperccel|perccel|órával|nappal|héttel|hónappal|évvel) ezelőtt`,
  // ro ("acum 3 ore", "acum o oră")
  String.raw`acum ${N}(?:sec(?:unde|undă)?|min(?:ute|ut)?|or[eă]|h|zile|zi|săptămâni|săptămână|luni|lună|ani|an)`,
  // el ("πριν από 3 λεπτά", "πριν 2 ώρες")
  String.raw`πριν(?: από)? ${N}(?:δευτερόλεπτ[αο]|λεπτ[άό]|ώρ[αεές]+|ημέρ[αεές]+|μέρ[αεές]+|εβδομάδ[αεές]+|μήν(?:ες|α)|χρόνι[αο])`,
  // tr ("5 dakika önce", "az önce")
  String.raw`${NN}(?:saniye|sn|dakika|dk|saat|sa|gün|hafta|ay|yıl) önce|az önce`,
  // ru, uk ("5 минут назад", "годину тому")
  String.raw`${NN}(?:секунд[уы]?|минут[уы]?|мин\.?|час(?:а|ов)?|дн(?:я|ей)|день|недел[юи]|месяц(?:а|ев)?|год(?:а)?|лет|хвилин[уи]?|годин[уи]?|днів) (?:назад|тому)`,
];
// Written without spaces in ja, zh and ko: "3時間前", "5分钟前", "5분 전", "たった今", "刚刚".
const CJK_PAST = String.raw`\d+ ?(?:秒|分|分钟|分鐘|時間|小时|小時|日|天|週間|周|週|か月|ヶ月|个月|個月|年|초|분|시간|일|주|개월|년) ?(?:前|전)|たった今|刚刚|剛剛|방금`;

// A countdown to the next departure or arrival: "Next bus in 4 min", "Nächste Abfahrt in 3 Min.",
// "Próxima partida em 7 min", "Nästa avgång om 4 min", "Seuraava lähtö 4 min kuluttua", "Další
// spoj za 6 min", "Sonraki sefer 5 dk sonra", "Következő járat 3 perc múlva", "次の電車 4分後".
// Only minutes and seconds: "delivered in 2 days" is a promise.
const NEXT = String.raw`(?:next|nächste[rns]?|prochaine?|próxim[oa]|prossim[oa]|volgende|następn[ya]|nästa|næste|neste|seuraava|příští|další|nasledujúci|sonraki|következő|următor(?:ul|ea)?|επόμεν[οη]ς?)`;
const MINUTES = String.raw`\d+ ?(?:s|sec|sek|secs?|seconds?|sekunden|secondes|segundos|secondi|seconden|sekund(?:er|y)?|sekuntia|saniye|másodperc|secunde|δευτερόλεπτα|min\.?|mins|minutes?|minuten|minuter|minutter|minutos|minuti|minut[ya]?|minuutin|minuuttia|dakika|dk|perc|λεπτά)`;
const SOON = String.raw`(?:(?:in|dans|en|em|tra|fra|over|om|za|în|σε) ${MINUTES}|${MINUTES} (?:kuluttua|sonra|içinde|múlva))`;
const NEXT_COUNTDOWN = String.raw`(?<=(?<![\p{L}])${NEXT}(?![\p{L}])[^\d\n]{0,60}?)${SOON}(?![\p{L}])|(?<=次の[^\d\n]{0,20}?)\d+ ?(?:分|秒)後|(?<=下一[^\d\n]{0,20}?)\d+ ?(?:分钟|秒)后`;

// A clock after a word for "updated" or "as of", in each language, with its preposition: "Sist
// oppdatert kl. 09:12", "Aktualisiert um 10:31", "Mis à jour à 10h31", "Actualizado a las 10:31",
// "Aggiornato alle 10:31", "Bijgewerkt om 10:31", "Päivitetty klo 10.31", "Aktualizováno v 10:31",
// "Güncelleme: 10:31", "Frissítve 10:31", "Actualizat la 10:31", "Ενημερώθηκε στις 10:31".
const UPDATED = String.raw`(?:aktualisiert|stand|mis à jour|actualizad[oa]|actualització|atualizad[oa]|aggiornat[oa]|bijgewerkt|zaktualizowano|aktualizacja|uppdaterad|opdateret|oppdatert|päivitetty|aktualizováno|aktualizované|güncellendi|güncelleme|frissítve|frissítés|actualizat|actualizare|ενημερώθηκε|ενημέρωση|обновлено)`;
const AT = String.raw`(?:kl\.?|klo|um|à|a las|alle|om|às|o|v|ve|la|στις|в|at)`;
const CLOCK = String.raw`\d{1,2}(?::\d{2}|\.\d{2}(?!\.\d)|h\d{2})(?::\d{2})?(?: ?(?:uhr|h))?`;
const UPDATED_CLOCK = String.raw`(?<![\p{L}])${UPDATED}(?![\p{L}])(?: ?:)?(?: ${AT})? ?${CLOCK}(?![\d.:])|(?<![\d.:])${CLOCK} (?:更新|に更新)|更新(?:时间|時間)?[:：]? ?${CLOCK}`;

// Today, yesterday and tomorrow: the day of the visit, so a stamp written with one turns at
// midnight ("Heute, 21:14" → "Gestern, 21:14", "vandaag 22:14" → "gisteren 22:14", "(zítra)" →
// "(dnes)"). A stamp is the day word before a clock ("i går kl. 21.15", "Tänään klo 7.45", "ieri alle
// 21:14"), or the day word as all of a clause, after at most one word ("dodano dzisiaj · 14
// kandydatów", "Eilen · ❤ 213", "(zítra)"). Before a colon it labels a reading ("Bologna oggi: 9°C",
// volatile-lines.ts) and stays, and so does a day word before the first end of a span of hours
// ("heute 8:00–18:00"); words that also mean "morning" or "here" (morgen, hier) count only before a clock.
const DAY_WORDS = String.raw`today|yesterday|tomorrow|heute|gestern|vorgestern|übermorgen|aujourd['’]hui|demain|hoy|ayer|anteayer|mañana|oggi|ieri|domani|vandaag|gisteren|eergisteren|hoje|ontem|amanhã|dziś|dzisiaj|wczoraj|jutro|idag|i dag|igår|i går|imorgon|i morgon|i morgen|tänään|eilen|huomenna|dnes|včera|zítra|zajtra|bugün|dün|yarın|tegnap|holnap|astăzi|azi|mâine|σήμερα|χθες|αύριο|сегодня|вчера|завтра`;
const DAY_CLOCK = String.raw`(?<![\p{L}\p{N}])(?:${DAY_WORDS}|morgen|hier),? (?:${AT} )?${CLOCK}(?: ?[ap]\.?m\.?)?(?![\p{L}\p{N}])(?! ?(?:[–—-]|to|bis|à|a|alle|al|tot|até|till|until|do|til) ?\d)`;
// The word first, then what stands before it: a lookbehind tried at every place of a line cost more.
const CLAUSE_START = String.raw`(?:^|[·•|,;(»–—] ?)(?:\p{L}+ )?`;
const DAY_CLAUSE = String.raw`(?<![\p{L}\p{N}])(?:${DAY_WORDS})(?<=${CLAUSE_START}(?:${DAY_WORDS}))(?= ?(?:$|[·•|,;)]))`;

/** Relative times, countdowns to the next departure and update clocks, in every language above. */
export const LOCAL_RELATIVE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${PAST.join('|')})(?![\p{L}])|(?<!\d)(?:${CJK_PAST})|${NEXT_COUNTDOWN}|${UPDATED_CLOCK}`,
  'giu',
);
const DAY_STAMP = new RegExp(`${DAY_CLOCK}|${DAY_CLAUSE}`, 'giu');

// Words that open or close a relative time above, each written out: a line holding none of them
// holds none. Matched by one regex shaped as a tree of their letters, which costs about what one
// short alternation does; a flat alternation of some forty words cost more than the rest of a
// page's reading together (letter-tree.ts).
const CUE_WORDS = [
  // English ("5 min ago", "just now") too: volatile-tokens.ts asks this one test of every line.
  'ago\\b', 'just now', '\\bvor ', 'il y a', '\\bhace ', '\\bhá ', 'atrás', ' fa\\b', 'geleden', 'temu\\b', 'sedan\\b', 'siden\\b', 'sitten\\b',
  'před ', 'pred ', 'perce', 'órája', 'napja', 'hete\\b', 'hónapja', 'éve\\b', 'ezelőtt', '\\bacum ', 'πριν', 'önce', 'назад',
  'тому', '前', '전', '今', '刚', '剛', '방', '後', '后', 'kuluttua', 'sonra', 'içinde', 'múlva', '更新',
];

// The day words, and "hier" and "morgen", which count before a clock.
const DAY_CUE_WORDS = [
  'today', 'yesterday', 'tomorrow', 'heute', 'gestern', 'vorgestern', 'morgen', 'übermorgen', 'aujourd', 'hier', 'demain', 'hoy', 'ayer', 'anteayer', 'mañana', 'oggi', 'ieri', 'domani',
  'vandaag', 'gisteren', 'eergisteren', 'hoje', 'ontem', 'amanhã', 'dziś', 'dzisiaj', 'wczoraj', 'jutro', 'idag', 'i dag', 'igår', 'i går', 'imorgon', 'i morgon', 'i morgen',
  'tänään', 'eilen', 'huomenna', 'dnes', 'včera', 'zítra', 'zajtra', 'bugün', 'dün', 'yarın', 'tegnap', 'holnap', 'astăzi', 'azi', 'mâine',
  'σήμερα', 'χθες', 'αύριο', 'сегодня', 'вчера', 'завтра',
];

// Each cue is a whole word where it starts or ends with a Latin letter ("12 perce", not "percent").
const wholeWord = (cue: string) => `${/^[a-z]/i.test(cue) ? '\\b' : ''}${cue}${/[a-z]$/i.test(cue) && !cue.endsWith('\\b') ? '\\b' : ''}`;
const CUE = new RegExp(letterTree(CUE_WORDS.map(wholeWord)), 'i');
const DAY_CUE = new RegExp(letterTree(DAY_CUE_WORDS.map(wholeWord)), 'i');
// A day stamp stands before a clock, or ends a clause set off by a separator (beside a count or a
// date: "dodano dzisiaj · 32 kandydatów"), or ends a short line ("Geplaatst gisteren"). Only lines
// with a digit and a clock or a separator are asked the day words' test; a short line's last word is
// looked up (asking every line cost as much again as the rest of this file).
const MAY_HOLD_CLOCK = /\d[:.h]\d\d/;
const CLAUSE_MARK = /[·•|)]/;
const SHORT_LINE = 40;
const LAST_WORDS = new Set(DAY_WORDS.replace("aujourd['’]hui", "aujourd'hui|aujourd’hui").split('|'));
// "Next … in 4 min" and "updated … 10:31" need a digit, so only lines with one are asked.
const CLOCK_CUE = new RegExp(letterTree([NEXT, UPDATED].flatMap(literalStarts)), 'i');

/** A cheap test: whether a line may hold one of the above, or an English relative time, at all. */
export function mayBeLocalRelative(line: string, hasDigit: boolean): boolean {
  return CUE.test(line) || (hasDigit && CLOCK_CUE.test(line));
}

/** A cheap test: whether a line may hold a day stamp ("Heute, 21:14", "dodano dzisiaj · …"). */
export function mayHoldDayStamp(line: string, hasDigit: boolean): boolean {
  if (hasDigit && (MAY_HOLD_CLOCK.test(line) || CLAUSE_MARK.test(line))) return DAY_CUE.test(line);
  return line.length <= SHORT_LINE && endsWithDayWord(line);
}

const LONGEST_DAY_WORD = 11;

function endsWithDayWord(line: string): boolean {
  const last = line.lastIndexOf(' ');
  const word = line.length - last - 1;
  if (word > LONGEST_DAY_WORD || !isLetter(line.charCodeAt(line.length - 1))) return false;
  if (LAST_WORDS.has(line.slice(last + 1).toLowerCase())) return true;
  // "i dag", "i går", "i morgon": two words.
  return last > 0 && line.charCodeAt(last - 1) !== 32 && LAST_WORDS.has(line.slice(line.lastIndexOf(' ', last - 1) + 1).toLowerCase());
}

// A Latin letter, or any letter past them (accented, Greek, Cyrillic): a line ending in a digit or a stop ends in no day word.
function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code >= 0xc0;
}

/** The line without its day stamps; ask mayHoldDayStamp first. */
export function stripDayStamps(line: string): string {
  return line.replace(DAY_STAMP, ' ');
}
