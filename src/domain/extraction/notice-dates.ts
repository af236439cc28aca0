/**
 * When a date is a fact and when it is a stamp. A date in a sentence that says what happens by
 * then ("switched off on 31 December", "applications close on 15 March", "Frist bis 12.05.") or
 * on and from that day ("maintenance on 3 May", "unavailable on Sunday 14 December", "closed
 * from 22 December", "moves to new premises on 1 April", "reporté au 12 mars", "dès le 2 mars", "desde el 3 de noviembre", "ab dem 2. Oktober
 * buchbar") is a notice's date: it changes only when the notice does. Delivery estimates, clocks
 * and publication or update stamps move on their own. (Latin letters bound the words: these run
 * on every stripped date of every page, and Unicode property escapes cost several times more.)
 * Used by volatile-tokens.ts (which dates stay in the text) and by ../changes/count-facts.ts
 * (which changed dates are significant).
 */
// What stops or starts again on the day is a notice too: collections "resume on 2 March", a pool
// "reopens", a service "suspended until", in every language of the stock tables (RESUME_WORDS).
const RESUME_WORDS = [
  'resum(?:es?|ed|ing|ption)', 'restarts?', 'reopen(?:s|ed|ing)?', 'suspended', 'paused',
  'wiederaufnahme', 'wieder aufgenommen', 'wiedereröffnung', 'wiedereröffnet', 'wieder geöffnet', 'ausgesetzt', 'pausiert',
  'reprise', 'reprend(?:ra|ront)?', 'rouvre', 'rouvrira', 'réouverture', 'suspendue?s?',
  'se reanuda(?:rá|n)?', 'reanudación', 'reapertura', 'reabre', 'suspendid[oa]s?',
  'riprende(?:rà|ranno)?', 'ripresa', 'riapertura', 'riapre', 'sospes[oaie]',
  'hervat', 'hervatting', 'heropening', 'heropent', 'weer open', 'opgeschort',
  'retoma(?:da|do)?', 'reabertura', 'suspens[oa]s?',
  'wznowienie', 'wznowion[yea]', 'wznawia', 'ponowne otwarcie', 'zawieszon[yea]',
  'återupptas', 'återöppnar', 'öppnar igen', 'uppehåll', 'genoptages', 'genåbner', 'genåbning', 'åbner igen', 'gjenopptas', 'gjenåpner',
  'jatkuu', 'avataan uudelleen', 'obnoven[oa]?', 'znovu otevřen[oa]?', 'pozastaven[oa]?',
].join('|');
// What takes effect on the day (new prices, terms, a rule): "entram em vigor a 1 de fevereiro",
// "entre en vigueur le", "takes effect on", "wchodzi w życie z dniem". German, Dutch and Czech often
// say it after the date ("am 1. März in Kraft", "op 1 maart in werking", "1. března v platnost").
const EFFECT_WORDS = [
  'takes? effect', 'come into force', 'comes into force', 'in force', 'in kraft', 'wirksam', 'en vigueur', 'en vigor', 'in vigore', 'em vigor',
  'in werking', 'w życie', 'obowiązuje', 'obowiązują', 'i kraft', 'gäller från', 'v platnost', 'v účinnost', 'voimaan', 'yürürlüğe', 'hatályba',
  'în vigoare', 'σε ισχύ',
].join('|');
const TAKES_EFFECT = new RegExp(String.raw`(?<![a-zà-ÿ])(?:${EFFECT_WORDS})(?![a-zà-ÿ])`, 'i');
const EFFECT_REACH = 24;

// Germanic languages make a deadline the head of a compound: "Ansøgningsfrist", "Bewerbungsfrist",
// "søknadsfrist", "Anmeldeschluss" (after a linking e or s, so "Beschluss" and "Abschluss" are
// none), "Sista ansökningsdag", "sidste tilmeldingsdag".
export const DEADLINE_WORDS = new RegExp(
  String.raw`(?<![a-zà-ÿ])(?:deadline|due|closes?|closing|until|till|before|ends?|ending|expires?|expiry|effective|starts?|starting|switched off|shut ?down|retired?|sunset|valid|last day|registration|register|apply|applications?|submit|submissions?|frist|bis|spätestens|endet|gültig|date limite|jusqu'au|avant le|à partir du|fecha límite|hasta|entro|scadenza|uiterlijk|vóór|maintenance|scheduled|unavailable|downtime|outage|closed|postponed|rescheduled|wartung|wartungsarbeiten|geschlossen|verschoben|indisponible|fermée?|reportée?|mantenimiento|cerrado|aplazado|manutenzione|chiuso|rinviato|onderhoud|gesloten|uitgesteld|from|dès|à compter du|desde|a decorrere dal?|available|moves?|moving|relocat(?:es|ing)|umzug|zieht|déménage|se muda|trasloca|verhuist|ab|verfügbar|buchbar|disponible|a partir de|dal|disponibile|vanaf|beschikbaar|plazo|inscripciones|válid[oa]|termine|fino al|iscrizioni|inschrijving|geldig|clôture|inscriptions|valable|prazo|até|encerrad[oa]|fechad[oa]|manutenção|inscrições|termin|najpóźniej|do dnia|od dnia|zamknięt[ey]|nieczynn[ey]|konserwacja|zapisy|zgłoszenia|ważn[ey]|sista dag|senast|till och med|från och med|stängt|stängd|underhåll|giltig|anmälan|ansökan|senest|til og med|fra og med|lukket|vedligehold|gyldig|tilmelding|ansøgning|stengt|vedlikehold|påmelding|søknad|määräaika|viimeistään|asti|saakka|alkaen|suljettu|huolto|voimassa|haku|ilmoittautuminen|lhůta|termín|nejpozději|do dne|od dne|až do|uzavřen[oa]?|zavřen[oa]?|odstávka|údržba|platn[ýé]|přihlášky|výluka|son başvuru|son gün|kadar|itibaren|kapalı|bakım|geçerli|başvuru|határidő|legkésőbb|zárva|karbantartás|érvényes|jelentkezés|termen|până (?:la|pe|în)|începând cu|închis|mentenanță|valabil|înscrieri|προθεσμία|έως|μέχρι|κλειστ[όή]|συντήρηση|ισχύει|αιτήσεις)(?![a-zà-ÿ])|(?<![a-zà-ÿ])(?:${RESUME_WORDS}|${EFFECT_WORDS})(?![a-zà-ÿ])|(?:frist(?:en)?|deadline|(?<=[a-zà-ÿ]{3}[es])schluss)(?![a-zà-ÿ])|(?<![a-zà-ÿ])(?:sista|sidste|siste) [a-zà-ÿ]+dag(?:en)?(?![a-zà-ÿ])`,
  'i',
);

/** Words of a delivery or an arrival: a date beside one is an estimate that rolls with the clock. */
export const DELIVERY_WORDS = String.raw`deliver(?:y|ed|s)?|arrives?|arriving|ships?|shipping|dispatch(?:ed)?|get it|lieferung|liefertermin|zustellung|livraison|entrega|consegna|levering|bezorgd|dostawa|leverans|toimitus|doručení|teslimat|kiszállítás|livrare|παράδοση`;

export const NOT_A_NOTICE = new RegExp(
  String.raw`(?<![a-zà-ÿ])(?:${DELIVERY_WORDS}|published|posted|updated|reviewed|modified|synced|generated|fetched|refreshed|crawled|retrieved|as of|copyright)(?![a-zà-ÿ])|©`,
  'i',
);

// What happens at an event's date, written right after it ("Thu 12 March 2027, doors 19:00", "Sa.
// 6. Juni 2026 · Einlass 18 Uhr", "20 mars 2027 – ouverture des portes 19 h"): the date is the
// event's, a fact that changes only when the event moves. Stamps are followed by no such words.
export const EVENT_WORDS =
  /(?<![a-zà-ÿ])(?:doors(?: open)?|gates open|kick-?off|first pitch|tip-?off|show ?time|curtain|einlass|beginn|anpfiff|anstoß|ouverture des portes|début|coup d'envoi|apertura (?:porte|cancelli|de puertas)|inizio|puertas|comienzo|aanvang|deuren open|zaal open|aftrap|abertura (?:de )?portas|início|insläpp|dörrarna öppnar|avspark|otwarcie drzwi|początek|dørene åbner|dørene åpner|ovet avautuvat|alkaa|začátek|vstup od|kapı açılış|başlangıç|kapunyitás|kezdés|deschiderea porților|ora de început|έναρξη|πόρτες ανοίγουν)(?![a-zà-ÿ])/i;
const EVENT_REACH = 24;

// A time to the second ("2026-11-27T14:03:11Z", "27.11.2026 14:03:11") is when a page was made;
// no notice announces a second.
export const TO_THE_SECOND = /\d:\d{2}:\d{2}/;

/** True when the words before a date make it a notice's date, the words right after it an event's or what takes effect then. */
export function isNoticeDate(before: string, date: string, after = ''): boolean {
  if (TO_THE_SECOND.test(date)) return false;
  if (NOT_A_NOTICE.test(`${before} ${date}`)) return false;
  return DEADLINE_WORDS.test(before) || EVENT_WORDS.test(after.slice(0, EVENT_REACH)) || TAKES_EFFECT.test(after.slice(0, EFFECT_REACH));
}
