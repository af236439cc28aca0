/**
 * The pages of the twenty-second batch of page pairs (issue 22): five shops' product pages and
 * five pages that sell nothing from a shelf (a news article, a flight's booking page, a theatre's
 * show page, a bank's savings rates, a town's swimming pool), each with the widgets real sites
 * vary per load or per day: "customers also bought" and "recently viewed" shelves, other
 * products' "only N left" tiles, shipping countdowns, rotating promo codes, A/B variants of a
 * headline or a button, localized relative dates, weather, exchange-rate and stock tickers,
 * cookie-consent text versions, cart counters, lazy-loaded review excerpts, "trending now" lists,
 * hero images' alt text, queue positions and seat-map counts. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
const tiles = (list: string): string =>
  list.split('|').map((t) => { const [name, price, note] = t.split('~'); return `<li class="tile"><a href="/p/${encodeURIComponent(name!.slice(0, 12))}">${name}</a> <span class="tile__price">${price}</span>${note ? ` <span class="tile__badge">${note}</span>` : ''}</li>`; }).join('');
const ld = (name: string, currency: string, price: string, stock = 'InStock'): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: currency, availability: `https://schema.org/${stock}` } })}</script>`;

const HEADPHONES_ALSO = 'Anker Soundcore Space Q45~$79.99~Only 3 left|Sony WH-CH720N~$98.00|JBL Tour One M2~$219.95~Only 2 left|Bose QuietComfort Ultra~$379.00';
export const headphonesEn = (v: Values): string =>
  [
    ld('Sony WH-1000XM5 Wireless Noise Canceling Headphones', 'USD', v.ld ?? '328.00', v.stock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Home</a> › <a href="/audio">Audio</a> › Headphones</nav>',
    '<article class="product">',
    '<h1>Sony WH-1000XM5 Wireless Noise Canceling Headphones, Black</h1>',
    `<div class="buybox"><p class="price">${v.price ?? '$328.00'}</p><p class="stock">In stock</p><p class="ship">${v.ship ?? 'Order within 2 hrs 14 mins to get it by Tuesday, December 1'}</p><button class="add">${v.button ?? 'Add to cart'}</button></div>`,
    '<h2>About this item</h2><ul><li>Industry-leading noise canceling with two processors and eight microphones</li><li>Up to 30 hours of battery life; a 3-minute charge gives 3 hours of playback</li><li>Multipoint connection to two Bluetooth devices at once</li><li>Speak-to-chat pauses your music when you start talking</li><li>Weighs 250 g and folds flat into the included case</li></ul>',
    '<h2>Specifications</h2><table>' + rows('Driver~30 mm|Frequency response~4 Hz – 40,000 Hz|Bluetooth~5.2, SBC, AAC, LDAC|Charging~USB-C, 3.5 hours|Weight~250 g') + '</table>',
    '</article>',
    `<section class="also"><h2>Customers who bought this item also bought</h2><ul>${tiles(v.also ?? HEADPHONES_ALSO)}</ul></section>`,
    `<section class="recent"><h2>Your recently viewed items</h2><ul>${items(v.recent ?? 'Apple AirPods Pro (2nd generation)|Sennheiser Momentum 4 Wireless')}</ul></section>`,
    `<section class="reviews"><h2>Top reviews</h2><blockquote>${v.review ?? 'Noise canceling is a step up from the XM4 and the call quality is much better. – Dana, 5 stars'}</blockquote><p>4,812 global ratings</p></section>`,
  ].join('\n');

export const kaffeeDe = (v: Values): string =>
  [
    ld('De’Longhi Magnifica Evo ECAM 290.61.B', 'EUR', '449.00', v.stock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Startseite</a> › <a href="/kueche">Küche</a> › Kaffeevollautomaten</nav>',
    '<article class="product">',
    '<h1>De’Longhi Magnifica Evo ECAM 290.61.B Kaffeevollautomat mit Milchsystem</h1>',
    `<div class="buybox"><p class="price">449,00 €</p><p class="uvp">UVP 599,00 €</p><p class="stock">${v.verf ?? 'Sofort lieferbar'}</p><button class="add"${v.verf ? ' disabled' : ''}>${v.button ?? 'In den Warenkorb'}</button><p class="cart">Warenkorb (${v.cart ?? '0'})</p></div>`,
    `<p class="ab-headline">${v.headline ?? 'Frisch gemahlen, auf Knopfdruck'}</p>`,
    '<h2>Produktbeschreibung</h2><p>Der Magnifica Evo bereitet sieben Getränke auf Knopfdruck zu, darunter Cappuccino und Latte macchiato mit dem automatischen LatteCrema-System. Das Kegelmahlwerk aus Stahl bietet 13 Mahlgradstufen, der Wassertank fasst 1,8 Liter und der Bohnenbehälter 250 Gramm.</p>',
    '<h2>Technische Daten</h2><table>' + rows('Pumpendruck~15 bar|Leistung~1450 W|Wassertank~1,8 l|Maße (B × H × T)~24 × 36 × 44 cm|Gewicht~9,5 kg') + '</table>',
    '</article>',
    `<section class="zuletzt"><h2>Zuletzt angesehen</h2><ul>${items(v.zuletzt ?? 'Philips 3200 LatteGo|Melitta Barista TS Smart')}</ul></section>`,
    `<section class="cookie-info"><p>${v.cookie ?? 'Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten (Version 4.2 vom 03.11.2026).'}</p></section>`,
  ].join('\n');

export const articleFr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Accueil</a> › <a href="/societe">Société</a> › Transports</nav>',
    '<article class="news">',
    `<h1>${v.titre ?? 'Grève à la SNCF : le trafic sera très perturbé jeudi'}</h1>`,
    `<p class="date">Publié le 27 novembre 2026 à 07 h 40 · mis à jour ${v.ilya ?? 'il y a 3 heures'}</p>`,
    `<figure><img src="/img/gare-${v.img ?? '1'}.jpg" alt="${v.alt ?? 'Des voyageurs sur le quai de la gare de Lyon'}"></figure>`,
    `<p>Les syndicats de cheminots appellent à une grève reconductible à partir du ${v.debut ?? 'jeudi 3 décembre'}. La direction prévoit un TGV sur trois et un TER sur deux en moyenne, avec de fortes disparités selon les régions. Les Intercités de nuit sont supprimés.</p>`,
    '<p>Les voyageurs peuvent échanger ou se faire rembourser leurs billets sans frais jusqu’à la veille du départ. La SNCF publiera ses prévisions de trafic chaque jour à 17 heures sur son site et dans son application.</p>',
    '<p>En Île-de-France, le trafic du RER B et du RER D sera le plus touché, tandis que les métros de la RATP ne sont pas concernés par le préavis.</p>',
    '</article>',
    `<aside class="bourse"><p>CAC 40 ${v.cac ?? '7 412,38 (+0,42 %)'} · Euro/dollar ${v.eur ?? '1,0842'}</p></aside>`,
    `<aside class="meteo"><p>Paris : ${v.meteo ?? '6 °C, averses'}</p></aside>`,
    `<aside class="tendances"><h2>Tendances</h2><ol>${items(v.tend ?? 'Budget 2027 : ce que contient le projet|Ligue 1 : le PSG s’impose à Lens|Prix de l’électricité : hausse en février|Téléthon 2026 : le programme')}</ol></aside>`,
  ].join('\n');

export const vueloEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Inicio</a> › Vuelos › Madrid – Lisboa</nav>',
    '<article class="vuelo">',
    '<h1>Vuelo IB3104 Madrid (MAD) – Lisboa (LIS)</h1>',
    `<table>${rows(`Fecha~sábado, 12 de diciembre de 2026|Salida~${v.salida ?? '09:35'} Terminal 4|Llegada~${v.llegada ?? '09:55'} hora local|Duración~1 h 20 min|Avión~Airbus A320neo`)}</table>`,
    `<p class="precio">Desde 89 € ida · tarifa Basic</p><p class="asientos">${v.asientos ?? 'Quedan 14 asientos a este precio'}</p>`,
    `<p class="mapa">Mapa de asientos: ${v.libres ?? '37'} libres de 186</p>`,
    '<h2>Equipaje</h2><p>La tarifa Basic incluye un bolso de mano de hasta 40 × 30 × 15 cm. La maleta de cabina de 10 kg y la maleta facturada de 23 kg se pueden añadir al reservar o después en Gestionar reserva.</p>',
    '<h2>Cambios y cancelaciones</h2><p>Con la tarifa Basic no se permiten cambios. Con Optima, los cambios son gratuitos hasta 24 horas antes de la salida, pagando la diferencia de tarifa.</p>',
    '</article>',
    `<aside class="cambio"><p>Tipo de cambio: 1 EUR = ${v.usd ?? '1,084'} USD</p></aside>`,
    `<aside class="cola"><p>${v.cola ?? 'Estás en la posición 312 de la cola de espera.'}</p></aside>`,
    `<aside class="promo"><p>Código ${v.codigo ?? 'INVIERNO-7KQ2'}: 10 % en hoteles</p></aside>`,
  ].join('\n');

export const teatroIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Stagione 2026/27 › Prosa</nav>',
    '<article class="spettacolo">',
    '<h1>Il giardino dei ciliegi – Anton Čechov</h1>',
    '<p>Regia di Leonardo Lidi. Con Francesca Mazza, Orietta Notari, Giuliana Vigogna. Durata 2 ore e 10 minuti con intervallo.</p>',
    `<h2>Date</h2><table>${rows(`giovedì 10 dicembre 2026~20:30~${v.d10 ?? 'Disponibile'}|venerdì 11 dicembre 2026~20:30~Disponibile|sabato 12 dicembre 2026~${v.ora12 ?? '20:30'}~Ultimi posti|domenica 13 dicembre 2026~16:00~Disponibile`)}</table>`,
    `<p class="posti">Pianta della sala: ${v.posti ?? '126'} posti liberi in platea, ${v.galleria ?? '48'} in galleria</p>`,
    '<h2>Prezzi</h2><table>' + rows('Platea~38 €|Prima galleria~29 €|Seconda galleria~19 €|Under 30~12 €') + '</table>',
    '<p>La biglietteria del teatro è aperta dal martedì al sabato dalle 11 alle 19. I biglietti acquistati online si stampano a casa o si mostrano sullo smartphone.</p>',
    '</article>',
    `<aside class="coda"><p>${v.coda ?? 'Sei in coda: posizione 1.204, attesa stimata 6 minuti.'}</p></aside>`,
    `<aside class="recensioni"><p>${v.rec ?? '«Uno spettacolo delicato e ironico» – la Repubblica'}</p></aside>`,
    `<p class="meteo">Torino ${v.meteo ?? '4 °C sereno'}</p>`,
  ].join('\n');

export const spaarNl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Sparen › Rentes</nav>',
    '<article class="rentes">',
    '<h1>Actuele spaarrente</h1>',
    `<p class="ab">${v.kop ?? 'Laat je geld voor je werken'}</p>`,
    `<table><tr><th>Rekening</th><th>Rente per jaar</th></tr>${rows(`Internet Sparen~${v.rente ?? '2,10%'}|Deposito 1 jaar~2,60%|Deposito 5 jaar~2,85%|Jeugdsparen~2,50%`)}</table>`,
    '<p>De rente is variabel en kan dagelijks wijzigen. Je spaargeld valt onder het depositogarantiestelsel tot 100.000 euro per persoon per bank.</p>',
    '<h2>Zo werkt het</h2><p>Open binnen vijf minuten een spaarrekening in de app. Je kunt dagelijks kosteloos geld overmaken naar je betaalrekening. De rente wordt ieder kwartaal bijgeschreven.</p>',
    '</article>',
    `<aside class="koersen"><p>Wisselkoersen: USD ${v.usd ?? '1,0842'} · GBP ${v.gbp ?? '0,8731'} · CHF ${v.chf ?? '0,9412'}</p></aside>`,
    `<aside class="aex"><p>AEX ${v.aex ?? '912,44 (+0,3%)'}</p></aside>`,
    `<p class="cookies">${v.cookie ?? 'Wij gebruiken cookies. Lees onze cookieverklaring (versie 7, november 2026).'}</p>`,
  ].join('\n');

const PL_INNI = 'Kabel HDMI 2.1 2 m~39,99 zł~Zostały 2 szt.|Uchwyt ścienny VESA~119,00 zł|Soundbar Samsung HW-Q600C~1 299,00 zł~Ostatnie 4 sztuki|Listwa zasilająca~59,90 zł';
export const telewizorPl = (v: Values): string =>
  [
    ld('Telewizor LG OLED55C44LA 55"', 'PLN', v.ld ?? '4999.00'),
    '<nav class="crumbs"><a href="/">Strona główna</a> › RTV › Telewizory</nav>',
    '<article class="product">',
    '<h1>Telewizor LG OLED55C44LA 55" 4K 144 Hz webOS</h1>',
    `<div class="buybox"><p class="price">${v.cena ?? '4 999,00 zł'}</p><p class="stock">Dostępny</p><p class="dostawa">${v.dostawa ?? 'Zamów w ciągu 3 godz. 05 min, a dostawa jutro'}</p><button>Do koszyka</button></div>`,
    `<p class="promo">Kod rabatowy ${v.kod ?? 'ZIMA-4TX'}: −5% na akcesoria</p>`,
    '<h2>Opis</h2><p>Ekran OLED evo z procesorem α9 Gen7 AI, odświeżanie 144 Hz, cztery złącza HDMI 2.1, Dolby Vision i Dolby Atmos. System webOS 24 z pilotem Magic Remote.</p>',
    '<table>' + rows('Przekątna~55" (139 cm)|Rozdzielczość~3840 × 2160|Pobór mocy~96 W|Waga~18,7 kg') + '</table>',
    '</article>',
    `<section class="inni"><h2>Inni kupili również</h2><ul>${tiles(v.inni ?? PL_INNI)}</ul></section>`,
    `<section class="opinie"><h2>Opinie</h2><blockquote>${v.opinia ?? 'Obraz świetny, dźwięk przeciętny – warto dokupić soundbar. (Marek, 5/5)'}</blockquote></section>`,
  ].join('\n');

export const badSv = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › Uppleva › Badhus</nav>',
    '<article class="bad">',
    '<h1>Centralbadet – öppettider och priser</h1>',
    `<h2>Öppettider</h2><table>${rows(`Måndag–fredag~06:30–21:00|Lördag~${v.lordag ?? '08:00–18:00'}|Söndag~08:00–17:00`)}</table>`,
    '<h2>Priser</h2><table>' + rows('Vuxen~95 kr|Barn 4–17 år~45 kr|Pensionär~70 kr|Årskort vuxen~3 400 kr') + '</table>',
    '<p>Bassängen är 25 meter med sex banor. Familjebadet håller 32 grader. Bastu ingår i entrén. Simskola för barn från fyra år, anmälan i receptionen.</p>',
    '</article>',
    `<aside class="besok"><p>Just nu i badet: ${v.just ?? '64'} besökare</p></aside>`,
    `<aside class="vader"><p>Vädret: ${v.vader ?? '2 °C, mulet'}</p></aside>`,
    `<aside class="populart"><h2>Populärt just nu</h2><ol>${items(v.pop ?? 'Skridskobanan öppnar|Julmarknad på torget|Ny cykelväg längs ån|Biblioteket: sagostund')}</ol></aside>`,
    `<p class="uppd">Uppdaterad ${v.uppd ?? 'för 2 timmar sedan'}</p>`,
  ].join('\n');

const PT_TAMBEM = 'Liquidificador Arno Power Max~R$ 189,90~Restam 3|Sanduicheira Britânia~R$ 99,90|Cafeteira Nespresso Inissia~R$ 449,00~Só 1 em estoque|Chaleira elétrica Mondial~R$ 119,90';
export const airfryerPt = (v: Values): string =>
  [
    ld('Fritadeira Air Fryer Philips Walita 4,1 L', 'BRL', '599.90', v.stock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Início</a> › Eletroportáteis › Fritadeiras</nav>',
    '<article class="product">',
    '<h1>Fritadeira Air Fryer Philips Walita Série 3000 4,1 L RI9252</h1>',
    `<div class="buybox"><p class="price">R$ 599,90</p><p class="parcelas">ou 10x de R$ 59,99 sem juros</p><p class="stock">${v.estoque ?? 'Em estoque'}</p><p class="frete">${v.frete ?? 'Compre em 2 h 14 min e receba amanhã'}</p><button${v.estoque ? ' disabled' : ''}>${v.botao ?? 'Comprar'}</button></div>`,
    '<h2>Descrição</h2><p>Frite, asse e grelhe com até 90% menos gordura. Cesto de 4,1 litros para até quatro porções, tecnologia Rapid Air, temporizador de 60 minutos e controle de temperatura até 200 °C. Peças removíveis vão à lava-louças.</p>',
    '<table>' + rows('Potência~1400 W|Capacidade~4,1 L|Voltagem~127 V|Garantia~2 anos') + '</table>',
    '</article>',
    `<section class="tambem"><h2>Quem comprou também comprou</h2><ul>${tiles(v.tambem ?? PT_TAMBEM)}</ul></section>`,
    `<section class="vistos"><h2>Vistos recentemente</h2><ul>${items(v.vistos ?? 'Panela elétrica de arroz|Mixer Oster')}</ul></section>`,
    `<p class="carrinho">Carrinho: ${v.carrinho ?? '0'} itens</p>`,
  ].join('\n');

export const pricingEn = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Pricing</nav>',
    '<article class="pricing">',
    `<h1>${v.hero ?? 'Simple pricing for growing teams'}</h1>`,
    `<img class="hero" src="/img/hero-${v.heroImg ?? '3'}.webp" alt="${v.heroAlt ?? 'A designer sketching wireframes at a desk'}">`,
    `<table><tr><th>Plan</th><th>Price</th><th>Includes</th></tr>${rows(`Starter~£0~3 projects, 1 GB storage|Team~${v.team ?? '£12 per user / month'}~Unlimited projects, 100 GB storage|Business~£24 per user / month~SSO, audit log, 1 TB storage`)}</table>`,
    `<p><a class="cta" href="/signup">${v.cta ?? 'Start free trial'}</a></p>`,
    '<h2>Frequently asked questions</h2><p>Can I change plans later? Yes, you can upgrade or downgrade at any time and we prorate the difference. Do you offer discounts for charities? Yes, registered charities get 50% off the Team plan.</p>',
    '<p>All prices exclude VAT. Annual billing saves two months. Payments by card or invoice for Business.</p>',
    '</article>',
    `<aside class="social"><p>${v.proof ?? 'Joined by 1,204 teams this week'}</p></aside>`,
    `<p class="consent">${v.consent ?? 'We use cookies to improve your experience. Consent text v12.'}</p>`,
  ].join('\n');
