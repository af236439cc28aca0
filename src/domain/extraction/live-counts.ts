import { letterTree, literalStarts } from './letter-tree.js';

/**
 * Counts that grow or swing with every visitor, in the languages of our stock tables and beyond:
 * views ("Zobrazení: 2 310", "閲覧数 1,204"), people viewing, watching, online, interested, saved
 * or attending ("143 uživatelů online", "Sleduje 18 lidí", "1.248 kişi bu tarifi kaydetti",
 * "27 har set denne side i dag"), times viewed ("katsottu 57 kertaa", "3 400-szor megtekintve")
 * and downloads ("下载 1.2万次"). None
 * is written by the page's author; a plan's "5 users" or a venue's "150 places" are limits and
 * are read elsewhere (count-facts.ts). A count of reviews beside a score stays text, as in English
 * ("Rated 4.5 out of 5 (1,234 reviews)"): a new review is news to some. Patterns work on one whitespace-normalised line.
 */

// A count grouped by space, point, comma or apostrophe, with a "k", "M" or CJK multiplier, a "+".
const COUNT = String.raw`(?<![\p{L}\p{N}$€£¥₹.,])\d+(?:[ .,’'\u00a0\u202f]\d{3})*(?:[.,]\d+)?(?: ?(?:[kKmM]|万|萬|千|億|만|천|mio\.?|mln|tis\.|ezer|bin|b))?\+?`;

/**
 * The words of each kind, written once for two regexes: the patterns, whose `letter` is \p{L} (they
 * need the u flag), and the cheap cue, whose `letter` is any character but a space or a digit.
 */
function wordsOf(letter: string, notAfterKatakana: string) {
  // People, users and visitors, in each language.
  const PEOPLE = String.raw`(?:people|persons|users|visitors|personen|leute|nutzer(?:innen)?|besucher(?:innen)?|personnes|utilisateurs|visiteurs|personas|usuarios|visitantes|persone|utenti|visitatori|mensen|gebruikers|bezoekers|pessoas|usuários|utilizadores|os[oó]b[ya]?|użytkowników|odwiedzających|personer|användare|besökare|brugere|besøgende|henkilö[äa]?|käyttäjää|kävijää|lid[ií]|lidé|uživatel[ůé]|návštěvník[ůy]|ľudí|používateľov|kişi|kullanıcı|ziyaretçi|ember|felhasználó|látogató|persoane|oameni|utilizatori|vizitatori|άτομα|χρήστες|επισκέπτες|человек|пользовател${letter}*|人)`;

  // Found it helpful: a vote of readers ("412 people found this helpful", "útil para 412 personas").
  const HELPFUL = String.raw`(?:helpful|useful|hilfreich|nützlich|utiles?|utili|útil(?:es)?|nuttig|behulpzaam|przydatn${letter}*|pomocn${letter}*|hjälpsam|användbar|nyttig|hyödyllinen|hyödyllisenä|užitečn${letter}*|faydalı|hasznos|χρήσιμ${letter}*)`;
  // Applied: applicants to a job or a flat ("23 mensen hebben gesolliciteerd", "Aplikowało 40 osób").
  const APPLIED = String.raw`(?:applied|beworben|postulé|candidaté|postulado|postularon|candidati|candidaram|gesolliciteerd|gereageerd|aplikował[oay]?|aplikowało|ansökt|sökt|ansøgt|søgt|søkt|hakenut|hakeneet|ucházel[oiy]?|başvurdu|jelentkezett|au aplicat)`;
  // What they are doing now or have done to this page: viewing, watching, online, interested,
  // saved, attending, seen, found it helpful, applied. Present, past and participle forms.
  const DOING_NOW = String.raw`(?:viewing|watching|looking|online|interested|saved(?: this)?|bookmarked|attending|sehen|schauen|ansehen|sehen sich|beobachten|interessiert|gemerkt|gespeichert|nehmen teil|regardent|consultent|en ligne|intéressée?s|participent|viendo|mirando|en línea|interesad[oa]s|guardad[oa]s?|asistirán|stanno guardando|guardano|interessat[ie]|salvat[oi]|parteciperanno|bekijken|kijken|geïnteresseerd|bewaard|vendo|a ver|interessad[oa]s|salvaram|ogląda(?:ją)?|zainteresowan${letter}*|zapisał[oay]?|weźmie udział|tittar|intresserade|sparat|kigger|ser på|interesserede|interesserte|katsoo|katselee|katsovat|paikalla|verkossa|kiinnostunut|kiinnostuneita|tallentanut|tallentaneet|si prohlíží|prohlíží|sleduj[eí]|má zájem|mají zájem|uložil[oiy]?|bakıyor|inceliyor|çevrimiçi|kaydetti|ilgileniyor|nézik|nézi|érdeklődik|mentette|vizualizează|interesate|au salvat|βλέπουν|ενδιαφέρονται|αποθήκευσαν|смотрят|просматривают|онлайн)`;
  const DOING = String.raw`(?:${DOING_NOW}|${HELPFUL}|${APPLIED})`;

  // Who has looked at or kept this page, with no noun for the people ("27 har set denne side",
  // "40 have saved this", "12 haben sich das angesehen").
  const HAVE_DONE = String.raw`(?:have (?:viewed|seen|saved)|haben (?:sich )?(?:${letter}+ )?(?:angesehen|gesehen|gespeichert)|ont (?:vu|consulté|enregistré)|han (?:visto|guardado)|hanno (?:visto|salvato)|hebben (?:${letter}+ )?(?:bekeken|bewaard)|har (?:sett|set|gemt|lagret|sparat))`;

  // A view count after its label, the count ending the line or clause ("Zobrazení: 2 310",
  // "Görüntülenme 1.204", "Προβολές: 845"); in ja, zh and ko the label needs no colon ("閲覧数 1,204").
  const VIEWS = String.raw`(?:zobrazení|zobrazenia|görüntülenme|megtekintések?|vizualizări|afișări|προβολές|просмотр(?:ы|ов)|перегляд(?:и|ів))`;
  // Not a product's name: "スマートウォッチ 3,980円".
  const CJK_COUNTER = String.raw`(?:閲覧数?|閲覧回数|${notAfterKatakana}ウォッチ(?:リスト)?|いいね|お気に入り|浏览(?:量|次数)?|瀏覽(?:量|次數)?|阅读(?:量)?|閱讀|观看|下载(?:量|次数)?|下載|点赞|收藏|关注|조회수?|좋아요|다운로드)`;
  // Times viewed, in each language: "katsottu 57 kertaa", "3 400-szor megtekintve", "zobrazeno
  // 512krát", "vu 1 204 fois", "visto 80 veces", "8 keer bekeken", "visad 90 gånger".
  const SEEN = String.raw`(?:viewed|visto|vista|vu|vue|gesehen|angesehen|aufgerufen|bekeken|visad|vist|set|sett|katsottu|zobrazeno|wyświetlono|görüntülendi|vizualizat|προβλήθηκε)`;
  // Times bought or saved, the social proof of a shop or a recipe site: "Comprado 40 vezes esta
  // semana", "Köpt 40 gånger", "Salvata 860 volte", "Kupiono 134 razy", "40 mal gekauft".
  const DONE = String.raw`(?:bought|purchased|ordered|saved|gekauft|bestellt|gespeichert|gemerkt|achetée?s?|commandée?s?|enregistrée?s?|comprad[oa]s?|pedid[oa]s?|guardad[oa]s?|acquistat[oaie]|ordinat[oaie]|salvat[oaie]|gekocht|besteld|bewaard|kupion[oey]|zamówion[oey]|zapisan[oey]|köpt[ae]?|beställd|sparad|købt|bestilt|gemt|kjøpt|lagret|ostettu|tilattu|tallennettu|koupeno|zakoupeno|objednáno|uloženo|satın alındı|kaydedildi|megvették|megvásárolták|elmentették|cumpărat|salvat|αγοράστηκε|αποθηκεύτηκε)`;
  // Applicants to a job, counted ("32 kandydatów", "143 applicants", "12 sökande").
  const APPLICANTS = String.raw`(?:applicants|bewerber(?:innen)?|bewerbungen|candidats|candidatures|candidatos|candidaturas|candidati|sollicitanten|sollicitaties|reacties|kandydatów|kandydaci|zgłoszeń|sökande|ansökningar|ansøgere|ansøgninger|søkere|søknader|hakijaa|hakemusta|uchazečů|uchazeči|aday|başvuru|jelentkező|candidați|aplicanți|υποψήφιοι)`;
  return { PEOPLE, DOING_NOW, DOING, HAVE_DONE, VIEWS, CJK_COUNTER, SEEN, DONE, APPLICANTS, HELPFUL };
}

const { PEOPLE, DOING, HAVE_DONE, VIEWS, CJK_COUNTER, SEEN, DONE, APPLICANTS, HELPFUL } = wordsOf(String.raw`\p{L}`, String.raw`(?<![\p{Script=Katakana}ー])`);

// A count of people doing something, up to three words between ("1.248 kişi bu tarifi kaydetti",
// "17 Personen haben sich das angesehen"), or the verb first ("Sleduje 18 lidí", "Právě je online
// 143 uživatelů", "Most 57-en nézik": a Hungarian count of people ends in "-an"/"-en").
const PEOPLE_DOING = String.raw`${COUNT} ${PEOPLE} (?:[\p{L}]+ ){0,3}?${DOING}(?![\p{L}])|${COUNT} ${HAVE_DONE}(?![\p{L}])`;
// In ja, zh and ko the count is written against the words around it ("現在14人がこの商品を見ています",
// "有23人正在浏览", "지금 12명이 보고 있어요"): people counted, a particle, up to a few characters, then
// viewing or considering.
const CJK_COUNT = String.raw`(?<![\p{N}.,$€£¥￥₩])\d+(?:,\d{3})*`;
const CJK_DOING = String.raw`(?:見てい(?:ます|る)|閲覧(?:中|して)|検討(?:中|して)|チェック(?:中|して)|正在(?:浏览|瀏覽|看|观看|觀看|关注|關注)|在看|보고\s?있|보는\s?중|조회\s?중)`;
const CJK_PEOPLE_DOING = String.raw`${CJK_COUNT} ?(?:人|名|명)(?:の(?:方|人))?(?:が|이|가)?[^\d。！!？?]{0,12}?${CJK_DOING}`;
const LIVE_FIRST = String.raw`(?:most|nyní|právě|teď|teraz|nu|nå|nyt|juuri nyt|şu an|acum|τώρα|now)`;
const COPULA = String.raw`(?:je|jsou|is|are|ist|sind|est|sont|son|sono|zijn|er|är|on|van|vannak|sunt|είναι)`;
// A vote is written "useful for 412 people" too: "útil para 412 personas", "hilfreich für 31 Personen".
const FOR = String.raw`(?:for|für|pour|para|per|voor|dla|för|pro|pentru|için|για)`;
const DOING_FIRST = String.raw`(?<![\p{L}])(?:${DOING}(?: ${COPULA})?|${HELPFUL} ${FOR}|(?:je|jsou|ist|sind|est|sont|está|están|è|sono|is|zijn|er|är|on|şu an) online)(?: ${COUNT})? ${COUNT} ${PEOPLE}(?![\p{L}])(?: \([^)]{0,40}\))?|(?<![\p{L}])${LIVE_FIRST} ${COUNT}-[ae]n ${DOING}(?![\p{L}])`;

const LABELLED = String.raw`(?<![\p{L}])${VIEWS} ?: ?${COUNT}(?= ?(?:$|[·•|,;)]))|${CJK_COUNTER}[:：]? ?${COUNT}(?:次|回|件|人)?`;

const TIMES_WORDS = String.raw`(?:times|veces|vezes|volte|fois|mal|keer|gånger|gange|ganger|kertaa|krát|×|razy|kez|ori|φορές)`;
const TIMES_WORD_FIRST = String.raw`(?<![\p{L}])(?:${SEEN}|${DONE}) ${COUNT} ?${TIMES_WORDS}`;
const TIMES = String.raw`${COUNT} ?(?:-szor|-szer|-ször|×|krát|kez|mal|keer) (?:megtekintve|megnézték|zobrazeno|görüntülendi|angesehen|aufgerufen|bekeken|${DONE})`;
const APPLICANT_COUNT = String.raw`${COUNT} ${APPLICANTS}(?![\p{L}])`;

// A count beside a reaction or comment pictograph ("💬 148", "👍 12", "❤ 213", "🔥 1,2k"): readers
// add to it with every visit. A star before a number is a rating ("⭐ 4.6") and stays.
const PICTOGRAPHS = String.raw`[\u2661\u2665\u2764\u{1F389}\u{1F441}\u{1F44D}-\u{1F44F}\u{1F4AC}\u{1F525}\u{1F5E8}\u{1F602}\u{1F64C}]`;
// One test for both kinds of mark below, so a line with neither is read once.
const MAY_HAVE_MARK = new RegExp(`${PICTOGRAPHS}|[\u2605\u2606\u2B50]`, 'u');
const REACTION_COUNT = new RegExp(String.raw`(?<=${PICTOGRAPHS}\uFE0F? ?)${COUNT}`, 'gu');

// A count beside a star that no rating reaches ("★ 41.2k", "☆ 1,204"): a repository's or a list's
// stars, added by every visitor who likes it. A rating is a few units ("★ 4.6", "⭐ 4,5") and stays.
const STAR_COUNT = new RegExp(String.raw`(?<=[\u2605\u2606\u2B50]\uFE0F? ?)(?:\d+(?:[.,]\d+)? ?(?:[kKmM]|万|千)(?![\p{L}])|\d{1,3}(?:[ .,’'\u00a0\u202f]\d{3})+(?!\d))`, 'gu');

// What is new since the visitor's last visit ("Nowe oferty od Twojej ostatniej wizyty: 2", "3 new
// since your last visit"): a count of one visitor's, not of the page.
const SINCE_LAST_VISIT = String.raw`(?:since your last visit|seit (?:ihrem|deinem) letzten besuch|depuis (?:votre|ta) dernière visite|desde (?:tu|su) última visita|dall['’]ultima visita|dalla (?:tua|sua) ultima visita|sinds (?:je|jouw|uw) (?:laatste|vorige) bezoek|desde a (?:sua|tua) última visita|desde sua última visita|od (?:\p{L}+ )?ostatniej wizyty|sedan (?:ditt|ert) senaste besök|siden (?:dit|jeres) sidste besøg|siden (?:ditt|deres) siste besøk|edellisen käyntisi jälkeen|od (?:vaší|tvé|své) poslední návštěvy|son ziyaretinizden (?:bu yana|beri)|legutóbbi látogatás(?:a|od) óta|de la ultima (?:ta |dvs\. )?vizită|από την τελευταία (?:σας )?επίσκεψη)`;
const MAY_BE_SINCE = /visit|besuch|bezoek|wizyt|besök|besøg|käynti|návštěv|ziyaret|látogatás|vizit|επίσκεψη/i;
const SINCE_COUNT = new RegExp(String.raw`(?<![\p{L}])${SINCE_LAST_VISIT}[^\p{N}\n]{0,4}?${COUNT}|${COUNT} (?:[\p{L}]+ ){0,3}?${SINCE_LAST_VISIT}`, 'giu');

// Counts that start at their digit, and the rest, whose first words are cues for a cheap test.
const DIGIT_FIRST = new RegExp(`(?=\\d)(?:${PEOPLE_DOING}|${TIMES}|${APPLICANT_COUNT}|${CJK_PEOPLE_DOING})`, 'giu');
const WORD_FIRST = new RegExp(`${DOING_FIRST}|${LABELLED}|${TIMES_WORD_FIRST}`, 'giu');
const WORD_FIRST_CUE = new RegExp(`(?<![\\p{L}])(?:${DOING}|${LIVE_FIRST} \\d|online|${VIEWS}|${SEEN}|${DONE})(?![\\p{L}])|${CJK_COUNTER}`, 'iu');

// The words a live count needs (who, doing what, views, times seen or done, applicants, a last
// visit), without the Unicode-aware edges: a test that most lines fail at a fraction of the cost of
// the patterns above. A count of times bought or saved needs its word for "times", and a vote or an
// application its word for people, so neither adds words here. Each word is tried only where no
// Latin letter stands before it, which most places of a line fail at once.
const PLAIN = wordsOf(String.raw`[^\s\d]`, '');
// Words for "times", stems of applicants and of a visit, which no list above starts with; they join
// the lists' literal starts in one tree of letters (letter-tree.ts).
const MORE_CUE_WORDS = [
  'times', 'veces', 'vezes', 'volte', 'fois', 'gånger', 'gange', 'ganger', 'kertaa', 'razy', 'ori', 'φορές',
  'applicant', 'bewerb', 'candidat', 'sollicit', 'reacties', 'kandyda', 'zgłosz', 'sökande', 'ansökning', 'ansøg', 'søker', 'søknad',
  'hakij', 'hakemus', 'uchazeč', 'aday', 'başvuru', 'jelentkez', 'aplican', 'υποψήφι',
  'visit', 'besuch', 'bezoek', 'wizyt', 'besök', 'besøg', 'käynti', 'návštěv', 'ziyaret', 'látogatás', 'vizit', 'επίσκεψη',
];
const CUE = new RegExp(
  `(?:^|[^a-z])${letterTree([
    ...[PLAIN.PEOPLE, PLAIN.DOING_NOW, PLAIN.HAVE_DONE, PLAIN.VIEWS, PLAIN.SEEN, String.raw`-sz[eoö]r|×|krát|kez|mal|keer|online|名|명`, PLAIN.CJK_COUNTER].flatMap(literalStarts),
    ...MORE_CUE_WORDS,
  ])}`,
  'i',
);

/** The line without the live counts of any of the kinds above. */
export function stripLiveCounts(line: string): string {
  let stripped = MAY_HAVE_MARK.test(line) ? line.replace(REACTION_COUNT, ' ').replace(STAR_COUNT, ' ') : line;
  if (!CUE.test(stripped)) return stripped;
  if (MAY_BE_SINCE.test(stripped)) stripped = stripped.replace(SINCE_COUNT, ' ');
  stripped = stripped.replace(DIGIT_FIRST, ' ');
  return WORD_FIRST_CUE.test(stripped) ? stripped.replace(WORD_FIRST, ' ') : stripped;
}
