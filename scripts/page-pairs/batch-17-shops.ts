/**
 * The product pages of the seventeenth batch of page pairs (issue 22), as shops in de, fr, es,
 * nl, it, pt, pl, sv, da and en serve them, with what such pages vary per visit beside the buy
 * box: "in N baskets" and "bought N times this week", delivery estimates that roll forward, stock
 * counts in other products' tiles, recently viewed and "because you looked at" strips, A/B button
 * wording, random promotion codes, converted prices and signed image URLs in a srcset. A page is
 * drawn from values (`bust` is the visit's cache-buster); a pair overrides some of them on a side.
 */
import { hexToken } from './page-kit.js';
import type { Values } from './batch-12-shops.js';

/** A product photo as image CDNs sign it: the signature changes with every render. */
const photo = (v: Values, file: string, alt: string): string => {
  const sig = (w: number) => `https://img.example-cdn.net/${file}?w=${w}&amp;fm=webp&amp;s=${hexToken(Number(v.bust ?? '1') + w, 12)}`;
  return `<img src="${sig(800)}" srcset="${sig(400)} 400w, ${sig(800)} 800w, ${sig(1200)} 1200w" sizes="(max-width: 760px) 100vw, 50vw" alt="${alt}" width="800" height="800">`;
};

const list = (items: string, cls = ''): string => items.split('|').map((i) => `<li${cls ? ` class="${cls}"` : ''}>${i}</li>`).join('');

export function productLd17(name: string, currency: string, price: string, stock: string, sku: string): string {
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku,
    offers: { '@type': 'Offer', priceCurrency: currency, price, availability: `https://schema.org/${stock}` },
  })}</script>`;
}

/** Offers per size, as Shopify themes write them; a size gone from the picker is gone here too. */
export function sizesLd17(name: string, currency: string, price: string, sizes: string): string {
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    offers: sizes.split('|').map((size) => ({ '@type': 'Offer', sku: `HOKA-CL9-${size}`, name: `EU ${size}`, priceCurrency: currency, price, availability: 'https://schema.org/InStock' })),
  })}</script>`;
}

export const kaffeeDe = (v: Values): string =>
  [
    '<nav class="breadcrumb"><a href="/">Start</a> › <a href="/kueche">Küche</a> › <a href="/kaffee">Kaffeevollautomaten</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__media">${photo(v, 'delonghi-ecam290-61-b.jpg', "De'Longhi Magnifica Evo")}</div>`,
    '<div class="pdp__info">',
    "<h1>De'Longhi Magnifica Evo ECAM290.61.B Kaffeevollautomat mit LatteCrema-System</h1>",
    '<p class="pdp__rating">4,6 von 5 Sternen · <a href="#bewertungen">2.318 Bewertungen</a></p>',
    `<div class="pdp__price"><span class="price">${v.preis ?? '449,00 €'}</span> <span class="uvp">UVP 599,00 €</span></div>`,
    '<p class="pdp__tax">inkl. MwSt., versandkostenfrei</p>',
    `<p class="pdp__finanzierung">Finanzierung ab ${v.rate ?? '18,71 €'} mtl. (24 Monate, 0 % eff. Jahreszins)</p>`,
    '<p class="pdp__stock">Auf Lager</p>',
    `<p class="pdp__delivery">${v.lieferung ?? 'Lieferung Mi., 9. Dez. – Do., 10. Dez.'}</p>`,
    '<button class="btn btn--cart">In den Warenkorb</button>',
    `<p class="pdp__social">${v.koerbe ?? 'In 23 Warenkörben'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Produktbeschreibung</h2><p>Der Magnifica Evo bereitet auf Knopfdruck sieben Kaffeespezialitäten zu, vom Espresso bis zum Latte Macchiato. Das Kegelmahlwerk aus Edelstahl hat 13 Mahlstufen, die Milch wird im LatteCrema-System automatisch aufgeschäumt.</p></section>',
    '<table class="specs"><tr><th>Wassertank</th><td>1,8 l</td></tr><tr><th>Bohnenbehälter</th><td>250 g</td></tr><tr><th>Pumpendruck</th><td>15 bar</td></tr><tr><th>Leistung</th><td>1450 W</td></tr><tr><th>Maße (B × H × T)</th><td>24 × 36 × 44 cm</td></tr><tr><th>Garantie</th><td>2 Jahre</td></tr></table>',
    `<section class="tiles"><h2>Das könnte dir auch gefallen</h2><ul>${list(v.tiles ?? "Philips Series 3300 EP3347/90 – 399,00 € · Nur noch 3 Stück|Siemens EQ.500 classic – 529,00 € · Auf Lager|De'Longhi Entkalker EcoDecalk 500 ml – 12,99 € · Auf Lager", 'tile')}</ul></section>`,
    `<section class="recent"><h2>Zuletzt angesehen</h2><ul>${list(v.zuletzt ?? 'Melitta Caffeo Solo – 279,00 €|Bosch Wasserkocher TWK3P420 – 44,99 €')}</ul></section>`,
    '<section id="bewertungen"><h2>Bewertungen</h2><article><h3>Top Milchschaum</h3><p>Von Sabine K., 14.11.2026: Einfach zu bedienen, der Cappuccino schmeckt wie im Café.</p></article><article><h3>Laut, aber gut</h3><p>Von Thomas R., 02.11.2026: Das Mahlwerk ist recht laut, der Kaffee ist dafür sehr gut.</p></article></section>',
  ].join('\n');

export const chaussuresFr = (v: Values): string =>
  [
    '<div class="product" data-product-id="8120334">',
    `<div class="product__media">${photo(v, 'hoka-clifton-9-noir.jpg', 'Hoka Clifton 9 noir')}</div>`,
    '<div class="product__info">',
    '<p class="product__vendor">HOKA</p>',
    '<h1>Hoka Clifton 9 – chaussures de running homme, noir</h1>',
    '<p class="product__price"><span class="price-item price-item--regular">149,99 €</span></p>',
    '<p class="product__tax">Taxes incluses. Frais d’expédition calculés à l’étape de paiement.</p>',
    `<fieldset class="product__sizes"><legend>Pointure (EU)</legend>${(v.tailles ?? '40|41|42|43|44|45|46').split('|').map((s) => `<label><input type="radio" name="taille" value="${s}">${s}</label>`).join('')}</fieldset>`,
    '<p class="product__stock">En stock, expédié sous 24 h</p>',
    '<button class="btn product-form__submit" name="add">Ajouter au panier</button>',
    `<p class="product__pickup">${v.retrait ?? 'Retrait gratuit en magasin : disponible aujourd’hui à Lyon Part-Dieu'}</p>`,
    `<p class="product__hot">${v.paniers ?? '🔥 18 personnes ont ce produit dans leur panier'}</p>`,
    '</div></div>',
    '<div class="product__description"><h2>Description</h2><p>La Clifton 9 garde son amorti généreux avec 3 mm de mousse en plus et 10 g de moins que la version précédente. Drop de 5 mm, semelle en caoutchouc aux zones d’usure.</p><ul><li>Poids : 248 g (en 42)</li><li>Drop : 5 mm</li><li>Usage : route, entraînement quotidien</li></ul></div>',
    '<div class="product__guide"><h2>Guide des tailles</h2><p>La Clifton 9 taille normalement. Entre deux pointures, prenez la plus grande.</p></div>',
    `<section class="product-recommendations"><h2>Vous aimerez aussi</h2><ul>${list(v.reco ?? 'Hoka Bondi 8 – 169,99 €|Asics Gel-Nimbus 26 – 189,99 €|Brooks Ghost 16 – 149,99 €')}</ul></section>`,
  ].join('\n');

export const televisorEs = (v: Values): string =>
  [
    '<div class="ficha">',
    `<div class="ficha__galeria">${photo(v, 'samsung-tu55du7175.jpg', 'Samsung 55" Crystal UHD')}</div>`,
    '<h1>TV LED 55" Samsung TU55DU7175 Crystal UHD 4K, Smart TV, Tizen</h1>',
    '<p class="ficha__ref">Ref. 1583302 · Valoración 4,5/5 (864 opiniones)</p>',
    '<div class="ficha__precio"><span class="precio">449,00 €</span> <span class="pvpr">PVPR 599,00 €</span></div>',
    `<p class="ficha__moneda">${v.moneda ?? 'Precio en tu moneda: ≈ 482,10 US$'}</p>`,
    '<p class="ficha__financia">Financia en 12 meses sin intereses: 37,42 €/mes</p>',
    `<p class="ficha__stock">${v.stock ?? 'Agotado temporalmente'}</p>`,
    v.boton ?? '<button class="btn btn--aviso">Avísame cuando esté disponible</button>',
    `<p class="ficha__comprado">${v.comprado ?? ''}</p>`,
    '<table class="ficha__specs"><tr><th>Resolución</th><td>3840 x 2160</td></tr><tr><th>Tasa de refresco</th><td>50 Hz</td></tr><tr><th>HDMI</th><td>3</td></tr><tr><th>Clase energética</th><td>G</td></tr><tr><th>Garantía</th><td>3 años</td></tr></table>',
    '<p>Con el procesador Crystal 4K y la tecnología PurColor verás colores más reales. Incluye mando SolarCell y Samsung TV Plus con más de 100 canales gratuitos.</p>',
    `<section class="vistos"><h2>Vistos recientemente</h2><ul>${list(v.vistos ?? 'Barra de sonido Samsung HW-B450 – 149,00 €|Soporte de pared Vogel’s Comfort – 39,99 €')}</ul></section>`,
    '</div>',
  ].join('\n');

export const stofzuigerNl = (v: Values): string =>
  [
    '<div class="product-detail">',
    `<div class="product-detail__image">${photo(v, 'dyson-v15-detect.jpg', 'Dyson V15 Detect Absolute')}</div>`,
    '<h1>Dyson V15 Detect Absolute steelstofzuiger</h1>',
    '<p class="product-detail__reviews">★★★★☆ 4,4 (1.027 reviews)</p>',
    `<div class="product-detail__price"><span class="price">€ ${v.prijs ?? '399,00'}</span></div>`,
    '<p class="product-detail__stock">Op voorraad</p>',
    `<p class="product-detail__delivery">${v.bezorging ?? 'Voor 23:59 besteld, morgen in huis'}</p>`,
    `<button class="btn btn--primary">${v.knop ?? 'In winkelwagen'}</button>`,
    '<ul class="usp"><li>Laser onthult onzichtbaar stof</li><li>Tot 60 minuten zuigen</li><li>2 jaar garantie, 30 dagen bedenktijd</li></ul>',
    '<table class="specs"><tr><th>Accuduur</th><td>60 minuten</td></tr><tr><th>Gewicht</th><td>3,1 kg</td></tr><tr><th>Inhoud stofreservoir</th><td>0,76 liter</td></tr><tr><th>Geluidsniveau</th><td>83 dB</td></tr></table>',
    `<section class="also-viewed"><h2>Klanten bekeken ook</h2><ul>${list(v.ook ?? 'Dyson V12 Detect Slim – € 499,00|Philips SpeedPro Max 8000 – € 279,00|Samsung Bespoke Jet – € 549,00|Dyson V8 Absolute – € 299,00')}</ul></section>`,
    '</div>',
  ].join('\n');

export const lavatriceIt = (v: Values): string =>
  [
    '<div class="scheda">',
    `<div class="scheda__foto">${photo(v, 'bosch-wgg244a0it.jpg', 'Bosch Serie 6 WGG244A0IT')}</div>`,
    '<h1>Bosch Serie 6 WGG244A0IT lavatrice a carica frontale 9 kg, classe A</h1>',
    '<p class="scheda__codice">Codice articolo 212944 · 4,7/5 (391 recensioni)</p>',
    `<div class="scheda__prezzo"><span class="prezzo">${v.prezzo ?? '549,00 €'}</span></div>`,
    `<p class="scheda__rate">oppure 3 rate da ${v.rata ?? '183,00 €'} senza interessi</p>`,
    '<p class="scheda__disponibilita">Disponibile</p>',
    `<p class="scheda__consegna">${v.consegna ?? 'Consegna stimata: venerdì 11 dicembre'}</p>`,
    '<button class="btn btn--carrello">Aggiungi al carrello</button>',
    `<p class="scheda__codice-promo">${v.codice ?? 'Solo oggi: 10 € di sconto sugli accessori con il codice CASA-7K2F'}</p>`,
    '<table class="scheda__dati"><tr><th>Capacità</th><td>9 kg</td></tr><tr><th>Centrifuga</th><td>1400 giri/min</td></tr><tr><th>Classe energetica</th><td>A</td></tr><tr><th>Rumorosità</th><td>71 dB</td></tr><tr><th>Garanzia</th><td>2 anni + 3 anni sul motore</td></tr></table>',
    `<section class="correlati"><h2>Potrebbero interessarti</h2><ul>${list(v.correlati ?? 'Asciugatrice Bosch Serie 6 WQG24509IT – 749,00 € · Ultimi 4 pezzi|Kit sovrapposizione WTZ27400 – 39,90 € · Disponibile|Samsung WW90T534DAE – 499,00 € · Disponibile')}</ul></section>`,
    `<section class="visti"><h2>Visti di recente</h2><ul>${list(v.visti ?? 'Frigorifero Samsung RB34C – 579,00 €|Lavastoviglie Bosch SMS4HVI33E – 479,00 €')}</ul></section>`,
    '</div>',
  ].join('\n');

export const auscultadoresPt = (v: Values): string =>
  [
    '<div class="produto">',
    `<div class="produto__galeria">${photo(v, 'sony-wh-ch720n-azul.jpg', 'Sony WH-CH720N azul')}${photo(v, 'sony-wh-ch720n-lado.jpg', 'Sony WH-CH720N de lado')}</div>`,
    '<h1>Auscultadores Bluetooth Sony WH-CH720N com cancelamento de ruído – Azul</h1>',
    '<p class="produto__ref">Ref. 7301845 · 4,6/5 (512 avaliações)</p>',
    '<div class="produto__preco"><span class="preco">99,99 €</span> <span class="antes">PVP recomendado 149,99 €</span></div>',
    '<p class="produto__pontos">Ganhe 10 € em cartão para a próxima compra</p>',
    '<p class="produto__stock">Em stock online</p>',
    `<p class="produto__entrega">${v.entrega ?? 'Entrega prevista: sexta-feira, 11 de dezembro'}</p>`,
    '<button class="btn btn--carrinho">Adicionar ao carrinho</button>',
    `<p class="produto__comprado">${v.comprado ?? 'Comprado 40 vezes esta semana'}</p>`,
    '<h2>Características</h2><ul><li>Até 35 horas de autonomia</li><li>Carregamento rápido: 3 minutos para 1 hora</li><li>Peso: 192 g</li><li>Garantia: 3 anos</li></ul>',
    '</div>',
  ].join('\n');

export const butyPl = (v: Values): string =>
  [
    '<div class="karta">',
    `<div class="karta__zdjecia">${photo(v, 'adidas-ultraboost-light.jpg', 'adidas Ultraboost Light')}</div>`,
    '<h1>Buty do biegania adidas Ultraboost Light, czarne, rozmiar 43 1/3</h1>',
    '<p class="karta__oceny">4,7/5 · 218 opinii</p>',
    '<div class="karta__cena"><span class="cena">789,99 zł</span> <span class="omnibus">Najniższa cena z 30 dni przed obniżką: 899,99 zł</span></div>',
    `<p class="karta__dostepnosc">${v.dostepnosc ?? 'Ostatnie sztuki – wysyłka w 24 h'}</p>`,
    `<p class="karta__dostawa">${v.dostawa ?? 'Dostawa jutro (piątek), jeśli zamówisz do 14:00'}</p>`,
    v.przycisk ?? '<button class="btn btn--koszyk">Dodaj do koszyka</button>',
    `<p class="karta__koszyki">${v.koszyki ?? '23 osoby mają ten produkt w koszyku'}</p>`,
    '<h2>Opis</h2><p>Najlżejsze Ultraboost w historii: pianka Light BOOST jest o 30% lżejsza, a cholewka z dzianiny Primeknit+ dopasowuje się do stopy. Podeszwa Continental™ zapewnia przyczepność na mokrej nawierzchni.</p>',
    `<section class="ostatnio"><h2>Ostatnio oglądane</h2><ul>${list(v.ostatnio ?? 'Skarpety biegowe Nike Spark – 59,99 zł|Kurtka biegowa Asics Lite-Show – 349,99 zł')}</ul></section>`,
    '</div>',
  ].join('\n');

export const jackaSv = (v: Values): string =>
  [
    '<div class="produkt">',
    `<div class="produkt__bild">${photo(v, 'fjallraven-expedition-pack.jpg', 'Fjällräven Expedition Pack Down Jacket')}</div>`,
    '<h1>Fjällräven Expedition Pack Down Hoodie M – Black</h1>',
    '<p class="produkt__betyg">4,8 av 5 (143 omdömen)</p>',
    '<div class="produkt__pris"><span class="pris">3 499 kr</span></div>',
    '<p class="produkt__lager">I lager</p>',
    `<p class="produkt__leverans">${v.leverans ?? 'Leverans: tors 10 dec – fre 11 dec'}</p>`,
    '<button class="btn btn--kop">Lägg i varukorgen</button>',
    `<p class="produkt__kopt">${v.kopt ?? 'Köpt 40 gånger den här veckan'}</p>`,
    '<h2>Produktinformation</h2><p>Lätt och packbar dunjacka med 700 cuin dun och G-1000 Eco-förstärkningar. Luvan kan justeras och jackan packas ner i sin egen ficka.</p>',
    '<table class="specs"><tr><th>Vikt</th><td>430 g</td></tr><tr><th>Fyllning</th><td>Dun 84 %, fjäder 16 %</td></tr><tr><th>Garanti</th><td>2 år</td></tr></table>',
    `<section class="personlig"><h2>${v.eftersom ?? 'Eftersom du tittade på Fjällräven Kånken'}</h2><ul>${list(v.forslag ?? 'Fjällräven Kånken No. 2 – 1 349 kr|Fjällräven Greenland Top – 1 099 kr|Fjällräven Vardag Beanie – 399 kr')}</ul></section>`,
    '</div>',
  ].join('\n');

export const hovedtelefonerDa = (v: Values): string =>
  [
    '<div class="vare">',
    `<div class="vare__billede">${photo(v, 'bose-qc-ultra.jpg', 'Bose QuietComfort Ultra')}</div>`,
    '<h1>Bose QuietComfort Ultra trådløse hovedtelefoner – sort</h1>',
    '<p class="vare__anmeldelser">4,6 ud af 5 (388 anmeldelser)</p>',
    `<div class="vare__pris"><span class="pris">${v.pris ?? '2.799,00 kr.'}</span></div>`,
    '<p class="vare__lager">På lager – over 20 stk.</p>',
    `<p class="vare__levering">${v.levering ?? 'Levering: fredag d. 11. december'}</p>`,
    '<button class="btn btn--kurv">Læg i kurv</button>',
    `<p class="vare__koebt">${v.koebt ?? '12 har købt denne i dag'}</p>`,
    `<script type="application/json" id="vare-state">{"sku":"QCU-BLK","viewers":${v.seere ?? '31'},"renderedAt":${v.bust ?? '0'}}</script>`,
    '<h2>Specifikationer</h2><ul><li>Batteritid: op til 24 timer</li><li>Opladning: USB-C, 15 min giver 2,5 timer</li><li>Vægt: 250 g</li><li>Garanti: 2 år</li></ul>',
    `<section class="andre"><h2>Andre kiggede også på</h2><ul>${list(v.andre ?? 'Sony WH-1000XM5 – 2.499,00 kr.|Apple AirPods Max – 4.299,00 kr.|Sennheiser Momentum 4 – 2.199,00 kr.')}</ul></section>`,
    '</div>',
  ].join('\n');

export const drillEn = (v: Values): string =>
  [
    '<div class="pdp">',
    `<div class="pdp__image">${photo(v, 'bosch-gsb-18v-55.jpg', 'Bosch Professional GSB 18V-55')}</div>`,
    '<h1>Bosch Professional GSB 18V-55 cordless combi drill with 2 × 2.0Ah batteries</h1>',
    '<p class="pdp__rating">4.8 out of 5 (612 reviews)</p>',
    '<div class="pdp__price"><span class="price">£149.00</span></div>',
    '<p class="pdp__points">Collect 149 Nectar points with this purchase</p>',
    '<p class="pdp__stock">In stock for home delivery</p>',
    `<p class="pdp__collect">${v.collect ?? 'Click & Collect: ready in 1 hour'}</p>`,
    '<button class="btn btn--basket">Add to basket</button>',
    '<h2>Specifications</h2><ul><li>Max torque: 55 Nm</li><li>Chuck: 13 mm keyless</li><li>Weight: 1.4 kg with battery</li><li>Guarantee: 3 years when registered</li></ul>',
    `<section class="because"><h2>${v.because ?? 'Because you looked at cordless drills'}</h2><ul>${list(v.items ?? 'Makita DHP485Z body only – £79.00|DeWalt DCD796D2 – £199.00|Ryobi R18PD3-220S – £139.00')}</ul></section>`,
    '</div>',
  ].join('\n');
