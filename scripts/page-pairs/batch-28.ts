/**
 * The twenty-eighth batch of page pairs (issue 22, manifest "batch": "pairs-28"), written in one go
 * and split by name before any evaluation ran on it: 44 pages of one address fetched twice, a
 * Monday and a Tuesday morning, as a url-mode monitor at the default sensitivity sees them, in en,
 * de, fr, es, it, nl, pl, pt, sv, fi, ja and ko. Its 25 noise pairs are what real pages change per
 * load or per day: a recommended-for-you strip with rates, a chat's advisers-online count, a
 * delivery date and viewers, a points balance with a shelf reordered, a consent banner with a form
 * nonce, a publication age, a fares carousel, a currency footer at the day's rate, a deadline
 * countdown and a read counter, related notices rotated, an A/B layout with the buy box below the
 * specs, reviews in another order, an exchange-rate widget, news ages, a sold-in-24-hours line,
 * sponsored offers, a download counter and sponsors reordered, today's line with the events, a
 * ticket countdown with viewers, recommended concerts, coupon downloads with a dispatch date,
 * recently viewed items, an A/B headline with a trial timer and rotating customer logos. Its 19
 * real changes look alike: a savings rate, a withdrawal limit, a coffee machine -3.1 % and its
 * selected colour sold out, a counter's hours and a permit fee, a cabin-bag weight and a checked-bag
 * fee, an admissions deadline, an e-bike's selected size out of stock, a card fee, a phone -2.8 %
 * and sold out, a release version bump, a library's Saturday hours, a ticket sale date and seat
 * price, an air fryer -3.4 %, a plan's price +3.1 % and its storage. Every pair also differs by what
 * batch 21's shell varies per fetch. Names start "p28-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { bandoIt, equipajeEs, fietsNl, saverEn, titreFr, vollautomatDe } from './batch-28-pages.js';
import { celularPt, fryerKo, kartaPl, kirjastoFi, nedladdningSv, pricingEn, ticketJa } from './batch-28-more-pages.js';

export const BATCH_28 = 'pairs-28';

const { real, noise } = batchPairs(BATCH_28, 'p28');

/** Two fetches a day apart, Monday and Tuesday morning. */
const VISITS_28: Record<Side, Visit21> = {
  before: { seed: 2803, servedAt: '2026-11-30T07:58:21.044Z', clock: '08:58', slide: 0, online: 233, year: 2026 },
  after: { seed: 2819, servedAt: '2026-12-01T08:06:37.712Z', clock: '09:06', slide: 2, online: 187, year: 2026 },
};

const page = shellPairs(VISITS_28);
const s = site21;

const saver: ShellPage = { site: s('Thamesdown Building Society', 'en-GB', 'Online Easy Access Saver | Thamesdown'), body: saverEn, slides: ['Mortgage rates from 4.09%', 'Member rewards: vote at our AGM', 'Beware of impersonation scams'] };
const vollautomat: ShellPage = { site: s('Küchenprofi24', 'de-DE', 'De\'Longhi Magnifica Evo ECAM290.61.B | Küchenprofi24'), body: vollautomatDe, slides: ['Black Week: bis zu 35 % sparen', 'Kostenloser Versand ab 49 €', '30 Tage Rückgaberecht'] };
const titre: ShellPage = { site: s('Préfecture du Rhône', 'fr-FR', 'Renouveler un titre de séjour | Préfecture du Rhône'), body: titreFr, slides: ['Vigilance orange neige et verglas', 'Permis de conduire : les démarches en ligne', 'Recensement 2027 : les agents recrutés'] };
const equipaje: ShellPage = { site: s('Vuela Iberia Sur', 'es-ES', 'Equipaje | Vuela Iberia Sur'), body: equipajeEs, slides: ['Navidad: vuelos desde 29 €', 'Hazte socio del club y acumula puntos', 'Nuevas rutas a Marrakech'] };
const bando: ShellPage = { site: s('Università degli Studi di Torino Nord', 'it-IT', 'Bando di ammissione lauree magistrali 2027/2028'), body: bandoIt, slides: ['Open day magistrali il 12 dicembre', 'Tasse universitarie: la seconda rata', 'Biblioteche aperte fino alle 23'] };
const fiets: ShellPage = { site: s('Fietsenwinkel Oost', 'nl-NL', 'Gazelle Ultimate C380 HMB | Fietsenwinkel Oost'), body: fietsNl, slides: ['Black Friday: gratis fietsslot', 'Proefrit bij jou thuis', 'Lease een fiets via je werkgever'] };
const karta: ShellPage = { site: s('Bank Wiślany', 'pl-PL', 'Karta debetowa Visa | Bank Wiślany'), body: kartaPl, slides: ['Konto za 0 zł z premią 300 zł', 'Kredyt gotówkowy z RRSO 9,9%', 'BLIK na telefon'] };
const celular: ShellPage = { site: s('Mercado Vila', 'pt-BR', 'Samsung Galaxy S24 FE 128GB | Mercado Vila'), body: celularPt, slides: ['Black Friday: até 60% off', 'Frete grátis acima de R$ 79', 'Pix com 5% de desconto'] };
const nedladdning: ShellPage = { site: s('Kartverktyget', 'sv-SE', 'Ladda ner | Kartverktyget'), body: nedladdningSv, slides: ['Nyhet: offline-kartor', 'Gå med i forumet', 'Bidra med översättningar'] };
const kirjasto: ShellPage = { site: s('Helmet-kirjastot', 'fi-FI', 'Kallion kirjasto | Helmet'), body: kirjastoFi, slides: ['Joulun aukioloajat', 'Lainaa e-kirjoja', 'Kirjastokortti verkossa'] };
const ticket: ShellPage = { site: s('チケットスクエア', 'ja-JP', '星野ミナト LIVE TOUR 2027 東京公演 | チケットスクエア'), body: ticketJa, slides: ['年末年始の公演特集', '会員登録でポイント進呈', 'スマホでかんたん電子チケット'] };
const fryer: ShellPage = { site: s('한빛몰', 'ko-KR', '코스모 에어프라이어 5.5L | 한빛몰'), body: fryerKo, slides: ['블랙프라이데이 최대 50%', '무료배송 이벤트', '신규회원 10% 쿠폰'] };
const pricing: ShellPage = { site: s('Taskloom', 'en-US', 'Pricing | Taskloom'), body: pricingEn, slides: ['New: AI summaries in every plan', 'Read our 2026 customer report', 'Webinar: planning for Q1'] };

const LIEFERUNG_TUE = 'Bestellen Sie innerhalb von 5 Std. 4 Min., Lieferung Mittwoch, 2. Dezember';
const FRETE_TUE = 'Chegará grátis amanhã, quarta-feira 2 de dezembro, para o CEP 01310-100';
const TANAAN_TUE = 'Tänään tiistaina 1.12. auki 10–20 · Kirjastossa nyt noin 85 asiakasta';
const SHIP_TUE = '오늘(화) 14시 전 주문 시 12/2(수) 도착 예정';

export const PAIRS_28: PairSpec[] = [
  // ----- real -----
  real('saver-rate-en', 'content', 'content', 'British building society; the easy-access rate "4.15%" → "4.00%" for balances up to £24,999; the rates-checked age and the chat count move.', page(saver, { rate: '4.00%', checked: 'Rates checked 1 minute ago', chat: 'Chat with us – 5 advisers online' })),
  real('saver-withdrawals-en', 'content', 'content', 'British building society; "Up to 3 withdrawals each calendar year" → "Up to 2"; the recommended strip rotates.', page(saver, { withdrawals: 'Up to 2 withdrawals each calendar year', foryou: 'Regular Saver (Issue 3)~6.00% AER|Cash ISA Easy Access~4.05% AER tax-free|1 Year Fixed Rate Bond~4.35% AER' })),
  real('vollautomat-preis-de', 'content', 'price', 'German shop; coffee machine "649,00 €" → "629,00 €" (-3.1 %) with the instalments and JSON-LD; viewers and the delivery date move.', page(vollautomat, { preis: '629,00 €', raten: 'oder 24 × 26,21 € mit 0 % Finanzierung', ld: '629.00', viewers: '24 Personen sehen sich diesen Artikel gerade an', lieferung: LIEFERUNG_TUE })),
  real('vollautomat-farbe-de', 'content', 'availability', 'German shop; the selected colour black "Auf Lager – sofort lieferbar" → "Ausverkauft", JSON-LD OutOfStock; the delivery line moves.', page(vollautomat, { schwarz: 'Ausverkauft – wir benachrichtigen Sie, sobald der Artikel wieder da ist', ldStock: 'OutOfStock', lieferung: LIEFERUNG_TUE })),
  real('titre-accueil-fr', 'content', 'content', 'French prefecture; counter hours Monday/Tuesday/Thursday "8 h 45 – 12 h 00" → "8 h 45 – 11 h 00"; the update age and the form nonce move.', page(titre, { accueil: '8 h 45 – 11 h 00', publie: 'Publié le 14/10/2026 · Mis à jour il y a 2 heures', nonce: '5d0b8e21fa' })),
  real('titre-taxe-fr', 'content', 'content', 'French prefecture; the temporary residence card "225 €" → "235 €" (+4.4 %); the form nonce moves.', page(titre, { taxe: '235 €', nonce: 'e4c7a90b13' })),
  real('equipaje-cabina-es', 'content', 'content', 'Spanish airline; the cabin bag "de hasta 10 kg" → "8 kg" in the policy sentence; the fares carousel rotates.', page(equipaje, { cabina: '8 kg', ofertas: 'Barcelona – Roma~desde 41 €|Valencia – París~desde 52 €|Madrid – Londres~desde 45 €' })),
  real('equipaje-maleta-es', 'content', 'content', 'Spanish airline; a checked bag booked online "25 €" → "27 €" per leg; the currency footer moves with the day\'s rate.', page(equipaje, { maleta: '27 €', divisa: 'Precios en EUR · 25 € ≈ 21,18 £ ≈ 26,58 US$ (tipo de cambio orientativo de hoy)' })),
  real('bando-scadenza-it', 'content', 'content', 'Italian university; the enrolment deadline "15 gennaio 2027" → "22 gennaio 2027", the countdown follows it; the read counter moves.', page(bando, { scadenza: '22 gennaio 2027, ore 12:00', countdown: 'Mancano 53 giorni alla chiusura delle iscrizioni', letture: 'Letto 1.311 volte' })),
  real('fiets-maat-nl', 'content', 'availability', 'Dutch bike shop; the selected frame size 53 cm "Op voorraad" → "Niet op voorraad, levertijd 6–8 weken" in the buy box and the size table.', page(fiets, { maat: '53 cm – Niet op voorraad, levertijd 6–8 weken', maatTabel: 'Niet op voorraad' })),
  real('karta-oplata-pl', 'content', 'content', 'Polish bank; the card\'s monthly fee "7 zł" → "9 zł"; the exchange-rate widget moves.', page(karta, { oplata: '9 zł', kursy: 'Kursy walut: EUR 4,2688 · USD 4,0602 · CHF 4,5871 · GBP 5,1420 (godz. 09:30)' })),
  real('celular-preco-pt', 'content', 'price', 'Brazilian marketplace; phone "R$ 2.499,00" → "R$ 2.429,00" (-2.8 %) with instalments and JSON-LD; the delivery date and sold count move.', page(celular, { preco: 'R$ 2.429,00', parcelas: 'em 10x R$ 242,90 sem juros', ld: '2429.00', frete: FRETE_TUE, vendidos: '+500 vendidos · 41 vendidos nas últimas 24 horas' })),
  real('celular-estoque-pt', 'content', 'availability', 'Brazilian marketplace; phone "Estoque disponível · 14 unidades" → "Esgotado", JSON-LD OutOfStock.', page(celular, { estoque: 'Esgotado · avise-me quando chegar', ldStock: 'OutOfStock' })),
  real('nedladdning-version-sv', 'content', 'content', 'Swedish open-source project; latest release "3.8.1" → "3.8.2" with its date and file names; the download counter moves.', page(nedladdning, { version: '3.8.2', datum: '30 november 2026', raknare: '12 907 nedladdningar den här veckan' })),
  real('kirjasto-la-fi', 'content', 'content', 'Finnish library; Saturday hours "10–16" → "10–15"; today\'s line moves.', page(kirjasto, { la: '10–15', tanaan: TANAAN_TUE })),
  real('ticket-hatsubai-ja', 'content', 'content', 'Japanese ticket page; general sale "12月10日(木) 10:00" → "12月17日(木) 10:00", the countdown follows it; viewers move.', page(ticket, { hatsubai: '2026年12月17日(木) 10:00', countdown: '一般発売開始まで あと15日 14:11:40', viewers: 'いま 2,015人 がこのページを見ています' })),
  real('ticket-sseki-ja', 'content', 'content', 'Japanese ticket page; S seats "9,800円" → "10,500円"; the countdown ticks a day.', page(ticket, { sseki: '10,500円(税込)', countdown: '一般発売開始まで あと8日 14:13:52' })),
  real('fryer-price-ko', 'content', 'price', 'Korean shop; air fryer "89,000원" → "86,000원" (-3.4 %) with JSON-LD; the dispatch date moves.', page(fryer, { price: '86,000원', ld: '86000', ship: SHIP_TUE })),
  real('pricing-pro-en', 'content', 'content', 'American SaaS; Pro "$15.99" → "$16.49" per user per month (+3.1 %); the trial timer moves.', page(pricing, { pro: '$16.49', trial: 'Your free trial ends in 5 days' })),

  // ----- noise -----
  noise('saver-foryou-en', 'content', 'British building society; the recommended strip shows other accounts with their rates, the rates-checked age moves.', page(saver, { foryou: 'Junior Saver~4.50% AER|2 Year Fixed Rate Bond~4.10% AER|Notice Account (95 days)~4.40% AER', checked: 'Rates checked 14 minutes ago' })),
  noise('saver-chat-en', 'content', 'British building society; the chat line "3 advisers online" → "1 adviser online".', page(saver, { chat: 'Chat with us – 1 adviser online' })),
  noise('vollautomat-lieferung-de', 'content', 'German shop; the delivery date follows the day, viewers 17 → 9.', page(vollautomat, { lieferung: LIEFERUNG_TUE, viewers: '9 Personen sehen sich diesen Artikel gerade an' })),
  noise('vollautomat-punkte-de', 'content', 'German shop; the signed-in points balance 1.240 → 1.305, the bought-too shelf reordered.', page(vollautomat, { punkte: 'Ihr Punktestand: 1.305 DeutschlandCard-Punkte', reco: 'Wasserfilter DLSC002~14,49 €|Espressotassen 6er-Set~24,95 €|Entkalker EcoDecalk 500 ml~12,99 €|Milchkanne Edelstahl~19,99 €' })),
  noise('titre-consent-fr', 'content', 'French prefecture; a consent banner shown on this load, the form nonce.', page(titre, { consent: '<div class="tarteaucitron" role="dialog"><p>Ce site utilise des cookies pour mesurer l’audience. Vous pouvez les accepter ou les refuser.</p><button>Tout accepter</button><button>Tout refuser</button><button>Personnaliser</button></div>', nonce: '07ad4b93ce' })),
  noise('titre-publie-fr', 'content', 'French prefecture; the update age a day older, the form nonce.', page(titre, { publie: 'Publié le 14/10/2026 · Mis à jour il y a 4 jours', nonce: 'b2f6e81d05' })),
  noise('equipaje-ofertas-es', 'content', 'Spanish airline; the fares carousel shows other routes at other prices.', page(equipaje, { ofertas: 'Sevilla – Ámsterdam~desde 58 €|Málaga – Dublín~desde 36 €|Bilbao – Lisboa~desde 33 €' })),
  noise('equipaje-divisa-es', 'content', 'Spanish airline; the currency footer at the day\'s rate.', page(equipaje, { divisa: 'Precios en EUR · 25 € ≈ 21,18 £ ≈ 26,58 US$ (tipo de cambio orientativo de hoy)' })),
  noise('bando-countdown-it', 'content', 'Italian university; the countdown a day later, the read counter 1.203 → 1.288.', page(bando, { countdown: 'Mancano 46 giorni alla chiusura delle iscrizioni', letture: 'Letto 1.288 volte' })),
  noise('bando-correlati-it', 'content', 'Italian university; related notices rotated with one replaced.', page(bando, { correlati: 'Test di inglese B2, nuove date|Alloggi universitari, graduatoria provvisoria|Mense: nuovi orari durante le feste' })),
  noise('fiets-layout-nl', 'content', 'Dutch bike shop; the A/B test puts the specifications above the buy box.', page(fiets, { layout: 'b' })),
  noise('fiets-reviews-nl', 'content', 'Dutch bike shop; the same reviews in another order.', page(fiets, { reviews: '★★★★★ Snelle levering en goed afgesteld. – Ruud|★★★★★ Heerlijk soepel, ook met tegenwind. – Marco|★★★★☆ Accu gaat lang mee, zadel wat hard. – Ingrid' })),
  noise('karta-kursy-pl', 'content', 'Polish bank; the exchange-rate widget a day later.', page(karta, { kursy: 'Kursy walut: EUR 4,2688 · USD 4,0602 · CHF 4,5871 · GBP 5,1420 (godz. 09:30)' })),
  noise('karta-aktualnosci-pl', 'content', 'Polish bank; the news list a day older with a new item on top.', page(karta, { aktualnosci: 'Zmiana godzin pracy infolinii w święta – 1 godz. temu|Nowa wersja aplikacji mobilnej – wczoraj|Uwaga na fałszywe SMS-y – 2 dni temu' })),
  noise('celular-frete-pt', 'content', 'Brazilian marketplace; the delivery date follows the day, sold in 24 hours 38 → 41.', page(celular, { frete: FRETE_TUE, vendidos: '+500 vendidos · 41 vendidos nas últimas 24 horas' })),
  noise('celular-patrocinados-pt', 'content', 'Brazilian marketplace; other sponsored offers with their prices.', page(celular, { patrocinados: 'Fone Galaxy Buds FE~R$ 349,00|Cartão microSD 256GB~R$ 119,90|Suporte veicular magnético~R$ 39,90' })),
  noise('nedladdning-raknare-sv', 'content', 'Swedish open-source project; the download counter and the page\'s age.', page(nedladdning, { raknare: '13 107 nedladdningar den här veckan', sida: 'Sidan uppdaterades för 1 dag sedan' })),
  noise('nedladdning-sponsorer-sv', 'content', 'Swedish open-source project; the sponsors in another order.', page(nedladdning, { sponsorer: 'Norrland Tech AB|Lantmäteriverket|Stiftelsen Öppen Geodata' })),
  noise('kirjasto-tanaan-fi', 'content', 'Finnish library; today\'s line and visitor estimate, the events a day on.', page(kirjasto, { tanaan: TANAAN_TUE, tapahtumat: 'Lukupiiri: Tove Jansson – tänään klo 18|Digitukea senioreille – to 3.12. klo 13|Joululauluilta – la 5.12. klo 15' })),
  noise('ticket-countdown-ja', 'content', 'Japanese ticket page; the countdown a day later, viewers 1,284 → 2,015.', page(ticket, { countdown: '一般発売開始まで あと8日 14:25:40', viewers: 'いま 2,015人 がこのページを見ています' })),
  noise('ticket-osusume-ja', 'content', 'Japanese ticket page; other recommended concerts.', page(ticket, { osusume: '冬のジャズフェス 横浜|さくら坂49 ドームツアー|青葉リサ ホールツアー 2027' })),
  noise('fryer-ship-ko', 'content', 'Korean shop; the dispatch date follows the day, coupon downloads 1,203 → 1,377.', page(fryer, { ship: SHIP_TUE, coupon: '쿠폰 받기 · 1,377명이 받았어요' })),
  noise('fryer-recent-ko', 'content', 'Korean shop; other recently viewed items with their prices.', page(fryer, { recent: '에어프라이어 종이호일 100매~6,900원|전자레인지 23L~119,000원|전기 그릴~54,000원' })),
  noise('pricing-headline-en', 'content', 'American SaaS; the A/B headline, the trial timer a day on.', page(pricing, { headline: 'Plans that grow with your team', trial: 'Your free trial ends in 5 days' })),
  noise('pricing-logos-en', 'content', 'American SaaS; the customer logos rotated.', page(pricing, { logos: 'Initech|Umbrella Health|Stark Logistics|Northwind|Globex' })),
];
