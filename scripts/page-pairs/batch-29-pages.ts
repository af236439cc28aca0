/**
 * The pages of the twenty-ninth batch of page pairs (issue 22), shaped like real sites' pages that
 * carry per-load parts beside what a user watches: an Australian electronics shop's headphones with
 * viewers and an also-bought shelf, a German utility's careers list with an update age and session
 * ids in its links, a French bank's fee brochure with a consent banner and an A/B hero, a Spanish
 * fashion shop's dress with its size picker, viewers and a gallery index, an Italian open-source
 * project's download page with a counter and the mirror picked per visitor, a Dutch shop's washing
 * machine with reviews and accessories, and a Polish transit authority's fares beside notices with
 * ages and a view counter. The other pages are in batch-29-more-pages.ts. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** Australian electronics shop's headphones: price, a was price when on sale, viewers, click and collect, an also-bought shelf. */
export const headphonesAu = (v: Values): string =>
  [
    ld('Sony WH-1000XM5 Wireless Noise Cancelling Headphones (Black)', 'AUD', v.ld ?? '549.00'),
    '<nav class="crumbs"><a href="/">Home</a> › Audio › Headphones › Noise Cancelling</nav>',
    '<article class="product">',
    '<h1>Sony WH-1000XM5 Wireless Noise Cancelling Headphones (Black)</h1>',
    '<p class="rating">★★★★★ 4.7 (1,942 reviews)</p>',
    `<div class="buy"><p class="price"><span class="price__now">${v.price ?? '$549.00'}</span>${v.was ?? ''}</p><p class="afterpay">${v.afterpay ?? 'or 4 interest-free payments of $137.25 with Afterpay'}</p><p class="stock">Online: In stock · Click &amp; Collect: Available today at Richmond</p><button>Add to cart</button></div>`,
    `<p class="viewing">${v.viewing ?? '19 people are viewing this right now'}</p>`,
    '<h2>Overview</h2><p>Industry-leading noise cancellation with eight microphones and the Integrated Processor V1. Up to 30 hours of battery life; a 3-minute charge gives 3 hours of playback.</p>',
    `<section class="alsobought"><h2>Customers also bought</h2><ul>${tiles(v.alsobought ?? 'Belkin BoostCharge 20W USB-C Charger~$29.95|Sony Hard Carry Case~$49.00|Apple USB-C to 3.5mm Adapter~$15.00')}</ul></section>`,
    '</article>',
  ].join('\n');

/** German municipal utility's careers page: the open positions with their closing dates, an update age, links with session ids. */
export const stellenDe = (v: Values): string => {
  const sid = v.sid ?? '8F3A61C0D2B94E7F';
  const jobs = (v.jobs ?? 'Elektroniker/in für Betriebstechnik (m/w/d)~Netzbetrieb · Vollzeit · Bewerbungsschluss 18.12.2026|Sachbearbeiter/in Kundenabrechnung (m/w/d)~Vertrieb · Teilzeit 30 Std. · Bewerbungsschluss 11.12.2026|Ingenieur/in Wasserversorgung (m/w/d)~Wasser · Vollzeit · Bewerbungsschluss 08.01.2027|Auszubildende/r Industriekaufmann/-frau 2027 (m/w/d)~Ausbildung · Beginn 01.09.2027')
    .split('|')
    .map((j, i) => { const [title, meta] = j.split('~'); return `<li class="job"><a href="/karriere/stelle/${4410 + i};jsessionid=${sid}">${title}</a><p>${meta}</p></li>`; })
    .join('');
  return [
    '<nav class="crumbs"><a href="/">Startseite</a> › Unternehmen › Karriere › Stellenangebote</nav>',
    '<h1>Stellenangebote der Stadtwerke Lindenau</h1>',
    `<p class="stand">${v.stand ?? 'Zuletzt aktualisiert: vor 12 Minuten'}</p>`,
    '<p>Wir bieten eine Vergütung nach TV-V, 30 Tage Urlaub, betriebliche Altersvorsorge und ein Jobticket. Bewerbungen bitte ausschließlich über unser Online-Portal.</p>',
    `<ul class="jobs">${jobs}</ul>`,
    `<p class="merkliste"><a href="/karriere/merkliste;jsessionid=${sid}">Merkliste (0)</a> · <a href="/karriere/initiativ;jsessionid=${sid}">Initiativbewerbung</a></p>`,
  ].join('\n');
};

/** French bank's standard fee extract: a hero an A/B test words, a consent banner, card fees and the overdraft intervention cap. */
export const tarifsFr = (v: Values): string =>
  [
    v.consent ?? '',
    `<section class="hero"><h2>${v.hero ?? 'Votre banque au quotidien, sans surprise'}</h2><p>${v.heroSub ?? 'Consultez nos tarifs en vigueur au 1er janvier 2027.'}</p></section>`,
    '<nav class="crumbs"><a href="/">Particuliers</a> › Tarifs › Extrait standard des tarifs</nav>',
    '<h1>Extrait standard des tarifs – Particuliers</h1>',
    `<table><tr><th>Service</th><th>Tarif</th></tr>${rows(`Abonnement à des services de banque à distance~Gratuit|Cotisation carte Visa Classic (débit immédiat)~${v.visa ?? '45,00 €'} par an|Cotisation carte Visa Premier~134,00 € par an|Virement SEPA occasionnel en agence~4,10 €|Commission d’intervention~8,00 € par opération, ${v.plafond ?? 'plafond de 80,00 € par mois'}|Frais de tenue de compte~2,00 € par mois`)}</table>`,
    '<p>Les tarifs sont exprimés TTC lorsque la TVA est applicable. Les clients en situation de fragilité financière bénéficient d’un plafonnement spécifique des frais d’incidents.</p>',
  ].join('\n');

/** Spanish fashion shop's dress: the size picker with the chosen size, viewers, a gallery index, related items. */
export const vestidoEs = (v: Values): string => {
  const sizes = [['XS', 'Disponible'], ['S', 'Disponible'], ['M', v.tallaM ?? 'Últimas unidades'], ['L', 'Disponible'], ['XL', 'Agotado']];
  return [
    ld('Vestido midi satinado con lazada', 'EUR', '39.95', v.ldStock ?? 'LimitedAvailability'),
    '<nav class="crumbs"><a href="/">Mujer</a> › Vestidos › Midi</nav>',
    '<article class="producto">',
    `<p class="galeria">${v.galeria ?? 'Imagen 1 de 6'}</p>`,
    '<h1>Vestido midi satinado con lazada</h1>',
    '<p class="precio">39,95 EUR</p><p class="color">Color: Verde botella</p>',
    `<fieldset class="tallas"><legend>Selecciona tu talla</legend>${sizes.map(([t, s]) => `<label><input type="radio" name="talla"${t === 'M' ? ' checked aria-checked="true"' : ''}> ${t} <span class="estado">${s}</span></label>`).join('')}</fieldset>`,
    `<p class="aviso">${v.aviso ?? 'Talla M seleccionada · Últimas unidades'}</p><button>Añadir a la cesta</button>`,
    `<p class="viendo">${v.viendo ?? '12 personas están viendo este artículo'}</p>`,
    '<h2>Composición y cuidados</h2><p>Exterior 100 % poliéster. Forro 100 % viscosa. Lavar a máquina a 30 °C. No usar secadora.</p>',
    '</article>',
  ].join('\n');
};

/** Italian open-source project's download page: the current release, the mirror picked for the visitor, a counter and its age. */
export const rilascioIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Download</nav>',
    '<h1>Scarica Ortica GIS</h1>',
    `<p class="versione">Ultima versione stabile: <strong>${v.versione ?? '2.14.3'}</strong> del ${v.data ?? '6 novembre 2026'}</p>`,
    `<p class="mirror">${v.mirror ?? 'Mirror più vicino a te: GARR (Milano)'}</p>`,
    `<table>${rows(`Windows 10/11~ortica-gis-${v.versione ?? '2.14.3'}-win64.exe~212 MB|macOS 12 o successivo~ortica-gis-${v.versione ?? '2.14.3'}.dmg~238 MB|Linux (Flatpak)~org.ortica.Gis, canale stable~—`)}</table>`,
    `<p class="contatore">${v.contatore ?? 'Scaricato 48.211 volte questa settimana · aggiornato 3 ore fa'}</p>`,
    '<h2>Requisiti</h2><p>Almeno 8 GB di RAM, OpenGL 4.1, 3 GB di spazio libero. Le versioni LTR ricevono correzioni per dodici mesi.</p>',
  ].join('\n');

/** Dutch electronics shop's washing machine: price with a sale label, delivery, reviews, accessories bought together. */
export const wasmachineNl = (v: Values): string =>
  [
    ld('Bosch WGG244Z0NL Serie 6 wasmachine', 'EUR', v.ld ?? '699.00'),
    '<nav class="crumbs"><a href="/">Home</a> › Witgoed › Wasmachines</nav>',
    '<article class="product">',
    '<h1>Bosch WGG244Z0NL Serie 6, 9 kg, 1400 toeren</h1>',
    `<div class="koop">${v.actie ?? ''}<p class="prijs">${v.prijs ?? '€ 699,-'}</p><p class="levering">Voor 23.59 uur besteld, morgen gratis bezorgd en aangesloten</p><button>In mijn winkelwagen</button></div>`,
    '<h2>Specificaties</h2><p>Energieklasse A, 9 kg vulgewicht, 1400 toeren, i-DOS automatische dosering, 48 dB centrifugeren. Afmetingen 84,8 × 59,8 × 59 cm.</p>',
    `<h2>Reviews (8,8 / 10)</h2><ul>${items(v.reviews ?? 'Stil en zuinig, de automatische dosering werkt prima. – Sanne|Programma’s zijn wat lang maar het resultaat is top. – Joost|Bezorgers namen de oude machine netjes mee. – Fatima', 'review')}</ul>`,
    `<section class="samen"><h2>Vaak samen gekocht</h2><ul>${tiles(v.samen ?? 'Wasmachine-ophoogset 40 cm~€ 89,-|Trillingsdempers set van 4~€ 14,99|Ontkalker voor wasmachines~€ 9,99')}</ul></section>`,
    '</article>',
  ].join('\n');

/** Polish city transit authority's fares: a notice of a change date, the fares table, notices with ages, a view counter. */
export const biletyPl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Strona główna</a> › Bilety › Ceny biletów</nav>',
    '<h1>Ceny biletów komunikacji miejskiej</h1>',
    `<p class="zmiana">${v.zmiana ?? 'Nowy cennik obowiązuje od 1 stycznia 2027 r. Bilety kupione przed tą datą zachowują ważność.'}</p>`,
    `<table><tr><th>Bilet</th><th>Normalny</th><th>Ulgowy</th></tr>${rows(`Jednorazowy~${v.jednorazowy ?? '4,60 zł'}~2,30 zł|Czasowy 60 minut~6,00 zł~3,00 zł|24-godzinny~15,00 zł~7,50 zł|Miesięczny sieciowy~${v.miesieczny ?? '110,00 zł'}~55,00 zł`)}</table>`,
    `<p class="licznik">${v.licznik ?? 'Wyświetleń: 18 422'}</p>`,
    `<section class="komunikaty"><h2>Komunikaty</h2><ul>${items(v.komunikaty ?? 'Objazd linii 7 i 12 przez ul. Mostową – 25 min temu|Awaria biletomatu na pl. Wolności – 3 godz. temu|Zmiana rozkładu linii nocnych – wczoraj')}</ul></section>`,
  ].join('\n');
