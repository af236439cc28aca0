/**
 * The thirtieth batch of page pairs (issue 22, manifest "batch": "pairs-30"), written in one go and
 * labelled before any evaluation ran on it: 47 pages of one address fetched twice, a Thursday
 * evening and a Friday morning, as a url-mode monitor at the default sensitivity sees them, in en,
 * de, fr, es, it, nl, pl, sv, ja, pt, cs and tr, on page kinds the older batches hold few of: pages
 * built by script (a skeleton and the data in inline JSON), a news article beside its "related"
 * boxes, government fee notices beside a "last reviewed" date, SaaS pricing beside a currency
 * switcher and a monthly/yearly toggle default, events' ticket tiers beside "N interested",
 * property and car listings beside their age and views, an app's release beside its download and
 * rating counts. Its 24 noise pairs are those parts alone; its 23 real changes are a plan's price
 * or limit, a fee and a deadline, an article's facts edited, a ticket tier sold out or repriced, a
 * listing's price cut or state, a version bump or a raised minimum system. Every pair also differs
 * by what batch 21's shell varies per fetch. Names start "p30-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { articleFr, bewohnerparkenDe, conciertoEs, immobileIt, occasionNl, pricingEn } from './batch-30-pages.js';
import { aplikacjaPl, arabaTr, ibentoJa, nyheterSv, planosPt, poplatkyCs } from './batch-30-more-pages.js';

export const BATCH_30 = 'pairs-30';

const { real, noise } = batchPairs(BATCH_30, 'p30');

/** Two fetches twelve hours apart, a Thursday evening and a Friday morning. */
const VISITS_30: Record<Side, Visit21> = {
  before: { seed: 3011, servedAt: '2026-12-03T19:22:40.512Z', clock: '20:22', slide: 2, online: 96, year: 2026 },
  after: { seed: 3037, servedAt: '2026-12-04T07:48:03.077Z', clock: '08:48', slide: 0, online: 131, year: 2026 },
};

const page = shellPairs(VISITS_30);
const s = site21;

const pricing: ShellPage = { site: s('Tallyboard', 'en-US', 'Pricing | Tallyboard'), body: pricingEn, slides: ['Tallyboard AI is here', 'Read the 2026 State of Planning report', 'Webinar: roadmaps that ship'] };
const parken: ShellPage = { site: s('Stadt Kerschberg', 'de-DE', 'Bewohnerparkausweis | Stadt Kerschberg'), body: bewohnerparkenDe, slides: ['Weihnachtsmarkt bis 23.12.', 'Online-Termin im Bürgerbüro', 'Baustelle Hauptstraße'] };
const article: ShellPage = { site: s('Ouest Matin', 'fr-FR', 'TER : 40 trains de plus par jour | Ouest Matin'), body: articleFr, slides: ['Abonnez-vous : 1 € le premier mois', 'Newsletter du matin', 'Nos podcasts'] };
const concierto: ShellPage = { site: s('Entradium', 'es-ES', 'Vetusta Morla en Madrid | Entradium'), body: conciertoEs, slides: ['Regala entradas esta Navidad', 'Festivales 2027', 'Paga en 3 plazos'] };
const immobile: ShellPage = { site: s('CasaBo', 'it-IT', 'Trilocale via Santo Stefano | CasaBo'), body: immobileIt, slides: ['Valuta casa gratis', 'Mutui: confronta le offerte', 'Nuove costruzioni a Bologna'] };
const occasion: ShellPage = { site: s('AutoPlein Utrecht', 'nl-NL', 'Volkswagen Golf 1.5 eTSI Life Business | AutoPlein'), body: occasionNl, slides: ['Inruilactie december', 'Financiering vanaf 4,9 %', 'Gratis afleverbeurt'] };
const aplikacja: ShellPage = { site: s('Sklepik z aplikacjami', 'pl-PL', 'Koleo – bilety kolejowe | Sklepik z aplikacjami'), body: aplikacjaPl, slides: ['Aplikacje tygodnia', 'Gry na zimę', 'Bezpieczeństwo w sieci'] };
const nyheter: ShellPage = { site: s('Östgöta Nyheter', 'sv-SE', 'Regionen höjer priset på månadskortet | Östgöta Nyheter'), body: nyheterSv, slides: ['Prenumerera: 1 kr i en månad', 'Lyssna på dagens poddar', 'Tipsa redaktionen'] };
const ibento: ShellPage = { site: s('チケットピア', 'ja-JP', 'YOASOBI ARENA TOUR 2027 横浜アリーナ | チケットピア'), body: ibentoJa, slides: ['年末年始のライブ特集', '先行抽選受付中', 'アプリでスマチケ'] };
const planos: ShellPage = { site: s('Notafácil', 'pt-BR', 'Planos e preços | Notafácil'), body: planosPt, slides: ['Novo: emissão de NFS-e nacional', 'Webinar: fechamento do ano', 'Indique e ganhe'] };
const poplatky: ShellPage = { site: s('Město Kladruby', 'cs-CZ', 'Místní poplatky | Město Kladruby'), body: poplatkyCs, slides: ['Vánoční trhy na náměstí', 'Svoz odpadu o svátcích', 'Rozpočet 2027'] };
const araba: ShellPage = { site: s('İlanKapısı', 'tr-TR', 'Renault Clio 1.0 TCe Touch 2021 | İlanKapısı'), body: arabaTr, slides: ['Aracını hemen sat', 'Kasko teklifi al', 'Ekspertiz randevusu'] };

const FIX_FR = 'Selon le vice-président chargé des transports, 32 trains supplémentaires circuleront chaque jour en semaine dès le 2 mars, pour un coût de 14 millions d’euros par an.';

export const PAIRS_30: PairSpec[] = [
  // ----- real -----
  real('pricing-team-en', 'content', 'content', 'SaaS pricing; the Team plan $12 → $15 monthly and $10 → $12.50 yearly per user (and in EUR €11 → €14, €9 → €11.50), the shown yearly USD price among them.', page(pricing, { teamM: '$15', teamY: '$12.50', teamME: '€14', teamYE: '€11.50' })),
  real('pricing-free-en', 'content', 'content', 'SaaS pricing; the Free plan "Up to 3 boards" → "Up to 1 board".', page(pricing, { freeLimit: 'Up to 1 board · 2 editors · 7-day version history' })),
  real('parken-gebuehr-de', 'content', 'content', 'German city notice; the residents\' parking permit 120,00 € → 180,00 € for 12 months and 240,00 € → 360,00 € for 24; the reviewed date moves.', page(parken, { gebuehr12: '180,00 €', gebuehr24: '360,00 €', geprueft: 'Zuletzt geprüft am 03.12.2026' })),
  real('parken-frist-de', 'content', 'content', 'German city notice; the renewal deadline "15.12.2026" → "08.12.2026".', page(parken, { frist: '08.12.2026' })),
  real('article-fix-fr', 'content', 'content', 'French news article; the figures corrected "40 trains … 18 millions" → "32 trains … 14 millions", an update time and a correction note; the comment count moves.', page(article, { corps: FIX_FR, maj: ' · Mis à jour à 11h02', correction: '<p class="correction">Rectificatif : une version précédente de cet article indiquait 40 trains et 18 millions d’euros.</p>', lecture: 'Lecture 4 min · 203 commentaires' })),
  real('article-date-fr', 'content', 'content', 'French news article; the start date in the body "dès le 2 mars" → "dès le 6 avril".', page(article, { corps: 'Selon le vice-président chargé des transports, 40 trains supplémentaires circuleront chaque jour en semaine dès le 6 avril, pour un coût de 18 millions d’euros par an.' })),
  real('concierto-grada-es', 'content', 'content', 'Spanish concert page; the side stand "Últimas entradas" → "Agotado"; the interested count moves.', page(concierto, { grada: 'Agotado', interes: '3.498 personas interesadas · 1.262 van a ir', cuenta: 'Faltan 107 días' })),
  real('concierto-precio-es', 'content', 'content', 'Spanish concert page; general floor "42,00 €" → "45,00 €".', page(concierto, { pistaPrecio: '45,00 €' })),
  real('immobile-prezzo-it', 'content', 'content', 'Italian flat listing; "€ 389.000" → "€ 369.000" with a price-cut line, the mortgage estimate follows; the age moves.', page(immobile, { prezzo: '€ 369.000', ribasso: '<p class="ribasso">Prezzo ribassato di € 20.000</p>', rata: 'da € 1.245 al mese', eta: 'Pubblicato 13 giorni fa · Aggiornato oggi' })),
  real('immobile-stato-it', 'content', 'content', 'Italian flat listing; "Stato: Disponibile" → "Stato: In trattativa".', page(immobile, { stato: 'In trattativa' })),
  real('occasion-prijs-nl', 'content', 'price', 'Dutch used-car listing; "€ 23.950" → "€ 22.950" with "Prijs verlaagd", JSON-LD 22950; viewers move.', page(occasion, { prijs: '€ 22.950', verlaagd: '<p class="verlaagd">Prijs verlaagd – was € 23.950</p>', ld: '22950', bekeken: '37 mensen bekeken deze auto vandaag' })),
  real('occasion-verkocht-nl', 'content', 'availability', 'Dutch used-car listing; "Beschikbaar · proefrit mogelijk" → "Verkocht", JSON-LD SoldOut.', page(occasion, { status: 'Verkocht', ldStock: 'SoldOut' })),
  real('aplikacja-wersja-pl', 'content', 'content', 'Polish app page built by Next.js; version 5.18.2 → 5.19.0 with its date, notes and size in __NEXT_DATA__; ratings and the build id move.', page(aplikacja, { wersja: '5.19.0', data: '2026-12-03', zmiany: 'Bilety na przejazdy regionalne w województwie śląskim|Nowy widok rezerwacji miejsc', rozmiar: '39,1 MB', oceny: '48377', build: 'Qm4tR8wZp2Lc' })),
  real('aplikacja-android-pl', 'content', 'content', 'Polish app page built by Next.js; the minimum Android "8.0" → "10" in __NEXT_DATA__.', page(aplikacja, { android: '10' })),
  real('nyheter-stycke-sv', 'content', 'content', 'Swedish news article in Nuxt state; the paragraph\'s figures edited "850 kronor … 510" → "880 kronor … 530" and an update time set.', page(nyheter, { stycke: 'Priset går från 795 kronor till 880 kronor. Ungdomsbiljetten höjs från 475 till 530 kronor.', uppdaterad: '2026-12-03T14:12:00+01:00', hamtad: '2026-12-04T07:48:03Z' })),
  real('nyheter-rattelse-sv', 'content', 'content', 'Swedish news article in Nuxt state; a correction paragraph added to the body.', page(nyheter, { rattelse: 'Rättelse: I en tidigare version stod det att höjningen gäller från januari. Den gäller från den 1 februari.', hamtad: '2026-12-04T07:48:03Z' })),
  real('ibento-soldout-ja', 'content', 'content', 'Japanese ticket page built by script; the S seats soldOut false → true in the initial state; the interested count moves.', page(ibento, { sSoldOut: 'true', kyomi: '18977', rendered: '2026-12-05T00:48:03+09:00' })),
  real('ibento-shimekiri-ja', 'content', 'content', 'Japanese ticket page built by script; the lottery deadline 2026-12-15 → 2026-12-22 in the initial state.', page(ibento, { shimekiri: '2026-12-22T23:59:00+09:00', rendered: '2026-12-05T00:48:03+09:00' })),
  real('planos-prof-pt', 'content', 'content', 'Brazilian SaaS pricing; Profissional "R$ 99/mês" → "R$ 109/mês" (annual R$ 79 → R$ 89); the sign-up line moves.', page(planos, { profM: 'R$ 109', profA: 'R$ 89', prova: '341 empresas assinaram nos últimos 7 dias' })),
  real('planos-limite-pt', 'content', 'content', 'Brazilian SaaS pricing; Essencial "Até 3 usuários · 500 notas" → "Até 2 usuários · 300 notas".', page(planos, { essencialLimite: 'Até 2 usuários · 300 notas fiscais/mês' })),
  real('poplatky-odpad-cs', 'content', 'content', 'Czech municipality; the waste fee "900 Kč" → "1 020 Kč" per person a year; the update line moves.', page(poplatky, { odpad: '1 020 Kč', aktualizace: 'Poslední aktualizace: 3. 12. 2026' })),
  real('poplatky-splatnost-cs', 'content', 'content', 'Czech municipality; the waste fee due "do 31. 3. 2027" → "do 30. 6. 2027".', page(poplatky, { odpadSplatnost: 'do 30. 6. 2027' })),
  real('araba-fiyat-tr', 'content', 'content', 'Turkish car listing; "985.000 TL" → "949.000 TL" with a "Fiyatı düştü" badge; views move.', page(araba, { fiyat: '949.000 TL', dustu: '<p class="dustu">Fiyatı düştü</p>', goruntulenme: 'Bu ilan 1.951 kez görüntülendi · 13 favori' })),

  // ----- noise -----
  noise('pricing-billing-en', 'content', 'SaaS pricing; the billing toggle opens on Monthly instead of Yearly (the same prices shipped, another shown).', page(pricing, { billing: 'monthly' })),
  noise('pricing-currency-en', 'content', 'SaaS pricing; the currency switcher picks EUR for this visitor (the same prices shipped, another shown).', page(pricing, { currency: 'EUR' })),
  noise('parken-geprueft-de', 'content', 'German city notice; "Zuletzt geprüft am 27.11.2026" → "03.12.2026".', page(parken, { geprueft: 'Zuletzt geprüft am 03.12.2026' })),
  noise('parken-bewertung-de', 'content', 'German city notice; the helpful vote 412 of 468 → 419 of 476.', page(parken, { bewertung: 'War diese Seite hilfreich? 419 von 476 Personen sagen ja.' })),
  noise('article-aussi-fr', 'content', 'French news article; the "À lire aussi" box shows other stories.', page(article, { aussi: 'Nantes : la ligne 1 du tramway coupée trois semaines|TGV : les prix des billets de Noël décryptés|Covoiturage : la prime de 100 € reconduite' })),
  noise('article-plus-lus-fr', 'content', 'French news article; "Les plus lus" reordered with a new entry and the comment count.', page(article, { plusLus: 'Immobilier : les prix reculent à Nantes|Marché de Noël : les horaires et les navettes|Tempête : 30 000 foyers privés d’électricité', lecture: 'Lecture 4 min · 187 commentaires' })),
  noise('concierto-interes-es', 'content', 'Spanish concert page; interested 3.412 → 3.587 and the countdown a day less.', page(concierto, { interes: '3.587 personas interesadas · 1.301 van a ir', cuenta: 'Faltan 107 días' })),
  noise('concierto-relacionados-es', 'content', 'Spanish concert page; the related concerts box with other acts and prices.', page(concierto, { relacionados: 'Dani Martín – Madrid~desde 39,00 €|Sidonie – Zaragoza~desde 25,00 €|Leiva – Sevilla~desde 34,00 €' })),
  noise('immobile-eta-it', 'content', 'Italian flat listing; "Pubblicato 12 giorni fa" → "13 giorni fa".', page(immobile, { eta: 'Pubblicato 13 giorni fa · Aggiornato 4 giorni fa' })),
  noise('immobile-visite-it', 'content', 'Italian flat listing; views 1.204 → 1.287, saves 37 → 39.', page(immobile, { visite: 'Visualizzato 1.287 volte · 39 utenti l’hanno salvato' })),
  noise('occasion-geplaatst-nl', 'content', 'Dutch used-car listing; "Geplaatst 5 dagen geleden" → "6 dagen geleden".', page(occasion, { geplaatst: 'Geplaatst 6 dagen geleden' })),
  noise('occasion-bekeken-nl', 'content', 'Dutch used-car listing; today\'s viewers and the similar cars with their prices.', page(occasion, { bekeken: '8 mensen bekeken deze auto vandaag', vergelijkbaar: 'Opel Astra 1.2 Turbo 2022~€ 20.450|Volkswagen Golf 1.0 TSI 2020~€ 17.900|Toyota Corolla 1.8 Hybrid 2021~€ 23.250' })),
  noise('aplikacja-oceny-pl', 'content', 'Polish app page built by Next.js; the rating count 48213 → 48391 and the build id in __NEXT_DATA__.', page(aplikacja, { oceny: '48391', build: 'Zr7nW1kPq5Ya' })),
  noise('aplikacja-podobne-pl', 'content', 'Polish app page built by Next.js; the similar apps in __NEXT_DATA__.', page(aplikacja, { podobne: 'Bilkom|mObilet|Jakdojade' })),
  noise('nyheter-relaterat-sv', 'content', 'Swedish news article in Nuxt state; the related list, the view count and the fetch time.', page(nyheter, { relaterat: 'Snöoväder stoppar bussar i Norrköping|Nya busslinjer i Linköping|Så blir trafiken i jul', visningar: '19877', hamtad: '2026-12-04T07:48:03Z' })),
  noise('nyheter-ab-sv', 'content', 'Swedish news article in Nuxt state; the A/B variant flag and the fetch time.', page(nyheter, { ab: 'B', hamtad: '2026-12-04T07:48:03Z' })),
  noise('ibento-kyomi-ja', 'content', 'Japanese ticket page built by script; interested 18342 → 19107 and the render time.', page(ibento, { kyomi: '19107', rendered: '2026-12-05T00:48:03+09:00' })),
  noise('ibento-osusume-ja', 'content', 'Japanese ticket page built by script; the recommended events in the initial state.', page(ibento, { osusume: 'Vaundy HALL TOUR|Mrs. GREEN APPLE DOME|米津玄師 TOUR', rendered: '2026-12-05T00:48:03+09:00' })),
  noise('planos-periodo-pt', 'content', 'Brazilian SaaS pricing; the toggle opens on Anual instead of Mensal (the same prices shipped, another shown).', page(planos, { periodo: 'anual' })),
  noise('planos-prova-pt', 'content', 'Brazilian SaaS pricing; the sign-up line 327 → 352.', page(planos, { prova: '352 empresas assinaram nos últimos 7 dias' })),
  noise('poplatky-aktualizace-cs', 'content', 'Czech municipality; "Poslední aktualizace: 28. 11. 2026" → "3. 12. 2026".', page(poplatky, { aktualizace: 'Poslední aktualizace: 3. 12. 2026' })),
  noise('poplatky-deska-cs', 'content', 'Czech municipality; the notice-board box with a new notice on top and the oldest gone.', page(poplatky, { deska: 'Oznámení o uzavírce ulice Polní – vyvěšeno 3. 12.|Oznámení o konání zasedání zastupitelstva – vyvěšeno 2. 12.|Veřejná vyhláška – územní plán – vyvěšeno 30. 11.' })),
  noise('araba-goruntulenme-tr', 'content', 'Turkish car listing; views 1.874 → 2.016, favourites 12 → 14.', page(araba, { goruntulenme: 'Bu ilan 2.016 kez görüntülendi · 14 favori' })),
  noise('araba-benzer-tr', 'content', 'Turkish car listing; the similar listings with other cars and prices.', page(araba, { benzer: 'Renault Clio 1.0 TCe Joy 2021~915.000 TL|Peugeot 208 1.2 PureTech Active 2021~1.045.000 TL|Opel Corsa 1.2 Edition 2022~979.000 TL' })),
];
