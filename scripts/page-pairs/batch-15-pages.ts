/**
 * The pages of the fifteenth batch of page pairs (issue 22): kinds and languages the earlier
 * batches had least — a Czech forum thread, a Turkish recipe, a Finnish bus timetable, a Danish
 * library record, Greek football results, a Japanese app-store page, a Romanian passport form, a
 * Hungarian price comparison, a Turkish exchange's fee table, a Norwegian weather warning, a Czech
 * auction, a Japanese Q&A thread, a Danish recipe, a Czech train notice, a Finnish library record,
 * a Hungarian league table, a Chinese app page, a Czech tax office form, a Romanian bank's fees, a
 * Greek weather warning and a Japanese auction. Each carries what such sites render per visit. A
 * page is drawn from values; a pair overrides some of them on its "after" side.
 */
import type { Values } from './batch-12-shops.js';

export const forumCs = (v: Values): string =>
  [
    '<div class="thread">',
    '<h1>Kotel Viessmann Vitodens 100 – hlásí chybu F4, co s tím?</h1>',
    v.zamceno ?? '',
    `<p class="thread__online">${v.online ?? 'Právě je online 143 uživatelů (z toho 12 registrovaných)'}</p>`,
    '<article class="post"><p class="post__author">petr_z_brna · <span>4. 12. 2026 19:42</span></p><p>Dobrý den, od včerejška kotel po zapálení hned zhasne a na displeji svítí F4. Tlak vody je 1,4 baru. Nevíte někdo, jestli jde o ionizační elektrodu?</p></article>',
    '<article class="post"><p class="post__author">topenar_Mirek · <span>4. 12. 2026 20:15</span></p><p>F4 je chybějící plamen. Zkontrolujte nejdřív elektrodu a její vzdálenost od hořáku, často stačí ji očistit jemným smirkem.</p></article>',
    v.odpoved ?? '',
    `<p class="thread__last">Poslední příspěvek ${v.posledni ?? 'před 5 minutami'}</p>`,
    '</div>',
  ].join('\n');

export const receptTr = (v: Values): string =>
  [
    '<article class="tarif">',
    '<h1>Ev Yapımı Mercimek Köftesi</h1>',
    `<p class="tarif__kaydeden">${v.kaydeden ?? '1.248 kişi bu tarifi kaydetti'}</p>`,
    '<p>Hazırlık 30 dk · Pişirme 15 dk · 6 kişilik</p>',
    '<h2>Malzemeler</h2><ul>',
    '<li>1 su bardağı kırmızı mercimek</li>',
    `<li>${v.bulgur ?? '1 su bardağı ince bulgur'}</li>`,
    '<li>1 adet kuru soğan</li><li>2 yemek kaşığı biber salçası</li><li>Yarım demet maydanoz</li></ul>',
    '<h2>Yapılışı</h2><ol><li>Mercimeği 2,5 su bardağı suyla yumuşayana kadar haşlayın.</li>',
    `<li>Ocaktan alıp bulguru ekleyin, kapağı kapalı ${v.demlenme ?? '15 dakika'} demlendirin.</li>`,
    '<li>Soğanı salçayla kavurup karışıma ekleyin, yoğurun ve şekil verin.</li></ol>',
    `<aside class="tarif__oneri">${v.oneri ?? 'Günün önerisi: Yanında nar ekşili yeşil salata ile servis edin.'}</aside>`,
    '</article>',
  ].join('\n');

export const aikatauluFi = (v: Values): string =>
  [
    '<section class="linja">',
    '<h1>Linja 550 Itäkeskus – Westendinasema</h1>',
    v.poikkeus ?? '',
    `<p class="linja__seuraava">${v.seuraava ?? 'Seuraava lähtö pysäkiltä Itäkeskus (M) 4 min kuluttua'}</p>`,
    '<table><tr><th>Arkisin</th><th>Lauantaisin</th><th>Sunnuntaisin</th></tr>',
    `<tr><td>${v.arki ?? '5.02, 5.17, 5.32 ja sen jälkeen 7–8 min välein'}</td><td>5.32, 6.02 ja sen jälkeen 10 min välein</td><td>6.02 ja sen jälkeen 15 min välein</td></tr></table>`,
    '<p>Aikataulu voimassa 11.8.2026 alkaen. Tarkista lähtöajat reittioppaasta.</p>',
    '</section>',
  ].join('\n');

export const bibliotekDa = (v: Values): string =>
  [
    '<div class="materiale">',
    '<h1>Mørkeland – Jussi Adler-Olsen</h1>',
    '<p>Bog · 2026 · Politiken · 448 sider · Dansk</p>',
    `<table class="beholdning"><tr><th>Bibliotek</th><th>Status</th></tr><tr><td>Hovedbiblioteket, voksen</td><td>${v.hoved ?? 'Hjemme – Krimi, Adle'}</td></tr><tr><td>Brønshøj Bibliotek</td><td>Udlånt</td></tr></table>`,
    `<p class="materiale__reserveringer">Der er ${v.reserveringer ?? '3 reserveringer'} på 2 eksemplarer.</p>`,
    `<p class="materiale__set">${v.set ?? '27 har set på denne titel i dag'}</p>`,
    '<button>Reservér</button>',
    '</div>',
  ].join('\n');

export const apotelesmataEl = (v: Values): string =>
  [
    '<section class="agones">',
    '<h1>Super League – 12η αγωνιστική</h1>',
    `<p class="agones__enimerosi">Ενημερώθηκε ${v.enimerosi ?? 'πριν από 3 λεπτά'}</p>`,
    '<table><tr><td>Ολυμπιακός</td><td>2 – 0</td><td>Λαμία</td><td>Τελικό</td></tr>',
    '<tr><td>ΠΑΟΚ</td><td>1 – 1</td><td>Άρης</td><td>Τελικό</td></tr>',
    `<tr><td>Παναθηναϊκός</td><td>${v.pao ?? '–'}</td><td>ΑΕΚ</td><td>${v.paoState ?? 'Κυριακή 20:30'}</td></tr></table>`,
    `<aside class="agones__apodoseis">${v.apodoseis ?? 'Αποδόσεις: Παναθηναϊκός 2,45 · Ισοπαλία 3,10 · ΑΕΚ 2,90'}</aside>`,
    '</section>',
  ].join('\n');

export const appJa = (v: Values): string =>
  [
    '<div class="app">',
    '<h1>乗換ナビ – 電車・バスの時刻表</h1>',
    `<p class="app__rating">★4.6 · ${v.hyoka ?? '12,345件の評価'}</p>`,
    `<p class="app__price">${v.kakaku ?? '無料 · アプリ内課金あり'}</p>`,
    `<h2>新機能</h2><p>${v.version ?? 'バージョン 3.2.0'}</p><ul>${v.shinkino ?? '<li>駅の混雑予測を表示するようにしました。</li><li>軽微な不具合を修正しました。</li>'}</ul>`,
    '<h2>説明</h2><p>全国の電車・バス・飛行機の乗り換えを検索。運行情報をプッシュ通知でお知らせします。</p>',
    `<p class="app__review">${v.review ?? '「毎朝使っています。遅延情報が早くて助かります。」– ゆうこ、2日前'}</p>`,
    '</div>',
  ].join('\n');

export const pasaportRo = (v: Values): string =>
  [
    '<article class="serviciu">',
    '<h1>Eliberarea pașaportului electronic</h1>',
    `<p class="serviciu__salut">${v.salut ?? 'Bună dimineața! Programările se fac doar online.'}</p>`,
    '<h2>Acte necesare</h2><ul><li>Cartea de identitate în original</li><li>Dovada plății taxei consulare</li><li>Pașaportul anterior, dacă există</li></ul>',
    `<p class="serviciu__taxa">Taxa pentru pașaportul electronic: ${v.taxa ?? '258 lei'}, plătibilă la CEC Bank sau online prin Ghișeul.ro.</p>`,
    `<p class="serviciu__termen">Termen de eliberare: ${v.termen ?? 'până la 10 zile lucrătoare'}.</p>`,
    `<p class="serviciu__actualizat">Pagină actualizată ${v.actualizat ?? 'acum 3 ore'}</p>`,
    '</article>',
  ].join('\n');

export const arukeresoHu = (v: Values): string =>
  [
    '<section class="termek">',
    '<h1>Samsung Galaxy S25 128GB – árak</h1>',
    `<p class="termek__legolcsobb">Legolcsóbb ár: ${v.legolcsobb ?? '289 990 Ft'}</p>`,
    `<p class="termek__nezik">${v.nezik ?? 'Most 57-en nézik ezt a terméket'}</p>`,
    '<table class="ajanlatok">',
    `<tr><td>MobilPont</td><td>${v.mobilpont ?? '289 990 Ft'}</td><td>Raktáron</td></tr>`,
    '<tr><td>TechBolt</td><td>294 500 Ft</td><td>Raktáron</td></tr>',
    '<tr><td>Digitális Ház</td><td>299 990 Ft</td><td>2–3 munkanap</td></tr></table>',
    `<p class="termek__frissitve">Árak frissítve: ${v.frissitve ?? '12 perce'}</p>`,
    '</section>',
  ].join('\n');

export const borsaTr = (v: Values): string =>
  [
    '<section class="ucretler">',
    '<h1>İşlem ve Çekim Ücretleri</h1>',
    `<p class="ucretler__ticker">${v.ticker ?? 'BTC/TRY 3.412.850 ▲ %1,24 · USD/TRY 34,52 ▼ %0,08'}</p>`,
    '<table><tr><th>Varlık</th><th>Çekim ücreti</th><th>Asgari çekim</th></tr>',
    `<tr><td>Bitcoin (BTC)</td><td>${v.btc ?? '0,0005 BTC'}</td><td>0,001 BTC</td></tr>`,
    '<tr><td>Ethereum (ETH)</td><td>0,004 ETH</td><td>0,01 ETH</td></tr>',
    '<tr><td>Tether (USDT, TRC20)</td><td>1 USDT</td><td>10 USDT</td></tr></table>',
    `<p>Türk lirası çekimleri ${v.tl ?? 'ücretsizdir'}. Piyasa yapıcı komisyonu %0,10, piyasa alıcı komisyonu %0,20.</p>`,
    '</section>',
  ].join('\n');

export const farevarselNo = (v: Values): string =>
  [
    '<section class="farevarsel">',
    '<h1>Farevarsler for Vestland</h1>',
    `<p class="farevarsel__naa">Bergen akkurat nå: ${v.naa ?? '4°, lett regn, 6 m/s'}</p>`,
    v.varsel ?? '<p class="farevarsel__ingen">Ingen farevarsler for Vestland de neste dagene.</p>',
    `<p class="farevarsel__oppdatert">Sist oppdatert ${v.oppdatert ?? 'kl. 09:12'}</p>`,
    '<p>Farevarslene utstedes av Meteorologisk institutt. Følg rådene fra lokale myndigheter.</p>',
    '</section>',
  ].join('\n');

export const aukceCs = (v: Values): string =>
  [
    '<div class="aukce">',
    '<h1>Retro rádio Tesla Talisman 308U, funkční</h1>',
    `<p class="aukce__prihoz">Aktuální příhoz: ${v.prihoz ?? '3 100 Kč'} (${v.prihozu ?? '14 příhozů'})</p>`,
    `<p class="aukce__konec">${v.konec ?? 'Končí za 2 dny 4 hodiny'}</p>`,
    `<p class="aukce__sleduje">${v.sleduje ?? 'Sleduje 18 lidí'}</p>`,
    '<p>Rádio po servisu, hraje na všech pásmech. Osobní odběr Olomouc nebo zaslání Zásilkovnou za 89 Kč.</p>',
    v.formular ?? '<form><label>Váš příhoz <input name="castka"></label><button>Přihodit</button></form>',
    '</div>',
  ].join('\n');

export const chiebukuroJa = (v: Values): string =>
  [
    '<div class="question">',
    `<h1>${v.jotai ?? '回答受付中'}：賃貸の退去費用、敷金から引かれすぎでは？</h1>`,
    `<p class="question__meta">${v.jikan ?? '3時間前'} · 閲覧数 ${v.etsuran ?? '1,204'}</p>`,
    '<p>6年住んだ部屋のクロス張替え費用を全額請求されました。経年劣化分は負担しなくてよいと聞いたのですが、交渉の余地はありますか？</p>',
    v.bestAnswer ?? '',
    '<div class="answer"><p>国交省のガイドラインでは、クロスの耐用年数は6年で、残存価値は1円とされています。明細を出してもらいましょう。</p></div>',
    '</div>',
  ].join('\n');

export const opskriftDa = (v: Values): string =>
  [
    '<article class="opskrift">',
    '<h1>Klassisk æblekage med makroner</h1>',
    `<p class="opskrift__hilsen">${v.hilsen ?? 'God morgen! Her er ugens opskrift fra køkkenet.'}</p>`,
    '<ul><li>1 kg madæbler</li><li>100 g sukker</li><li>150 g makroner</li><li>2,5 dl piskefløde</li></ul>',
    `<p>Kog æblerne til en grov mos med sukker og vaniljestang. Rist makronerne i ovnen ved ${v.ovn ?? '175 grader'} i 8 minutter.</p>`,
    '<p>Læg mos, makroner og flødeskum i lag i en skål, og pynt med ribsgelé.</p>',
    `<p class="opskrift__bedoemmelser">${v.bedoemmelser ?? '4,7 ud af 5 (312 bedømmelser)'}</p>`,
    '</article>',
  ].join('\n');

export const vylukaCs = (v: Values): string =>
  [
    '<section class="trat">',
    '<h1>Trať 010 Praha – Kolín – Česká Třebová</h1>',
    `<p class="trat__aktualizace">Aktualizováno ${v.aktualizace ?? 'před 2 minutami'}</p>`,
    v.vyluka ?? '<p class="trat__stav">Provoz bez omezení.</p>',
    '<table><tr><th>Vlak</th><th>Odjezd Praha hl. n.</th><th>Příjezd Kolín</th></tr>',
    '<tr><td>R 881</td><td>6:12</td><td>7:05</td></tr><tr><td>Os 9103</td><td>6:38</td><td>7:52</td></tr><tr><td>R 883</td><td>8:12</td><td>9:05</td></tr></table>',
    '</section>',
  ].join('\n');

export const kirjastoFi = (v: Values): string =>
  [
    '<div class="teos">',
    '<h1>Tuntematon sotilas – Väinö Linna</h1>',
    '<p>Kirja · WSOY · 2020 · 485 sivua · suomi</p>',
    `<table><tr><th>Kirjasto</th><th>Tila</th></tr><tr><td>Oodi</td><td>${v.oodi ?? 'Hyllyssä, 84.2 LIN'}</td></tr><tr><td>Kallion kirjasto</td><td>Lainassa</td></tr></table>`,
    `<p class="teos__katsottu">${v.katsottu ?? 'Teosta on katsottu 57 kertaa tällä viikolla'}</p>`,
    `<p class="teos__suositus">${v.suositus ?? 'Lukijat suosittelevat myös: Täällä Pohjantähden alla'}</p>`,
    '</div>',
  ].join('\n');

export const tabellaHu = (v: Values): string =>
  [
    '<section class="tabella">',
    '<h1>NB I – tabella</h1>',
    `<p class="tabella__frissites">Frissítve ${v.frissites ?? '2 perce'} · ${v.nezok ?? '3 412 olvasó'}</p>`,
    '<table><tr><th>#</th><th>Csapat</th><th>M</th><th>P</th></tr>',
    `<tr><td>1.</td><td>Ferencváros</td><td>${v.fradiM ?? '15'}</td><td>${v.fradiP ?? '35'}</td></tr>`,
    '<tr><td>2.</td><td>Paks</td><td>15</td><td>31</td></tr><tr><td>3.</td><td>Puskás Akadémia</td><td>15</td><td>28</td></tr></table>',
    '</section>',
  ].join('\n');

export const appZh = (v: Values): string =>
  [
    '<div class="app">',
    '<h1>记账本 – 简单好用的个人记账</h1>',
    `<p class="app__downloads">${v.xiazai ?? '下载 1.2万次'} · 评分 4.8</p>`,
    `<p class="app__version">${v.banben ?? '版本 5.0.3'} · 更新于 ${v.gengxin ?? '2026年11月2日'}</p>`,
    `<ul class="app__changes">${v.changes ?? '<li>修复部分机型闪退的问题</li>'}</ul>`,
    '<p>支持多账户、预算提醒和数据导出，所有数据仅保存在本机。</p>',
    `<p class="app__tip">${v.tip ?? '小贴士：长按记录可以快速复制。'}</p>`,
    '</div>',
  ].join('\n');

export const formularCs = (v: Values): string =>
  [
    '<article class="podani">',
    '<h1>Přiznání k dani z příjmů fyzických osob za rok 2026</h1>',
    `<p class="podani__tip">${v.tip ?? 'Tip: Přihlaste se bankovní identitou a formulář se předvyplní.'}</p>`,
    `<p>Lhůta pro podání v listinné podobě: ${v.lhuta ?? '1. dubna 2027'}. Při elektronickém podání: 4. května 2027.</p>`,
    v.stav ?? '<p class="podani__stav">Elektronický formulář je k dispozici.</p>',
    '<button>Vyplnit formulář</button>',
    '</article>',
  ].join('\n');

export const comisioaneRo = (v: Values): string =>
  [
    '<section class="comisioane">',
    '<h1>Comisioane cont curent persoane fizice</h1>',
    `<p class="comisioane__curs">${v.curs ?? 'Curs BNR azi: EUR 4,9753 · USD 4,7120'}</p>`,
    '<table><tr><td>Administrare cont</td><td>0 lei</td></tr>',
    `<tr><td>Retragere numerar la ATM-uri proprii</td><td>${v.atm ?? '0 lei'}</td></tr>`,
    '<tr><td>Retragere numerar la ATM-urile altor bănci</td><td>2,5 lei + 0,2%</td></tr>',
    '<tr><td>Transfer instant în lei</td><td>0 lei</td></tr></table>',
    `<p class="comisioane__banner">${v.banner ?? 'Deschide cont online în 10 minute!'}</p>`,
    '</section>',
  ].join('\n');

export const kairosEl = (v: Values): string =>
  [
    '<section class="kairos">',
    '<h1>Προειδοποιήσεις καιρού – Αττική</h1>',
    `<p class="kairos__tora">Τώρα στην Αθήνα: ${v.tora ?? '14°C, συννεφιά'}</p>`,
    v.deltio ?? '<p>Δεν υπάρχουν ενεργές προειδοποιήσεις για την Αττική.</p>',
    `<p class="kairos__enimerosi">Τελευταία ενημέρωση: ${v.enimerosi ?? 'πριν από 10 λεπτά'}</p>`,
    '</section>',
  ].join('\n');

export const auctionJa = (v: Values): string =>
  [
    '<div class="auction">',
    '<h1>SONY ウォークマン NW-A306 ブラック 美品</h1>',
    `<p class="auction__price">現在 ${v.genzai ?? '18,500円'}（税 0 円）</p>`,
    `<p class="auction__bids">入札 ${v.nyusatsu ?? '9'} · 残り ${v.nokori ?? '2日'}</p>`,
    `<p class="auction__watch">ウォッチ ${v.watch ?? '34'}</p>`,
    v.shuryo ?? '',
    '<p>半年ほど使用しました。目立つ傷はありません。付属品は箱とケーブルです。</p>',
    '</div>',
  ].join('\n');
