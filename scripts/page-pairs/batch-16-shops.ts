/**
 * The product pages of the sixteenth batch of page pairs (issue 22), as shops in nl, it, pl, sv,
 * de, fr, es and pt serve them: structured data beside the buy box, instalments, delivery
 * promises, ratings, specification tables, bundles and "bought together" blocks, and what changes
 * per visit: recommendations, "N bought this" and "N looking" counters, delivery dates and order
 * countdowns, A/B taglines and badges, image URLs with a cache-buster. A page is drawn from values
 * (`bust` is the visit's cache-buster); a pair overrides some of them on a side.
 */
import type { Values } from './batch-12-shops.js';

const img = (v: Values, file: string, alt: string): string =>
  `<img src="https://cdn.example-shop.net/media/${file}?width=800&amp;v=${v.bust ?? '0'}" alt="${alt}" width="800" height="800" loading="lazy">`;

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');

export const airfryerNl = (v: Values): string =>
  [
    '<nav class="breadcrumb"><a href="/">Home</a> › <a href="/keuken">Keukenapparatuur</a> › <a href="/airfryers">Airfryers</a></nav>',
    '<div class="product-page">',
    `<div class="gallery">${img(v, 'philips-hd9867-90.jpg', 'Philips Airfryer XXL Premium HD9867/90')}</div>`,
    '<div class="product-info">',
    '<h1>Philips Airfryer XXL Premium HD9867/90</h1>',
    '<p class="rating">★★★★★ 4,7 / 5 · <a href="#reviews">1.284 reviews</a></p>',
    '<ul class="usps"><li>Geschikt voor 6 personen</li><li>Fat Removal-technologie haalt overtollig vet weg</li><li>Smart Sensing past tijd en temperatuur automatisch aan</li></ul>',
    `<div class="buybox"><div class="sales-price"><span class="sales-price__current">€ ${v.prijs ?? '249,99'}</span></div>`,
    '<p class="stock">Op voorraad</p>',
    `<p class="delivery">${v.bezorging ?? 'Voor 23:59 uur besteld, morgen gratis bezorgd'}</p>`,
    '<button class="btn btn--order">In mijn winkelwagen</button>',
    `<p class="social-proof">${v.gekocht ?? '87 klanten kochten dit product de afgelopen week'}</p></div>`,
    '</div></div>',
    '<section class="pros-cons"><h2>Plus- en minpunten</h2><ul><li>+ Groot mandje van 7,3 liter</li><li>+ Onderdelen kunnen in de vaatwasser</li><li>– Neemt veel ruimte in op het aanrecht</li></ul></section>',
    '<table class="specs"><tr><th>Inhoud</th><td>7,3 liter</td></tr><tr><th>Vermogen</th><td>2225 W</td></tr><tr><th>Maximale temperatuur</th><td>200 °C</td></tr><tr><th>Afmetingen (h x b x d)</th><td>30 x 32 x 43 cm</td></tr><tr><th>Garantie</th><td>2 jaar</td></tr></table>',
    `<section class="bundle"><h2>Vaak samen gekocht</h2><ul>${list(v.samen ?? 'Philips bakaccessoire HD9952/00 – € 24,99|Philips grillpan HD9951/00 – € 29,99|Bakpapier airfryer, 100 stuks – € 7,99')}</ul></section>`,
    '<section id="reviews" class="reviews"><h2>Reviews</h2>',
    '<article><h3>Eindelijk krokante friet</h3><p>Door Marieke, 12 november 2026. Past makkelijk een hele kip in. Wel groot.</p></article>',
    '<article><h3>Top apparaat</h3><p>Door Joost, 3 november 2026. Gebruiken hem dagelijks, schoonmaken gaat snel.</p></article></section>',
  ].join('\n');

export const macchinaIt = (v: Values): string =>
  [
    '<div class="pdp" itemscope itemtype="https://schema.org/Product">',
    `<div class="pdp__gallery">${img(v, 'delonghi-ec685m.jpg', "De'Longhi Dedica EC685.M")}</div>`,
    `<h1 itemprop="name">De'Longhi Dedica Style EC685.M macchina per espresso manuale</h1>`,
    `<p class="pdp__claim">${v.claim ?? 'Espresso cremoso, ogni mattina'}</p>`,
    '<p class="pdp__codice">Cod. 178203 · Marca: <span itemprop="brand">De\'Longhi</span></p>',
    '<div class="pdp__offer" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="169.90">',
    '<span class="pdp__price">169,90 €</span> <span class="pdp__iva">IVA inclusa</span>',
    `<link itemprop="availability" href="https://schema.org/${v.schema ?? 'OutOfStock'}"></div>`,
    `<p class="pdp__disponibilita">${v.disponibilita ?? 'Non disponibile online'}</p>`,
    v.consegna ?? '',
    v.bottone ?? '<button class="btn btn--notify">Avvisami quando disponibile</button>',
    '<p class="pdp__ritiro">Ritiro in negozio gratuito · Pagamento in 3 rate senza interessi con Klarna</p>',
    '<h2>Caratteristiche</h2>',
    '<ul><li>Pressione pompa 15 bar</li><li>Sistema di riscaldamento Thermoblock</li><li>Larghezza 15 cm</li><li>Serbatoio 1,1 l</li><li>Montalatte manuale</li></ul>',
    `<section class="pdp__visti"><h2>Altri clienti hanno visto</h2><ul>${list(v.visti ?? "De'Longhi Stilosa EC235.BK – 89,90 €|Smeg ECF01 – 299,00 €|Sage Bambino Plus – 449,00 €")}</ul></section>`,
    '</div>',
  ].join('\n');

export const laptopPl = (v: Values): string =>
  [
    '<div class="product">',
    '<nav class="breadcrumb">x-sklep › Laptopy i komputery › Laptopy › Lenovo</nav>',
    `<div class="product__gallery">${img(v, 'lenovo-ideapad-slim-5-16.jpg', 'Lenovo IdeaPad Slim 5-16')}</div>`,
    '<h1>Lenovo IdeaPad Slim 5-16 Ryzen 7 8845HS/16GB/1TB/Win11 OLED</h1>',
    '<p class="product__code">Kod producenta: 83DD002QPB · Kod x-sklep: 1204417</p>',
    '<p class="product__rating">4,8/5 (96 opinii) · 41 pytań</p>',
    `<div class="product__price"><span class="price">${v.cena ?? '3 299,00 zł'}</span></div>`,
    `<p class="product__raty">Raty 0%: 10 x ${v.rata ?? '329,90 zł'}</p>`,
    `<p class="product__promo">Promocja kończy się za: ${v.licznik ?? '05:12:44'}</p>`,
    '<p class="product__stock">Dostępny · Wysyłka dzisiaj</p>',
    '<button class="btn btn--cart">Dodaj do koszyka</button>',
    `<p class="product__kupiono">${v.kupiono ?? 'Kupiono 134 razy w ciągu ostatnich 30 dni'}</p>`,
    '<table class="specs"><tr><th>Procesor</th><td>AMD Ryzen 7 8845HS (8 rdzeni, 5.1 GHz)</td></tr><tr><th>Pamięć RAM</th><td>16 GB (LPDDR5x, 6400 MHz)</td></tr><tr><th>Dysk</th><td>1000 GB SSD M.2 PCIe</td></tr><tr><th>Ekran</th><td>16", 2048 x 1280 px, OLED, 120 Hz</td></tr><tr><th>Waga</th><td>1,89 kg</td></tr><tr><th>Gwarancja</th><td>24 miesiące (gwarancja producenta)</td></tr></table>',
    `<section class="similar"><h2>Porównaj z podobnymi</h2><ul>${list(v.podobne ?? 'ASUS Vivobook S 16 OLED – 3 599,00 zł|HP Pavilion Plus 16 – 3 399,00 zł|Acer Swift Go 16 – 3 199,00 zł')}</ul></section>`,
    '</div>',
  ].join('\n');

export const cykelSv = (v: Values): string =>
  [
    '<div class="produkt">',
    `<div class="produkt__bild">${img(v, 'crescent-elda-7.jpg', 'Crescent Elda 7-växlad')}</div>`,
    '<h1>Crescent Elda damcykel 7-växlad, 28"</h1>',
    `<p class="produkt__tagline">${v.tagline ?? 'Perfekt för pendling året runt'}</p>`,
    '<p class="produkt__pris">7 995 kr</p>',
    `<p class="produkt__lager">${v.lager ?? 'Slut i lager – bevaka produkten så meddelar vi dig'}</p>`,
    v.leverans ?? '',
    v.knapp ?? '<button class="btn btn--bevaka">Bevaka</button>',
    `<p class="produkt__tittar">${v.tittar ?? '12 personer tittar på den här just nu'}</p>`,
    '<h2>Specifikationer</h2>',
    '<table><tr><th>Växlar</th><td>Shimano Nexus 7, navväxel</td></tr><tr><th>Bromsar</th><td>Rullbroms fram, fotbroms bak</td></tr><tr><th>Ramstorlek</th><td>53 cm</td></tr><tr><th>Vikt</th><td>19,5 kg</td></tr><tr><th>Belysning</th><td>Navdynamo med LED</td></tr></table>',
    '<section class="produkt__omdomen"><h2>Omdömen (38)</h2><p>”Skön och stabil, växlarna går mjukt.” – Karin, Västerås</p></section>',
    '</div>',
  ].join('\n');

export const kopfhoererDe = (v: Values): string =>
  [
    '<div class="pdp">',
    '<nav class="breadcrumb">Technik › Audio › Kopfhörer › Over-Ear</nav>',
    `<div class="pdp__media">${img(v, 'sony-wh1000xm5-schwarz.jpg', 'Sony WH-1000XM5 schwarz')}</div>`,
    '<h1 class="pdp__name">Sony WH-1000XM5 Over-Ear-Kopfhörer (Noise Cancelling, Bluetooth, 30 Std. Akku), schwarz</h1>',
    '<p class="pdp__rating">4,6 von 5 Sternen · 2.318 Bewertungen</p>',
    '<div class="pdp__price"><span class="price">299,99 €</span> <span class="uvp">UVP 419,00 €</span> <span class="vat">inkl. MwSt., zzgl. Versandkosten</span></div>',
    `<p class="pdp__availability">${v.lieferbar ?? 'lieferbar – in 2-3 Werktagen bei dir'}</p>`,
    `<p class="pdp__delivery">${v.lieferung ?? 'Lieferung Mi. 02.12. – Do. 03.12.'}</p>`,
    v.knopf ?? '<button class="btn btn--cart">In den Warenkorb</button>',
    '<ul class="pdp__usp"><li>Kostenlose Rücksendung</li><li>Kauf auf Rechnung</li><li>Ratenzahlung ab 10,00 € monatlich</li></ul>',
    '<h2>Produktdetails</h2>',
    '<ul><li>Adaptives Noise Cancelling mit 8 Mikrofonen</li><li>Bis zu 30 Stunden Akkulaufzeit</li><li>Schnellladen: 3 Minuten für 3 Stunden Wiedergabe</li><li>Multipoint-Verbindung mit zwei Geräten</li><li>Gewicht 250 g</li></ul>',
    `<section class="pdp__reco"><h2>Kunden kauften auch</h2><ul>${list(v.auch ?? 'Sony Transportetui – 24,99 €|JBL Tune 770NC – 99,99 €|Bose QuietComfort Ultra – 449,95 €|Anker USB-C-Ladegerät 30 W – 19,99 €')}</ul></section>`,
    '</div>',
  ].join('\n');

export const aspirateurFr = (v: Values): string =>
  [
    '<div class="fiche" itemscope itemtype="https://schema.org/Product">',
    `<div class="fiche__photos">${img(v, 'rowenta-x-force-flex-12-60.jpg', 'Rowenta X-Force Flex 12.60')}</div>`,
    '<h1 itemprop="name">Aspirateur balai sans fil Rowenta X-Force Flex 12.60 RH98C0WO</h1>',
    '<p class="fiche__avis">4,5/5 · 612 avis clients</p>',
    `<div class="fiche__prix" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="${v.prixLd ?? '349.99'}"><link itemprop="availability" href="https://schema.org/InStock">`,
    `<span class="prix">${v.prix ?? '349,99 €'}</span> <span class="fiche__eco">dont 0,50 € d’éco-participation</span></div>`,
    `<p class="fiche__4x">ou 4x ${v.quatreFois ?? '87,50 €'} avec la carte Darty</p>`,
    '<p class="fiche__stock">En stock</p>',
    `<p class="fiche__livraison">${v.livraison ?? 'Livraison estimée le jeudi 3 décembre'}</p>`,
    '<button class="btn-panier">Ajouter au panier</button>',
    '<h2>Points forts</h2>',
    '<ul><li>Autonomie jusqu’à 45 min</li><li>Tube flexible pour passer sous les meubles</li><li>Capteur de poussière intelligent</li><li>Garantie 2 ans, pièces détachées disponibles 10 ans</li></ul>',
    `<section class="fiche__aussi"><h2>Ils ont aussi acheté</h2><ul>${list(v.aussi ?? 'Filtre Rowenta ZR009012 – 19,99 €|Mini brosse motorisée – 34,99 €|Batterie supplémentaire 36 V – 69,99 €')}</ul></section>`,
    '</div>',
  ].join('\n');

export const zapatillasEs = (v: Values): string =>
  [
    '<div class="ficha">',
    `<div class="ficha__img">${img(v, 'kiprun-ks900-2.jpg', 'Kiprun KS900 2')}</div>`,
    '<h1>Zapatillas de running hombre Kiprun KS900 2 azul marino</h1>',
    '<p class="ficha__valoracion">4,6/5 · 1.927 opiniones</p>',
    `<p class="ficha__precio"><span class="precio">${v.precio ?? '59,99 €'}</span></p>`,
    `<p class="ficha__vendidos">${v.vendidos ?? 'Más de 500 comprados el mes pasado'}</p>`,
    '<p class="ficha__tallas">Tallas: 39 · 40 · 41 · 42 · 43 · 44 · 45 · 46</p>',
    '<p class="ficha__stock">Disponible online</p>',
    `<p class="ficha__entrega">${v.entrega ?? 'Pídelo en las próximas 3 h 12 min y recíbelo el martes'}</p>`,
    '<button class="btn btn--carrito">Añadir a la cesta</button>',
    '<h2>Beneficios</h2>',
    '<ul><li>Amortiguación: espuma Kalensole en toda la suela</li><li>Drop 8 mm</li><li>Peso 280 g en talla 42</li><li>Devolución gratuita durante 365 días</li></ul>',
    `<section class="ficha__reco"><h2>También te puede interesar</h2><ul>${list(v.reco ?? 'Calcetines running Kiprun – 6,99 €|Cinturón portabidón – 12,99 €|Camiseta Kiprun Dry+ – 9,99 €')}</ul></section>`,
    '</div>',
  ].join('\n');

export const celularPt = (v: Values): string =>
  [
    '<div class="produto">',
    `<div class="produto__galeria">${img(v, 'galaxy-a55-256-azul.jpg', 'Samsung Galaxy A55 5G azul')}</div>`,
    `<span class="produto__selo">${v.selo ?? 'Mais vendido'}</span>`,
    '<h1>Smartphone Samsung Galaxy A55 5G 256GB Azul Escuro 8GB RAM 6,6" Câm. Tripla + Selfie 32MP</h1>',
    '<p class="produto__avaliacao">4,8 (3.412 avaliações)</p>',
    `<p class="produto__preco"><span class="preco">${v.preco ?? 'R$ 2.499,00'}</span> <span>à vista no Pix</span></p>`,
    `<p class="produto__parcelas">ou 10x de ${v.parcela ?? 'R$ 249,90'} sem juros</p>`,
    `<p class="produto__frete">${v.frete ?? 'Chegará grátis amanhã'}</p>`,
    '<p class="produto__vendidos">Mais de 1 mil vendidos</p>',
    '<button class="btn btn--comprar">Comprar agora</button> <button class="btn">Adicionar à sacola</button>',
    '<h2>Ficha técnica</h2>',
    '<table><tr><th>Memória interna</th><td>256 GB</td></tr><tr><th>Memória RAM</th><td>8 GB</td></tr><tr><th>Tela</th><td>6,6" Super AMOLED 120 Hz</td></tr><tr><th>Bateria</th><td>5000 mAh</td></tr><tr><th>Garantia</th><td>12 meses</td></tr></table>',
    `<section class="produto__vistos"><h2>Quem viu este produto também viu</h2><ul>${list(v.vistos ?? 'Samsung Galaxy A35 5G 128GB – R$ 1.799,00|Motorola Edge 50 Fusion – R$ 1.899,00|Capinha Samsung A55 – R$ 49,90')}</ul></section>`,
    '</div>',
  ].join('\n');

/** Schema.org Product markup for a page's <head>. */
export function productLd16(name: string, currency: string, price: string, stock: string): string {
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    offers: { '@type': 'Offer', priceCurrency: currency, price, availability: `https://schema.org/${stock}` },
  })}</script>`;
}
