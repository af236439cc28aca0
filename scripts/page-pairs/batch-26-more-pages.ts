/**
 * The other six pages of the twenty-sixth batch of page pairs (issue 22): a Polish appliance
 * shop's washing machine with the lowest price of 30 days, instalments and delivery services, a
 * Portuguese citizens' service's card fees and a validity notice, a Swedish electronics shop's TV
 * with its stores' stock, a Danish bike shop's e-bike with a frame size table, a Czech shop's robot
 * vacuum with its stores' hours, and a Japanese bank's fee table beside an exchange-rate widget.
 * A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** Polish appliance shop's washing machine: price, Omnibus lowest price, instalments, delivery services, a social-proof toast. */
export const pralkaPl = (v: Values): string =>
  [
    ld('Pralka Bosch Serie 6 WGG24400PL 9 kg', 'PLN', v.ld ?? '2499.00', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Strona główna</a> › AGD › Pralki › Pralki ładowane od frontu</nav>',
    '<article class="produkt">',
    '<h1>Pralka Bosch Serie 6 WGG24400PL 9 kg 1400 obr.</h1>',
    `<div class="koszyk"><p class="cena">${v.cena ?? '2 499,00 zł'}</p><p class="stara"><s>2 699,00 zł</s> Najniższa cena z 30 dni przed obniżką: 2 599,00 zł</p><p class="raty">${v.raty ?? '50 rat 0% po 49,98 zł'}</p><p class="dostepnosc">${v.dostepnosc ?? 'Dostępny · wysyłka w 24 h'}</p><button>Dodaj do koszyka</button></div>`,
    `<h2>Usługi dodatkowe</h2><table>${rows('Dostawa do domu~0 zł|Wniesienie~99 zł|Montaż i podłączenie~149 zł|Odbiór zużytego sprzętu~0 zł|Przedłużona gwarancja +3 lata~299 zł')}</table>`,
    `<p class="toast">${v.toast ?? 'Ktoś z Krakowa kupił ten produkt 5 minut temu'} · Obserwuje ${v.obserwuje ?? '42'} osoby</p>`,
    '<h2>Opis</h2><p>Pralka z silnikiem EcoSilence Drive i systemem i-DOS, który sam dozuje detergent. Klasa energetyczna A, pojemność 9 kg, maksymalna prędkość wirowania 1400 obr./min. Program Szybki 15/30 min i Anti-Stain na 4 rodzaje plam.</p>',
    '</article>',
  ].join('\n');

/** Portuguese citizens' service page: card fees and delivery times, a validity notice, today's date and tickets issued. */
export const cartaoPt = (v: Values): string =>
  [
    `<p class="hoje">${v.hoje ?? 'Hoje, segunda-feira, 30 de novembro de 2026'}</p>`,
    '<nav class="crumbs"><a href="/">Início</a> › Cidadania › Cartão de Cidadão</nav>',
    '<article class="servico">',
    '<h1>Pedir ou renovar o Cartão de Cidadão</h1>',
    `<h2>Custos e prazos</h2><table><tr><th>Tipo de pedido</th><th>Custo</th><th>Entrega</th></tr>${rows(`Normal~18,00 €~até 10 dias úteis|Urgente~${v.urgente ?? '33,00 €'}~até 5 dias úteis|Extremamente urgente~53,00 €~1 dia útil|Normal, até aos 25 anos~15,00 €~até 10 dias úteis`)}</table>`,
    `<p class="aviso">${v.aviso ?? 'Os cartões de cidadão que caducaram desde 1 de janeiro de 2026 continuam a ser aceites até 31 de março de 2027.'}</p>`,
    '<p>O pedido pode ser feito online com Chave Móvel Digital, num Espaço Cidadão ou numa Loja do Cidadão. Crianças até aos 6 anos não precisam de recolher as impressões digitais.</p>',
    `<p class="senhas">Senhas emitidas hoje na Loja do Cidadão das Laranjeiras: ${v.senhas ?? '1 284'} · Tempo médio de espera: ${v.espera ?? '47'} min</p>`,
    '</article>',
  ].join('\n');

/** Swedish electronics shop's TV: price, ordinary price, part payment, freight, the stores' stock, sales and ratings. */
export const tvSv = (v: Values): string =>
  [
    ld('Samsung 55" QE55Q80D QLED 4K Smart TV', 'SEK', v.ld ?? '8990'),
    '<nav class="crumbs"><a href="/">Hem</a> › TV &amp; ljud › TV</nav>',
    '<article class="produkt">',
    '<h1>Samsung 55" Q80D QLED 4K Smart TV (2024)</h1>',
    `<p class="betyg">Betyg 4,6 (${v.recensioner ?? '312'} recensioner)</p>`,
    `<div class="kopruta"><p class="pris">${v.pris ?? '8 990 kr'}</p><p class="ord">Ord. pris 10 990 kr · ${v.spara ?? 'Spara 2 000 kr'}</p><p class="delbetala">${v.delbetala ?? 'Delbetala från 375 kr/mån i 24 mån'}</p><p class="frakt">Frakt 99 kr · Hämta i butik 0 kr · Webblager: I lager</p><button>Lägg i varukorgen</button></div>`,
    `<h2>Lagerstatus i butik</h2><table>${rows(`Stockholm Kungsgatan~I lager|Solna Mall of Scandinavia~Få kvar|Göteborg Nordstan~${v.nordstan ?? 'I lager'}|Malmö Triangeln~Slut i butik|Uppsala Gränby~Beställningsvara`)}</table>`,
    `<p class="populär">Populär: ${v.salda ?? '38'} sålda senaste veckan</p>`,
    '<h2>Produktinformation</h2><p>55" QLED med Quantum Processor 4K, 120 Hz och Dolby Atmos. Stöd för HDR10+ och fyra HDMI 2.1-portar för spel. Energiklass E (SDR).</p>',
    '</article>',
  ].join('\n');

/** Danish bike shop's e-bike: price, before price, monthly payment, delivery estimate, frame size table, viewers, recently seen. */
export const elcykelDa = (v: Values): string =>
  [
    ld('Kalkhoff Endeavour 3.B Move 500 elcykel', 'DKK', '19999'),
    '<nav class="crumbs"><a href="/">Forside</a> › Elcykler › Trekking</nav>',
    '<article class="vare">',
    '<h1>Kalkhoff Endeavour 3.B Move 500 Wh, herre, 2025</h1>',
    `<div class="kob"><p class="pris">19.999 kr.</p><p class="foer">Før 23.999 kr.</p><p class="afbetaling">Betal over 12 mdr.: 1.667 kr./md. (ÅOP 0 %)</p><p class="levering">${v.levering ?? 'På lager · Levering 2–4 hverdage'}</p><button>Læg i kurv</button></div>`,
    `<h2>Stelstørrelse</h2><table>${rows('S (45 cm, 160–170 cm)~På lager|M (50 cm, 170–180 cm)~På lager|L (55 cm, 180–190 cm)~Få på lager|XL (60 cm, 190–200 cm)~Udsolgt')}</table>`,
    `<p class="kigger">${v.kigger ?? '12'} kigger på denne cykel lige nu</p>`,
    '<h2>Beskrivelse</h2><p>Bosch Active Line Plus motor med 50 Nm, 500 Wh batteri i rammen og Shimano Deore 10 gear. Hydrauliske skivebremser, skærme, bagagebærer og lys er monteret. Rækkevidde op til 140 km.</p>',
    '</article>',
    `<section class="set"><h2>Set for nylig</h2><ul>${tiles(v.set ?? 'Abus cykellås Bordo 6500~899 kr.|Cykelhjelm Uvex City~649 kr.')}</ul></section>`,
  ].join('\n');

/** Czech shop's robot vacuum: price, original price, instalments, an order-by line, stores with hours and stock, buyers counter. */
export const vysavacCs = (v: Values): string =>
  [
    ld('Roborock S8 Pro Ultra Black', 'CZK', v.ld ?? '12990'),
    '<nav class="crumbs"><a href="/">Domů</a> › Domácí spotřebiče › Robotické vysavače</nav>',
    '<article class="detail">',
    '<h1>Roborock S8 Pro Ultra černý</h1>',
    `<div class="nakup"><p class="cena">${v.cena ?? '12 990 Kč'}</p><p class="puvodni">Původní cena <s>14 990 Kč</s></p><p class="splatky">${v.splatky ?? 'Na splátky od 541 Kč měsíčně'}</p><p class="sklad">Skladem &gt; 5 ks · Doprava zdarma</p><p class="zitra">${v.zitra ?? 'Objednejte do 2 hod 40 min a máte ho u sebe zítra 1. 12.'}</p><button>Do košíku</button></div>`,
    `<h2>Prodejny</h2><table><tr><th>Prodejna</th><th>Otevírací doba</th><th>Dostupnost</th></tr>${rows(`Praha Holešovice~${v.holesovice ?? 'Po–Pá 9:00–20:00, So–Ne 9:00–18:00'}~Skladem|Brno Olympia~Po–Ne 9:00–21:00~Skladem|Ostrava Avion~Po–Ne 9:00–21:00~Do týdne|Plzeň Plaza~Po–Ne 9:00–20:00~Skladem`)}</table>`,
    `<p class="zakoupilo">Zakoupilo ${v.zakoupilo ?? '1 240'} zákazníků</p>`,
    '<h2>Popis</h2><p>Robotický vysavač s mopem a samočisticí stanicí, sací výkon 6 000 Pa, dvojitý gumový válec, automatické vyprazdňování prachu a mytí mopu. Navigace LiDAR, ovládání aplikací a hlasem.</p>',
    '</article>',
  ].join('\n');

/** Japanese bank's fee page: ATM and transfer fees in tables, a convenience-store ATM limit, an exchange-rate widget with its time. */
export const tesuryoJa = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">ホーム</a> › 手数料一覧</nav>',
    '<article class="fees">',
    '<h1>各種手数料のご案内</h1>',
    `<h2>ATM利用手数料</h2><table><tr><th>利用時間</th><th>当行ATM</th></tr>${rows('平日 8:45〜18:00~無料|平日 18:00〜21:00~110円|土日祝 9:00〜17:00~110円')}</table>`,
    `<p class="conbini">${v.conbini ?? 'コンビニATMのご利用は月3回まで無料、4回目以降は1回につき220円です。'}</p>`,
    `<h2>振込手数料</h2><table><tr><th>振込先</th><th>3万円未満</th><th>3万円以上</th></tr>${rows('当行あて~無料~無料|他行あて（インターネット）~145円~145円|他行あて（窓口）~660円~880円')}</table>`,
    '<p>表示の手数料はすべて消費税込みです。インターネットバンキングのご利用には事前のお申し込みが必要です。</p>',
    '</article>',
    `<aside class="kawase"><h2>外国為替相場</h2><ul>${items(v.kawase ?? '米ドル 151.23円|ユーロ 159.87円|英ポンド 191.40円')}</ul><p>${v.genzai ?? '2026年11月30日 10:00現在'}</p></aside>`,
  ].join('\n');
