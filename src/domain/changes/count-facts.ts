import { DEADLINE_WORDS, EVENT_WORDS, NOT_A_NOTICE } from '../extraction/notice-dates.js';
import { ANY_DATE, DATED } from './date-patterns.js';
import { letterTree } from '../extraction/letter-tree.js';
import { findBundleContents } from './bundle-contents.js';
import { WORKING_DAYS } from './working-days.js';
import { forEachHourRange } from './hour-ranges.js';
import { forEachDeliveryInWeeks } from './delivery-weeks.js';
import { forEachBoundedCount } from './bounded-counts.js';

/**
 * Facts a reader acts on, written in a few words: a plan's limit ("100 GB storage", "Unlimited
 * projects", "5 seats", "10,000 events per month"), a stated rate ("3.10% AER", "fee 2.9%"), a
 * term ("trial lasts 14 days", "2-year warranty"), a charge ("Shipping: $7.99"), a requirement
 * ("Requires Android 12 or later"), what a box or bundle holds (bundle-contents.ts), a date in a notice ("closes on 15 March 2026"), opening hours ("8:00 – 15:00"), a scheduled time ("Kick-off: 14:30"), an
 * event's state ("cancelled") and a labelled state ("Status: Closed"). A
 * change to one is significant however short, like a changed amount of money.
 */

// Things a plan limits. Counters that move on their own (visitors, downloads, orders, ratings,
// minutes and hours of a delivery countdown) are left out on purpose.
export const LIMIT_UNITS = [
  'projects?', 'users?', 'seats?', 'team members?', 'members?', 'collaborators?', 'editors?', 'admins?', 'gb', 'tb', 'mb',
  'storage', 'requests?', 'api calls', 'calls', 'emails?', 'contacts?', 'subscribers?', 'credits?', 'sites?', 'websites?',
  'domains?', 'monitors?', 'checks?', 'workspaces?', 'boards?', 'repositories', 'repos?', 'builds?', 'devices?',
  'licen[cs]es?', 'accounts?', 'integrations?', 'automations?', 'runs?', 'tasks?', 'files?', 'uploads?', 'environments?',
  'servers?', 'instances?', 'vcpus?', 'cores?', 'bandwidth', 'projekte?', 'nutzer', 'benutzer', 'utilisateurs?', 'projets?',
  'usuarios?', 'proyectos?', 'utenti', 'progetti', 'gebruikers?', 'projecten',
  // Places a course, an event or a venue admits ("150 posti", "40 Plätze").
  'places', 'plätze', 'plazas', 'posti', 'plaatsen', 'lugares', 'vagas', 'miejsc', 'platser', 'pladser', 'plasser', 'paikkaa', 'míst', 'kontenjan', 'férőhely', 'locuri', 'θέσεις',
  'użytkowników', 'användare', 'brugere', 'brukere', 'käyttäjää', 'uživatel(?:ů|é)', 'kullanıcı', 'felhasználó', 'utilizatori',
  // Weights a fare, a carrier or a rack allows ("cabin bag up to 10 kg", "Gepäckträger bis 25 kg").
  'kg', 'lbs?',
  // Volumes a collection or a storage unit allows ("bis zu 3 m³ je Abholung", "up to 2 m3 of bulky waste").
  'm³', 'm3',
].join('|');
const UNLIMITED = 'unlimited|unbegrenzte?|unbegrenzt|illimités?|illimitées?|ilimitad[oa]s?|illimitat[ie]|onbeperkt|nieograniczon[aey]|obegränsa(?:t|de)|ubegrænsede?|ubegrensede?|rajattomat?|neomezen[éýá]|sınırsız|korlátlan|nelimitat[eă]?|απεριόριστ[οαη]';
// What is left of a limit ("9 places left", "noch 3 Plätze frei") counts down with every booking,
// and so do places still free or available, in the languages of the places above ("126 posti
// liberi", "23 places libres"). Not "free": "15 GB free" is what a plan grants.
const LEFT_WORDS = 'left|remaining|übrig|frei|freie|verfügbar|restantes|disponibles|rimasti|over|available|vacant|libres?|liberi|libere|disponibili|vrij|vrije|beschikbaar|livres|disponíveis|wolnych|wolne|dostępnych|lediga|ledige|vapaana|volných|volné|boş|szabad|disponibile|ελεύθερες';
// A quota is a count of something per period ("10,000 events per month", "5 Exporte pro Tag",
// "200 envíos al mes", "3 exports/day"): whatever the noun, a plan or a service grants that many
// per period. Amounts of money per period are prices, counted as money.
export const PERIOD_UNITS = 'month|week|day|hour|minute|second|year|monat|woche|tag|stunde|jahr|mois|semaine|jour|heure|an|mes|semana|día|hora|año|mese|settimana|giorno|ora|anno|maand|dag|uur|jaar|mês|dia|ano|miesiąc|tydzień|dzień|godzinę|rok|månad|vecka|timme|år';
// Except an audience a page counts ("about 1,200 visitors a day"), which moves on its own.
const AUDIENCE = String.raw`(?:views|visits|visitors|readers|downloads|orders|sales|bookings|besucher|aufrufe|visites|visiteurs|visitas|visite|bezoekers|pageviews)(?![\p{L}])`;
const QUOTA = new RegExp(
  String.raw`(?<![\p{L}\p{N}$€£¥.,])\d[\d,.']*[ \u00a0](?!${AUDIENCE})(?:\p{L}[\p{L}-]*[ \u00a0]){1,2}?(?:(?:per|a|an|pro|je|im|par|por|al|na|i|en)[ \u00a0](?:(?:the|le|la|el|il|der|den)[ \u00a0])?|\/[ \u00a0]?)(?:${PERIOD_UNITS})(?![\p{L}])|(?<![\p{L}\p{N}$€£¥.,])\d[\d,.']*[ \u00a0](?!${AUDIENCE})\p{L}[\p{L}-]*[ \u00a0]?\/[ \u00a0]?(?:${PERIOD_UNITS}|mo)(?![\p{L}])`,
  'giu',
);
const LIMIT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:\d[\d,.']*|${UNLIMITED})\s?(?:${LIMIT_UNITS})(?![\p{L}])(?!\s(?:${LEFT_WORDS})(?![\p{L}]))`, 'giu');

// A percentage is a rate someone pays or earns when a rate word stands beside it: interest,
// fees, tax, an uptime promise. Bare or signed percentages (a star histogram, "−0.4%" in a market
// ticker, "Save 20%") are left out.
const RATE_WORDS = [
  'aer', 'apr', 'aprc', 'apy', String.raw`p\.?\s?a\.?`, 'interest', 'rate', 'fees?', 'commission', 'cash ?back', 'uptime', 'sla',
  'vat', 'tax', 'zins(?:en|satz)?', 'jahreszins', 'sollzins', 'gebühr', 'mwst', 'taeg', 'tae', 'tan', 'taux', 'intérêts?',
  'frais', 'tva', 'tasa', 'interés', 'comisión', 'iva', 'rente', 'provisie', 'btw', 'taxa', 'juros', 'comissão', 'oprocentowanie', 'prowizja', 'opłata',
  'ränta', 'avgift', 'gebyr', 'korko', 'maksu', 'úrok', 'poplatek', 'sazba', 'faiz', 'komisyon', 'ücret', 'kamat', 'díj', 'dobândă', 'comision', 'taxă', 'επιτόκιο', 'προμήθεια',
].join('|');
// A percentage written to the hundredth ("3.75%", "11,75 %") is a rate even alone, as in a rate
// table's cell under its header: shares, progress and histograms are written in whole percents.
const PERCENT = String.raw`\d+(?:[.,]\d+)?\s?%`;
// A quote's move is signed by an arrow as often as by "+" or "−" ("▲ 0.42%", "↓ 1,25 %").
const UNSIGNED = String.raw`(?<![\p{L}\p{N}+\-−.,])(?<![▲▼△▽↑↓]\s?)`;
const RATE = new RegExp(
  String.raw`${UNSIGNED}${PERCENT}\s?(?:${RATE_WORDS})(?![\p{L}])|(?<![\p{L}])(?:${RATE_WORDS})(?![\p{L}])[^\p{N}\n.;]{0,16}?(?<![+\-−])${PERCENT}|${UNSIGNED}\d+[.,]\d{2}\s?%`,
  'giu',
);

// What getting the thing costs, named beside its amount ("Shipping: $7.99", "Versandkosten 4,95 €",
// "Frakt" over "49 kr" in a definition list, "frais de port : 5,90 €"): a charge the page sets, a fact
// even on a product page, where other amounts in the text (related products) are not counted.
const CHARGE_WORDS = [
  'shipping', 'postage', 'delivery', 'versand(?:kosten)?', 'lieferkosten', 'porto', 'frais de (?:port|livraison)', 'livraison',
  'gastos de envío', 'envío', 'spese di spedizione', 'spedizione', 'verzendkosten', 'verzending', 'bezorgkosten', 'bezorging',
  'portes', 'frete', 'envio', 'koszt dostawy', 'dostawa', 'wysyłka', 'frakt(?:kostnad)?', 'leverans(?:avgift)?', 'fragt', 'levering',
  'toimitus(?:kulut)?', 'postikulut', 'doprava', 'poštovné', 'kargo', 'szállítás(?:i díj)?', 'livrare', 'transport', 'μεταφορικά',
].join('|');
const CHARGE_AMOUNT = String.raw`(?:[$€£₺]|kr|zł|chf|r\$)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[$€£₺]|kr|zł|chf|eur|sek|pln|kč|ft|lei|tl|czk|huf|ron|try|dkk|nok)(?![\p{L}])`;
// The amount follows its label on the same line or alone on the next (a <dd>, a table cell). The
// fact is the charge and its amount, so a delivery day between them ("Delivery by Tuesday £4.99") may roll.
// The label may name where or how it ships before the amount ("Versandkosten innerhalb
// Deutschlands: 4,95 €", "delivery to mainland UK addresses: £4.99"): words without a digit, so
// the reach stops at any other number on the line.
const CHARGE = new RegExp(String.raw`(?<![\p{L}])(${CHARGE_WORDS})(?![\p{L}])[^\p{N}\n]{0,48}?(?:\n[^\p{N}\n]{0,4})?(${CHARGE_AMOUNT})`, 'giu');

// Before a status word: its line or sentence starts, a separator sets it off, or one or two words name the event.
const STATUS_LEAD = /(?:^|[.!?\n]\s*|[–—:|·(\[]\s*|(?:^|[.!?\n]\s*)(?:[\p{L}\p{N}']+\s){1,2})$/u;
const STATUS_LEAD_REACH = 80;

// What became of a planned event, written as a word set beside it as its status ("19:20 –
// cancelled", "Lesung: abgesagt", "Evento cancelado."): a state a reader acts on however short,
// like a date. In a sentence ("The vote was postponed.") it is prose and weighed by its size.
const EVENT_STATE = new RegExp(
  String.raw`(?<![\p{L}])(?:cancell?ed|postponed|rescheduled|called off|abgesagt|verschoben|entfällt|fällt aus|annulée?s?|reportée?s?|cancelad[oa]s?|aplazad[oa]s?|suspendid[oa]s?|annullat[oaie]|rinviat[oaie]|geannuleerd|afgelast|uitgesteld|adiad[oa]s?|odwołan[ya]|przełożon[ya]|inställd|inställt|uppskjut(?:en|et)|aflyst|udskudt|avlyst|utsatt|peruttu|peruutettu|siirretty|zrušen[oaéý]?|odložen[oaéý]?|přeložen[oaéý]?|iptal edildi|ertelendi|elmarad|elhalasztva|törölve|anulat[ăe]?|amânat[ăe]?|ακυρώθηκε|αναβλήθηκε|ακυρώνεται)(?![\p{L}])`,
  'giu',
);

// A state written as a labelled value ("Status: Temporarily closed", "Estado: Agotado", "Stato:
// Venduto", "Statut : Complet"): the value is what the page says the thing is now, a fact however
// short. The value is a few words without digits that end their line or clause.
const STATE_VALUE = new RegExp(
  String.raw`(?<![\p{L}])(?:status|state|estado|stato|statut|état|zustand|staat|situação|situación|stan|tila|stav|durum|állapot|stare|κατάσταση)\s?:\s?\p{L}[\p{L}'’ -]{0,38}?(?=\s*(?:[\n.;,|·–—(]|$))`,
  'giu',
);

// A clock time a page schedules by: a table cell holding only a time ("14:30", "20.00 Uhr") or a
// time as the value of its line's label ("Laatste afvaart: 23:00 uur"). A label naming a clock or
// a stamp ("Server time: 14:02", "Stand: 08:00") reads the time of the visit, not a schedule. The
// time may carry a short qualifier of where or whose it is ("09:35 Terminal 4", "20:30 Sala 2", "14:05 hora local").
const CLOCK_CELL = String.raw`\d{1,2}(?::|h)\d{2}(?:\s?(?:uhr|uur|h|ore|horas|heures))?|\d{1,2}\.\d{2}\s?(?:uhr|uur|ore)`;
const SCHEDULED_TIME = new RegExp(String.raw`^(?:[^\p{N}\n:]{2,40}:\s?)?(?:${CLOCK_CELL})(?:\s\p{L}[\p{L}.]*(?:\s[\p{L}\p{N}.]+){0,2})?\s*$`, 'gimu');
// Words of a clock or a stamp: when the page was updated, published, changed, made or printed.
const STAMP_WORDS = [
  'time', 'updated', 'modified', 'published', 'posted', 'created', 'printed', 'generated', 'reviewed', 'checked', 'as of',
  'uhrzeit', 'zeit', 'aktualisiert', 'aktualisierung', 'stand', 'geändert', 'veröffentlicht', 'erstellt', 'gedruckt', 'ausgedruckt', 'geprüft',
  'heure', 'mis à jour', 'mise à jour', 'modifié', 'publié', 'publication', 'créé', 'imprimé', 'généré',
  'hora', 'actualizad', 'actualización', 'modificad', 'modificación', 'publicad', 'publicación', 'cread', 'impres', 'generad',
  'ora', 'aggiornat', 'aggiornamento', 'modificat', 'pubblicat', 'pubblicazione', 'creat', 'stampat', 'generat',
  'tijd', 'bijgewerkt', 'gewijzigd', 'gepubliceerd', 'aangemaakt', 'gedrukt', 'afgedrukt', 'gegenereerd', 'gecontroleerd',
  'atualizad', 'atualização', 'criad', 'gerad',
  'godzina', 'aktualizacj', 'zaktualizowan', 'modyfikacj', 'zmodyfikowan', 'publikacj', 'opublikowan', 'utworzeni', 'wytworzeni', 'wydrukowan', 'wydruku',
  'tid', 'uppdaterad', 'ändrad', 'publicerad', 'skapad', 'utskriven', 'opdateret', 'oppdatert', 'ændret', 'endret', 'publiceret', 'publisert', 'oprettet', 'opprettet',
  'päivitetty', 'muokattu', 'julkaistu', 'tulostettu', 'aktualizováno', 'upraveno', 'změněno', 'publikováno', 'zveřejněno', 'vytvořeno',
  'güncellendi', 'güncelleme', 'yayınlandı', 'frissítve', 'módosítva', 'közzétéve', 'actualizat', 'modificat', 'publicat',
  'ενημερώθηκε', 'ενημέρωση', 'τροποποιήθηκε', 'δημοσιεύθηκε',
];
const STAMP_LABEL = new RegExp(`(?<![\\p{L}])(?:${letterTree(STAMP_WORDS)})`, 'iu');

// A span of clock times is a schedule someone plans by: opening hours ("Mo 8:00 – 15:00 Uhr",
// "19:00–22:30", "9 am to 5 pm"), a service window. A single time is a clock or a stamp.
const CLOCK = String.raw`\d{1,2}(?:[:.h]\d{2}(?:\s?[ap]\.?m\.?)?|\s?[ap]\.?m\.?)`;
const TIME_RANGE = new RegExp(
  String.raw`(?<![\p{N}:.,])${CLOCK}\s?(?:[–—-]|to|bis|à|a|alle|al|tot|até|till|until)\s?${CLOCK}(?![\p{L}\p{N}])`,
  'giu',
);

// A duration is a term someone relies on when a term word stands beside it: a trial, a warranty,
// a retention period, a timeout ("The free trial lasts 14 days", "2-year warranty"). Countdowns and
// delivery promises ("Order within 3 hours") have no term word and are left out.
const TERM_WORDS = [
  'trial', 'lasts?', 'warranty', 'guarantee', 'retention', 'retained', 'kept for', 'valid for', 'money-back',
  'testphase', 'probezeit', 'garantie', 'gewährleistung', 'essai', 'garantía', 'prueba', 'garanzia', 'prova', 'proefperiode', 'garantia', 'gwarancj[ai]',
  'garanti', 'provperiod', 'prøveperiode', 'takuu', 'kokeilu', 'záruka', 'zkušební', 'deneme', 'garancia', 'próbaidő', 'garanție', 'εγγύηση',
  // A time limit a service sets: a timeout ("Response timeout" over "10 seconds", "Zeitlimit: 30 Sekunden").
  'time-?outs?', 'time limit', 'zeitlimit', 'zeitüberschreitung', "délai d'expiration", 'délai maximal', 'tiempo límite', 'tiempo máximo', 'tempo limite',
  'tempo massimo', 'limite de tempo', 'limit czasu', 'tidsgräns', 'tidsgrænse', 'tidsavbrudd', 'aikakatkaisu', 'aikaraja', 'časový limit', 'zaman aşımı', 'időkorlát', 'limită de timp', 'χρονικό όριο',
].join('|');
// A period to return a purchase or withdraw from it is a term too, told with more words between
// than a trial's ("Zwrot towaru możliwy w ciągu 30 dni"), and often with the duration first
// ("Dispõe de 30 dias a contar da entrega para devolver", "14 days from delivery to return it"),
// though not across a comma: "Delivered in 3 days, free returns" is a delivery time.
const RETURN_WORDS = letterTree([
  'return', 'returns', 'returned', 'returning', 'send it back', 'send them back', 'rückgabe', 'rücksendung', 'zurückgeben', 'zurückzugeben', 'zurücksenden',
  'zurückzusenden', 'umtausch', 'widerruf', 'widerrufsrecht', 'widerrufsfrist', 'retour', 'retours', 'retourner', 'renvoyer', 'rétractation', 'devolución',
  'devolucion', 'devoluciones', 'devolver', 'desistimiento', 'reso', 'resi', 'restituire', 'restituzione', 'recesso', 'retourneren', 'terugsturen',
  'bedenktijd', 'herroeping', 'devolução', 'devoluções', 'livre resolução', 'zwrot', 'zwrotu', 'zwrócić', 'odstąpienia', 'odstąpić', 'retur', 'returnera',
  'returrätt', 'ångerrätt', 'skicka tillbaka', 'returnere', 'returret', 'fortrydelsesret', 'angrerett', 'palautus', 'palauttaa', 'peruutusoikeus', 'vrácení',
  'vrátit', 'odstoupení', 'iade', 'visszaküldés', 'visszaküldeni', 'elállás', 'returnare', 'επιστροφή', 'επιστροφής',
]);
const TERM_UNIT = String.raw`(?:seconds?|sekunden|secondes|segundos|secondi|seconden|sekund(?:er|y)?|sekuntia|saniye|másodperc|secunde|δευτερόλεπτα|minuten|minutos|minuti|minutter|minuter|minut(?:y|ach)?|minuuttia|dakika|perc|λεπτά|days?|weeks?|months?|years?|hours?|minutes?|tage?n?|wochen|monate?n?|jahre?n?|stunden|jours|semaines|mois|ans|días|semanas|meses|años|giorni|settimane|mesi|anni|dagen|weken|maanden|jaar|dias|anos|dni|miesięcy|lat[a]?|dagar|månader|år|dage|måneder|päivää|kuukautta|vuotta|dní|dnů|měsíců|let|roky|gün|ay|yıl|nap|hónap|év|zile|luni|ani|ημέρες|μήνες|χρόνια)`;
// The duration follows its word on the same line, or alone on the next (a table's value cell).
const TERM = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${TERM_WORDS})(?![\p{L}])[^\p{N}\n.;]{0,20}?|(?:${RETURN_WORDS})(?![\p{L}])[^\p{N}\n.;]{0,32}?)(?:\n\s?)?\d+[\s-]?${TERM_UNIT}(?![\p{L}])|(?<![\p{L}\p{N}])\d+[\s-]?${TERM_UNIT}(?:(?:\s(?:free|kostenlose?|gratuit|gratis))?\s(?:${TERM_WORDS})(?![\p{L}])|(?![\p{L}])[^\p{N}\n.;,·•|]{0,40}?(?<![\p{L}])(?:${RETURN_WORDS})(?![\p{L}]))`,
  'giu',
);

// A notice period: how long before an event something must be done, a bound, a duration and a word
// of "before" ("Cancelación gratuita hasta 48 horas antes de la llegada", "bis spätestens 14 Tage vor
// Reisebeginn", "no later than 7 days before the course", "jusqu'à 24 h avant"). "Vor 3 Tagen", "před
// 3 dny" put the word first and say "ago".
const BOUND = String.raw`up to|until|no later than|at least|bis(?: zu)?|spätestens|mindestens|jusqu['’]à|au plus tard|au moins|hasta|como mínimo|al menos|fino a|entro|almeno|non oltre|tot|uiterlijk|minstens|do|najpóźniej|co najmniej|até|pelo menos|no mínimo|upp till|senast|minst|op til|senest|mindst|až|nejpozději|alespoň|nejméně`;
const BEFORE = String.raw`before|prior to|in advance|ahead of|vor|vorher|avant|antes|prima|voor|voorafgaand|przed|wcześniej|före|innan|før|forud|inden|před|předem`;
const NOTICE_PERIOD = new RegExp(
  String.raw`(?<![\p{L}])(?:${BOUND})\s\d+[\s-]?(?:${TERM_UNIT}|horas|heures|h|ore|uur|godzin[y]?|timmar|timer|tuntia|hodin|saat|óra)\s(?:${BEFORE})(?![\p{L}])`,
  'giu',
);

// A rate measured over a window that rolls with every visit ("99.98% uptime over the past 90 days",
// "in den letzten 30 Tagen") is a reading of the past, not a promise or a price: it is left out.
const ROLLING_WINDOW = new RegExp(
  String.raw`^[^\p{N}\n.;]{0,24}?(?:(?:past|last|previous|letzten|vergangenen|últimos|ultimi|afgelopen|laatste|ostatni(?:e|ch)|senaste|seneste|siste|viimeiset|viimeisten|posledních|posledn[ií]ch|son|elmúlt|ultimele)\s\d+\s?(?:de\s)?${TERM_UNIT}(?![\p{L}])|\d+\s(?:derniers|dernières)\s(?:jours|semaines|mois))`,
  'iu',
);
const ROLLING_REACH = 48;

// A minimum version or requirement ("Requires iOS 16.0 or later", "Java 17 or newer", "mindestens
// macOS 13"): who can still use the thing changes with it.
const REQUIREMENT = new RegExp(
  String.raw`(?<![\p{L}])(?:requires?|required|minimum|mindestens|erfordert|benötigt|nécessite|requiert|requiere|richiede|vereist)(?![\p{L}])[^\p{N}\n;]{0,30}?\d+(?:\.\d+)*|(?<![\p{L}\p{N}.])\d+(?:\.\d+)*\s(?:or (?:later|newer|higher|above)|and (?:later|newer|above)|oder (?:neuer|höher|später)|ou (?:plus récent|supérieur|ultérieur)|o (?:posterior|superior|superiore|successivo)|of (?:hoger|nieuwer|later))(?![\p{L}])`,
  'giu',
);

const DATE = new RegExp(ANY_DATE, 'giu');
// A calendar's entry: a line that is only a date with its year, a weekday before it or an event's
// time after it ("Friday 12 February 2027", "Sa. 13.02.2027 19:30", "12 février 2027"), as a list
// of dates or a table's date column reaches the text. The extraction keeps such a line only when
// it was all of a list item or table cell (volatile-tokens.ts). Unless the line above names a stamp
// ("Data modyfikacji" over "2026-11-26"), it is a date the page is about, a fact like a notice's.
const CALENDAR_ENTRY = new RegExp(String.raw`^(?:\p{L}{2,12}\.?,?\s)?(${DATED})(?:,?\s(?:\p{L}{1,5}\s)?\d{1,2}[:.h]\d{2}(?:\s?\p{L}{1,3})?)?$`, 'iu');
const CALENDAR_MAX_CHARS = 60;
// A span of dates is a period someone plans by (a term, a run of shows, a closure): "3 September
// – 18 December 2026", "du 4 janvier au 12 février 2027", "dal 7 al 31 gennaio", "26–30 October".
const SPAN_WORD = String.raw`(?:[–—-]|to|until|till|through|bis|au|al|a|tot|t\/m|até|do|til)`;
const DATE_SPAN = new RegExp(String.raw`(?:${ANY_DATE}|(?<![\p{L}\p{N}])\d{1,2}\.?)\s?${SPAN_WORD}\s?(?:\p{L}{2,12}\.?,?\s)?(?:${ANY_DATE})`, 'giu');
// Only a line where a connector stands before a number may hold a span: the pattern of every
// language's month names is not run over every line of a changed passage.
const MAY_HOLD_SPAN = new RegExp(String.raw`(?<![\p{L}])${SPAN_WORD}\s?(?:\p{L}{2,12}\.?,?\s)?\d`, 'iu');

// A date right before a span of clock times is a window someone plans by (a maintenance window, a
// slot, an exam: "Tirsdag den 8. december 2026 kl. 22:00–23:30", "Friday 12 March 2027, 19:00 –
// 22:00"), as much a fact as the hours: a short word ("kl.", "at", "von", "de") may stand between.
const DATE_BEFORE_CLOCK = new RegExp(String.raw`(${ANY_DATE}),?\s(?:\p{L}{1,5}\.?\s)?$`, 'iu');
const WINDOW_REACH = 48;

// A sentence ends at a stop followed by a space, so "12.05.2026" stays whole; not after a one- or
// two-digit ordinal, so "geschlossen am 4. Juni" stays one sentence, nor before a lower-case word
// (a year written "2027. április 3." in hu, an abbreviation: "ca. fünf").
const SENTENCE_BREAK = /(?<=[.!?])(?<!(?:^|\D)\d{1,2}\.)(?!\s+\p{Ll})\s+|\n+/u;

/** The calendar entries of a text's lines; `above` is the line before the text, which may label its first. */
function forEachCalendarEntry(text: string, above: string, add: (date: string) => void): void {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.length > CALENDAR_MAX_CHARS || !/\d/.test(line)) return;
    const entry = CALENDAR_ENTRY.exec(line.trim());
    if (entry && !STAMP_LABEL.test(i > 0 ? lines[i - 1]! : above)) add(entry[1]!);
  });
}

/** The facts in a text as a bag: normalised fact → how often it is written. `above`: the line before the text. */
export function countFacts(text: string, above = ''): Map<string, number> {
  const facts = new Map<string, number>();
  const add = (fact: string): void => {
    const key = fact.toLowerCase().replace(/\s+/g, ' ');
    facts.set(key, (facts.get(key) ?? 0) + 1);
  };
  for (const match of text.matchAll(LIMIT)) add(match[0]);
  for (const match of text.matchAll(QUOTA)) add(match[0]);
  for (const match of text.matchAll(CHARGE)) add(`${match[1]} ${match[2]}`);
  for (const match of text.matchAll(RATE)) {
    const end = match.index + match[0].length;
    if (!ROLLING_WINDOW.test(text.slice(end, end + ROLLING_REACH))) add(match[0]);
  }
  for (const match of text.matchAll(TERM)) add(match[0]);
  for (const match of text.matchAll(NOTICE_PERIOD)) add(match[0]);
  for (const match of text.matchAll(WORKING_DAYS)) add(match[0]);
  forEachHourRange(text, add);
  forEachDeliveryInWeeks(text, add);
  forEachBoundedCount(text, add);
  for (const match of text.matchAll(REQUIREMENT)) add(match[0]);
  for (const match of text.matchAll(TIME_RANGE)) {
    add(match[0]);
    const window = DATE_BEFORE_CLOCK.exec(text.slice(Math.max(0, match.index - WINDOW_REACH), match.index));
    if (window) add(window[1]!);
  }
  for (const match of text.matchAll(STATE_VALUE)) add(match[0]);
  for (const match of text.matchAll(SCHEDULED_TIME)) if (!STAMP_LABEL.test(match[0])) add(match[0]);
  for (const match of text.matchAll(EVENT_STATE)) {
    if (STATUS_LEAD.test(text.slice(Math.max(0, match.index - STATUS_LEAD_REACH), match.index))) add(match[0]);
  }
  for (const contents of findBundleContents(text, above)) add(contents);
  forEachCalendarEntry(text, above, add);
  for (const line of text.split('\n')) {
    if (MAY_HOLD_SPAN.test(line)) for (const match of line.matchAll(DATE_SPAN)) add(match[0]);
  }
  for (const sentence of text.split(SENTENCE_BREAK)) {
    if (!(DEADLINE_WORDS.test(sentence) || EVENT_WORDS.test(sentence)) || NOT_A_NOTICE.test(sentence)) continue;
    for (const match of sentence.matchAll(DATE)) add(match[0]);
  }
  return facts;
}
