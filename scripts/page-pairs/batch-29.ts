/**
 * The twenty-ninth batch of page pairs (issue 22, manifest "batch": "pairs-29"), written in one go
 * and labelled before any evaluation ran on it: 49 pages of one address fetched twice, a Wednesday
 * and a Thursday morning, as a url-mode monitor at the default sensitivity sees them, in en, de,
 * fr, es, it, nl, pl, pt, cs, da, nb and tr. Its 26 noise pairs are what real pages change per load
 * or per day: viewers, an also-bought shelf's prices, an update age, session ids in links, a
 * consent banner, an A/B hero, a gallery index, a download counter, the mirror picked per visitor,
 * reviews reordered, accessories' prices, notices' ages, a view counter, a chat wait, bought-together
 * prices, a cookie banner, facets reordered, an ad slot, added-to-basket counts and a helpful
 * counter. Its 23 real changes look alike: headphones -3.6 % and a sale price appearing, a job
 * added and one removed, a card fee and an overdraft charge cap, the chosen dress size sold out, a
 * release bump, a sale appearing and one ending, a single fare and a fare-change date, a bundle's
 * monthly fee +3.5 % and its loyalty term, a laptop's sale ending and its sale price -3.5 %, an
 * application deadline and an income limit, a job posting added and one removed, shoes' sale
 * ending and the chosen size sold out, a privacy policy's retention period. Every pair also differs
 * by what batch 21's shell varies per fetch. Names start "p29-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { biletyPl, headphonesAu, rilascioIt, stellenDe, tarifsFr, vestidoEs, wasmachineNl } from './batch-29-pages.js';
import { ayakkabiTr, fibraPt, fripladsDa, jobbNo, notebookCs, privacyEn } from './batch-29-more-pages.js';

export const BATCH_29 = 'pairs-29';

const { real, noise } = batchPairs(BATCH_29, 'p29');

/** Two fetches a day apart, Wednesday and Thursday morning. */
const VISITS_29: Record<Side, Visit21> = {
  before: { seed: 2907, servedAt: '2026-12-02T07:41:09.318Z', clock: '08:41', slide: 1, online: 158, year: 2026 },
  after: { seed: 2923, servedAt: '2026-12-03T07:52:55.901Z', clock: '08:52', slide: 0, online: 204, year: 2026 },
};

const page = shellPairs(VISITS_29);
const s = site21;

const headphones: ShellPage = { site: s('Sonic Bay', 'en-AU', 'Sony WH-1000XM5 Headphones (Black) | Sonic Bay'), body: headphonesAu, slides: ['Boxing Day deals start early', 'Free delivery over $99', 'Price match guarantee'] };
const stellen: ShellPage = { site: s('Stadtwerke Lindenau', 'de-DE', 'Stellenangebote | Stadtwerke Lindenau'), body: stellenDe, slides: ['Strompreise 2027: das ändert sich', 'Störungsmeldung rund um die Uhr', 'Jetzt auf Ökostrom wechseln'] };
const tarifs: ShellPage = { site: s('Banque Loire Atlantique', 'fr-FR', 'Tarifs particuliers | Banque Loire Atlantique'), body: tarifsFr, slides: ['Prêt immobilier : nos taux du mois', 'Livret A : tout savoir', 'Alerte fraude au faux conseiller'] };
const vestido: ShellPage = { site: s('Moda Brisa', 'es-ES', 'Vestido midi satinado con lazada | Moda Brisa'), body: vestidoEs, slides: ['Rebajas de invierno: hasta -40 %', 'Envío gratis desde 30 €', 'Nueva colección fiesta'] };
const rilascio: ShellPage = { site: s('Ortica GIS', 'it-IT', 'Download | Ortica GIS'), body: rilascioIt, slides: ['Ortica Conference 2027 a Bologna', 'Diventa sostenitore', 'Nuovi tutorial in italiano'] };
const wasmachine: ShellPage = { site: s('Witgoedplein', 'nl-NL', 'Bosch WGG244Z0NL Serie 6 | Witgoedplein'), body: wasmachineNl, slides: ['Sinterklaasdeals', 'Gratis installatie', 'Oude machine gratis mee'] };
const bilety: ShellPage = { site: s('ZTM Wrocławek', 'pl-PL', 'Ceny biletów | ZTM Wrocławek'), body: biletyPl, slides: ['Nowa aplikacja biletowa', 'Linie świąteczne', 'Remont torowiska na ul. Długiej'] };
const fibra: ShellPage = { site: s('Lusonet', 'pt-PT', 'Fibra 1 Gbps + TV | Lusonet'), body: fibraPt, slides: ['Natal: telemóveis com desconto', 'Fibra em mais 40 concelhos', 'App Lusonet: gere tudo'] };
const notebook: ShellPage = { site: s('Alza', 'cs-CZ', 'Lenovo IdeaPad Slim 5 14IMH9 | Alza.cz'), body: notebookCs, slides: ['Black Friday pokračuje', 'AlzaPlus+: doprava zdarma', 'Vánoční dárky do 500 Kč'] };
const friplads: ShellPage = { site: s('Vesthavn Kommune', 'da-DK', 'Søg om økonomisk friplads | Vesthavn Kommune'), body: fripladsDa, slides: ['Juleaktiviteter i byen', 'Ny genbrugsplads åbner', 'Høring om lokalplan 412'] };
const jobb: ShellPage = { site: s('Jobbtorget', 'nb-NO', 'Utvikler i Oslo | Jobbtorget'), body: jobbNo, slides: ['Lønnskalkulator 2027', 'Lag jobbvarsel', 'Tips til CV-en'] };
const ayakkabi: ShellPage = { site: s('Sepetçi', 'tr-TR', 'Adidas Runfalcon 5 Erkek Koşu Ayakkabısı | Sepetçi'), body: ayakkabiTr, slides: ['Yılbaşı indirimleri', 'Kargo bedava', 'Kredi kartına 9 taksit'] };
const privacy: ShellPage = { site: s('Loomdesk', 'en-US', 'Privacy Policy | Loomdesk'), body: privacyEn, slides: ['Loomdesk 5 is here', 'Join our December webinar', 'Security at Loomdesk'] };

const JOBS_DE = 'Elektroniker/in für Betriebstechnik (m/w/d)~Netzbetrieb · Vollzeit · Bewerbungsschluss 18.12.2026|Sachbearbeiter/in Kundenabrechnung (m/w/d)~Vertrieb · Teilzeit 30 Std. · Bewerbungsschluss 11.12.2026|Ingenieur/in Wasserversorgung (m/w/d)~Wasser · Vollzeit · Bewerbungsschluss 08.01.2027|Auszubildende/r Industriekaufmann/-frau 2027 (m/w/d)~Ausbildung · Beginn 01.09.2027';
const JOBS_NO = 'Senior backend-utvikler (Kotlin) – Vipps MobilePay – Oslo – søknadsfrist 15.12.2026|Frontendutvikler – NAV IT – Oslo – søknadsfrist 08.12.2026|Fullstack-utvikler – Sparebank Øst – Oslo – søknadsfrist snarest|Utvikler, dataplattform – Statens vegvesen – Oslo – søknadsfrist 04.01.2027|Mobilutvikler iOS – Kolonial Handel – Oslo – søknadsfrist 20.12.2026';
const SALE_NL = '<p class="actie">Actie: tijdelijk € 100,- korting</p><p class="van">Van <s>€ 699,-</s></p>';
const SALE_NL_BEFORE = { actie: SALE_NL, prijs: '€ 599,-', ld: '599.00' };

export const PAIRS_29: PairSpec[] = [
  // ----- real -----
  real('headphones-price-en', 'content', 'price', 'Australian electronics shop; headphones "$549.00" → "$529.00" (-3.6 %) with Afterpay and JSON-LD; viewers move.', page(headphones, { price: '$529.00', ld: '529.00', afterpay: 'or 4 interest-free payments of $132.25 with Afterpay', viewing: '26 people are viewing this right now' })),
  real('headphones-sale-en', 'content', 'price', 'Australian electronics shop; a sale price appears: "$499.00" with "Was $549.00 · Save $50" and JSON-LD 499.00.', page(headphones, { price: '$499.00', was: ' <s class="price__was">Was $549.00</s> <span class="price__save">Save $50</span>', ld: '499.00', afterpay: 'or 4 interest-free payments of $124.75 with Afterpay' })),
  real('stellen-neu-de', 'content', 'content', 'German utility careers page; a posting "Netzmonteur/in Strom (m/w/d)" added; the update age and the session ids in links move.', page(stellen, { jobs: JOBS_DE.replace('|Sachbearbeiter', '|Netzmonteur/in Strom (m/w/d)~Netzbetrieb · Vollzeit · Bewerbungsschluss 22.12.2026|Sachbearbeiter'), stand: 'Zuletzt aktualisiert: vor 40 Minuten', sid: '1C7E09B5A4F2D863' })),
  real('stellen-weg-de', 'content', 'content', 'German utility careers page; the posting "Sachbearbeiter/in Kundenabrechnung" removed; session ids move.', page(stellen, { jobs: JOBS_DE.split('|').filter((j) => !j.startsWith('Sachbearbeiter')).join('|'), sid: 'D40B8A2E77C1935F' })),
  real('tarifs-visa-fr', 'content', 'content', 'French bank; the Visa Classic card "45,00 €" → "47,50 €" a year in the fee table.', page(tarifs, { visa: '47,50 €' })),
  real('tarifs-plafond-fr', 'content', 'content', 'French bank; the intervention charge cap "plafond de 80,00 € par mois" → "plafond de 60,00 € par mois"; the A/B hero differs.', page(tarifs, { plafond: 'plafond de 60,00 € par mois', hero: 'Des tarifs clairs, toute l’année' })),
  real('vestido-talla-es', 'content', 'availability', 'Spanish fashion shop; the selected size M "Últimas unidades" → "Agotado" in the picker and the notice, JSON-LD OutOfStock; viewers move.', page(vestido, { tallaM: 'Agotado', aviso: 'Talla M seleccionada · Agotada · Avísame cuando esté disponible', ldStock: 'OutOfStock', viendo: '9 personas están viendo este artículo' })),
  real('rilascio-versione-it', 'content', 'content', 'Italian open-source project; stable release "2.14.3" → "2.14.4" with its date and file names; the counter moves.', page(rilascio, { versione: '2.14.4', data: '1 dicembre 2026', contatore: 'Scaricato 51.037 volte questa settimana · aggiornato 2 ore fa' })),
  real('wasmachine-actie-nl', 'content', 'price', 'Dutch shop; a sale appears: "€ 599,-" with "Van € 699,-" and a sale label, JSON-LD 599.00.', page(wasmachine, SALE_NL_BEFORE)),
  real('wasmachine-actie-voorbij-nl', 'content', 'price', 'Dutch shop; the sale ends: "€ 599,-" (van € 699,-) → "€ 699,-", the label gone, JSON-LD 699.00; reviews reordered.', page(wasmachine, { reviews: 'Bezorgers namen de oude machine netjes mee. – Fatima|Stil en zuinig, de automatische dosering werkt prima. – Sanne|Programma’s zijn wat lang maar het resultaat is top. – Joost' }, SALE_NL_BEFORE)),
  real('bilety-jednorazowy-pl', 'content', 'content', 'Polish transit authority; the single fare "4,60 zł" → "5,00 zł"; the view counter moves.', page(bilety, { jednorazowy: '5,00 zł', licznik: 'Wyświetleń: 19 112' })),
  real('bilety-od-kiedy-pl', 'content', 'content', 'Polish transit authority; the new fares apply "od 1 stycznia 2027" → "od 1 lutego 2027"; notice ages move.', page(bilety, { zmiana: 'Nowy cennik obowiązuje od 1 lutego 2027 r. Bilety kupione przed tą datą zachowują ważność.', komunikaty: 'Objazd linii 7 i 12 przez ul. Mostową – 1 dzień temu|Awaria biletomatu na pl. Wolności – wczoraj|Zmiana rozkładu linii nocnych – 2 dni temu' })),
  real('fibra-preco-pt', 'content', 'content', 'Portuguese operator; the bundle "42,99 €/mês" → "44,49 €/mês" (+3.5 %); the chat wait moves.', page(fibra, { preco: '44,49 €', chat: 'Fale connosco por chat · tempo de espera estimado: 6 min' })),
  real('fibra-fidelizacao-pt', 'content', 'content', 'Portuguese operator; the loyalty term "24 meses" → "12 meses".', page(fibra, { fidelizacao: '12 meses' })),
  real('notebook-akce-konec-cs', 'content', 'price', 'Czech shop; the sale ends: "21 241 Kč" (původně 24 990 Kč, akce −15 %) → "24 990 Kč", JSON-LD 24990.', page(notebook, { akce: '', cena: '24 990 Kč', puvodne: '', ld: '24990' })),
  real('notebook-cena-cs', 'content', 'price', 'Czech shop; the sale price "21 241 Kč" → "20 491 Kč" (-3.5 %, akce −15 % → −18 %), JSON-LD; viewers move.', page(notebook, { akce: '<p class="akce">Akce −18 % · končí 2. 12.</p>', cena: '20 491 Kč', ld: '20491', prohlizi: 'Právě si prohlíží 22 lidí' })),
  real('friplads-frist-da', 'content', 'content', 'Danish municipality; the application deadline for January "1. december 2026" → "15. december 2026"; the update age moves.', page(friplads, { frist: '15. december 2026', opdateret: 'Siden er sidst opdateret for 1 time siden' })),
  real('friplads-graense-da', 'content', 'content', 'Danish municipality; the income limit "677.500 kr." → "691.300 kr." in the text and the table.', page(friplads, { graense: '691.300 kr.' })),
  real('jobb-ny-no', 'content', 'content', 'Norwegian job board; a posting "Plattformutvikler – Posten Bring" added, hits 5 → 6 and its facet counts.', page(jobb, { treff: '6', bransje: 'IT (3)|Bank og finans (1)|Offentlig forvaltning (2)', form: 'Fast (5)|Engasjement (1)', stillinger: `Plattformutvikler – Posten Bring – Oslo – søknadsfrist 03.01.2027|${JOBS_NO}` })),
  real('jobb-borte-no', 'content', 'content', 'Norwegian job board; the posting "Frontendutvikler – NAV IT" removed, hits 5 → 4; the ad slot changes.', page(jobb, { treff: '4', bransje: 'IT (2)|Bank og finans (1)|Offentlig forvaltning (1)', stillinger: JOBS_NO.split('|').filter((j) => !j.includes('NAV IT')).join('|'), annonse: 'Boliglån med grønn rente – sjekk hva du kan låne' })),
  real('ayakkabi-indirim-tr', 'content', 'price', 'Turkish marketplace; the discount ends: "1.299 TL" (1.599 TL struck, %19 indirim) → "1.599 TL", JSON-LD 1599.00.', page(ayakkabi, { indirim: '', fiyat: '1.599 TL', ld: '1599.00' })),
  real('ayakkabi-beden-tr', 'content', 'availability', 'Turkish marketplace; the chosen size 42 "Son 3 ürün" → "Tükendi", JSON-LD OutOfStock; the basket count moves.', page(ayakkabi, { beden42: 'Tükendi', ldStock: 'OutOfStock', sosyal: 'Son 24 saatte 287 kişi sepetine ekledi' })),
  real('privacy-retention-en', 'content', 'content', 'American SaaS; deleted content kept "within 30 days … backups within 90 days" → "within 90 days … backups within 180 days", a new effective date.', page(privacy, { retention: 'When you delete your account, we delete your content within 90 days and remove it from backups within 180 days.', effective: 'December 15, 2026' })),

  // ----- noise -----
  noise('headphones-viewing-en', 'content', 'Australian electronics shop; "19 people are viewing" → "31".', page(headphones, { viewing: '31 people are viewing this right now' })),
  noise('headphones-alsobought-en', 'content', 'Australian electronics shop; the also-bought shelf shows other items with their prices.', page(headphones, { alsobought: 'JBL Go 4 Portable Speaker~$69.95|Sony Hard Carry Case~$44.00|Anker USB-C Cable 1.8m~$19.95' })),
  noise('stellen-stand-de', 'content', 'German utility careers page; the update age and the session ids in links.', page(stellen, { stand: 'Zuletzt aktualisiert: vor 2 Stunden', sid: '5B2D7E90C13A46F8' })),
  noise('stellen-sitzung-de', 'content', 'German utility careers page; only the session ids in the links.', page(stellen, { sid: 'A9E03F5C2D7B1864' })),
  noise('tarifs-consent-fr', 'content', 'French bank; a consent banner shown on this load.', page(tarifs, { consent: '<div id="didomi-host" role="dialog"><p>Avec votre accord, nous et nos 14 partenaires utilisons des cookies pour mesurer l’audience et personnaliser les contenus.</p><button>Accepter</button><button>Refuser</button><button>Paramétrer</button></div>' })),
  noise('tarifs-hero-fr', 'content', 'French bank; the A/B hero\'s title and line.', page(tarifs, { hero: 'Des tarifs clairs, toute l’année', heroSub: 'Comparez nos offres et choisissez celle qui vous ressemble.' })),
  noise('vestido-viendo-es', 'content', 'Spanish fashion shop; viewers 12 → 27.', page(vestido, { viendo: '27 personas están viendo este artículo' })),
  noise('vestido-galeria-es', 'content', 'Spanish fashion shop; the gallery opens on image 3 of 6.', page(vestido, { galeria: 'Imagen 3 de 6' })),
  noise('rilascio-mirror-it', 'content', 'Italian open-source project; another nearest mirror.', page(rilascio, { mirror: 'Mirror più vicino a te: TOP-IX (Torino)' })),
  noise('rilascio-contatore-it', 'content', 'Italian open-source project; the download counter and its age.', page(rilascio, { contatore: 'Scaricato 49.870 volte questa settimana · aggiornato 20 minuti fa' })),
  noise('wasmachine-reviews-nl', 'content', 'Dutch shop; the same reviews in another order.', page(wasmachine, { reviews: 'Programma’s zijn wat lang maar het resultaat is top. – Joost|Bezorgers namen de oude machine netjes mee. – Fatima|Stil en zuinig, de automatische dosering werkt prima. – Sanne' })),
  noise('wasmachine-samen-nl', 'content', 'Dutch shop; the bought-together accessories\' prices move.', page(wasmachine, { samen: 'Wasmachine-ophoogset 40 cm~€ 79,-|Trillingsdempers set van 4~€ 12,99|Ontkalker voor wasmachines~€ 9,99' })),
  noise('bilety-komunikaty-pl', 'content', 'Polish transit authority; the same notices a day older.', page(bilety, { komunikaty: 'Objazd linii 7 i 12 przez ul. Mostową – 1 dzień temu|Awaria biletomatu na pl. Wolności – wczoraj|Zmiana rozkładu linii nocnych – 2 dni temu' })),
  noise('bilety-licznik-pl', 'content', 'Polish transit authority; the view counter 18 422 → 19 057.', page(bilety, { licznik: 'Wyświetleń: 19 057' })),
  noise('fibra-hero-pt', 'content', 'Portuguese operator; the A/B hero.', page(fibra, { hero: 'Internet sem limites, em casa e fora' })),
  noise('fibra-chat-pt', 'content', 'Portuguese operator; the chat wait 3 → 11 min.', page(fibra, { chat: 'Fale connosco por chat · tempo de espera estimado: 11 min' })),
  noise('notebook-prohlizi-cs', 'content', 'Czech shop; viewers 14 → 6.', page(notebook, { prohlizi: 'Právě si prohlíží 6 lidí' })),
  noise('notebook-prislusenstvi-cs', 'content', 'Czech shop; recommended accessories with other prices.', page(notebook, { prislusenstvi: 'Brašna Lenovo 14" Urban~749 Kč|Myš Logitech M240 Silent~399 Kč|USB-C hub 7v1~949 Kč' })),
  noise('friplads-cookie-da', 'content', 'Danish municipality; a cookie banner shown on this load.', page(friplads, { cookie: '<div id="CybotCookiebotDialog" role="dialog"><h2>Denne hjemmeside bruger cookies</h2><p>Vi bruger cookies til at analysere trafikken og forbedre siden.</p><button>Tillad alle</button><button>Tillad valgte</button><button>Afvis</button></div>' })),
  noise('friplads-opdateret-da', 'content', 'Danish municipality; the update age a day older.', page(friplads, { opdateret: 'Siden er sidst opdateret for 1 dag siden' })),
  noise('jobb-filter-no', 'content', 'Norwegian job board; the same facets in another order.', page(jobb, { bransje: 'Offentlig forvaltning (2)|IT (2)|Bank og finans (1)', form: 'Engasjement (1)|Fast (4)' })),
  noise('jobb-annonse-no', 'content', 'Norwegian job board; another ad in the ad slot.', page(jobb, { annonse: 'Black Week hos Elkjøp – opptil 50 % rabatt' })),
  noise('ayakkabi-sosyal-tr', 'content', 'Turkish marketplace; added-to-basket in 24 hours 312 → 287.', page(ayakkabi, { sosyal: 'Son 24 saatte 287 kişi sepetine ekledi' })),
  noise('ayakkabi-birlikte-tr', 'content', 'Turkish marketplace; the bought-together shelf\'s prices move.', page(ayakkabi, { birlikte: 'Adidas Koşu Çorabı 3’lü~169 TL|Nike Spor Çanta~799 TL|Decathlon Koşu Şortu~279 TL' })),
  noise('privacy-consent-en', 'content', 'American SaaS; a consent banner shown on this load.', page(privacy, { consent: '<div id="onetrust-banner-sdk" role="dialog"><p>We use cookies to improve your experience and for analytics. You can manage your preferences at any time.</p><button>Accept All Cookies</button><button>Reject All</button><button>Cookie Settings</button></div>' })),
  noise('privacy-helpful-en', 'content', 'American SaaS; the helpful counter 1,208 → 1,231.', page(privacy, { helpful: 'Was this page helpful? 1,231 people said yes' })),
];
