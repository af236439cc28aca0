/**
 * The other pages of the twenty-eighth batch of page pairs (issue 22): a Polish bank's card fee
 * table beside an exchange-rate widget and a news age, a Brazilian marketplace's phone with its
 * delivery estimate, a sold-in-24-hours line and sponsored offers, a Swedish open-source project's
 * download page with its counter and age, a Finnish library's opening hours beside today's events,
 * a Japanese concert ticket page with a countdown and viewers, a Korean shop's air fryer with
 * coupon downloads, a shipping date and recently-viewed items, and an American SaaS pricing page
 * with an A/B headline, rotating customer logos and a trial timer. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** Polish bank's debit card fees: an exchange-rate widget, a fee table, a news list with ages. */
export const kartaPl = (v: Values): string =>
  [
    `<div class="kursy">${v.kursy ?? 'Kursy walut: EUR 4,2731 · USD 4,0518 · CHF 4,5902 · GBP 5,1377 (godz. 09:30)'}</div>`,
    '<nav class="crumbs"><a href="/">Klienci indywidualni</a> › Karty › Karta debetowa Visa</nav>',
    '<h1>Karta debetowa Visa do Konta Osobistego</h1>',
    `<h2>Opłaty</h2><table>${rows(`Wydanie karty~0 zł|Obsługa karty miesięcznie~${v.oplata ?? '7 zł'} (0 zł przy 5 transakcjach w miesiącu)|Wypłata z bankomatu banku~0 zł|Wypłata z innych bankomatów w Polsce~${v.bankomat ?? '5 zł'}|Przewalutowanie transakcji~3%`)}</table>`,
    `<p>Dzienny limit wypłat gotówki wynosi ${v.limit ?? '5 000 zł'}, a limit transakcji internetowych 10 000 zł. Limity zmienisz w aplikacji.</p>`,
    `<section class="aktualnosci"><h2>Aktualności</h2><ul>${items(v.aktualnosci ?? 'Nowa wersja aplikacji mobilnej – 2 godz. temu|Uwaga na fałszywe SMS-y – wczoraj|Przerwa techniczna w nocy z soboty na niedzielę – 3 dni temu')}</ul></section>`,
  ].join('\n');

/** Brazilian marketplace's phone: price with instalments, stock, a delivery estimate by postcode, sold-in-24h, sponsored offers. */
export const celularPt = (v: Values): string =>
  [
    ld('Samsung Galaxy S24 FE 128GB 5G Azul', 'BRL', v.ld ?? '2499.00', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Início</a> › Celulares e Smartphones › Samsung</nav>',
    '<article class="produto">',
    '<h1>Samsung Galaxy S24 FE 128GB 5G, Azul, 8GB RAM</h1>',
    `<p class="vendidos">${v.vendidos ?? '+500 vendidos · 38 vendidos nas últimas 24 horas'}</p>`,
    `<div class="compra"><p class="preco">${v.preco ?? 'R$ 2.499,00'}</p><p class="parcelas">${v.parcelas ?? 'em 10x R$ 249,90 sem juros'}</p><p class="estoque">${v.estoque ?? 'Estoque disponível · 14 unidades'}</p><p class="frete">${v.frete ?? 'Chegará grátis amanhã, terça-feira 1 de dezembro, para o CEP 01310-100'}</p><button>Comprar agora</button></div>`,
    '<h2>Características</h2><p>Tela Dynamic AMOLED 2X de 6,7", processador Exynos 2400e, câmera tripla de 50 MP, bateria de 4.700 mAh, resistência IP68.</p>',
    `<section class="patrocinados"><h2>Produtos patrocinados</h2><ul>${tiles(v.patrocinados ?? 'Capa Silicone Galaxy S24 FE~R$ 59,90|Carregador 25W USB-C~R$ 89,00|Película de vidro 3D~R$ 24,90')}</ul></section>`,
    '</article>',
  ].join('\n');

/** Swedish open-source project's download page: the current release, a download counter, its age, system requirements. */
export const nedladdningSv = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › Ladda ner</nav>',
    '<h1>Ladda ner Kartverktyget</h1>',
    `<p class="version">Senaste version: <strong>${v.version ?? '3.8.1'}</strong> (${v.datum ?? '12 november 2026'})</p>`,
    `<p class="raknare">${v.raknare ?? '12 483 nedladdningar den här veckan'} · ${v.sida ?? 'Sidan uppdaterades för 2 timmar sedan'}</p>`,
    `<table>${rows(`Windows 10/11 (64-bit)~kartverktyget-${v.version ?? '3.8.1'}-x64.msi~118 MB|macOS 13 eller senare~kartverktyget-${v.version ?? '3.8.1'}.dmg~131 MB|Linux (AppImage)~kartverktyget-${v.version ?? '3.8.1'}.AppImage~124 MB`)}</table>`,
    '<h2>Systemkrav</h2><p>Minst 8 GB RAM och 2 GB ledigt diskutrymme. OpenGL 3.3 eller senare krävs för 3D-vyn.</p>',
    `<section class="sponsorer"><h2>Tack till våra sponsorer</h2><ul>${items(v.sponsorer ?? 'Lantmäteriverket|Stiftelsen Öppen Geodata|Norrland Tech AB')}</ul></section>`,
  ].join('\n');

/** Finnish city library's branch page: today's events, opening hours, services. */
export const kirjastoFi = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Etusivu</a> › Kirjastot › Kallion kirjasto</nav>',
    '<h1>Kallion kirjasto</h1>',
    `<p class="tanaan">${v.tanaan ?? 'Tänään maanantaina 30.11. auki 10–20 · Kirjastossa nyt noin 140 asiakasta'}</p>`,
    `<h2>Aukioloajat</h2><table>${rows(`Ma–to~${v.arki ?? '10–20'}|Pe~10–18|La~${v.la ?? '10–16'}|Su~Suljettu`)}</table>`,
    `<p>Omatoimikirjasto on avoinna ma–su 7–22 kirjastokortilla ja PIN-koodilla. Myöhästymismaksu on ${v.maksu ?? '0,20 €'} päivältä aikuisten aineistosta.</p>`,
    `<section class="tapahtumat"><h2>Tapahtumat</h2><ul>${items(v.tapahtumat ?? 'Satutunti lapsille – tänään klo 17|Lukupiiri: Tove Jansson – huomenna klo 18|Digitukea senioreille – to 3.12. klo 13')}</ul></section>`,
  ].join('\n');

/** Japanese concert ticket page: a countdown, viewers, sale dates and prices by seat, notes. */
export const ticketJa = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">トップ</a> › 音楽 › J-POP</nav>',
    '<h1>星野ミナト LIVE TOUR 2027「潮騒」 東京公演</h1>',
    `<p class="countdown">${v.countdown ?? '一般発売開始まで あと9日 14:22:05'}</p>`,
    `<p class="viewers">${v.viewers ?? 'いま 1,284人 がこのページを見ています'}</p>`,
    `<table>${rows(`公演日~2027年2月20日(土) 開場17:00 / 開演18:00|会場~東京ガーデンシアター|一般発売~${v.hatsubai ?? '2026年12月10日(木) 10:00'}|S席~${v.sseki ?? '9,800円(税込)'}|A席~8,500円(税込)`)}</table>`,
    '<p>お一人様4枚まで。未就学児入場不可。電子チケットのみの発行となります。</p>',
    `<section class="osusume"><h2>あなたへのおすすめ</h2><ul>${items(v.osusume ?? '青葉リサ ホールツアー 2027|THE NORTHLIGHTS アリーナ公演|冬のジャズフェス 横浜')}</ul></section>`,
  ].join('\n');

/** Korean shop's air fryer: price, coupon downloads, today's dispatch cut-off, recently viewed items. */
export const fryerKo = (v: Values): string =>
  [
    ld('코스모 에어프라이어 5.5L CAF-5500', 'KRW', v.ld ?? '89000'),
    '<nav class="crumbs"><a href="/">홈</a> › 주방가전 › 에어프라이어</nav>',
    '<article class="product">',
    '<h1>코스모 에어프라이어 5.5L CAF-5500 화이트</h1>',
    `<div class="buy"><p class="price">${v.price ?? '89,000원'}</p><p class="coupon">${v.coupon ?? '쿠폰 받기 · 1,203명이 받았어요'}</p><p class="ship">${v.ship ?? '오늘(월) 14시 전 주문 시 12/1(화) 도착 예정'}</p><p class="stock">${v.stock ?? '재고 있음'}</p><button>장바구니</button></div>`,
    '<h2>상품 정보</h2><p>용량 5.5L, 소비전력 1,500W, 온도 80~200℃ 조절, 타이머 60분. 바스켓은 논스틱 코팅으로 세척이 쉽습니다.</p>',
    `<section class="recent"><h2>최근 본 상품</h2><ul>${tiles(v.recent ?? '전기 주전자 1.7L~29,900원|토스터기 2구~39,000원|핸드블렌더~45,500원')}</ul></section>`,
    '</article>',
  ].join('\n');

/** American SaaS pricing page: an A/B headline, plan prices, a trial timer, rotating customer logos, FAQ. */
export const pricingEn = (v: Values): string =>
  [
    `<h1>${v.headline ?? 'Simple pricing for teams of every size'}</h1>`,
    `<p class="trial">${v.trial ?? 'Your free trial ends in 6 days'}</p>`,
    `<table><tr><th>Plan</th><th>Price</th><th>Includes</th></tr>${rows(`Starter~Free~Up to 3 projects, 1 GB storage|Pro~${v.pro ?? '$15.99'} per user / month, billed annually~Unlimited projects, ${v.storage ?? '100 GB'} storage|Business~$29.99 per user / month~SSO, audit log, 1 TB storage`)}</table>`,
    `<section class="logos"><p>Trusted by teams at</p><ul>${items(v.logos ?? 'Northwind|Globex|Initech|Umbrella Health|Stark Logistics')}</ul></section>`,
    '<h2>FAQ</h2><p>You can cancel at any time; annual plans are refunded pro rata within 30 days. Prices exclude sales tax where it applies.</p>',
  ].join('\n');
