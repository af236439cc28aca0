/**
 * The other pages of the twenty-ninth batch of page pairs (issue 22): a Portuguese operator's fibre
 * and TV bundle with a chat wait and an A/B hero, a Czech shop's laptop with viewers and
 * accessories, a Danish municipality's free-place page with a cookie banner and an update age, a
 * Norwegian job board's list with its facets and an ad slot, a Turkish marketplace's shoes with
 * added-to-basket counts and a bought-together shelf, and an American SaaS privacy policy with a
 * helpful counter and a consent banner. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, ld, rows, tiles } from './batch-26-pages.js';

/** Portuguese operator's fibre bundle: an A/B hero, the monthly fee, the loyalty term, a chat wait. */
export const fibraPt = (v: Values): string =>
  [
    `<section class="hero"><h2>${v.hero ?? 'A fibra mais rápida de Portugal'}</h2></section>`,
    '<nav class="crumbs"><a href="/">Particulares</a> › Pacotes › Fibra + TV</nav>',
    '<h1>Pacote Fibra 1 Gbps + TV 150 canais</h1>',
    `<div class="mensalidade"><p class="preco">${v.preco ?? '42,99 €'}/mês</p><p>Instalação grátis · Router Wi-Fi 6 incluído</p></div>`,
    `<table>${rows(`Velocidade~1 Gbps download / 200 Mbps upload|Canais de TV~150, com gravações até 7 dias|Fidelização~${v.fidelizacao ?? '24 meses'}|Encargo por cessação antecipada~proporcional aos meses em falta|Ativação~0,00 €`)}</table>`,
    '<p>Preços com IVA à taxa legal em vigor. Oferta sujeita a cobertura de fibra na morada de instalação.</p>',
    `<p class="chat">${v.chat ?? 'Fale connosco por chat · tempo de espera estimado: 3 min'}</p>`,
  ].join('\n');

/** Czech shop's laptop: a sale price with the original, stock at the warehouse, viewers, accessories. */
export const notebookCs = (v: Values): string =>
  [
    ld('Lenovo IdeaPad Slim 5 14IMH9 Cloud Grey', 'CZK', v.ld ?? '21241'),
    '<nav class="crumbs"><a href="/">Alza</a> › Počítače a notebooky › Notebooky</nav>',
    '<article class="detail">',
    '<h1>Lenovo IdeaPad Slim 5 14IMH9 Cloud Grey (83DA004LCK)</h1>',
    `<div class="cena">${v.akce ?? '<p class="akce">Akce −15 % · končí 2. 12.</p>'}<p class="cena__nyni">${v.cena ?? '21 241 Kč'}</p>${v.puvodne ?? '<p class="cena__puvodne">Původně <s>24 990 Kč</s></p>'}<p class="sklad">Skladem &gt; 5 ks · u vás zítra</p><button>Do košíku</button></div>`,
    `<p class="prohlizi">${v.prohlizi ?? 'Právě si prohlíží 14 lidí'}</p>`,
    '<h2>Parametry</h2><p>Intel Core Ultra 5 125H, 16 GB LPDDR5x, SSD 512 GB, displej 14" OLED 1920 × 1200, Wi-Fi 6E, hmotnost 1,39 kg.</p>',
    `<section class="prislusenstvi"><h2>Doporučené příslušenství</h2><ul>${tiles(v.prislusenstvi ?? 'Brašna Lenovo 14" Urban~799 Kč|Myš Logitech M240 Silent~449 Kč|USB-C hub 7v1~899 Kč')}</ul></section>`,
    '</article>',
  ].join('\n');

/** Danish municipality's day-care free place: a cookie banner, an update age, the income limits and the application deadline. */
export const fripladsDa = (v: Values): string =>
  [
    v.cookie ?? '',
    '<nav class="crumbs"><a href="/">Forside</a> › Børn og familie › Dagtilbud › Friplads</nav>',
    '<h1>Søg om økonomisk friplads</h1>',
    `<p class="opdateret">${v.opdateret ?? 'Siden er sidst opdateret for 2 timer siden'}</p>`,
    `<p>Har din husstand en samlet indkomst under ${v.graense ?? '677.500 kr.'} om året, kan du søge om hel eller delvis friplads til dit barns plads i dagpleje, vuggestue, børnehave eller SFO.</p>`,
    `<table>${rows(`Indkomst under 219.001 kr.~Hel friplads|Indkomst 219.001 – ${v.graense ?? '677.500 kr.'}~Delvis friplads, aftrappet|Ansøgningsfrist for januar~${v.frist ?? '1. december 2026'}|Svar på ansøgningen~inden 4 uger`)}</table>`,
    '<p>Du søger digitalt med MitID. Husk at oplyse, hvis din indkomst ændrer sig i løbet af året.</p>',
  ].join('\n');

/** Norwegian job board's search: the hit count, facets with their counts, the postings, an ad slot. */
export const jobbNo = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Forsiden</a> › Stillinger › Utvikler i Oslo</nav>',
    `<h1>${v.treff ?? '5'} ledige stillinger: utvikler, Oslo</h1>`,
    `<aside class="filter"><h2>Bransje</h2><ul>${items(v.bransje ?? 'IT (2)|Bank og finans (1)|Offentlig forvaltning (2)')}</ul><h2>Ansettelsesform</h2><ul>${items(v.form ?? 'Fast (4)|Engasjement (1)')}</ul></aside>`,
    `<ul class="stillinger">${items(v.stillinger ?? 'Senior backend-utvikler (Kotlin) – Vipps MobilePay – Oslo – søknadsfrist 15.12.2026|Frontendutvikler – NAV IT – Oslo – søknadsfrist 08.12.2026|Fullstack-utvikler – Sparebank Øst – Oslo – søknadsfrist snarest|Utvikler, dataplattform – Statens vegvesen – Oslo – søknadsfrist 04.01.2027|Mobilutvikler iOS – Kolonial Handel – Oslo – søknadsfrist 20.12.2026', 'stilling')}</ul>`,
    `<div class="annonse"><p>Annonse</p><p>${v.annonse ?? 'Bytt strømavtale i dag – spar opptil 1 200 kr i året'}</p></div>`,
  ].join('\n');

/** Turkish marketplace's running shoes: a discounted price, the chosen size, basket counts, a bought-together shelf. */
export const ayakkabiTr = (v: Values): string => {
  const sizes = [['40', 'Stokta'], ['41', 'Stokta'], ['42', v.beden42 ?? 'Son 3 ürün'], ['43', 'Stokta'], ['44', 'Tükendi']];
  return [
    ld('Adidas Runfalcon 5 Erkek Koşu Ayakkabısı', 'TRY', v.ld ?? '1299.00', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Anasayfa</a> › Erkek › Ayakkabı › Koşu Ayakkabısı</nav>',
    '<article class="urun">',
    '<h1>Adidas Runfalcon 5 Erkek Koşu Ayakkabısı, Siyah</h1>',
    `<div class="fiyat">${v.indirim ?? '<p class="eski"><s>1.599 TL</s></p><p class="etiket">Sepette %19 indirim</p>'}<p class="satis">${v.fiyat ?? '1.299 TL'}</p></div>`,
    `<div class="beden"><p>Beden: 42 seçildi</p><ul>${sizes.map(([b, s]) => `<li${b === '42' ? ' class="secili" aria-selected="true"' : ''}>${b} · ${s}</li>`).join('')}</ul></div><button>Sepete Ekle</button>`,
    `<p class="sosyal">${v.sosyal ?? 'Son 24 saatte 312 kişi sepetine ekledi'}</p>`,
    '<h2>Ürün açıklaması</h2><p>Cloudfoam ara taban, file üst yüzey, kauçuk dış taban. Günlük koşu ve yürüyüş için uygundur.</p>',
    `<section class="birlikte"><h2>Birlikte al kazan</h2><ul>${tiles(v.birlikte ?? 'Adidas Koşu Çorabı 3’lü~189 TL|Nike Spor Çanta~749 TL|Decathlon Koşu Şortu~299 TL')}</ul></section>`,
    '</article>',
  ].join('\n');
};

/** American SaaS privacy policy: a consent banner, the effective date, retention and sharing sections, a helpful counter. */
export const privacyEn = (v: Values): string =>
  [
    v.consent ?? '',
    '<nav class="crumbs"><a href="/">Home</a> › Legal › Privacy Policy</nav>',
    '<h1>Privacy Policy</h1>',
    `<p class="effective">Effective date: ${v.effective ?? 'September 1, 2026'}</p>`,
    '<h2>What we collect</h2><p>Account details you give us (name, email, company), content you create in the service, and usage data such as device type, browser and pages visited.</p>',
    `<h2>How long we keep it</h2><p>${v.retention ?? 'When you delete your account, we delete your content within 30 days and remove it from backups within 90 days.'}</p>`,
    `<h2>Who we share it with</h2><ul>${items(v.sharing ?? 'Cloud hosting providers that store data on our behalf|Payment processors, for billing only|Law enforcement, when legally required')}</ul>`,
    `<p class="helpful">${v.helpful ?? 'Was this page helpful? 1,208 people said yes'}</p>`,
  ].join('\n');
