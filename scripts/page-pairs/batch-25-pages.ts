/**
 * The pages of the twenty-fifth batch of page pairs (issue 22), aimed at precision: pages whose
 * content sits beside what real sites change on every load without a change a user wants: a
 * Swedish pharmacy's vitamin with member and unit prices, a Japanese electrical shop's kettle with
 * a colour table, points and a ranking, a German citizens' office's opening hours beside its wait
 * time, a French bank's fee schedule with a chat bubble and a consent banner, a Spanish hotel with
 * its booking counters and guest reviews, an Italian laptop among installments, warranties and
 * accessories, a Dutch employer's vacancies, a Polish shop's category grid, a Portuguese telecom's
 * tariff notice, a Czech gym's price list and a British shop's delivery and returns page.
 * A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').filter(Boolean).map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
const tiles = (list: string): string =>
  list.split('|').map((t) => { const [name, price] = t.split('~'); return `<li class="tile"><a href="/p/${encodeURIComponent(name!.slice(0, 12))}">${name}</a> <span class="tile__price">${price}</span></li>`; }).join('');
const ld = (name: string, currency: string, price: string, stock = 'InStock'): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: currency, availability: `https://schema.org/${stock}` } })}</script>`;
const reviews = (list: string): string =>
  list.split('|').map((r) => { const [who, text] = r.split('~'); return `<div class="review"><p class="review__author">${who}</p><p class="review__text">${text}</p></div>`; }).join('');

/** Swedish online pharmacy's vitamin: price, member price, unit price, others also bought, reviews. */
export const apotekSv = (v: Values): string =>
  [
    ld('Vitamin D3 Forte 50 µg 120 tabletter', 'SEK', v.ld ?? '149.00'),
    '<nav class="crumbs"><a href="/">Start</a> › Vitaminer &amp; mineraler › D-vitamin</nav>',
    '<article class="produkt">',
    '<h1>Vitamin D3 Forte 50 µg, 120 tabletter</h1>',
    `<div class="kopruta"><p class="pris">${v.pris ?? '149 kr'}</p><p class="medlem">Klubbpris ${v.medlem ?? '134 kr'} för medlemmar</p><p class="jmf">Jmf-pris ${v.jmf ?? '1,24 kr/st'}</p><p class="frakt">Fri frakt över 299 kr · Leverans 1–3 vardagar</p><button>Lägg i varukorgen</button></div>`,
    `<p class="tittar">${v.tittar ?? '14'} personer tittar på den här produkten just nu</p>`,
    '<h2>Beskrivning</h2><p>Kosttillskott med vitamin D3 som bidrar till att bibehålla normal benstomme och normal funktion hos immunsystemet. En tablett per dag i samband med måltid. Överskrid inte rekommenderad dos.</p>',
    '<h2>Innehåll</h2><p>Fyllnadsmedel (mikrokristallin cellulosa), kolekalciferol, klumpförhindrande medel (magnesiumstearat).</p>',
    '</article>',
    `<section class="andra"><h2>Andra köpte också</h2><ul>${tiles(v.andra ?? 'Magnesium 300 mg 60 st~89 kr|Omega-3 1000 mg 100 kapslar~179 kr|Zink 25 mg 90 st~69 kr|C-vitamin 500 mg 100 st~59 kr')}</ul></section>`,
    `<section class="omdomen"><h2>Omdömen (4,8 av 5)</h2>${reviews(v.omdomen ?? 'Karin, Umeå~Tar en varje morgon under vintern, små och lätta att svälja.|Johan, Malmö~Bra pris jämfört med butiken.')}</section>`,
  ].join('\n');

/** Japanese electrical shop's kettle: price with points, a colour stock table, ranking, recently viewed. */
export const kadenJa = (v: Values): string =>
  [
    ld('電気ケトル 1.0L KT-X100', 'JPY', v.ld ?? '12980', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">トップ</a> › キッチン家電 › 電気ケトル</nav>',
    '<article class="item">',
    '<h1>温度調節電気ケトル 1.0L KT-X100</h1>',
    `<div class="buy"><p class="price">${v.kakaku ?? '¥12,980'}（税込）</p><p class="point">${v.point ?? '1,298ポイント（10%）還元'}</p><p class="souryou">送料無料・最短翌日お届け</p><button>カートに入れる</button></div>`,
    `<h2>カラー・在庫</h2><table><tr><th>カラー</th><th>在庫</th></tr>${rows(`マットブラック~${v.black ?? '在庫あり'}|ホワイト~${v.white ?? '在庫あり'}|サンドベージュ~${v.beige ?? '残りわずか'}`)}</table>`,
    `<p class="kounyu">${v.kounyu ?? '3時間前'}に購入されました</p>`,
    '<h2>商品説明</h2><p>50℃から100℃まで1℃単位で温度を設定でき、設定温度で最大60分保温します。注ぎ口は細口で、ドリップコーヒーに適しています。空焚き防止機能付き。</p>',
    '</article>',
    `<aside class="campaign"><p>ポイント5倍キャンペーン 終了まであと${v.nokori ?? '2日 4時間'}</p></aside>`,
    `<section class="ranking"><h2>売れ筋ランキング</h2><ol>${items(v.ranking ?? 'コーヒーメーカー CM-200|トースター TS-30|電子レンジ ER-18|炊飯器 RC-55')}</ol></section>`,
    `<section class="history"><h2>最近チェックした商品</h2><ul>${tiles(v.saikin ?? 'ハンドブレンダー HB-5~¥6,480|コーヒーミル CM-1~¥4,980')}</ul></section>`,
  ].join('\n');

/** German citizens' office: opening hours table, current wait time, news ticker, weather. */
export const buergeramtDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Startseite</a> › Bürgerservice › Bürgeramt Mitte</nav>',
    '<article class="amt">',
    '<h1>Bürgeramt Mitte</h1>',
    '<p>Marktplatz 4, 50667 Köln · Telefon 0221 221-0 · Barrierefreier Zugang über den Seiteneingang</p>',
    `<h2>Öffnungszeiten</h2><table>${rows(`Montag~8:00 – 12:00 Uhr|Dienstag~8:00 – 16:00 Uhr|Mittwoch~geschlossen|Donnerstag~${v.donnerstag ?? '10:00 – 18:00 Uhr'}|Freitag~8:00 – 12:00 Uhr`)}</table>`,
    '<p>Für Personalausweis, Reisepass und Meldeangelegenheiten ist ein Termin erforderlich. Bitte bringen Sie alle Unterlagen im Original mit.</p>',
    `<p class="wartezeit">Aktuelle Wartezeit am Schalter: ca. ${v.warte ?? '25'} Minuten</p>`,
    `<p class="stand">Zuletzt aktualisiert: ${v.stand ?? '24.11.2026'}</p>`,
    '</article>',
    `<aside class="ticker"><h2>Aktuelles aus der Stadt</h2><ul>${items(v.ticker ?? 'Weihnachtsmarkt auf dem Neumarkt eröffnet · vor 2 Std.|Baustelle Severinsbrücke: Umleitung ab Montag · vor 5 Std.')}</ul></aside>`,
    `<aside class="wetter"><p>Köln: ${v.wetter ?? '6 °C, bedeckt'}</p></aside>`,
  ].join('\n');

/** French bank's fee schedule with a chat bubble, an optional consent banner and A/B hero copy. */
export const banqueFr = (v: Values): string =>
  [
    v.cookies ?? '',
    `<section class="hero"><h1>${v.hero ?? 'Des tarifs clairs, sans surprise'}</h1><p>${v.sub ?? 'Découvrez le détail de nos frais bancaires pour 2027.'}</p></section>`,
    '<article class="tarifs">',
    '<h2>Extrait standard des tarifs au 1er janvier 2027</h2>',
    `<table><tr><th>Service</th><th>Prix</th></tr>${rows(`Tenue de compte~${v.tenue ?? '2,00 € par mois'}|Carte Visa Classic~45,00 € par an|Carte Visa Premier~134,00 € par an|Virement SEPA occasionnel en agence~4,00 €|Commission d’intervention~8,00 € par opération, plafond 80 € par mois|Retrait dans un autre distributeur en zone euro~1,00 € au-delà de 3 retraits par mois`)}</table>`,
    `<p>Plafond de retrait de la carte Visa Classic : ${v.plafond ?? '500 € par période de 7 jours'}. Les plafonds peuvent être modifiés depuis votre espace client.</p>`,
    '<p>Les tarifs indiqués s’entendent toutes taxes comprises. Ils sont communiqués à nos clients deux mois avant leur entrée en vigueur.</p>',
    '</article>',
    `<aside class="chat"><p>${v.chat ?? 'Un conseiller est disponible pour discuter'}</p><button>Démarrer le chat</button></aside>`,
  ].join('\n');

/** Spanish hotel page: rooms and rates, conditions, booking counters, rotating guest reviews. */
export const hotelEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Inicio</a> › España › Andalucía › Sevilla</nav>',
    '<article class="hotel">',
    '<h1>Hotel Patio de la Alameda ★★★</h1>',
    '<p>Calle Alameda de Hércules 31, 41002 Sevilla · a 900 m de la Catedral</p>',
    `<p class="viendo">${v.viendo ?? '12'} personas están viendo este alojamiento · Reservado ${v.reservas ?? '7'} veces en las últimas 24 horas</p>`,
    `<table><tr><th>Habitación</th><th>Precio por noche</th></tr>${rows('Individual~78 €|Doble estándar~96 €|Doble superior con patio~118 €|Suite junior~164 €')}</table>`,
    '<h2>Condiciones</h2>',
    `<p>${v.cancelacion ?? 'Cancelación gratuita hasta 48 horas antes de la llegada; después se cobra la primera noche.'}</p>`,
    '<p>Entrada a partir de las 14:00 y salida hasta las 12:00. Desayuno buffet 12 € por persona. No se admiten mascotas.</p>',
    '</article>',
    `<section class="opiniones"><h2>Opiniones de clientes · 8,9 Fabuloso</h2>${reviews(v.opiniones ?? 'María, Valencia~Ubicación perfecta y el patio es precioso.|Thomas, Berlin~Habitación limpia, personal muy amable.|Giulia, Torino~Colazione buona, un po’ rumoroso il sabato.')}</section>`,
  ].join('\n');

/** Italian electronics shop's laptop: price among installments, warranties and accessories; a sale countdown. */
export const laptopIt = (v: Values): string =>
  [
    ld('Notebook Lenovo IdeaPad Slim 5 16"', 'EUR', v.ld ?? '899.00'),
    '<nav class="crumbs"><a href="/">Home</a> › Informatica › Notebook</nav>',
    '<article class="scheda">',
    '<h1>Lenovo IdeaPad Slim 5 16" Ryzen 7, 16 GB, SSD 1 TB</h1>',
    `<div class="acquisto"><p class="prezzo">${v.prezzo ?? '899,00 €'}</p><p class="listino">Prezzo consigliato 1.049,00 €</p><p class="rate">${v.rate ?? 'In 10 rate da 89,90 € a tasso zero'}</p><p class="spedizione">Spedizione 9,90 € · gratis sopra 49 €</p><button>Aggiungi al carrello</button></div>`,
    `<p class="countdown">Offerta Black Week: termina tra ${v.countdown ?? '2 giorni 14:22:09'}</p>`,
    `<h2>Servizi aggiuntivi</h2><table>${rows('Estensione garanzia 2 anni~79,00 €|Estensione garanzia 3 anni~119,00 €|Installazione e configurazione~39,00 €|Ritiro dell’usato~0,00 €')}</table>`,
    '<h2>Caratteristiche</h2><p>Display 16" WUXGA IPS 300 nit, processore AMD Ryzen 7 7730U, 16 GB di RAM DDR4, SSD NVMe da 1 TB, Wi-Fi 6, peso 1,89 kg. Windows 11 Home preinstallato.</p>',
    '</article>',
    `<section class="visti"><h2>Chi ha visto questo prodotto ha visto anche</h2><ul>${tiles(v.visti ?? 'HP Pavilion 15 Ryzen 5~649,00 €|Acer Swift Go 14~799,00 €|ASUS Vivobook 16~579,00 €|Lenovo IdeaPad 3 15~499,00 €')}</ul></section>`,
    `<aside class="adv"><p>Pubblicità</p><p>${v.adv ?? 'Offerte luce e gas: risparmia fino al 20% con Energia Chiara'}</p></aside>`,
  ].join('\n');

/** Dutch employer's vacancy list: a count, the list in a per-load order, a rotating employee quote. */
export const vacaturesNl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Werken bij › Vacatures</nav>',
    '<section class="vacatures">',
    '<h1>Werken bij Waterschap Rijnland-Oost</h1>',
    `<p class="aantal">${v.aantal ?? '6 vacatures'} · pagina 1 van 1</p>`,
    `<ul class="lijst">${items(v.lijst ?? 'Beleidsadviseur waterkwaliteit · Leiden · 36 uur · schaal 11|Medewerker zuiveringsbeheer · Alphen aan den Rijn · 40 uur · schaal 8|Projectleider dijkversterking · Leiden · 36 uur · schaal 12|Functioneel beheerder GIS · Leiden · 32–36 uur · schaal 9|Juridisch adviseur vergunningen · Gouda · 36 uur · schaal 10|Monteur elektrotechniek · Bodegraven · 40 uur · schaal 7', 'vacature')}</ul>`,
    '<p>Solliciteren kan tot en met de sluitingsdatum in de vacaturetekst. Een assessment kan deel uitmaken van de procedure.</p>',
    '</section>',
    `<blockquote class="collega">${v.collega ?? '“Ik zie elke dag waar ik het voor doe: schoon water in de polder.” — Anouk, ecoloog'}</blockquote>`,
  ].join('\n');

/** Polish shop's category page: a delivery notice, a product grid in per-load order, recently viewed. */
export const kategoriaPl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Strona główna</a> › Dom i ogród › Kawa</nav>',
    `<p class="komunikat">${v.komunikat ?? 'Darmowa dostawa od 199 zł. Zamówienia złożone do 14:00 wysyłamy tego samego dnia.'}</p>`,
    '<section class="kategoria">',
    '<h1>Kawa ziarnista</h1>',
    `<p class="licznik">${v.licznik ?? 'Wyświetlono 8 z 8 produktów'} · sortuj: polecane</p>`,
    `<ul class="siatka">${tiles(v.siatka ?? 'Lavazza Qualità Oro 1 kg~89,99 zł|Segafredo Intermezzo 1 kg~64,99 zł|Tchibo Barista Caffè Crema 1 kg~79,99 zł|Kimbo Espresso Napoli 1 kg~74,99 zł|Illy Classico 250 g~42,99 zł|Pellini Top 500 g~59,99 zł|Jacobs Crema 1 kg~69,99 zł|Dallmayr Crema d’Oro 1 kg~84,99 zł')}</ul>`,
    '<p>Kawa ziarnista zachowuje aromat dłużej niż mielona. Przechowuj ją w szczelnym opakowaniu, z dala od światła i wilgoci.</p>',
    '</section>',
    `<section class="ostatnio"><h2>Ostatnio oglądane</h2><ul>${tiles(v.ostatnio ?? 'Młynek do kawy Bosch~149,00 zł|Ekspres przelewowy Melitta~229,00 zł')}</ul></section>`,
  ].join('\n');

/** Portuguese telecom's tariff notice: a menu, a notice with its effective date, a session reference. */
export const tarifarioPt = (v: Values): string =>
  [
    `<nav class="menu-lateral"><ul>${items(v.menu ?? 'Tarifários móveis|Internet fixa|Pacotes TV|Roaming|Apoio ao cliente', 'menu')}</ul></nav>`,
    '<article class="aviso">',
    '<h1>Atualização de preços dos tarifários</h1>',
    `<p>${v.vigor ?? 'Os novos preços entram em vigor a 1 de fevereiro de 2027'} e aplicam-se a todos os clientes com contrato ativo. A atualização corresponde à taxa de inflação publicada pelo INE.</p>`,
    `<table><tr><th>Tarifário</th><th>Preço atual</th><th>Novo preço</th></tr>${rows('Móvel 10 GB~12,99 €/mês~13,49 €/mês|Móvel Ilimitado~24,99 €/mês~25,99 €/mês|Fibra 500 Mb~29,99 €/mês~30,99 €/mês|Pacote Casa 3P~49,99 €/mês~51,99 €/mês')}</table>`,
    '<p>Os clientes que não aceitem a alteração podem resolver o contrato sem encargos no prazo de 30 dias após a comunicação, nos termos da lei.</p>',
    '</article>',
    `<p class="sessao">Referência da sessão: ${v.sessao ?? 'PT-7F3A-92C1-0B4D'} (indique-a se contactar o apoio)</p>`,
  ].join('\n');

/** Czech gym's price list with the gym's occupancy now and a last-updated stamp. */
export const posilovnaCs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Úvod</a> › Ceník</nav>',
    '<article class="cenik">',
    '<h1>Ceník – Fitness Vinohrady</h1>',
    `<p class="obsazenost">Aktuálně v posilovně: ${v.obsazenost ?? '23'} lidí (${v.procent ?? '38'} % kapacity)</p>`,
    `<table><tr><th>Vstupné</th><th>Cena</th><th>Student</th></tr>${rows(`Jednorázový vstup~150 Kč~120 Kč|Permanentka 10 vstupů~${v.perm ?? '1 350 Kč'}~1 080 Kč|Měsíční členství~1 190 Kč~990 Kč|Roční členství~11 900 Kč~9 900 Kč|Osobní trenér 60 min~650 Kč~650 Kč`)}</table>`,
    '<p>Permanentka platí 6 měsíců od prvního vstupu. Studentské ceny platí po předložení průkazu ISIC. Ručník k zapůjčení za 30 Kč.</p>',
    `<p class="aktualizace">Naposledy aktualizováno ${v.akt ?? 'před 3 dny'}</p>`,
    '</article>',
  ].join('\n');

/** British online shop's delivery and returns page with A/B hero, live chat and a helpful counter. */
export const deliveryEn = (v: Values): string =>
  [
    `<section class="hero"><h1>${v.hero ?? 'Delivery & returns made easy'}</h1><p>${v.sub ?? 'Everything you need to know about getting your order.'}</p></section>`,
    '<article class="help">',
    `<h2>Delivery options</h2><table><tr><th>Service</th><th>Cost</th><th>Delivery time</th></tr>${rows(`Standard delivery~${v.standard ?? '£3.95'}~3–5 working days|Next day delivery~£6.95~Order by 9pm|Click &amp; Collect~Free~From 2 days|Standard over £50~Free~3–5 working days`)}</table>`,
    '<h2>Returns</h2>',
    `<p>${v.returns ?? 'You can return most items within 30 days of delivery for a full refund.'} Items must be unused and in their original packaging. Made-to-measure furniture cannot be returned unless faulty.</p>`,
    '<p>Returns by post are free with the prepaid label in your parcel. Refunds are made to the original payment method within 5 working days of us receiving the item.</p>',
    `<p class="updated">Page last updated ${v.updated ?? '3 days ago'}</p>`,
    `<p class="helpful">${v.helpful ?? '1,204'} people found this helpful</p>`,
    '</article>',
    `<aside class="chat"><p>${v.chat ?? 'Live chat: online now, typical reply in 2 minutes'}</p></aside>`,
  ].join('\n');
