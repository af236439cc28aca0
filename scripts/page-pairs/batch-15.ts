/**
 * The fifteenth batch of page pairs (issue 22, manifest "batch": "pairs-15"), written in one go and
 * split by name before any evaluation ran on it. Kinds and languages the earlier batches had
 * least (batch-15-pages.ts, in pairs-12's shell): forums and Q&A threads, recipes, bus and train
 * timetables, library records, sports results and tables, app-store pages, government forms, a
 * price comparison, an exchange's fees, bank fees, weather warnings and auctions, in cs, tr, fi,
 * da, el, ja, ro, hu, no and zh. Real changes are a thread locked or solved, a quantity, a
 * detour, a copy lent out, a final score, a price or fee, a version, a warning issued, a bid or
 * an auction ended; the noise is what such sites change per visit: online and view counters,
 * relative times, countdowns, tickers and odds, a greeting by the time of day, the current
 * temperature, rotating tips and suggestions, a rotating review. Names start "p15-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell12, type Shell12 } from './batch-12-shell.js';
import type { Values } from './batch-12-shops.js';
import {
  aikatauluFi, apotelesmataEl, appJa, appZh, arukeresoHu, auctionJa, aukceCs, bibliotekDa, borsaTr, chiebukuroJa, comisioaneRo,
  farevarselNo, formularCs, forumCs, kairosEl, kirjastoFi, opskriftDa, pasaportRo, receptTr, tabellaHu, vylukaCs,
} from './batch-15-pages.js';

export const BATCH_15 = 'pairs-15';

const { real, noise } = batchPairs(BATCH_15, 'p15');

/** A page drawn from values. */
function page(shell: Shell12, body: (v: Values) => string, after: Values): (side: Side) => string {
  return (side) => renderShell12({ ...shell, requestId: side === 'before' ? '5e0a7d21' : 'c93f4b08' }, body(side === 'before' ? {} : after));
}

const s = (site: string, lang: string, title: string): Shell12 => ({ site, lang, title });

const forumSite = s('TZB-info fórum', 'cs-CZ', 'Kotel Viessmann Vitodens 100 – chyba F4 | Fórum');
const receptSite = s('Lezzet Defteri', 'tr-TR', 'Mercimek Köftesi Tarifi | Lezzet Defteri');
const linjaSite = s('HSL', 'fi-FI', 'Linja 550 – aikataulu | HSL');
const bibliotekSite = s('Københavns Biblioteker', 'da-DK', 'Mørkeland | bibliotek.kk.dk');
const agonesSite = s('Sportime', 'el-GR', 'Super League: Αποτελέσματα | Sportime');
const appJaSite = s('App Store', 'ja-JP', '乗換ナビ | App Store');
const pasaportSite = s('Serviciul Pașapoarte Cluj', 'ro-RO', 'Pașaport electronic | Serviciul Pașapoarte Cluj');
const arSite = s('Árfigyelő', 'hu-HU', 'Samsung Galaxy S25 128GB árak | Árfigyelő');
const borsaSite = s('Kriptopara Borsası', 'tr-TR', 'Ücretler | Kriptopara Borsası');
const yrSite = s('Varsel', 'nb-NO', 'Farevarsler Vestland');
const aukceSite = s('Aukro', 'cs-CZ', 'Tesla Talisman 308U | Aukro');
const qaSite = s('知恵袋', 'ja-JP', '賃貸の退去費用について | 知恵袋');
const opskriftSite = s('Mad & Hjem', 'da-DK', 'Æblekage med makroner | Mad & Hjem');
const tratSite = s('Správa železnic', 'cs-CZ', 'Trať 010 – aktuální stav | Správa železnic');
const kirjastoSite = s('Helmet', 'fi-FI', 'Tuntematon sotilas | Helmet-kirjastot');
const tabellaSite = s('Nemzeti Sport', 'hu-HU', 'NB I tabella | Nemzeti Sport');
const appZhSite = s('应用市场', 'zh-CN', '记账本 | 应用市场');
const podaniSite = s('Finanční správa', 'cs-CZ', 'Daňové přiznání FO 2026 | Finanční správa');
const bancaSite = s('Banca Transilvană', 'ro-RO', 'Comisioane cont curent | Banca Transilvană');
const kairosSite = s('Καιρός Τώρα', 'el-GR', 'Προειδοποιήσεις – Αττική | Καιρός Τώρα');
const auctionSite = s('オークション', 'ja-JP', 'SONY ウォークマン NW-A306 | オークション');

export const PAIRS_15: PairSpec[] = [
  // ----- real: states, quantities, detours, scores, prices, fees, versions, warnings, bids -----
  real('forum-zamceno-cs', 'content', 'content', 'Czech forum thread; "Téma bylo uzamčeno moderátorem" added above the posts.', page(forumSite, forumCs, { zamceno: '<p class="thread__zamceno">Téma bylo uzamčeno moderátorem. Nové příspěvky nelze přidávat.</p>' })),
  real('recept-bulgur-tr', 'content', 'content', 'Turkish recipe; "1 su bardağı ince bulgur" → "1,5 su bardağı ince bulgur".', page(receptSite, receptTr, { bulgur: '1,5 su bardağı ince bulgur' })),
  real('linja-poikkeus-fi', 'content', 'content', 'Finnish bus timetable; a detour notice added: "Linja 550 ajaa poikkeusreittiä 8.–19.12. Viikin pysäkit eivät ole käytössä."', page(linjaSite, aikatauluFi, { poikkeus: '<p class="linja__poikkeus">Linja 550 ajaa poikkeusreittiä 8.–19.12. Viikin pysäkit eivät ole käytössä.</p>' })),
  real('linja-vuorovali-fi', 'content', 'content', 'Finnish bus timetable; weekday headway "7–8 min välein" → "10 min välein".', page(linjaSite, aikatauluFi, { arki: '5.02, 5.17, 5.32 ja sen jälkeen 10 min välein' })),
  real('bibliotek-udlaant-da', 'content', 'content', 'Danish library record; the main library\'s copy "Hjemme" → "Udlånt – forventes hjem 18.12.2026".', page(bibliotekSite, bibliotekDa, { hoved: 'Udlånt – forventes hjem 18.12.2026' })),
  real('agones-teliko-el', 'content', 'content', 'Greek results; Panathinaikos–AEK "–, Κυριακή 20:30" → "1 – 2, Τελικό".', page(agonesSite, apotelesmataEl, { pao: '1 – 2', paoState: 'Τελικό' })),
  real('app-version-ja', 'content', 'content', 'Japanese app-store page; "バージョン 3.2.0" → "3.3.0" with new notes.', page(appJaSite, appJa, { version: 'バージョン 3.3.0', shinkino: '<li>ホーム画面ウィジェットに対応しました。</li><li>定期券区間の登録が簡単になりました。</li>' })),
  real('app-yuryo-ja', 'content', 'content', 'Japanese app-store page; "無料 · アプリ内課金あり" → "¥480".', page(appJaSite, appJa, { kakaku: '¥480' })),
  real('pasaport-taxa-ro', 'content', 'content', 'Romanian passport page; the fee "258 lei" → "290 lei".', page(pasaportSite, pasaportRo, { taxa: '290 lei' })),
  real('ar-legolcsobb-hu', 'content', 'content', 'Hungarian price comparison; the cheapest offer "289 990 Ft" → "274 990 Ft" (-5.2%), in the header and the row.', page(arSite, arukeresoHu, { legolcsobb: '274 990 Ft', mobilpont: '274 990 Ft' })),
  real('borsa-btc-ucret-tr', 'content', 'content', 'Turkish exchange fees; the BTC withdrawal fee "0,0005 BTC" → "0,0002 BTC".', page(borsaSite, borsaTr, { btc: '0,0002 BTC' })),
  real('farevarsel-gult-no', 'content', 'content', 'Norwegian warnings; "Ingen farevarsler" → a yellow warning for strong wind on the coast.', page(yrSite, farevarselNo, { varsel: '<div class="farevarsel__aktiv"><h2>Gult farevarsel – kraftig vind</h2><p>Torsdag ettermiddag til fredag morgen ventes vindkast på 25–30 m/s på kysten av Sunnhordland og Hordaland. Fare for skader på bygninger og innstilte ferger.</p></div>' })),
  real('aukce-konec-cs', 'content', 'content', 'Czech auction; ended: "Aukce skončila, vydraženo za 3 450 Kč", bid form gone.', page(aukceSite, aukceCs, { konec: 'Aukce skončila 7. 12. 2026 v 20:00', prihoz: '3 450 Kč', prihozu: '17 příhozů', formular: '<p class="aukce__vysledek">Vydraženo uživatelem m***k za 3 450 Kč.</p>' })),
  real('qa-kaiketsu-ja', 'content', 'content', 'Japanese Q&A; "回答受付中" → "解決済み" with a best answer.', page(qaSite, chiebukuroJa, { jotai: '解決済み', bestAnswer: '<div class="answer answer--best"><p>ベストアンサー：消費者センターに相談したところ、経年劣化分は請求できないと言われ、管理会社が請求を取り下げました。</p></div>' })),
  real('opskrift-ovn-da', 'content', 'content', 'Danish recipe; the oven "175 grader" → "200 grader".', page(opskriftSite, opskriftDa, { ovn: '200 grader' })),
  real('trat-vyluka-cs', 'content', 'content', 'Czech rail line; "Provoz bez omezení" → closure with rail replacement buses 12.–14. 12.', page(tratSite, vylukaCs, { vyluka: '<p class="trat__vyluka">Výluka 12. 12. – 14. 12. 2026 mezi Úvaly a Poříčany. Vlaky nahrazeny autobusovou dopravou, prodloužení jízdní doby až o 25 minut.</p>' })),
  real('kirjasto-lainassa-fi', 'content', 'content', 'Finnish library record; Oodi "Hyllyssä" → "Lainassa, eräpäivä 9.1.2027".', page(kirjastoSite, kirjastoFi, { oodi: 'Lainassa, eräpäivä 9.1.2027' })),
  real('tabella-pont-hu', 'content', 'content', 'Hungarian table; Ferencváros 15 matches 35 points → 16 matches 38 points.', page(tabellaSite, tabellaHu, { fradiM: '16', fradiP: '38' })),
  real('app-banben-zh', 'content', 'content', 'Chinese app page; "版本 5.0.3" → "5.1.0", new date and notes.', page(appZhSite, appZh, { banben: '版本 5.1.0', gengxin: '2026年12月5日', changes: '<li>新增按月预算提醒</li><li>支持导出为Excel</li>' })),
  real('podani-nedostupny-cs', 'content', 'content', 'Czech tax form; "Elektronický formulář je k dispozici" → "dočasně nedostupný z důvodu údržby".', page(podaniSite, formularCs, { stav: '<p class="podani__stav">Elektronický formulář je dočasně nedostupný z důvodu plánované údržby. Děkujeme za pochopení.</p>' })),
  real('banca-atm-ro', 'content', 'content', 'Romanian bank fees; own-ATM withdrawals "0 lei" → "1,5 lei".', page(bancaSite, comisioaneRo, { atm: '1,5 lei' })),
  real('kairos-deltio-el', 'content', 'content', 'Greek warnings; an emergency bulletin of severe weather added.', page(kairosSite, kairosEl, { deltio: '<div class="kairos__deltio"><h2>Έκτακτο δελτίο επιδείνωσης καιρού</h2><p>Από την Τρίτη το απόγευμα έως την Τετάρτη ισχυρές βροχές και καταιγίδες στην Αττική. Συνιστάται περιορισμός των μετακινήσεων.</p></div>' })),
  real('auction-shuryo-ja', 'content', 'content', 'Japanese auction; "残り 2日" → ended ("このオークションは終了しました").', page(auctionSite, auctionJa, { nokori: '0分', shuryo: '<p class="auction__closed">このオークションは終了しました。落札価格 21,000円</p>' })),

  // ----- noise: what such sites change per visit -----
  noise('forum-online-cs', 'content', 'Czech forum; "Právě je online 143 uživatelů (z toho 12 registrovaných)" → "158 … 9 registrovaných", "před 5 minutami" → "před 12 minutami".', page(forumSite, forumCs, { online: 'Právě je online 158 uživatelů (z toho 9 registrovaných)', posledni: 'před 12 minutami' })),
  noise('recept-kaydeden-oneri-tr', 'content', 'Turkish recipe; "1.248 kişi bu tarifi kaydetti" → "1.263", the suggestion of the day rotates.', page(receptSite, receptTr, { kaydeden: '1.263 kişi bu tarifi kaydetti', oneri: 'Günün önerisi: Köfteleri marul yaprağına sarıp limon sıkarak ikram edin.' })),
  noise('linja-seuraava-fi', 'content', 'Finnish timetable; "Seuraava lähtö … 4 min kuluttua" → "11 min kuluttua".', page(linjaSite, aikatauluFi, { seuraava: 'Seuraava lähtö pysäkiltä Itäkeskus (M) 11 min kuluttua' })),
  noise('bibliotek-set-da', 'content', 'Danish library record; "27 har set på denne titel i dag" → "31".', page(bibliotekSite, bibliotekDa, { set: '31 har set på denne titel i dag' })),
  noise('agones-apodoseis-el', 'content', 'Greek results; the odds line moves and "πριν από 3 λεπτά" → "πριν από 1 λεπτό".', page(agonesSite, apotelesmataEl, { apodoseis: 'Αποδόσεις: Παναθηναϊκός 2,40 · Ισοπαλία 3,15 · ΑΕΚ 2,95', enimerosi: 'πριν από 1 λεπτό' })),
  noise('app-hyoka-ja', 'content', 'Japanese app-store page; "12,345件の評価" → "12,389件", the quoted review rotates.', page(appJaSite, appJa, { hyoka: '12,389件の評価', review: '「乗り換えの徒歩時間が正確で便利です。」– たけし、5時間前' })),
  noise('pasaport-salut-ro', 'content', 'Romanian passport page; "Bună dimineața!" → "Bună seara!", "acum 3 ore" → "acum 5 ore".', page(pasaportSite, pasaportRo, { salut: 'Bună seara! Programările se fac doar online.', actualizat: 'acum 5 ore' })),
  noise('ar-nezik-hu', 'content', 'Hungarian price comparison; "Most 57-en nézik" → "Most 64-en nézik", "12 perce" → "3 perce".', page(arSite, arukeresoHu, { nezik: 'Most 64-en nézik ezt a terméket', frissitve: '3 perce' })),
  noise('borsa-ticker-tr', 'content', 'Turkish exchange fees; the BTC/TRY and USD/TRY ticker moves.', page(borsaSite, borsaTr, { ticker: 'BTC/TRY 3.398.120 ▼ %0,43 · USD/TRY 34,55 ▲ %0,09' })),
  noise('farevarsel-naa-no', 'content', 'Norwegian warnings; "Bergen akkurat nå: 4°, lett regn, 6 m/s" → "5°, opphold, 4 m/s", "kl. 09:12" → "kl. 10:12".', page(yrSite, farevarselNo, { naa: '5°, opphold, 4 m/s', oppdatert: 'kl. 10:12' })),
  noise('aukce-sleduje-cs', 'content', 'Czech auction; "Končí za 2 dny 4 hodiny" → "2 dny 1 hodina", "Sleduje 18 lidí" → "21 lidí".', page(aukceSite, aukceCs, { konec: 'Končí za 2 dny 1 hodina', sleduje: 'Sleduje 21 lidí' })),
  noise('qa-etsuran-ja', 'content', 'Japanese Q&A; "3時間前 · 閲覧数 1,204" → "5時間前 · 1,377".', page(qaSite, chiebukuroJa, { jikan: '5時間前', etsuran: '1,377' })),
  noise('opskrift-hilsen-da', 'content', 'Danish recipe; "God morgen!" → "God aften!", ratings "312 bedømmelser" → "315".', page(opskriftSite, opskriftDa, { hilsen: 'God aften! Her er ugens opskrift fra køkkenet.', bedoemmelser: '4,7 ud af 5 (315 bedømmelser)' })),
  noise('trat-aktualizace-cs', 'content', 'Czech rail line; "Aktualizováno před 2 minutami" → "před 40 sekundami".', page(tratSite, vylukaCs, { aktualizace: 'před 40 sekundami' })),
  noise('kirjasto-suositus-fi', 'content', 'Finnish library record; "katsottu 57 kertaa" → "61", the recommendation rotates.', page(kirjastoSite, kirjastoFi, { katsottu: 'Teosta on katsottu 61 kertaa tällä viikolla', suositus: 'Lukijat suosittelevat myös: Sinuhe egyptiläinen' })),
  noise('tabella-olvaso-hu', 'content', 'Hungarian table; "Frissítve 2 perce · 3 412 olvasó" → "Frissítve 1 órája · 3 587 olvasó".', page(tabellaSite, tabellaHu, { frissites: '1 órája', nezok: '3 587 olvasó' })),
  noise('app-xiazai-zh', 'content', 'Chinese app page; "下载 1.2万次" → "1.3万次", the tip rotates.', page(appZhSite, appZh, { xiazai: '下载 1.3万次', tip: '小贴士：左滑记录可以删除。' })),
  noise('podani-tip-cs', 'content', 'Czech tax form; the tip above the form rotates.', page(podaniSite, formularCs, { tip: 'Tip: Rozpracovaný formulář si můžete uložit a dokončit později.' })),
  noise('banca-curs-ro', 'content', 'Romanian bank fees; the BNR rate line moves, the promo banner rotates.', page(bancaSite, comisioaneRo, { curs: 'Curs BNR azi: EUR 4,9761 · USD 4,6985', banner: 'Plătește cu telefonul, fără card!' })),
  noise('kairos-tora-el', 'content', 'Greek warnings; "14°C, συννεφιά" → "16°C, λιακάδα", "πριν από 10 λεπτά" → "πριν από 2 ώρες".', page(kairosSite, kairosEl, { tora: '16°C, λιακάδα', enimerosi: 'πριν από 2 ώρες' })),
  noise('auction-watch-ja', 'content', 'Japanese auction; "残り 2日" → "残り 1日", "ウォッチ 34" → "41".', page(auctionSite, auctionJa, { nokori: '1日', watch: '41' })),
];
