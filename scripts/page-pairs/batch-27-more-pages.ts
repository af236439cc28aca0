/**
 * The other six pages of the twenty-seventh batch of page pairs (issue 22): a Polish shop's coffee
 * grinder with the lowest price of 30 days, a promotion countdown and an also-bought shelf, a
 * Portuguese energy supplier's contacts page with its share price, a customer quote and CDN image
 * names, a Swedish outdoor shop's jacket with a currency converter, a Danish municipality's
 * passport and licence fees with today's date, a queue time and a build stamp, a Czech shop's phone
 * with viewers, a greeting and an ad slot, and a Japanese shop's rice cooker with points, today's
 * delivery date, a ranking and a seen-also shelf. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** Polish shop's coffee grinder: price, Omnibus lowest price, stock, a promotion countdown, an also-bought shelf. */
export const mlynekPl = (v: Values): string =>
  [
    ld('Młynek do kawy Sage the Smart Grinder Pro SCG820BSS', 'PLN', '899.00', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Strona główna</a> › Kuchnia › Kawa › Młynki do kawy</nav>',
    '<article class="produkt">',
    '<h1>Młynek do kawy Sage the Smart Grinder Pro SCG820BSS, stal szczotkowana</h1>',
    `<p class="odliczanie">${v.odliczanie ?? 'Promocja kończy się za: 2 dni 04:11:09'}</p>`,
    `<div class="koszyk"><p class="cena">899,00 zł</p><p class="stara"><s>1 099,00 zł</s> Najniższa cena z 30 dni przed obniżką: 949,00 zł</p><p class="dostepnosc">${v.dostepnosc ?? 'Dostępny · wysyłka jutro'}</p><button>${v.przycisk ?? 'Dodaj do koszyka'}</button></div>`,
    '<h2>Opis</h2><p>Młynek żarnowy ze stożkowymi żarnami ze stali nierdzewnej i 60 stopniami mielenia, od espresso po french press. Pojemnik na ziarna 450 g, wyświetlacz LCD z czasem mielenia i liczbą filiżanek.</p>',
    `<section class="takze"><h2>Inni kupili również</h2><ul>${tiles(v.takze ?? 'Waga Timemore Black Mirror~189,00 zł|Tamper 58 mm~79,00 zł|Kawa Etiopia Yirgacheffe 1 kg~129,00 zł|Dzbanek do mleka 600 ml~59,00 zł')}</ul></section>`,
    '</article>',
  ].join('\n');

/** Portuguese energy supplier's contacts page: a share-price widget, phone lines and hours, shops, a customer quote, images. */
export const contactosPt = (v: Values): string =>
  [
    `<div class="bolsa">${v.bolsa ?? 'LZV 11,42 € ▲ 0,8 % · Atualizado há 15 min'}</div>`,
    '<nav class="crumbs"><a href="/">Início</a> › Apoio ao cliente › Contactos</nav>',
    '<h1>Fale connosco</h1>',
    `<figure><img src="${v.img ?? '/media/equipa-apoio.jpg'}" alt="${v.alt ?? 'Equipa de apoio ao cliente da Luzverde Energia'}" width="1200" height="630"></figure>`,
    `<h2>Linhas de apoio</h2><table>${rows(`Apoio ao cliente~808 20 30 40~${v.horario ?? 'Dias úteis das 8h às 22h, sábados das 9h às 18h'}|Avarias e emergências~800 50 60 70~24 horas, todos os dias|Leituras do contador~808 20 30 41~Serviço automático, 24 horas`)}</table>`,
    '<p>Chamadas para números 808 com custo de chamada local. Os números 800 são gratuitos a partir de qualquer rede.</p>',
    `<h2>Lojas</h2><ul>${items('Lisboa, Av. da República 52 – 9h às 19h|Porto, Rua de Santa Catarina 311 – 9h às 19h|Coimbra, Av. Fernão de Magalhães 120 – 9h às 18h')}</ul>`,
    `<blockquote class="testemunho">${v.testemunho ?? '«Mudei de fornecedor em dez minutos e a fatura baixou logo no primeiro mês.» – Ana R., Setúbal'}</blockquote>`,
  ].join('\n');

/** Swedish outdoor shop's jacket: price, a converter into euro and dollars, sizes, delivery. */
export const jackaSv = (v: Values): string =>
  [
    ld('Fjällräven Keb Jacket M', 'SEK', v.ld ?? '3999'),
    '<nav class="crumbs"><a href="/">Hem</a> › Herr › Jackor › Skaljackor</nav>',
    '<article class="produkt">',
    '<h1>Fjällräven Keb Jacket M, Dark Navy</h1>',
    `<div class="kop"><p class="pris">${v.pris ?? '3 999 kr'}</p><p class="omraknat">${v.omraknat ?? 'ca 348 € · ca 368 US$ (omräknat med dagens kurs, vägledande)'}</p><p class="klarna">${v.klarna ?? 'Dela upp med Klarna från 167 kr/mån'}</p><p class="lager">I lager · Leverans 1–3 vardagar</p><button>Lägg i varukorg</button></div>`,
    `<h2>Storlekar</h2><table>${rows('S~I lager|M~I lager|L~Få kvar|XL~I lager|XXL~Slut')}</table>`,
    '<p>Fri frakt över 499 kr · 60 dagars öppet köp · Klimatkompenserad leverans</p>',
    '<h2>Produktinformation</h2><p>Hybridjacka i G-1000 Lite Eco och stretchmaterial för fjällvandring. Ventilationsöppningar under armarna, justerbar huva med skärm och två bröstfickor. Vikt 630 g (storlek M).</p>',
    '</article>',
  ].join('\n');

/** Danish municipality's passport and licence page: today's date, the queue time, a fee table, a cookie consent id, a build stamp. */
export const borgerserviceDa = (v: Values): string =>
  [
    `<p class="idag">${v.idag ?? 'I dag, mandag 30. november: Borgerservice har åbent 10–17'} · ${v.ventetid ?? 'Forventet ventetid: 15 min.'}</p>`,
    '<nav class="crumbs"><a href="/">Forside</a> › Borger › Pas og kørekort</nav>',
    '<h1>Pas og kørekort</h1>',
    '<p>Du skal bestille tid til pas og kørekort. Husk dit gamle pas eller kørekort og et vellignende foto, hvis du ikke vil fotograferes hos os.</p>',
    `<h2>Priser 2026</h2><table>${rows(`Pas, 18–64 år~${v.pas ?? '742 kr.'}|Pas, 65 år og derover~374 kr.|Pas, børn 0–17 år~155 kr.|Kørekort, første gang~280 kr.|Kørekort, fornyelse~280 kr.|Duplikatkørekort~280 kr.`)}</table>`,
    '<p>Ekspeditionstiden for pas er op til 10 hverdage. Hasteekspedition koster 400 kr. ekstra.</p>',
    `<div class="cookies"><p>Du har givet samtykke til nødvendige cookies. ${v.samtykke ?? 'Samtykke-ID: 4b7e2c90-1d3f'}</p><a href="/cookies">Skift indstillinger</a></div>`,
    `<p class="version">${v.version ?? 'Version 4.12.0 · build 20261130.3'}</p>`,
  ].join('\n');

/** Czech shop's phone: price, stock, viewers, a greeting, an ad slot, accessories. */
export const telefonCs = (v: Values): string =>
  [
    ld('Apple iPhone 16 128GB Černý', 'CZK', '22990', v.ldStock ?? 'InStock'),
    `<p class="pozdrav">${v.pozdrav ?? 'Dobré ráno, Petře!'}</p>`,
    '<nav class="crumbs"><a href="/">Úvod</a> › Mobilní telefony › Apple iPhone</nav>',
    '<article class="produkt">',
    '<h1>Apple iPhone 16 128GB Černý</h1>',
    `<div class="kosik"><p class="cena">22 990 Kč</p><p class="sklad">${v.sklad ?? 'Skladem > 5 ks · u vás zítra'}</p><p class="splatky">Na splátky od 958 Kč měsíčně</p><button>Do košíku</button></div>`,
    `<p class="prohlizi">${v.prohlizi ?? 'Právě si prohlíží 9 lidí'}</p>`,
    `<aside class="reklama"><p>Reklama</p><p>${v.reklama ?? 'Hypotéka od 4,29 % s fixací na 5 let'}</p></aside>`,
    `<h2>Příslušenství</h2><ul>${tiles('Kryt MagSafe~1 390 Kč|Tvrzené sklo~499 Kč|Nabíječka 20 W USB-C~549 Kč')}</ul>`,
    '<h2>Popis</h2><p>Displej Super Retina XDR 6,1", čip A18, fotoaparát 48 Mpx s 2× teleobjektivem, tlačítko Ovládání fotoaparátu. Odolnost IP68.</p>',
    '</article>',
  ].join('\n');

/** Japanese shop's rice cooker: price with tax and points, today's date and the delivery date, a ranking, seen-also items. */
export const suihankiJa = (v: Values): string =>
  [
    ld('象印 圧力IH炊飯ジャー 極め炊き NW-FB10 5.5合', 'JPY', v.ld ?? '39800'),
    '<nav class="crumbs"><a href="/">トップ</a> › キッチン家電 › 炊飯器</nav>',
    '<article class="shohin">',
    '<h1>象印 圧力IH炊飯ジャー 極め炊き NW-FB10 5.5合 ブラック</h1>',
    `<p class="ranking">${v.ranking ?? '炊飯器デイリーランキング 3位'}</p>`,
    `<div class="cart"><p class="kakaku">${v.kakaku ?? '39,800円(税込)'}</p><p class="point">${v.point ?? '398ポイント(1%還元)'}</p><p class="zaiko">在庫あり</p><p class="otodoke">${v.otodoke ?? '本日11月30日(月)15時までのご注文で、最短12月1日(火)お届け'}</p><button>カートに入れる</button></div>`,
    '<h2>商品説明</h2><p>鉄器コートプラチナ厚釜で、ふっくら甘みのあるごはんに。炊き分け圧力で白米のかたさを3通りに調整できます。保温は最大40時間。</p>',
    `<section class="mita"><h2>この商品を見た人はこんな商品も見ています</h2><ul>${tiles(v.mita ?? 'タイガー 土鍋ご泡火炊き JRX-T100~59,800円|パナソニック 可変圧力IH SR-V10BA~54,780円|象印 極め炊き NW-VE10~24,800円')}</ul></section>`,
    '</article>',
  ].join('\n');
