/**
 * More pages of the twentieth batch of page pairs (issue 22): a Spanish bank's savings account, an
 * Italian shop's product page, a Polish shop's category listing, a Portuguese returns policy, a
 * Swedish airline's baggage fees and a Japanese library's year-end notice, each with the widgets
 * such pages vary between fetches (market data, viewer counts, lazy-loaded reviews, recently
 * viewed, facet counts, popular articles, ad slots, trending destinations, page-view counters).
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');

export const ahorroEs = (v: Values): string =>
  [
    `<p class="acceso">Último acceso: hoy a las ${v.acceso ?? '08:47'}</p>`,
    '<article class="producto">',
    '<h1>Cuenta Ahorro Plus</h1>',
    `<div class="rentabilidad"><span class="tae">${v.tae ?? '2,50 %'} TAE</span> <span class="tin">${v.tin ?? '2,47 %'} TIN</span></div>`,
    `<ul class="ventajas">${items(`Saldo máximo remunerado: ${v.max ?? '50.000 €'}|Sin comisiones de mantenimiento ni de administración|Liquidación mensual de intereses|Dinero disponible en todo momento`)}</ul>`,
    `<p class="ejemplo">Ejemplo: con un saldo medio de 10.000 € durante un año obtendrías ${v.ejemplo ?? '250,00 €'} brutos.</p>`,
    '<a class="btn" href="/contratar/ahorro-plus">Contratar en 5 minutos</a>',
    '<section class="condiciones"><h2>Condiciones</h2><p>Cuenta exclusiva para clientes con nómina domiciliada o ingresos mensuales de al menos 600 €. La remuneración se aplica al saldo diario hasta el saldo máximo remunerado; el exceso no se remunera. Depósito garantizado por el Fondo de Garantía de Depósitos hasta 100.000 € por titular.</p></section>',
    '</article>',
    `<aside class="mercados"><h2>Mercados hoy</h2><ul>${items(`Euríbor a 12 meses: ${v.euribor ?? '2,512 %'}|Bono español a 10 años: ${v.bono ?? '3,08 %'}|EUR/USD: ${v.eurusd ?? '1,0542'}`)}</ul><p>Datos con 15 minutos de retraso. Actualizado hace ${v.ago ?? '3'} minutos.</p></aside>`,
  ].join('\n');

const RECENSIONI = [
  '<article><p>★★★★★ «La classica, il caffè viene come quello della nonna.» – Giulia, Bergamo</p></article>',
  '<article><p>★★★★☆ «Ottima, ma la guarnizione va cambiata dopo un anno.» – Andrea, Torino</p></article>',
  '<article><p>★★★★★ «Arrivata in un giorno, perfetta anche sull’induzione con l’adattatore.» – Marco, Lecce</p></article>',
  '<article><p>★★★★★ «Regalo azzeccato, confezione curata.» – Silvia, Padova</p></article>',
];

export const mokaLd = (price: string): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Bialetti Moka Express 6 tazze', sku: 'BIA-1163', brand: { '@type': 'Brand', name: 'Bialetti' }, offers: { '@type': 'Offer', priceCurrency: 'EUR', price, availability: 'https://schema.org/InStock' } })}</script>`;

export const mokaIt = (v: Values): string => {
  const r = Number(v.rec ?? '0');
  return [
    '<nav class="crumbs"><a href="/">Home</a> › <a href="/caffe">Caffè</a> › Caffettiere</nav>',
    '<div class="pdp">',
    '<div class="pdp__img"><img src="/img/bialetti-moka-6.jpg" alt="Bialetti Moka Express 6 tazze"></div>',
    '<div class="pdp__buy">',
    '<h1>Bialetti Moka Express 6 tazze, alluminio</h1>',
    `<p class="rating">4,7 su 5 · ${v.recensioni ?? '2.841'} recensioni</p>`,
    `<p class="price">${v.prezzo ?? '34,90 €'}</p>`,
    '<p class="stock">Disponibile · spedizione in 24 ore</p>',
    '<button class="btn">Aggiungi al carrello</button>',
    `<p class="watch">${v.guardando ?? '12'} persone stanno guardando questo prodotto</p>`,
    '</div></div>',
    '<section class="desc"><h2>Descrizione</h2><p>La caffettiera simbolo del caffè italiano dal 1933, in alluminio con la valvola brevettata e la celebre forma ottagonale. Prepara 6 tazzine di espresso in circa 5 minuti. Non adatta alla lavastoviglie.</p><ul><li>Capacità: 6 tazze (300 ml)</li><li>Materiale: alluminio</li><li>Adatta a gas, elettrico e ceramica</li></ul></section>',
    `<section class="insieme"><h2>Spesso acquistati insieme</h2><ul>${items(v.insieme ?? 'Guarnizioni di ricambio 6 tazze – 5,90 €|Caffè Lavazza Qualità Rossa 250 g – 4,29 €|Macinacaffè manuale Hario Skerton – 44,90 €')}</ul></section>`,
    `<section class="recensioni"><h2>Cosa dicono i clienti</h2>${RECENSIONI[r % 4]}${RECENSIONI[(r + 1) % 4]}</section>`,
    v.visti ? `<section class="visti"><h2>Visti di recente</h2><ul>${items(v.visti)}</ul></section>` : '',
  ].join('\n');
};

const KETTLES = [
  ['Bosch TWK3P420 1,7 l', '189,00 zł'],
  ['Philips HD9350/90 1,7 l', '219,00 zł'],
  ['Tefal KO6931 Sense 1,5 l', '249,00 zł'],
  ['Russell Hobbs 26050-70 Glass', '159,00 zł'],
  ['Xiaomi Mi Smart Kettle Pro', '179,00 zł'],
  ['Smeg KLF03 50’s Style 1,7 l', '749,00 zł'],
  ['Electrolux E4K1-4ST', '139,00 zł'],
  ['Zelmer ZCK7921 1,7 l', '99,99 zł'],
];

export const czajnikiPl = (v: Values): string => {
  const prices = (v.ceny ?? KETTLES.map(([, p]) => p).join('|')).split('|');
  const extra = v.nowy ? [v.nowy.split('~') as [string, string]] : [];
  const rows = [...KETTLES.map(([name], i) => [name, prices[i]!] as const), ...extra];
  const facets = (v.filtry ?? 'Marka: Bosch (124), Philips (98), Tefal (87), Russell Hobbs (61), Xiaomi (23)|Pojemność: do 1 l (31), 1–1,5 l (142), powyżej 1,5 l (220)|Moc: do 2000 W (96), powyżej 2000 W (297)').split('|');
  return [
    '<nav class="crumbs"><a href="/">Strona główna</a> › <a href="/agd">AGD</a> › Czajniki elektryczne</nav>',
    '<h1>Czajniki elektryczne</h1>',
    `<p class="count">${v.liczba ?? '393'} produkty · sortowanie: najpopularniejsze</p>`,
    `<aside class="filtry"><h2>Filtry</h2>${facets.map((f) => `<div class="facet">${f}</div>`).join('')}</aside>`,
    `<ul class="lista">${rows.map(([name, price]) => `<li class="produkt"><h3>${name}</h3><p class="cena">${price}</p><p class="dostawa">Dostępny · wysyłka jutro</p></li>`).join('')}</ul>`,
    '<p class="omnibus">Ceny zawierają VAT. Najniższa cena z 30 dni przed obniżką podana jest na stronie produktu.</p>',
    `<section class="polecane"><h2>Inni oglądali też</h2><ul>${items(v.polecane ?? 'Toster Bosch TAT3P420 – 159,00 zł|Ekspres DeLonghi Magnifica S – 1 299,00 zł|Filtr Brita Marella 2,4 l – 59,99 zł')}</ul></section>`,
  ].join('\n');
};

export const devolucoesPt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Início</a> › <a href="/ajuda">Ajuda</a> › Devoluções</nav>',
    '<article class="politica">',
    '<h1>Política de devoluções</h1>',
    `<p class="atualizacao">Última atualização: ${v.atualizacao ?? '26 de novembro de 2026'}</p>`,
    `<h2>1. Prazo</h2><p>Dispõe de ${v.prazo ?? '30 dias'} a contar da data de entrega para devolver qualquer artigo, sem necessidade de indicar o motivo.</p>`,
    '<h2>2. Estado dos artigos</h2><p>Os artigos devem ser devolvidos sem sinais de uso, com as etiquetas originais e, sempre que possível, na embalagem original. Roupa interior, fatos de banho e brincos só podem ser devolvidos se o selo de higiene estiver intacto.</p>',
    `<h2>3. Custos</h2><p>${v.custos ?? 'A devolução é gratuita em qualquer loja ou num ponto de recolha CTT.'}</p>`,
    '<h2>4. Reembolso</h2><p>O reembolso é feito no mesmo meio de pagamento, no prazo máximo de 14 dias após recebermos o artigo no nosso armazém.</p>',
    '<h2>5. Exceções</h2><p>Cartões oferta, artigos personalizados e produtos de cosmética abertos não podem ser devolvidos. As compras feitas em lojas parceiras seguem a política da loja onde foram compradas.</p>',
    '</article>',
    `<aside class="lateral"><h2>Artigos populares</h2><ul>${items(v.populares ?? 'Como acompanhar a minha encomenda|Tabela de tamanhos|Trocar um tamanho|Pagamento com MB WAY|Cartão de cliente')}</ul><div class="pub">${v.pub ?? 'Publicidade · Nova coleção de inverno: casacos a partir de 39,99 €'}</div></aside>`,
  ].join('\n');

export const bagageSv = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › <a href="/infor-resan">Inför resan</a> › Bagage</nav>',
    '<article class="info">',
    '<h1>Bagage och avgifter</h1>',
    '<p>Handbagage ingår alltid: en väska på högst 8 kg och 55 × 40 × 23 cm samt en liten personlig väska. Incheckat bagage köper du till per person och enkel resa.</p>',
    `<table class="avgifter"><tr><th>Tjänst</th><th>Vid bokning</th><th>På flygplatsen</th></tr><tr><td>Incheckat bagage upp till 20 kg</td><td>${v.b20 ?? '299 kr'}</td><td>${v.b20f ?? '499 kr'}</td></tr><tr><td>Incheckat bagage upp till 23 kg</td><td>399 kr</td><td>599 kr</td></tr><tr><td>Övervikt, per kg</td><td>–</td><td>120 kr</td></tr><tr><td>Sportutrustning</td><td>450 kr</td><td>650 kr</td></tr></table>`,
    `<p class="euro">Priser i euro, ungefärligt: 299 kr ≈ ${v.eur ?? '26,10 €'}</p>`,
    '<p>Avgifterna gäller per person och enkel resa. Barnvagn och bilbarnstol checkas in utan kostnad.</p>',
    '</article>',
    `<aside class="populara"><h2>Populära resmål just nu</h2><ul>${items(v.resmal ?? 'Barcelona från 699 kr|Nice från 749 kr|Alicante från 599 kr|Berlin från 449 kr|Split från 899 kr')}</ul></aside>`,
  ].join('\n');

export const toshokanJa = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">トップ</a> ＞ <a href="/oshirase">お知らせ</a> ＞ 年末年始の開館について</nav>',
    '<article class="oshirase">',
    '<h1>年末年始の開館について</h1>',
    '<p class="keisai">掲載日：2026年11月20日</p>',
    '<p>市立中央図書館および各地区図書館は、年末年始を下記のとおり休館します。ご不便をおかけしますが、ご理解とご協力をお願いいたします。</p>',
    `<table class="kyukan"><tr><th>休館期間</th><td>${v.kyukan ?? '2026年12月29日（火）～2027年1月3日（日）'}</td></tr><tr><th>開館日</th><td>${v.kaikan ?? '2027年1月4日（月）'} 9時から</td></tr></table>`,
    '<p>休館中の返却は、正面入口横のブックポストをご利用ください。CD・DVDなどの視聴覚資料と他館から取り寄せた資料はブックポストに返却できません。</p>',
    '<p>予約資料の取り置き期限は、休館日を除いて7日間です。</p>',
    '</article>',
    `<aside class="sidebar"><h2>よく見られているページ</h2><ol>${items(v.ranking ?? '利用者カードの作り方|資料の予約方法|開館時間と休館日|駐車場のご案内|電子書籍サービス')}</ol><h2>新着情報</h2><ul>${items(`おはなし会（12月）の参加者を募集しています（${v.shinchaku ?? '3'}時間前）|館内Wi-Fiの利用方法を更新しました（1日前）`)}</ul></aside>`,
    `<p class="etsuran">このページの閲覧数：${v.etsuran ?? '3,412'}回</p>`,
  ].join('\n');
