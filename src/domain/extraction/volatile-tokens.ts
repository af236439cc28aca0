import { TO_THE_SECOND, isNoticeDate } from './notice-dates.js';
import { stripCountdowns } from './countdowns.js';
import { stripGeneratedCodes } from './generated-codes.js';
import { stripLiveCounts } from './live-counts.js';
import { LOCAL_RELATIVE, mayBeLocalRelative, mayHoldDayStamp, stripDayStamps } from './relative-times.js';

// Tokens that change on every fetch without the page changing: clocks, relative times, counters,
// session ids, countdowns, generated voucher codes. Patterns work on one line whose whitespace is already single spaces.

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,? `;
const ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const ZONE = String.raw`(?: ?(?:utc|gmt|z|[+-]\d{2}:?\d{2}|[ecmpa][sd]t|cest|cet|bst|ist|jst|aest|aedt))?`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?[ap]\.?m\.?)?${ZONE}`;
const ISO_DATE = String.raw`\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?`;
const NUMERIC_DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}/\d{1,2}/\d{2}|\d{4}/\d{1,2}/\d{1,2})`;
const NAMED_DATE = String.raw`\b(?:${WEEKDAY})?(?:${MONTH} ${ORDINAL}|${ORDINAL}(?: of)? ${MONTH})`;
const AT_TIME = String.raw`(?:,? (?:at |@ )?${TIME})?`;
const DATE_TIME = String.raw`(?<!\d)(?:${ISO_DATE}|${NUMERIC_DATE}|${NAMED_DATE},? \d{4})${AT_TIME}`;
const UNIT = String.raw`(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|wks?|months?|mos?|years?|yrs?|[smhdw])`;
const RELATIVE = String.raw`\b(?:(?:about|around|over|almost|less than|more than) )?(?:\d+|an?|one|a few|few|several) ?${UNIT} ago|(?:a )?moments? ago|just now`;
// The same in other languages, and the clocks of "updated" stamps: relative-times.ts.
// An amount marked with "≈" or "~" ("≈ £246.80") is a currency conversion that moves with the
// exchange rate, not a price the page sets. (Words such as "approx." also mark estimates an author
// states, "tuition approx. €12,000", which stay.)
const APPROX_AMOUNT = /[≈~] ?(?:[A-Z]{0,3} ?[$€£¥₹₩₽] ?\d[\d.,'’ ]*\d|\d[\d.,'’ ]*\d ?[$€£¥₹₩₽]|[A-Z]{3} \d[\d.,'’]*\d)/gu;
// Live readings beside a page's content: air quality, UV and pollen indexes with their grade.
const LIVE_READING = /\b(?:aqi|uv(?: index)?|pollen(?: count)?) ?:? ?\d+(?:,? (?:good|fair|moderate|poor|unhealthy|very unhealthy|hazardous|low|medium|high|very high|extreme))?(?![\w])/gi;
// Live timings a status or monitoring page measures: "API response time (24 h average): 212 ms",
// "Median latency: 48 ms". A promised limit reads otherwise ("responses within 200 ms").
const LIVE_TIMING = /\b(?:response times?|latency|load times?|ping)\b[^\n]{0,40}?\d+(?:[.,]\d+)? ?(?:ms|milliseconds?|s|sec|seconds?)\b/gi;
// A status page lists each component with its live state and the uptime it measured ("Webhooks
// Operational 99.98% uptime"): a reading that rounds differently from day to day. A plan's uptime
// ("Business: 99.9% uptime, phone support") stands beside no live state and stays a promise.
const LIVE_STATE = /(?<![a-zà-ÿ])(?:operational|degraded|outage|under maintenance|betriebsbereit|störung|opérationnel|dégradé|panne|operativo|operacional|degradado|interrupción|funzionante|degradato|operationeel|storing|działa|awaria|driftsklar|i drift|driftstörning|kører normalt|driftsforstyrrelse|nedbrud|fungerer|toiminnassa|häiriö|v provozu|výpadek|funkční|çalışıyor|kesinti|működik|üzemzavar|funcțional|întrerupere|λειτουργεί|διακοπή)(?![a-zà-ÿ])/i;
const MEASURED_UPTIME = /(?<![\d.,])\d+(?:[.,]\d+)? ?% ?(?:uptime|availability|verfügbarkeit|disponibilité|disponibilidad|disponibilità|disponibilidade|beschikbaarheid|dostępność|tillgänglighet|tilgængelighed|tilgjengelighet|käytettävyys|dostupnost|erişilebilirlik|rendelkezésre állás|disponibilitate|διαθεσιμότητα)(?![a-zà-ÿ])/gi;
const HMS = String.raw`(?<!\d)\d{1,2}:\d{2}:\d{2}(?!\d)`;
const DURATION = String.raw`\d+ ?${UNIT}(?:,? \d+ ?${UNIT})*`;
const LABEL = String.raw`\b(?:(?:last )?(?:updated|modified|edited|changed|checked|refreshed|synced|seen|crawled)|posted|published|generated|fetched|retrieved|accessed|(?:prices? )?(?:valid |correct )?as of)(?: on| at)?:? `;
// Not after a currency sign or inside a number, so "$49 Sold out" keeps its price.
const COUNT = String.raw`(?<![$€£¥₹\d.,])\d[\d,.]*[km]?\+?`;
// A shop's live opening state: "Open now · Closes 6 pm", "Geschlossen · öffnet morgen um 09:00",
// "Open today until 20:00". It flips with the clock; the opening hours themselves (a table,
// "Open 9:00-17:00", "Saturday: open until 18:00") stay: "until" counts only beside a word for now.
const LIVE = String.raw`(?:now|today|tonight|currently|jetzt|heute|aktuell|aujourd['’]hui|maintenant|actuellement|ahora|hoy|ora|oggi|nu|vandaag|agora|hoje|teraz|dziś|idag|i dag|nå|nyt|nyní|teď|dnes|şimdi|bugün|most|ma|acum|azi|τώρα|σήμερα)`;
const OPEN_STATE = String.raw`(?:open|closed|geöffnet|geschlossen|ouvert|fermé|abierto|cerrado|aperto|chiuso|geopend|gesloten|aberto|fechado|otwarte|zamknięte|öppet|stängt|åben|åbent|lukket|åpen|åpent|stengt|avoinna|suljettu|otevřeno|zavřeno|açık|kapalı|nyitva|zárva|deschis|închis|ανοιχτό|κλειστό)`;
const OPEN_TURN = String.raw`(?:closes|opens|schließt|öffnet|ferme|ouvre|cierra|abre|chiude|apre|sluit|opent|fecha|zamyka|otwiera|stänger|öppnar|lukker|åbner|stenger|åpner|sulkeutuu|aukeaa|avautuu|zavírá|otevírá|kapanır|açılır|zár|nyit|se închide|se deschide|κλείνει|ανοίγει)(?: again| wieder| de nouveau)?`;
const UNTIL = String.raw`(?:until|till|bis|jusqu['’]à|hasta(?: las?)?|fino alle|tot|até|do|til|klo|asti|až do|până la|έως)`;
const OPEN_DAY = String.raw`(?: (?:tomorrow|morgen|demain|mañana|domani|amanhã|jutro|imorgon|i morgen|huomenna|zítra|yarın|holnap|mâine|αύριο|${LIVE}|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?))?`;
// "18.00" as Nordic and Finnish pages write a clock, here only after an opening state's words.
const CLOCK = String.raw`(?:${TIME}|\d{1,2}(?:h\d{2}|(?:[.:]\d{2})? ?(?:[ap]\.?m\.?|uhr|h)(?![a-z]))|\d{1,2}\.\d{2}(?![\d.]))(?: uhr)?`;
const OPENING_STATE = String.raw`(?:(?:${LIVE} )?${OPEN_STATE}(?: ${LIVE})? ?[·•|,:–—-]? ?${OPEN_TURN}${OPEN_DAY}(?: (?:at|um|à|a las|alle|om|às|o|kl\.?|klo|v|la|στις))? ${CLOCK}|(?:${LIVE} ${OPEN_STATE}|${OPEN_STATE} ${LIVE}) ${UNTIL} ${CLOCK})`;
// Where the clock comes first and a suffix or postposition says "at" or "until" (tr, hu): "Şimdi
// açık · 18:00'de kapanır", "Most nyitva · 18:00-kor zár", "Bugün 18:00'e kadar açık", "Ma 18:00-ig nyitva".
const CLOCK_FIRST_STATE = String.raw`(?:(?:${LIVE} )?${OPEN_STATE}(?: ${LIVE})? ?[·•|,:–—-]? ?)?${CLOCK}(?:['’](?:d[ae]|t[ae])|-(?:kor|kör|ig)) (?:kapanır|açılır|zár|nyit)|${LIVE} ${CLOCK}(?:['’](?:[ae]|y[ae]) kadar|-ig) (?:açık|nyitva)`;
// A count with its thousands grouped by a space, point or comma ("1 204", "3.210"), or bare.
const GROUPED_COUNT = String.raw`(?:\d{1,3}(?:[ .,’']\d{3})+|\d+)(?![\d.,])`;
// A live count after a label for the moment, its one noun ending the line or clause: "Akkurat nå:
// 84 badende", "Right now: 37 visitors". Not money ("Just nu: 49 kr"), not stock ("Right now: 3
// in stock": more words follow).
const NOW_LABEL = String.raw`(?:right now|jetzt gerade|gerade jetzt|en ce moment|ahora mismo|in questo momento|op dit moment|neste momento|w tej chwili|just nu|lige nu|akkurat nå|juuri nyt|právě teď|právě|nyní|šu anda|şu anda|şu an|jelenleg|most|în acest moment|acum|αυτή τη στιγμή|τώρα)`;
const NOW_COUNT = String.raw`${NOW_LABEL} ?: ?${GROUPED_COUNT} (?!(?:kr|zł|eur|euros?|usd|sek|nok|dkk|pln|chf|ft|kč|lei|tl|huf|czk|ron|try)(?![a-z]))[^\s\d.,;:€$£¥%]+(?= ?(?:$|[·•|,;]))`;
// A view counter after its label, the count ending the line or clause: "Wyświetlenia: 1 204",
// "Aufrufe: 3.210", "Views: 1,204". Visiting hours ("Horario de visitas: 10:00–18:00") stay.
const VIEWS_LABEL = String.raw`(?:views|page views|aufrufe|vues|visitas|visualizaciones|visualizzazioni|weergaven|visualizações|wyświetlenia|visningar|visninger|näyttökerrat) ?: ?${GROUPED_COUNT}(?= ?(?:$|[·•|,;)]))`;
// An old-style hit counter: "You are visitor number 88,214", "Sie sind Besucher Nr. 12.345", "Du är
// besökare nummer 88 214", "Vous êtes le visiteur n° 4 512".
const VISITOR_NUMBER = String.raw`(?:visitor|besucher(?:in)?|visiteur|visitante|visitatore|bezoeker|besökare|besøkende|besøgende|kävijä|odwiedzający|návštěvník|návštevník|ziyaretçi|látogató|vizitatorul|vizitator|επισκέπτης) (?:number|nummer|numéro|número|numero|numărul|číslo|numarası|nr\.?|no\.?|n[°º]|č\.|αριθμός|#) ?${GROUPED_COUNT}`;
const WHEN = String.raw`(?: (?:in|within) (?:the )?(?:last|past) (?:\d+ )?${UNIT}| today| this (?:week|month)| right now| now)?`;

// Patterns that start at a word: labelled stamps (first, so the label leaves with the date:
// "Last updated: 2026-11-22 10:31:07"), countdowns, dates written with a month name, id labels.
const WORD_PATTERNS: readonly string[] = [
  `${LABEL}(?:${DATE_TIME}|${NAMED_DATE}${AT_TIME}|${TIME}|${RELATIVE}|today|yesterday)`,
  String.raw`(?:(?:sale|offer|deal|promotion|auction) )?(?:ends?|ending|expires?|closes?|starts?) in:? (?:${HMS}|${DURATION})`,
  String.raw`(?:${WEEKDAY})?${MONTH} ${ORDINAL},? \d{4}${AT_TIME}`,
  String.raw`${WEEKDAY}${ORDINAL}(?: of)? ${MONTH},? \d{4}${AT_TIME}`,
  String.raw`(?:viewed|visited|watched|downloaded|installed|played|streamed|shared|bought|purchased|ordered) ${COUNT} times${WHEN}`,
  OPENING_STATE,
  CLOCK_FIRST_STATE,
  NOW_COUNT,
  VIEWS_LABEL,
  VISITOR_NUMBER,
  // Social proof: "Join 2M+ members", "join 40,000 subscribers".
  String.raw`join(?:ed by)? ${COUNT} (?:members|users|customers|subscribers|readers|listeners|people|others|creators|developers|teams|companies|businesses)`,
  // Build and commit ids with their label: "build 7f3a9c1", "commit 0b44e2d".
  String.raw`(?:build|commit|rev(?:ision)?|sha|deploy(?:ment)?) (?:id )?#?(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w])`,
  // Session ids, CSRF tokens, nonces, request ids, with their label.
  String.raw`(?:(?:csrf|xsrf|auth|access|form|request|verification|session)?[_-]?token|csrf|xsrf|nonce|session ?id|sessid|sid|jsessionid|phpsessid|request id|trace id|ray id)(?: ?[:=#] ?| )(?=[\w./+=-]*\d)[\w./+=-]{6,}`,
];

// Patterns that start at a digit: numeric dates and times, countdowns, counters, epoch stamps.
const DIGIT_PATTERNS: readonly string[] = [
  CLOCK_FIRST_STATE,
  `(?:${HMS}|${DURATION}) (?:left|remaining)`,
  String.raw`(?:${ISO_DATE}|${NUMERIC_DATE}|${ORDINAL}(?: of)? ${MONTH},? \d{4})${AT_TIME}`,
  HMS,
  // A clock time, not one end of a span of opening hours ("9:00 am – 5:30 pm"), which stays.
  String.raw`(?<![–—-] ?)${TIME.replace(String.raw`(?: ?[ap]\.?m\.?)?`, String.raw` ?[ap]\.?m\.?`)}(?! ?[–—-] ?\d)`,
  // Visitor and sales counters: "1,234 people viewing", "12 sold in last hour", "10K+ bought in past month".
  String.raw`${COUNT} (?:people|persons|users|visitors|shoppers|customers|buyers|others|guests) (?:are |have |is )?(?:viewing|watching|looking at|browsing|online|bought|purchased|viewed|added)(?: (?:this|it)(?: (?:item|product|page))?)?(?: in their (?:cart|basket|bag)s?)?${WHEN}`,
  String.raw`${COUNT} (?:sold(?! out)|bought|purchased|views|viewers|watching|watchers|visits|online)${WHEN}`,
  // Engagement counters that grow with every visitor: "18,422 downloads", "54 applicants", "1.2k stars".
  // (Not subscribers, users or seats: those are plan limits, count-facts.ts.)
  String.raw`${COUNT} (?:downloads|installs|installations|applicants|likes|followers|forks|stars|votes|upvotes|plays|streams|listens|clones|téléchargements|descargas|bewerber(?:innen)?|candidats|candidatos)${WHEN}`,
  String.raw`1\d{12}(?![\w+/=-])`,
];

// Each group starts with a guard that rejects most positions (mid-word, wrong first character) at once.
// Latin letters with their accents and Greek start a word pattern ("Öppet nu …", "Ανοιχτό τώρα …").
const WORD_TOKENS = new RegExp(`(?<![a-z0-9_\u00c0-\u024f\u0370-\u03ff])(?=[a-z\u00c0-\u024f\u0370-\u03ff])(?:${WORD_PATTERNS.join('|')})`, 'gi');
const DIGIT_TOKENS = new RegExp(`(?<![a-z0-9_])(?=\\d)(?:${DIGIT_PATTERNS.join('|')})`, 'gi');
const RELATIVE_TIME = new RegExp(RELATIVE, 'gi');
const MAY_BE_RELATIVE = /ago\b|just now/i;
const MAY_BE_RARE = /ago\b|just now|[≈~]|aqi|uv|pollen|latency|response time|load time|ping|uptime|availability|verfügbarkeit|disponib|beschikbaarheid|dostępność|tillgänglighet|tilg|käytettävyys|dostupnost|erişilebilirlik|rendelkezésre|διαθεσιμότητα/i;
// Any long token with a digit; isOpaqueId decides whether it is an id or, say, a model number.
const LONG_TOKEN = /(?<![\w+/=-])(?=[\w+/-]{16})(?=[\w+/-]*\d)[\w+/-]{16,}={0,2}(?![\w+/=-])/g;
const CACHE_BUSTER = /[?&](?:v|ver|version|t|ts|_|cb|cache|cachebust|nocache|rand|rnd|timestamp|utm_[a-z]+|fbclid|gclid|sid|session(?:id)?|token|nonce)=[^\s&#]*/gi;
const HAS_DIGIT = /\d/;
// A date written with a year; countdowns, counters and ids never stay.
const DATE_LIKE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}\/)|[a-z].*\b(?:19|20)\d{2}\b/i;
const NOTICE_REACH = 60;
// A stamp written in words ("Updated an hour ago", "vor einer Stunde") stands in a short line of its
// own; a longer line without a digit is prose, where "a year ago" is the author's text. Most of a
// page's characters are such prose, and the cue scan over them cost more than the rest of this file.
const PROSE_LENGTH = 160;

// One end of a span of dates, "Thursday 3 September – Friday 18 December 2026", "22.12.2026 –
// 03.01.2027", "12 March to 30 June 2027": a period (a term, a run, a closure). No page stamps itself
// with a span. The other end is a date as this file strips them: numeric, or an English day and month.
const SPAN_WORD = String.raw`(?:[–—-]|to|until|till|through|bis|au|al|tot|t/m|do|til)`;
const DATE_END = String.raw`(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\.?|${ORDINAL}(?: of)? ${MONTH}|${MONTH} ${ORDINAL})(?:,? \d{4})?`;
const SPAN_BEFORE = new RegExp(`(?<![\\w])${DATE_END} ?${SPAN_WORD} ?(?:${WEEKDAY})?$`, 'i');
const SPAN_AFTER = new RegExp(`^ ?${SPAN_WORD} ?(?:${WEEKDAY})?(?:\\d{1,2}[/.-]\\d{1,2}|${ORDINAL}(?: of)? ${MONTH}|${MONTH} ${ORDINAL})`, 'i');
// What may stand beside a date that is all of a list item or table cell: a weekday before it
// ("Fr. 27.11.2026"), the time of an event after it ("Sat 13 Feb 2027 19:30"; one to the second is a stamp).
const ENTRY_BEFORE = /^(?:[a-zà-ÿ]{2,12}\.?,? )?$/i;
const ENTRY_AFTER = /^(?:,? (?:at |um |à |alle |om )?\d{1,2}[:.h]\d{2}(?: uhr| h)?)?$/i;

/**
 * Removes volatile tokens from one whitespace-normalised line; returns '' when nothing else was
 * there. `entry`: the line is all of a list item or table cell, where a date alone is a calendar's.
 */
export function stripVolatileTokens(line: string, entry = false): string {
  const hasDigit = HAS_DIGIT.test(line);
  const mayBeRelative = (hasDigit || line.length <= PROSE_LENGTH) && mayBeLocalRelative(line, hasDigit);
  const mayHoldDay = mayHoldDayStamp(line, hasDigit);
  if (!hasDigit && !mayBeRelative && !mayHoldDay) return line;
  const keepDate = entry ? keepEntryDate : keepNoticeDate;
  let stripped = line.replace(WORD_TOKENS, keepDate);
  // One scan tells whether any of the rarer patterns may apply; most lines stop here.
  if (mayBeRelative) stripped = stripped.replace(LOCAL_RELATIVE, ' ');
  if (mayHoldDay) stripped = stripDayStamps(stripped);
  if (MAY_BE_RARE.test(stripped)) {
    if (MAY_BE_RELATIVE.test(stripped)) stripped = stripped.replace(RELATIVE_TIME, ' ');
    if (/[≈~]/.test(stripped)) stripped = stripped.replace(APPROX_AMOUNT, ' ');
    if (/aqi|uv|pollen/i.test(stripped)) stripped = stripped.replace(LIVE_READING, ' ');
    if (/latency|response time|load time|ping/i.test(stripped)) stripped = stripped.replace(LIVE_TIMING, ' ');
    if (/%/.test(stripped) && LIVE_STATE.test(stripped)) stripped = stripped.replace(MEASURED_UPTIME, ' ');
  }
  stripped = stripped.replace(DIGIT_TOKENS, keepDate);
  if (HAS_DIGIT.test(stripped)) stripped = stripGeneratedCodes(stripCountdowns(stripLiveCounts(stripped)));
  if (stripped.includes('=')) stripped = stripped.replace(CACHE_BUSTER, ' ');
  if (hasLongRun(stripped)) stripped = stripped.replace(LONG_TOKEN, stripOpaqueId);
  if (stripped === line) return line;
  return stripped
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^[\s|·•,:;–—-]+|[\s|·•,:;–—-]+$/g, '');
}

/**
 * A date a notice announces ("switched off on 31 December 2024"), an event is held on ("…, doors
 * 19:00") or a period starts or ends on ("3 September – 18 December 2026") is text, not a stamp.
 */
function keepNoticeDate(token: string, offset: number, line: string): string {
  if (!DATE_LIKE.test(token)) return ' ';
  const before = line.slice(Math.max(0, offset - NOTICE_REACH), offset);
  const after = line.slice(offset + token.length);
  if (SPAN_BEFORE.test(before) || SPAN_AFTER.test(after)) return TO_THE_SECOND.test(token) ? ' ' : token;
  return isNoticeDate(before, token, after) ? token : ' ';
}

/** In a list item or table cell, a date that is all of it (a weekday or an event's time beside it) is a calendar's entry. */
function keepEntryDate(token: string, offset: number, line: string): string {
  if (DATE_LIKE.test(token) && !TO_THE_SECOND.test(token) && ENTRY_BEFORE.test(line.slice(0, offset)) && ENTRY_AFTER.test(line.slice(offset + token.length))) return token;
  return keepNoticeDate(token, offset, line);
}

// A character loop: several times cheaper than a regex scan for the rare 16-character run.
function hasLongRun(line: string): boolean {
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    if (line.charCodeAt(i) === 32) run = 0;
    else if (++run >= 16) return true;
  }
  return false;
}

function stripOpaqueId(token: string): string {
  return isOpaqueId(token) ? ' ' : token;
}

/** Hex ids, UUIDs, or base64-ish ids with mixed case; upper-case model numbers ("WH1000XM5-BLACK") stay. */
function isOpaqueId(token: string): boolean {
  if (/^[0-9a-f]+$/i.test(token) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token)) return true;
  return /[a-z]/.test(token) && /[A-Z]/.test(token) && !token.includes('-');
}
