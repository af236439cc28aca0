/**
 * The twenty-seventh batch of page pairs (issue 22, manifest "batch": "pairs-27"), written in one go
 * and split by name before any evaluation ran on it: 34 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, pt, sv, da,
 * cs and ja, aimed at precision (22 noise, 12 real). Its 22 noise pairs are what real pages change
 * per load or per day: a docs site's build stamp and last-updated age, a helpful counter and a
 * consent banner's copy, a job list in another order with its ages, a greeting with a session id,
 * the weather and today's date, a visible form token with the news rotated, A/B buy-button and
 * banner copy, rotating reviews with viewers, a markets strip and a story's age, an ad slot with
 * most read reordered, a detour notice's age with the weather, a cookie banner appearing, an
 * also-bought shelf reordered, a promotion countdown, a share-price widget, a customer quote with
 * CDN-renamed images, a currency converter, a queue time, a build and consent id, viewers with an
 * ad slot and a greeting, tomorrow's delivery date and a ranking with a seen-also shelf. Its 12
 * real changes look alike: an API rate limit, an application deadline, Saturday hours, headphones
 * (-3.6 %), a fare rise's date, a detour's end date, a grinder sold out, phone-line hours, a jacket
 * (-3.0 %), a passport fee (+2.8 %), a phone back-ordered and a rice cooker (-3.0 %). Every pair
 * also differs by what batch 21's shell varies per fetch. Names start "p27-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { auricularesEs, decheterieFr, dienstregelingNl, docsEn, notiziaIt, stellenDe } from './batch-27-pages.js';
import { borgerserviceDa, contactosPt, jackaSv, mlynekPl, suihankiJa, telefonCs } from './batch-27-more-pages.js';

export const BATCH_27 = 'pairs-27';

const { real, noise } = batchPairs(BATCH_27, 'p27');

/** Two fetches a day apart, Monday and Tuesday morning. */
const VISITS_27: Record<Side, Visit21> = {
  before: { seed: 2707, servedAt: '2026-11-30T08:47:12.303Z', clock: '09:47', slide: 2, online: 154, year: 2026 },
  after: { seed: 2721, servedAt: '2026-12-01T08:39:50.918Z', clock: '09:39', slide: 1, online: 201, year: 2026 },
};

const page = shellPairs(VISITS_27);
const s = site21;

const docs: ShellPage = { site: s('Larkspur Developers', 'en-US', 'Rate limits | Larkspur API Docs'), body: docsEn, slides: ['New: webhooks v2 are generally available', 'Join the developer forum', 'Status: all systems operational'] };
const stellen: ShellPage = { site: s('Jobwerk', 'de-DE', 'IT-Jobs in Hamburg | Jobwerk'), body: stellenDe, slides: ['Gehaltscheck: Was verdienst du?', 'Lebenslauf-Vorlagen kostenlos', 'Jobmesse Hamburg am 14. Januar'] };
const decheterie: ShellPage = { site: s('Ville de Villefranche-sur-Saône', 'fr-FR', 'Déchèterie des Grillons | Villefranche-sur-Saône'), body: decheterieFr, slides: ['Marché de Noël du 11 au 13 décembre', 'Inscriptions scolaires 2027', 'Conseil municipal le 17 décembre'] };
const auriculares: ShellPage = { site: s('SonidoMax', 'es-ES', 'Sony WH-1000XM5 Negro | SonidoMax'), body: auricularesEs, slides: ['Cyber Monday: hasta -40 %', 'Devoluciones gratis 30 días', 'Paga en 3 plazos sin intereses'] };
const notizia: ShellPage = { site: s('Il Giornale di Milano', 'it-IT', 'Metro e bus, il biglietto sale a 2,50 euro | Il Giornale di Milano'), body: notiziaIt, slides: ['Abbonati a 1 € per 3 mesi', 'La newsletter del mattino', 'Podcast: Milano in 5 minuti'] };
const dienstregeling: ShellPage = { site: s('U-OV', 'nl-NL', 'Lijn 12 Utrecht Centraal – Science Park | U-OV'), body: dienstregelingNl, slides: ['Reis slim: check de reisplanner', 'Nieuw: betalen met je bankpas', 'Winterdienstregeling vanaf 14 december'] };
const mlynek: ShellPage = { site: s('Kawiarka.pl', 'pl-PL', 'Sage the Smart Grinder Pro | Kawiarka.pl'), body: mlynekPl, slides: ['Cyber Monday -20% na ekspresy', 'Darmowa dostawa od 199 zł', 'Kawa miesiąca -15%'] };
const contactos: ShellPage = { site: s('Luzverde Energia', 'pt-PT', 'Contactos | Luzverde Energia'), body: contactosPt, slides: ['Tarifa Verde: 100 % renovável', 'Painéis solares com instalação incluída', 'Fatura eletrónica: poupe 1 € por mês'] };
const jacka: ShellPage = { site: s('Fjällboden', 'sv-SE', 'Fjällräven Keb Jacket M | Fjällboden'), body: jackaSv, slides: ['Black Week: upp till 30 %', 'Fri frakt över 499 kr', 'Medlemmar får 10 % på nästa köp'] };
const borgerservice: ShellPage = { site: s('Søbjerg Kommune', 'da-DK', 'Pas og kørekort | Søbjerg Kommune'), body: borgerserviceDa, slides: ['Juleåbent i Borgerservice', 'Ny genbrugsplads i Vestby', 'Høring om lokalplan 212'] };
const telefon: ShellPage = { site: s('MobilShop.cz', 'cs-CZ', 'Apple iPhone 16 128GB Černý | MobilShop.cz'), body: telefonCs, slides: ['Vánoční doprava zdarma', 'Výkup starého telefonu', 'Splátky bez navýšení'] };
const suihanki: ShellPage = { site: s('でんきマート', 'ja-JP', '象印 極め炊き NW-FB10 | でんきマート'), body: suihankiJa, slides: ['年末大感謝祭 開催中', '会員ならポイント2倍', '送料無料キャンペーン'] };

const METEO_TUE = 'Mardi 1er décembre 2026 · Villefranche 7 °C, averses';
const OTODOKE_TUE = '本日12月1日(火)15時までのご注文で、最短12月2日(水)お届け';
const IDAG_TUE = 'I dag, tirsdag 1. december: Borgerservice har åbent 10–17';

export const PAIRS_27: PairSpec[] = [
  // ----- real -----
  real('docs-limit-en', 'content', 'content', 'API docs; the Free plan\'s limit "100" → "60" requests per minute in the sentence, the table and the header example; build stamp, last-updated age and helpful counter move.', page(docs, { free: '60', updated: 'Last updated 40 minutes ago', build: 'Build c41d9e7 · deployed 2026-12-01 07:58 UTC', helpful: '486' })),
  real('stellen-frist-de', 'content', 'content', 'German job board; the top job\'s "Bewerbungsfrist: 15.12.2026" → "08.12.2026"; the greeting and session id move.', page(stellen, { frist: 'Bewerbungsfrist: 08.12.2026', hallo: 'Guten Morgen, Jana! Seit deinem letzten Besuch gibt es 2 neue Jobs für deinen Suchauftrag.', sitzung: 'C09D-41E7-3A58' })),
  real('decheterie-samedi-fr', 'content', 'content', 'French town\'s recycling centre; Saturday "9 h 00 – 18 h 00" → "9 h 00 – 17 h 00"; date and weather move.', page(decheterie, { samedi: '9 h 00 – 17 h 00', meteo: METEO_TUE })),
  real('auriculares-precio-es', 'content', 'price', 'Spanish shop; headphones "279,00 €" → "269,00 €" (-3.6 %) with instalments and JSON-LD, beside the struck price; viewers 14 → 21.', page(auriculares, { precio: '269,00 €', plazos: 'Paga en 3 plazos de 89,67 € sin intereses', ld: '269.00', viendo: '21' })),
  real('notizia-data-it', 'content', 'content', 'Italian news story; the fare rise "dal 1° gennaio 2027" → "dal 1° febbraio 2027"; the markets strip and the story\'s age move.', page(notizia, { data: 'dal 1° febbraio 2027', mercati: 'FTSE MIB 34.398 -0,33% · Spread BTP-Bund 121 · EUR/USD 1,0549 · Brent 71,86 $', aggiornato: 'aggiornato 8 minuti fa' })),
  real('dienstregeling-omleiding-nl', 'content', 'content', 'Dutch bus line; the detour "t/m 11 december" → "t/m 18 december"; its update age and the weather move.', page(dienstregeling, { omleiding: 'Door werkzaamheden op de Weg tot de Elleboog rijdt lijn 12 t/m 18 december om. De haltes Rubenslaan en Stadion Galgenwaard vervallen; stap in op de tijdelijke halte Waterlinieweg.', update: 'Laatste update: 1 minuut geleden', weer: 'Utrecht: 4 °C, bewolkt' })),
  real('mlynek-brak-pl', 'content', 'availability', 'Polish shop; grinder "Dostępny · wysyłka jutro" → "Chwilowo niedostępny", the button to notify, JSON-LD OutOfStock; the countdown moves.', page(mlynek, { dostepnosc: 'Chwilowo niedostępny', przycisk: 'Powiadom o dostępności', ldStock: 'OutOfStock', odliczanie: 'Promocja kończy się za: 1 dzień 04:18:31' })),
  real('contactos-horario-pt', 'content', 'content', 'Portuguese energy supplier; customer line "Dias úteis das 8h às 22h" → "das 9h às 20h"; the share-price widget moves.', page(contactos, { horario: 'Dias úteis das 9h às 20h, sábados das 9h às 18h', bolsa: 'LZV 11,51 € ▲ 0,8 % · Atualizado há 4 min' })),
  real('jacka-pris-sv', 'content', 'price', 'Swedish outdoor shop; jacket "3 999 kr" → "3 879 kr" (-3.0 %) with Klarna and JSON-LD; the converter follows the price and the day\'s rate.', page(jacka, { pris: '3 879 kr', klarna: 'Dela upp med Klarna från 162 kr/mån', ld: '3879', omraknat: 'ca 339 € · ca 357 US$ (omräknat med dagens kurs, vägledande)' })),
  real('borgerservice-pas-da', 'content', 'content', 'Danish municipality; adult passport "742 kr." → "763 kr." (+2.8 %) in the fee table; today\'s date and the queue time move.', page(borgerservice, { pas: '763 kr.', idag: IDAG_TUE, ventetid: 'Forventet ventetid: 25 min.' })),
  real('telefon-sklad-cs', 'content', 'availability', 'Czech shop; phone "Skladem > 5 ks · u vás zítra" → "Na objednávku · dodání do 14 dnů", JSON-LD BackOrder; viewers move.', page(telefon, { sklad: 'Na objednávku · dodání do 14 dnů', ldStock: 'BackOrder', prohlizi: 'Právě si prohlíží 6 lidí' })),
  real('suihanki-kakaku-ja', 'content', 'price', 'Japanese shop; rice cooker "39,800円" → "38,600円" (-3.0 %) with points and JSON-LD; the delivery line follows today\'s date.', page(suihanki, { kakaku: '38,600円(税込)', point: '386ポイント(1%還元)', ld: '38600', otodoke: OTODOKE_TUE })),

  // ----- noise -----
  noise('docs-build-en', 'content', 'API docs; the footer\'s build hash and deploy time, the last-updated age.', page(docs, { build: 'Build 2b7e0f4 · deployed 2026-12-01 06:31 UTC', updated: 'Last updated 1 day ago' })),
  noise('docs-helpful-en', 'content', 'API docs; helpful counter 482 → 495, the consent banner\'s copy in another variant.', page(docs, { helpful: '495', consent: 'We and our partners use cookies to remember your settings and measure how our documentation is used. Manage your choices at any time in Cookie settings.' })),
  noise('stellen-liste-de', 'content', 'German job board; the same six jobs in another order, each a day older.', page(stellen, { jobs: 'Data Engineer (m/w/d) – Fischmarkt Foods SE – Hamburg-Ottensen – 60.000–70.000 € – vor 4 Tagen|Senior Backend Developer (m/w/d) – Hafenlogistik GmbH – Hamburg-Altona – 68.000–78.000 € – vor 1 Tag|Frontend-Entwickler React (m/w/d) – Elbwerk Digital – Hamburg / remote – 55.000–65.000 € – vor 2 Tagen|DevOps Engineer (m/w/d) – Nordlicht Versicherung AG – Hamburg-City Nord – 62.000–72.000 € – vor 1 Tag|Werkstudent IT-Support (m/w/d) – Alsterklinik – Hamburg-Eppendorf – 15 €/Std. – vor 5 Tagen|IT-Systemadministrator (m/w/d) – Stadtreinigung Hamburg – Hamburg-Bahrenfeld – TV-AVH EG 10 – vor 3 Tagen' })),
  noise('stellen-hallo-de', 'content', 'German job board; the greeting and its new-jobs count, the support session id.', page(stellen, { hallo: 'Guten Tag, Jana! Seit deinem letzten Besuch gibt es 5 neue Jobs für deinen Suchauftrag.', sitzung: 'E52B-08AF-D6C3' })),
  noise('decheterie-meteo-fr', 'content', 'French town\'s recycling centre; today\'s date and the weather.', page(decheterie, { meteo: METEO_TUE })),
  noise('decheterie-jeton-fr', 'content', 'French town\'s recycling centre; the contact form\'s visible token, the news list rotated.', page(decheterie, { jeton: '3fa8b61dc4', actus: 'Nouveaux bacs jaunes : ce qui change|Collecte des sapins du 4 au 15 janvier|Distribution de composteurs le 12 décembre' })),
  noise('auriculares-ab-es', 'content', 'Spanish shop; the A/B test\'s buy button and free-shipping banner copy.', page(auriculares, { boton: 'Comprar ahora', banner: 'Envío gratuito y en 24 horas a partir de 29 €' })),
  noise('auriculares-opiniones-es', 'content', 'Spanish shop; two other featured reviews, viewers 14 → 23.', page(auriculares, { opiniones: '«Suenan de maravilla y la app es muy completa.» – Lucía, Sevilla|«Batería para toda la semana.» – Andrés, Zaragoza', viendo: '23' })),
  noise('notizia-mercati-it', 'content', 'Italian news story; the markets strip and the story\'s age.', page(notizia, { mercati: 'FTSE MIB 34.601 +0,26% · Spread BTP-Bund 116 · EUR/USD 1,0581 · Brent 72,55 $', aggiornato: 'aggiornato 1 giorno fa' })),
  noise('notizia-adv-it', 'content', 'Italian news story; another ad in the slot, most read reordered.', page(notizia, { adv: 'Fibra 2.5 Giga a 24,90 € al mese, attivazione gratuita', letti: 'Sciopero dei treni venerdì: le fasce garantite|Nebbia in tangenziale, tamponamento a catena|Nuovo stadio, il voto in consiglio|Mercatini di Natale, gli orari|Neve in Valtellina, aperti gli impianti' })),
  noise('dienstregeling-update-nl', 'content', 'Dutch bus line; the detour notice\'s update age and the weather.', page(dienstregeling, { update: 'Laatste update: 22 minuten geleden', weer: 'Utrecht: 3 °C, droog' })),
  noise('dienstregeling-cookies-nl', 'content', 'Dutch bus line; a cookie banner shown on this load.', page(dienstregeling, { cookies: '<div class="cookiebanner" role="dialog"><p>Wij gebruiken cookies om de website goed te laten werken en om het gebruik te meten. Kies welke cookies je accepteert.</p><button>Alles accepteren</button><button>Alleen noodzakelijke</button></div>' })),
  noise('mlynek-takze-pl', 'content', 'Polish shop; the also-bought shelf in another order.', page(mlynek, { takze: 'Kawa Etiopia Yirgacheffe 1 kg~129,00 zł|Dzbanek do mleka 600 ml~59,00 zł|Waga Timemore Black Mirror~189,00 zł|Tamper 58 mm~79,00 zł' })),
  noise('mlynek-odliczanie-pl', 'content', 'Polish shop; the promotion countdown a day later.', page(mlynek, { odliczanie: 'Promocja kończy się za: 1 dzień 04:19:44' })),
  noise('contactos-bolsa-pt', 'content', 'Portuguese energy supplier; the share-price widget and its age.', page(contactos, { bolsa: 'LZV 11,27 € ▼ 1,3 % · Atualizado há 2 min' })),
  noise('contactos-testemunho-pt', 'content', 'Portuguese energy supplier; another customer quote, the image renamed by the CDN with its alt text.', page(contactos, { testemunho: '«Tive uma avaria num domingo e a equipa resolveu em duas horas.» – Rui M., Braga', img: 'https://cdn.luzverde.pt/i/4f2a91c3.webp', alt: 'equipa-apoio-cliente-1200x630' })),
  noise('jacka-kurs-sv', 'content', 'Swedish outdoor shop; the converter\'s euro and dollar amounts at the day\'s rate.', page(jacka, { omraknat: 'ca 351 € · ca 371 US$ (omräknat med dagens kurs, vägledande)' })),
  noise('borgerservice-idag-da', 'content', 'Danish municipality; today\'s date and the queue time.', page(borgerservice, { idag: IDAG_TUE, ventetid: 'Forventet ventetid: 40 min.' })),
  noise('borgerservice-version-da', 'content', 'Danish municipality; the footer\'s version build and the consent id.', page(borgerservice, { version: 'Version 4.12.1 · build 20261201.1', samtykke: 'Samtykke-ID: 9a05f1d2-6c8b' })),
  noise('telefon-reklama-cs', 'content', 'Czech shop; another ad in the slot, viewers 9 → 14, the greeting.', page(telefon, { reklama: 'Povinné ručení od 2 190 Kč ročně', prohlizi: 'Právě si prohlíží 14 lidí', pozdrav: 'Dobrý den, Petře!' })),
  noise('suihanki-otodoke-ja', 'content', 'Japanese shop; the delivery line follows today\'s date.', page(suihanki, { otodoke: OTODOKE_TUE })),
  noise('suihanki-mita-ja', 'content', 'Japanese shop; the ranking 3位 → 5位, the seen-also shelf reordered.', page(suihanki, { ranking: '炊飯器デイリーランキング 5位', mita: '象印 極め炊き NW-VE10~24,800円|タイガー 土鍋ご泡火炊き JRX-T100~59,800円|パナソニック 可変圧力IH SR-V10BA~54,780円' })),
];
