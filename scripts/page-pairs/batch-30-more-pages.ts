/**
 * The other pages of the thirtieth batch of page pairs (issue 22): three pages built by script,
 * whose visible HTML is a skeleton and whose data is inline JSON — a Polish app's release page
 * (Next.js data: version, changelog, download and rating counts), a Swedish news article (Nuxt
 * state: the article, a "related" list, a view count) and a Japanese event's ticket page (an
 * initial state: tiers with their sold-out flags, "interested" count) — beside a Brazilian SaaS
 * pricing page with a monthly/annual toggle, a Czech municipality's fee notice with a "last
 * updated" date, and a Turkish car listing with its price, age and view count. A page is drawn
 * from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, rows, tiles } from './batch-26-pages.js';

const json = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A client-rendered page: an empty mount point with a skeleton, the data in a JSON script. */
const hydrated = (mount: string, scriptId: string, state: unknown, noscript: string): string =>
  [
    `<div id="${mount}"><div class="skeleton" aria-busy="true"><div class="skeleton__bar"></div><div class="skeleton__bar"></div><div class="skeleton__block"></div></div></div>`,
    `<noscript><p>${noscript}</p></noscript>`,
    `<script id="${scriptId}" type="application/json">${json(state)}</script>`,
  ].join('\n');

/** Polish app's release page built by Next.js: the version, its date and notes, downloads and ratings in __NEXT_DATA__. */
export const aplikacjaPl = (v: Values): string =>
  hydrated('__next', '__NEXT_DATA__', {
    props: {
      pageProps: {
        app: {
          name: 'Koleo – bilety kolejowe', developer: 'Koleo sp. z o.o.', category: 'Podróże',
          version: v.wersja ?? '5.18.2', released: v.data ?? '2026-11-24', minAndroid: v.android ?? '8.0',
          changelog: (v.zmiany ?? 'Poprawki wyszukiwania połączeń|Bilety okresowe PKP Intercity w portfelu').split('|'),
          downloads: v.pobrania ?? '5 mln+', ratingCount: Number(v.oceny ?? '48213'), rating: 4.6, size: v.rozmiar ?? '38,4 MB',
        },
        similar: (v.podobne ?? 'Jakdojade|PKP Intercity|Bilkom').split('|').map((name, i) => ({ name, rating: 4.1 + i / 10 })),
      },
      __N_SSP: true,
    },
    page: '/aplikacje/[slug]', query: { slug: 'koleo' }, buildId: v.build ?? 'x8Kq2mVd0fJ1', isFallback: false, gssp: true,
  }, 'Włącz JavaScript, aby zobaczyć stronę aplikacji.');

/** Swedish news article rendered by Nuxt: the article in the state, a "read more" list and a view count beside it. */
export const nyheterSv = (v: Values): string =>
  hydrated('__nuxt', '__NUXT_DATA__', {
    state: {
      article: {
        headline: v.rubrik ?? 'Regionen höjer priset på månadskortet från februari',
        published: '2026-12-03T06:30:00+01:00', updated: v.uppdaterad ?? null, author: 'Elin Berg',
        body: [
          'Region Östergötland höjer priset på 30-dagarsbiljetten för vuxna från februari, beslutade regionfullmäktige på onsdagen.',
          v.stycke ?? 'Priset går från 795 kronor till 850 kronor. Ungdomsbiljetten höjs från 475 till 510 kronor.',
          'Oppositionen röstade emot och ville i stället sänka priset för pensionärer.',
          ...(v.rattelse ? [v.rattelse] : []),
        ],
      },
      related: (v.relaterat ?? 'Så mycket kostar kollektivtrafiken i Sverige|Nya busslinjer i Linköping|Tågstopp i Mjölby i helgen').split('|').map((title, i) => ({ id: 77120 + i, title })),
      views: Number(v.visningar ?? '12408'), fetchedAt: v.hamtad ?? '2026-12-04T07:02:11Z',
    },
    config: { public: { adsEnabled: true, abVariant: v.ab ?? 'A' } },
  }, 'Aktivera JavaScript för att läsa artikeln.');

/** Japanese concert's ticket page built by script: tiers with their prices and sold-out flags, an interested count. */
export const ibentoJa = (v: Values): string =>
  [
    '<h1 class="visually-hidden">チケット購入</h1>',
    hydrated('app', '__INITIAL_STATE__', {
      event: {
        title: 'YOASOBI ARENA TOUR 2027', venue: '横浜アリーナ', date: v.hizuke ?? '2027-03-13T18:00:00+09:00',
        tiers: [
          { name: 'SS席', price: 13200, soldOut: true },
          { name: 'S席', price: v.sKakaku ? Number(v.sKakaku) : 11000, soldOut: v.sSoldOut === 'true' },
          { name: 'A席', price: 9900, soldOut: v.aSoldOut === 'true' },
          { name: '注釈付き指定席', price: 8800, soldOut: false },
        ],
        interested: Number(v.kyomi ?? '18342'), lotteryDeadline: v.shimekiri ?? '2026-12-15T23:59:00+09:00',
      },
      recommend: (v.osusume ?? 'Ado WORLD TOUR|Official髭男dism LIVE|King Gnu DOME TOUR').split('|'),
      renderedAt: v.rendered ?? '2026-12-04T16:02:33+09:00',
    }, 'このページを表示するにはJavaScriptを有効にしてください。'),
  ].join('\n');

/** Brazilian SaaS pricing: a monthly/annual toggle whose default picks the prices shown, plans with limits, a live sign-up line. */
export const planosPt = (v: Values): string => {
  const anual = (v.periodo ?? 'mensal') === 'anual';
  const plans = [
    ['Essencial', v.essencialM ?? 'R$ 49', v.essencialA ?? 'R$ 39', v.essencialLimite ?? 'Até 3 usuários · 500 notas fiscais/mês'],
    ['Profissional', v.profM ?? 'R$ 99', v.profA ?? 'R$ 79', v.profLimite ?? 'Até 10 usuários · 2.000 notas fiscais/mês · conciliação bancária'],
    ['Empresarial', 'R$ 199', 'R$ 159', 'Usuários ilimitados · notas ilimitadas · API e suporte prioritário'],
  ];
  return [
    '<h1>Planos e preços</h1><p>Teste grátis por 14 dias, sem cartão de crédito.</p>',
    `<div class="periodo" role="radiogroup"><label><input type="radio" name="periodo" value="mensal"${anual ? '' : ' checked'}> Mensal</label><label><input type="radio" name="periodo" value="anual"${anual ? ' checked' : ''}> Anual <em>2 meses grátis</em></label></div>`,
    ...plans.map(([name, m, a, limite]) =>
      `<div class="plano"><h2>${name}</h2><p class="preco"><span data-periodo="mensal"${anual ? ' hidden' : ''}>${m}/mês</span><span data-periodo="anual"${anual ? '' : ' hidden'}>${a}/mês, cobrado anualmente</span></p><p class="limite">${limite}</p><a class="btn" href="/cadastro">Começar agora</a></div>`),
    `<p class="prova">${v.prova ?? '327 empresas assinaram nos últimos 7 dias'}</p>`,
    '<p>Preços em reais. Impostos inclusos. Cancele quando quiser.</p>',
  ].join('\n');
};

/** Czech municipality's notice on local fees: the rates table, the payment deadline, a "last updated" line, a notice-board list. */
export const poplatkyCs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Úvod</a> › Radnice › Místní poplatky</nav>',
    '<h1>Místní poplatky na rok 2027</h1>',
    `<table><tr><th>Poplatek</th><th>Sazba</th><th>Splatnost</th></tr>${rows(`Poplatek za obecní systém odpadového hospodářství~${v.odpad ?? '900 Kč'} za osobu a rok~${v.odpadSplatnost ?? 'do 31. 3. 2027'}|Poplatek ze psa (rodinný dům)~200 Kč za rok~do 31. 3. 2027|Poplatek ze psa (byt)~${v.pes ?? '1 200 Kč'} za rok~do 31. 3. 2027|Poplatek z pobytu~30 Kč za osobu a noc~čtvrtletně`)}</table>`,
    '<p>Poplatky lze uhradit převodem na účet 19-1234567/0100 s variabilním symbolem z výzvy nebo na pokladně úřadu.</p>',
    `<p class="aktualizace">${v.aktualizace ?? 'Poslední aktualizace: 28. 11. 2026'}</p>`,
    `<aside class="deska"><h2>Úřední deska</h2><ul>${items(v.deska ?? 'Oznámení o konání zasedání zastupitelstva – vyvěšeno 2. 12.|Veřejná vyhláška – územní plán – vyvěšeno 30. 11.|Výběrové řízení – referent/ka – vyvěšeno 27. 11.')}</ul></aside>`,
  ].join('\n');

/** Turkish used-car listing: price, a price-drop badge, details, the listing's date and views, other listings. */
export const arabaTr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Vasıta</a> › Otomobil › Renault › Clio</nav>',
    '<h1>Sahibinden temiz Renault Clio 1.0 TCe Touch 2021</h1>',
    `<p class="fiyat">${v.fiyat ?? '985.000 TL'}</p>${v.dustu ?? ''}`,
    `<table>${rows(`İlan No~1184203377|İlan Tarihi~${v.tarih ?? '27 Kasım 2026'}|Yıl~2021|KM~${v.km ?? '61.500'}|Vites~Manuel|Yakıt~Benzin|Boya-değişen~Tamamı orijinal|Durum~${v.durum ?? 'Satılık'}`)}</table>`,
    '<p>Aracım bakımlı, tüm bakımları yetkili serviste yapıldı. Ağır hasar kaydı yoktur. Takas düşünülmez.</p>',
    `<p class="goruntulenme">${v.goruntulenme ?? 'Bu ilan 1.874 kez görüntülendi · 12 favori'}</p>`,
    `<section class="benzer"><h2>Benzer ilanlar</h2><ul>${tiles(v.benzer ?? 'Renault Clio 1.0 SCe Joy 2020~845.000 TL|Hyundai i20 1.4 MPI Style 2021~1.020.000 TL|Fiat Egea 1.4 Fire Easy 2022~890.000 TL')}</ul></section>`,
  ].join('\n');
