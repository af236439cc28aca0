/**
 * The pages of the twenty-third batch of page pairs (issue 22), aimed at recall: five shops'
 * product pages whose price is written as real shops write it (thousands separators, the amount
 * split over spans and <sup>, a price held only in JSON-LD or only in the app's state blob, the
 * Dutch "€ 2.499,-") and five pages that sell nothing from a shelf (a French bank's fee schedule,
 * a Spanish town hall's notice, an Italian station's departures, a Polish gym's price list and
 * hours, a Portuguese museum's visit page) and a Czech hotel's rates. Each carries the widgets
 * such sites vary per load: recommendation shelves, ad slots, review and visitor counters,
 * relative times, exchange-rate lines, session ids in links and attributes in another order.
 * A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').filter(Boolean).map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
const tiles = (list: string): string =>
  list.split('|').map((t) => { const [name, price, note] = t.split('~'); return `<li class="tile"><a href="/p/${encodeURIComponent(name!.slice(0, 12))}">${name}</a> <span class="tile__price">${price}</span>${note ? ` <span class="tile__badge">${note}</span>` : ''}</li>`; }).join('');
const ld = (name: string, currency: string, price: string, stock = 'InStock'): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: currency, availability: `https://schema.org/${stock}` } })}</script>`;

const LAPTOP_AUCH = 'Logitech MX Master 3S~99,99 €|Lenovo USB-C Dock~189,00 €~Nur noch 3 verfügbar|Samsung T7 SSD 1 TB~109,90 €|Targus Rucksack 15,6"~59,99 €';
/** German shop; the price split into euros and cents spans, JSON-LD beside it. */
export const laptopDe = (v: Values): string =>
  [
    ld('Lenovo ThinkPad T14 Gen 5', 'EUR', v.ld ?? '1299.00'),
    '<nav class="crumbs"><a href="/">Startseite</a> › <a href="/computer">Computer</a> › Notebooks</nav>',
    '<article class="product">',
    '<h1>Lenovo ThinkPad T14 Gen 5 (14", Core Ultra 7 155U, 32 GB RAM, 1 TB SSD)</h1>',
    `<div class="buybox"><p class="price"><span class="price__int">${v.int ?? '1.299'}</span><span class="price__dec">,00</span> <span class="price__cur">€</span></p><p class="tax">inkl. MwSt., zzgl. Versandkosten</p><p class="stock">Auf Lager – Lieferung in 1–2 Werktagen</p><button class="add">In den Warenkorb</button></div>`,
    `<p class="versand">Versandkosten innerhalb Deutschlands: ${v.versand ?? '4,95 €'}, ab 50 € Bestellwert versandkostenfrei.</p>`,
    '<h2>Produktbeschreibung</h2><p>Das ThinkPad T14 der fünften Generation verbindet ein mattes 14-Zoll-Display mit 2,8K-Auflösung mit einem Prozessor der Intel-Core-Ultra-Reihe. Die Tastatur ist spritzwassergeschützt, der Akku lässt sich in 60 Minuten auf 80 % laden.</p>',
    '<h2>Technische Daten</h2><table>' + rows('Display~14" 2880 × 1800, 120 Hz|Prozessor~Intel Core Ultra 7 155U|Arbeitsspeicher~32 GB LPDDR5x|SSD~1 TB PCIe 4.0|Gewicht~1,31 kg|Garantie~3 Jahre Vor-Ort-Service') + '</table>',
    '</article>',
    `<section class="auch"><h2>Kunden kauften auch</h2><ul>${tiles(v.auch ?? LAPTOP_AUCH)}</ul></section>`,
    `<section class="bewertungen"><h2>Bewertungen</h2><p>4,6 von 5 Sternen (${v.bew ?? '1.204'} Bewertungen)</p></section>`,
  ].join('\n');

const SOFA_AD = 'Sponsored: Oslo 2-seater in oatmeal, now £649';
/** UK furniture shop; the buy box is filled by a script, so the price stands only in JSON-LD. */
export const sofaEn = (v: Values): string =>
  [
    ld('Hampton 3 Seater Sofa, Velvet Forest Green', 'GBP', v.ld ?? '1249.00'),
    `<nav class="crumbs"><a href="/living;jsessionid=${v.sid ?? 'A91F0C22'}">Living room</a> › <a href="/sofas;jsessionid=${v.sid ?? 'A91F0C22'}">Sofas</a></nav>`,
    '<article class="product">',
    '<h1>Hampton 3 Seater Sofa, Velvet Forest Green</h1>',
    '<div class="buybox" data-component="price-panel" data-sku="HMP-3S-FG"><div class="price-panel__skeleton" aria-busy="true"></div><button class="add">Add to basket</button></div>',
    `<p class="delivery">${v.delivery ?? 'Free delivery on orders over £500. Standard delivery 4–6 weeks.'}</p>`,
    '<h2>Details</h2><p>A deep, generous seat with feather-wrapped cushions and a kiln-dried hardwood frame. The velvet is stain-resistant and the seat cushions are reversible. Legs in solid oak with a natural oil finish.</p>',
    '<table>' + rows('Width~214 cm|Depth~96 cm|Height~84 cm|Seat height~46 cm|Frame guarantee~15 years') + '</table>',
    '</article>',
    `<aside class="ad-slot" data-slot="pdp-right"><p>${v.ad ?? SOFA_AD}</p></aside>`,
    `<section class="recent"><h2>Recently viewed</h2><ul>${items(v.recent ?? 'Marlow armchair|Oak nest of tables')}</ul></section>`,
  ].join('\n');

/** Dutch bike shop; a client-rendered page whose price and stock live only in the app's state. */
export const fietsNl = (v: Values): string =>
  [
    `<script id="__APP_STATE__" type="application/json">${JSON.stringify({ product: { sku: 'GZL-UG-C7', name: 'Gazelle Ultimate C380 HMB', price: { amount: Number(v.amount ?? '2499'), currency: 'EUR' }, stock: { status: v.status ?? 'in_stock', label: v.label ?? 'Op voorraad' } }, session: v.token ?? 'b1c9e0f4', reviews: { count: Number(v.reviews ?? '318'), average: 4.4 } })}</script>`,
    '<nav class="crumbs"><a href="/">Home</a> › Elektrische fietsen › Stadsfietsen</nav>',
    '<article class="product" id="app">',
    '<h1>Gazelle Ultimate C380 HMB elektrische fiets</h1>',
    '<div class="buybox" data-hydrate="price"></div>',
    '<h2>Omschrijving</h2><p>Een comfortabele e-bike met Bosch Performance-middenmotor, 500 Wh accu en een traploze Enviolo-naaf. De riemaandrijving is onderhoudsarm en stil. Geschikt voor ritten tot 120 kilometer per lading.</p>',
    '<table>' + rows('Motor~Bosch Performance Line, 65 Nm|Accu~500 Wh|Framemaat~49, 53, 57 cm|Gewicht~26 kg') + '</table>',
    '</article>',
    `<section class="attrs"><ul>${v.attrs ?? '<li data-k="kleur" class="attr">Kleur: Antraciet</li><li data-k="maat" class="attr">Maat: 53 cm</li>'}</ul></section>`,
    `<section class="reviews"><h2>Reviews</h2><p>${v.reviews ?? '318'} reviews, gemiddeld 4,4</p></section>`,
  ].join('\n');

const PHONE_ADS = 'Sponsored: OtterBox Defender case~$59.95|Sponsored: Anker 20W charger~$15.99';
/** US electronics shop; the price split over symbol, whole and fraction spans. */
export const phoneEn = (v: Values): string =>
  [
    ld('iPhone 16 Pro Max 256GB Desert Titanium', 'USD', v.ld ?? '1099.99'),
    '<nav class="crumbs"><a href="/">Home</a> › Cell Phones › iPhone</nav>',
    '<article class="product">',
    '<h1>Apple iPhone 16 Pro Max 256GB, Desert Titanium (Unlocked)</h1>',
    `<div class="buybox"><span class="a-price"><span class="a-price-symbol">$</span><span class="a-price-whole">${v.whole ?? '1,099'}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">${v.frac ?? '99'}</span></span><p class="stock">In Stock</p><button>Add to Cart</button></div>`,
    '<h2>About this item</h2><ul><li>6.9-inch Super Retina XDR display with ProMotion</li><li>A18 Pro chip with a 6-core GPU</li><li>48MP Fusion camera with 5x Telephoto</li><li>Up to 33 hours of video playback</li></ul>',
    '</article>',
    `<aside class="sponsored"><ul>${tiles(v.ads ?? PHONE_ADS)}</ul></aside>`,
    `<section class="ratings"><p>${v.ratings ?? '1,284'} ratings · 4.7 out of 5</p><p>${v.bought ?? '2K+ bought in past month'}</p></section>`,
  ].join('\n');

/** French bank's fee schedule. */
export const tarifsFr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Accueil</a> › Particuliers › Tarifs</nav>',
    '<article class="tarifs">',
    '<h1>Conditions et tarifs des services bancaires – particuliers</h1>',
    `<p class="maj">Brochure en vigueur au 1er janvier 2027 · consultée ${v.vue ?? 'il y a 5 minutes'}</p>`,
    `<h2>Cartes</h2><table><tr><th>Carte</th><th>Cotisation annuelle</th></tr>${rows(`Visa Classic~49,00 €|Visa Premier~${v.premier ?? '134,00 €'}|Visa Infinite~330,00 €`)}</table>`,
    `<h2>Plafonds</h2><table>${rows(`Retraits aux distributeurs (7 jours glissants)~${v.retrait ?? '1 000 €'}|Paiements par carte (30 jours)~3 000 €`)}</table>`,
    '<h2>Irrégularités</h2><table>' + rows('Commission d’intervention~8,00 € par opération, plafond 80 € par mois|Lettre d’information pour compte débiteur~15,00 €') + '</table>',
    '<p>Les tarifs indiqués sont toutes taxes comprises. Les services sont facturés sur le compte de dépôt le mois suivant leur utilisation.</p>',
    '</article>',
    `<aside class="change"><p>Cours du jour : 1 EUR = ${v.usd ?? '1,0842'} USD · ${v.gbp ?? '0,8731'} GBP</p></aside>`,
    `<aside class="actu"><h2>À la une</h2><ul>${items(v.actu ?? 'Épargne : le Livret A à 2,4 %|Fraude : les bons réflexes|Crédit immobilier : simulez votre projet')}</ul></aside>`,
  ].join('\n');

/** Spanish town hall's notice of grants and its office hours. */
export const ayuntamientoEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Inicio</a> › Trámites › Ayudas</nav>',
    '<article class="aviso">',
    '<h1>Ayudas municipales para la rehabilitación de fachadas 2027</h1>',
    `<p class="pub">Publicado el 20 de noviembre de 2026 · actualizado ${v.hace ?? 'hace 3 horas'}</p>`,
    `<p>El plazo de presentación de solicitudes termina el ${v.plazo ?? '15 de enero de 2027'}. La ayuda cubre hasta el 40 % del presupuesto, con un máximo de 6.000 euros por edificio.</p>`,
    `<h2>Horario de la Oficina de Atención Ciudadana</h2><table>${rows(`Lunes a jueves~9:00–14:00 y 16:00–18:00|Viernes~9:00–14:00${v.sabado ?? ''}`)}</table>`,
    '<p>La solicitud puede presentarse por la sede electrónica con certificado digital o Cl@ve, o en persona con cita previa.</p>',
    '</article>',
    `<aside class="visitas"><p>Esta página ha sido visitada ${v.visitas ?? '12.345'} veces</p></aside>`,
    `<aside class="noticias"><h2>Noticias</h2><ul>${items(v.noticias ?? 'Cortes de tráfico por la cabalgata|Abierta la pista de hielo|Nuevo horario de la biblioteca')}</ul></aside>`,
  ].join('\n');

const TRENI = 'Frecciarossa 9512~Roma Termini~08:15~9~In orario|Regionale 2634~Brescia~08:22~4~In orario|Italo 8904~Venezia S. Lucia~08:35~12~In orario|Regionale Veloce 2112~Bologna C.le~08:40~2~In orario';
/** Italian station's departures board. */
export const partenzeIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Stazioni › Milano Centrale</nav>',
    '<article class="partenze">',
    '<h1>Milano Centrale – partenze</h1>',
    `<p class="agg">Aggiornato ${v.agg ?? '1 minuto fa'}</p>`,
    `<table><tr><th>Treno</th><th>Destinazione</th><th>Orario</th><th>Binario</th><th>Stato</th></tr>${rows(v.treni ?? TRENI)}</table>`,
    '<p>Si raccomanda di presentarsi al binario almeno 10 minuti prima della partenza. I binari possono variare: consultare i monitor in stazione.</p>',
    '</article>',
    `<aside class="meteo"><p>Milano ${v.meteo ?? '5 °C nebbia'}</p></aside>`,
    `<aside class="ad-slot"><p>${v.ad ?? 'Pubblicità: Carta Freccia, 10 % sui tuoi viaggi'}</p></aside>`,
  ].join('\n');

/** Polish gym's price list, hours and class schedule. */
export const silowniaPl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › Kluby › Kraków Kazimierz</nav>',
    '<article class="klub">',
    '<h1>Klub FitPoint Kraków Kazimierz</h1>',
    `<h2>Cennik</h2><table>${rows(`Karnet Open (miesięcznie)~${v.open ?? '149 zł'}|Karnet Poranny do 15:00~99 zł|Wejście jednorazowe~35 zł|Karnet studencki~119 zł`)}</table>`,
    `<h2>Godziny otwarcia</h2><table>${rows(`pon.–pt.~${v.tydzien ?? '6:00–23:00'}|sob.–niedz.~8:00–20:00`)}</table>`,
    `<h2>Zajęcia grupowe – wtorek</h2><table>${rows(v.zajecia ?? 'Zdrowy kręgosłup~9:00|Pilates~17:30|Cross Training~18:30|Zumba~19:30')}</table>`,
    '</article>',
    `<aside class="oblozenie"><p>Teraz w klubie: ${v.teraz ?? '34'} osoby</p></aside>`,
    `<form class="zapis"><input type="hidden" name="sid" value="${v.sid ?? 'f01c93aa77'}"><button>Zapisz się</button></form>`,
  ].join('\n');

/** Portuguese museum's visit page. */
export const museuPt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Início</a> › Visitar</nav>',
    '<article class="visitar">',
    '<h1>Museu Nacional do Azulejo – Planear a visita</h1>',
    `<h2>Bilhetes</h2><table>${rows(`Bilhete normal~${v.normal ?? '8,00 €'}|Estudantes e maiores de 65~4,00 €|Menores de 12 anos~Gratuito`)}</table>`,
    `<h2>Horário</h2><table>${rows(`terça a domingo~${v.horario ?? '10h00–18h00'}|segunda-feira~Encerrado`)}</table>`,
    `<p class="aviso">${v.aviso ?? 'O claustro grande está aberto ao público.'}</p>`,
    '<p>Última entrada 30 minutos antes do fecho. Visitas guiadas em português e inglês ao sábado às 11h00, mediante marcação.</p>',
    '</article>',
    `<aside class="destaque"><h2>Obra em destaque</h2><p>${v.destaque ?? 'Grande Panorama de Lisboa, c. 1700'}</p></aside>`,
    `<p class="contador" ${v.attrOrder === 'b' ? 'data-live="1" id="visitantes"' : 'id="visitantes" data-live="1"'}>Visitantes hoje: ${v.hoje ?? '412'}</p>`,
  ].join('\n');

/** Czech hotel's rates. */
export const hotelCs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Úvod</a> › Pokoje a ceny</nav>',
    '<article class="ceny">',
    '<h1>Hotel U Zlatého kola – ceník pokojů</h1>',
    `<table><tr><th>Pokoj</th><th>Cena za noc</th></tr>${rows(`Jednolůžkový~1 890 Kč|Dvoulůžkový~${v.dvou ?? '2 490 Kč'}|Apartmá~4 290 Kč`)}</table>`,
    `<p>Ceny zahrnují snídani a DPH. Místní poplatek z pobytu ${v.poplatek ?? '50 Kč'} za osobu a noc se platí na recepci.</p>`,
    '<p>Příjezd od 14:00, odjezd do 11:00. Parkování ve dvoře hotelu za 300 Kč za noc, rezervace nutná.</p>',
    '</article>',
    `<aside class="zajem"><p>Právě si tuto stránku prohlíží ${v.lide ?? '7'} lidí</p></aside>`,
    `<aside class="hodnoceni"><p>${v.hodnoceni ?? '1 284'} hodnocení · 9,1 z 10</p></aside>`,
  ].join('\n');
