/**
 * The product pages of the nineteenth batch of page pairs (issue 22) in pt, sv, da, pl and ja: a
 * back-ordered coffee machine, a robot vacuum sold as a bundle with paid freight, a camera kit in
 * colours, an e-scooter with the EU's "lowest price of the last 30 days" line, and a Japanese rice
 * cooker with points and a "no longer sold" page. Drawn from values like batch-19-shops.ts.
 */
import type { Values } from './batch-12-shops.js';
import { chips19, list19, photo19 } from './batch-19-shops.js';

export const cafePt = (v: Values): string =>
  [
    '<nav class="migalhas"><a href="/">Início</a> › <a href="/c/4">Cozinha</a> › <a href="/c/4/cafe">Máquinas de café</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'nespresso-vertuo-pop-azul.jpg', 'Nespresso Vertuo Pop azul')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Máquina de café Nespresso Vertuo Pop by De’Longhi – Azul Pacífico</h1>',
    '<p class="pdp__rating">4,5/5 · 287 avaliações</p>',
    `<div class="pdp__price"><span class="price">${v.preco ?? '189,99 €'}</span></div>`,
    `<p class="pdp__stock">${v.stock ?? 'Disponível para encomenda · Envio a partir de 12 de janeiro de 2027'}</p>`,
    '<button class="btn btn--atc">Encomendar</button>',
    '<p class="pdp__entrega">Entrega grátis em Portugal Continental · Devolução em 30 dias</p>',
    '</div></div>',
    '<section class="pdp__desc"><h2>Descrição</h2><p>A Vertuo Pop lê o código de cada cápsula e ajusta a extração, do espresso de 40 ml ao mug de 230 ml. Compacta, aquece em 30 segundos e desliga-se sozinha ao fim de 9 minutos.</p></section>',
    '<table class="specs"><tr><th>Depósito</th><td>0,56 l</td></tr><tr><th>Potência</th><td>1260 W</td></tr><tr><th>Tamanhos de chávena</th><td>5</td></tr><tr><th>Garantia</th><td>3 anos</td></tr></table>',
    `<section class="carousel"><h2>Quem viu este produto também viu</h2><ul>${list19(v.viram ?? 'Nespresso Vertuo Next – 149,99 €|De’Longhi Dedica EC685 – 199,99 €|Krups Nescafé Dolce Gusto Genio S – 89,99 €|Aeroccino 3 – 79,00 €')}</ul></section>`,
  ].join('\n');

export const robotSv = (v: Values): string =>
  [
    '<nav class="brodsmulor"><a href="/">Hem</a> › <a href="/c/5">Teknik</a> › <a href="/c/5/robotdammsugare">Robotdammsugare</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'roborock-q8-max-plus.jpg', 'Roborock Q8 Max+')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Roborock Q8 Max+ robotdammsugare med moppfunktion och tömningsstation</h1>',
    '<p class="pdp__rating">4,4 av 5 · 531 recensioner</p>',
    '<div class="pdp__price"><span class="price">4 490 kr</span></div>',
    `<p class="pdp__eur">${v.eur ?? 'Visas i EUR: ≈ 396,40 €'}</p>`,
    '<p class="pdp__stock">I lager – skickas inom 24 timmar</p>',
    '<button class="btn btn--atc">Lägg i varukorgen</button>',
    `<p class="pdp__frakt">${v.frakt ?? 'Frakt: 49 kr · hemleverans 2–4 arbetsdagar'}</p>`,
    `<p class="pdp__paket">${v.paket ?? 'Paketet innehåller: robot, tömningsstation, 2 extra sidoborstar, moppduk och 3 dammpåsar.'}</p>`,
    `<p class="pdp__live">${v.tittar ?? '23 personer tittar på den här just nu'}</p>`,
    `<p class="pdp__sald">${v.sald ?? 'Såld 140 gånger senaste dygnet'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Beskrivning</h2><p>Q8 Max+ suger med 5 500 Pa och navigerar med LiDAR. Tömningsstationen rymmer damm för sju veckor och appen låter dig ställa in no-go-zoner rum för rum.</p></section>',
    '<table class="specs"><tr><th>Sugkraft</th><td>5 500 Pa</td></tr><tr><th>Batteritid</th><td>180 min</td></tr><tr><th>Ljudnivå</th><td>65 dB</td></tr><tr><th>Garanti</th><td>3 år</td></tr></table>',
    `<section class="carousel"><h2>Andra tittade också på</h2><ul>${list19('Roborock S8 – 5 990 kr|iRobot Roomba Combo j5+ – 5 490 kr|Ecovacs Deebot T30 Omni – 7 990 kr')}</ul></section>`,
  ].join('\n');

export const kameraDa = (v: Values): string =>
  [
    '<nav class="brodkrumme"><a href="/">Forside</a> › <a href="/c/5">Elektronik</a> › <a href="/c/5/kameraer">Systemkameraer</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'sony-zv-e10-ii-kit.jpg', 'Sony ZV-E10 II med 16-50 mm')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Sony ZV-E10 II vlogkamera med 16-50 mm objektiv</h1>',
    `<p class="pdp__trust">Trustpilot 4,7 ud af 5 baseret på ${v.trust ?? '12.344'} anmeldelser</p>`,
    `<div class="pdp__price"><span class="price">${v.pris ?? '5.499,00 kr.'}</span></div>`,
    `<p class="pdp__earn">Du optjener ${v.optjen ?? '55'} point på dette køb</p>`,
    `<fieldset class="pdp__colours"><legend>Farve</legend>${chips19(v.farver ?? 'Sort', '', 'Sort')}</fieldset>`,
    '<p class="pdp__stock">På lager – levering 1-2 hverdage</p>',
    '<button class="btn btn--atc">Læg i kurv</button>',
    '</div></div>',
    '<section class="pdp__desc"><h2>Beskrivelse</h2><p>ZV-E10 II har en 26 MP APS-C-sensor, 4K 60p-video og et større batteri end forgængeren. Kittet leveres med Sony E PZ 16-50 mm II, et vindfilter og en rem.</p></section>',
    '<table class="specs"><tr><th>Sensor</th><td>APS-C, 26 MP</td></tr><tr><th>Video</th><td>4K 60p, 10-bit</td></tr><tr><th>Vægt</th><td>377 g inkl. batteri</td></tr><tr><th>Garanti</th><td>2 år</td></tr></table>',
    `<section class="carousel"><h2>Andre købte også</h2><ul>${list19('SanDisk Extreme 128 GB – 249,00 kr.|Sony NP-FW50 batteri – 449,00 kr.|Joby GorillaPod 3K – 599,00 kr.')}</ul></section>`,
  ].join('\n');

export const hulajnogaPl = (v: Values): string =>
  [
    '<nav class="okruszki"><a href="/">Start</a> › <a href="/c/5">Elektronika</a> › <a href="/c/5/hulajnogi">Hulajnogi elektryczne</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'xiaomi-scooter-4-pro-2.jpg', 'Xiaomi Electric Scooter 4 Pro 2. gen')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Hulajnoga elektryczna Xiaomi Electric Scooter 4 Pro (2. gen.), czarna</h1>',
    '<p class="pdp__rating">4,8/5 · 674 opinie</p>',
    `<div class="pdp__price">${v.promo ?? '<span class="badge">Promocja −5%</span> '}<span class="price">${v.cena ?? '1 899,00 zł'}</span></div>`,
    `<p class="pdp__omnibus">${v.omnibus ?? 'Najniższa cena z 30 dni przed obniżką: 1 999,00 zł'}</p>`,
    '<p class="pdp__stock">Dostępny · wysyłka w 24 h</p>',
    '<button class="btn btn--atc">Dodaj do koszyka</button>',
    `<p class="pdp__dostawa">${v.dostawa ?? 'Dostawa jutro (sob., 5.12) do Warszawy – zamów w ciągu 3 h 38 min'}</p>`,
    `<p class="pdp__kupiono">${v.kupiono ?? 'Kupiono 37 razy w ciągu ostatnich 24 godzin'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Opis</h2><p>Druga generacja modelu 4 Pro ma silnik 1000 W, zasięg do 60 km i 10-calowe opony bezdętkowe. Podwójny system hamulcowy i oświetlenie zgodne z przepisami.</p></section>',
    '<table class="specs"><tr><th>Moc maksymalna</th><td>1000 W</td></tr><tr><th>Zasięg</th><td>do 60 km</td></tr><tr><th>Prędkość</th><td>20 km/h</td></tr><tr><th>Gwarancja</th><td>24 miesiące</td></tr></table>',
    `<section class="carousel"><h2>Ostatnio oglądane</h2><ul>${list19(v.ogladane ?? 'Kask Livall BH51M – 499,00 zł|Zapięcie Abus Bordo 6000 – 349,00 zł')}</ul></section>`,
  ].join('\n');

export const suihankiJa = (v: Values): string =>
  [
    '<nav class="breadcrumb"><a href="/">トップ</a> › <a href="/c/5">家電</a> › <a href="/c/5/suihanki">炊飯器</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'zojirushi-np-zw10-black.jpg', '象印 炎舞炊き NW-FB10')}</div>`,
    '<div class="pdp__buy">',
    '<h1>象印 圧力IH炊飯ジャー 炎舞炊き NW-FB10-BZ 5.5合 濃墨</h1>',
    `<p class="pdp__rating">★★★★☆ 4.5（${v.reviews ?? '318'}件のレビュー）</p>`,
    `<div class="pdp__price"><span class="price">${v.kakaku ?? '￥32,800'}</span><span class="tax">（税込）</span></div>`,
    `<p class="pdp__points">${v.points ?? '3,280ポイント（10%還元）'}</p>`,
    '<p class="pdp__stock">在庫あり：本日13時までのご注文で当日発送</p>',
    '<button class="btn btn--atc">カートに入れる</button>',
    `<p class="pdp__live">${v.etsuran ?? '現在14人がこの商品を見ています'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>商品説明</h2><p>底部の3つのIHヒーターを独立して制御し、炎のように激しい対流を起こす「炎舞炊き」。121通りの炊き分けで、好みの食感に炊き上げます。</p></section>',
    '<table class="specs"><tr><th>炊飯容量</th><td>0.09～1.0L（5.5合）</td></tr><tr><th>消費電力</th><td>1,270W</td></tr><tr><th>本体サイズ</th><td>幅27.5×奥行32.5×高さ22.5cm</td></tr><tr><th>保証</th><td>メーカー保証1年</td></tr></table>',
    `<section class="carousel"><h2>この商品を見た人はこんな商品も見ています</h2><ul>${list19('タイガー 土鍋ご泡火炊き JRX-T100 – ￥54,780|パナソニック ビストロ SR-V10BA – ￥49,800|アイリスオーヤマ RC-IL50 – ￥14,800')}</ul></section>`,
  ].join('\n');

/** The shop's page once the product is no longer sold. */
export const suihankiEndJa = (): string =>
  [
    '<nav class="breadcrumb"><a href="/">トップ</a> › <a href="/c/5">家電</a> › <a href="/c/5/suihanki">炊飯器</a></nav>',
    '<div class="pdp pdp--end">',
    '<h1>象印 圧力IH炊飯ジャー 炎舞炊き NW-FB10-BZ 5.5合 濃墨</h1>',
    '<p class="pdp__end">この商品は販売を終了しました。</p>',
    '<p>後継機種・おすすめ商品はこちら：</p>',
    `<ul class="grid">${list19('象印 炎舞炊き NW-FC10-BZ – ￥38,800|象印 極め炊き NW-JY10 – ￥21,800', 'grid__item')}</ul>`,
    '</div>',
  ].join('\n');
