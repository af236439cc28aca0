import { describe, expect, it } from 'vitest';
import { extractMainText, normaliseText } from '../../../../src/domain/extraction/clean-text.js';

describe('normaliseText: volatile tokens', () => {
  it.each([
    ['Updated 3 minutes ago', ''],
    ['Story text. Updated 3 minutes ago', 'Story text.'],
    ['Last updated: 2026-11-22 10:31:07', ''],
    ['Posted Nov 22, 2026 10:31 AM by Ann Lee', 'by Ann Lee'],
    ['Tuesday, November 22nd, 2026 at 10:31 pm', ''],
    ['FREE delivery by Wednesday, May 22, 2026', 'FREE delivery by'],
    ['Prices valid as of 22/11/2026', ''],
    ['Generated at 2026-11-22T10:31:07.123Z', ''],
    ['Build 1732271467123 deployed', 'Build deployed'],
    ['csrf_token: a8f9c0d1e2f3a4b5c6d7', ''],
    ['Session ID: 4f1c2a9b8e7d6c5b', ''],
    ['ref 9f86d081884c7d659a2feaa0c55ad015 end', 'ref end'],
    ['request 123e4567-e89b-12d3-a456-426614174000 done', 'request done'],
    ['nonce aZ3kP9qLm2XvB7nR4tYw8Q== ok', 'ok'],
    ['/static/app.js?v=1699999999 loaded', '/static/app.js loaded'],
    ['1,234 people viewing this right now', ''],
    ['Hurry! 12 sold in last hour', 'Hurry!'],
    ['10K+ bought in past month', ''],
    ['Viewed 5,012 times', ''],
    ['Installed 48k times this month', ''],
    ['cli-2.4.0.zip 1,204 downloads', 'cli-2.4.0.zip'],
    ['Data Engineer · Remote · 87 applicants', 'Data Engineer · Remote'],
    ['Star 12.4k stars · 1,870 forks', 'Star'],
    ['Installer (3.2 MB) · 15k installs this week', 'Installer (3.2 MB)'],
    ['Sale ends in 02:14:33', ''],
    ['Hours: Sat 10:00 am – 2:30 pm', 'Hours: Sat 10:00 am – 2:30 pm'],
    ['Deal ends in 2d 14h 33m', ''],
    ['(updated 5 min ago)', ''],
    ['Seen just now', ''],
    ['Open now · Closes 6 pm', ''],
    ['Closed · Opens tomorrow at 10:00', ''],
    ['Ouvert · ferme à 19h30', ''],
    ['Cerrado - abre mañana a las 9:30', ''],
    ['Heute geöffnet bis 18 Uhr', ''],
    ['Join 40,000 readers · Unsubscribe any time', 'Unsubscribe any time'],
    ['Docs · commit 3e9f0a2b', 'Docs'],
    ['Aktualisiert vor einer Stunde', 'Aktualisiert'],
    ['Mis à jour il y a 2 heures', 'Mis à jour'],
    ['aggiornato 5 minuti fa', 'aggiornato'],
    ['2 uur geleden bijgewerkt', 'bijgewerkt'],
    // Relative times in pl, sv, da, no and fi; live counts after a label for the moment or for views.
    ['Ogłoszenie odświeżone 2 dni temu', 'Ogłoszenie odświeżone'],
    ['Senast ändrad för en timme sedan', 'Senast ändrad'],
    ['Sidst opdateret for 2 dage siden', 'Sidst opdateret'],
    ['Publisert for 14 timer siden · Les mer', 'Publisert · Les mer'],
    ['Muokattu 3 päivää sitten', 'Muokattu'],
    ['Lige nu: 17 besøgende', ''],
    ['Anzeige · Aufrufe: 3.210', 'Anzeige'],
    ['Your currency: ≈ €1,204.55 · ~ CHF 1’090', 'Your currency'],
    ['UV index 7, very high', ''],
    ['Open now until 11 pm', ''],
    ['Boutique du centre Ouvert maintenant', 'Boutique du centre Ouvert maintenant'],
    // Live timings a monitoring page measures (volatile-tokens.ts).
    ['Median latency over the last hour: 48 ms', 'Median'],
    ['Checkout · page load time 1.4 s', 'Checkout · page'],
    // An event's date stays when what happens then follows it; a bare date stamp goes (notice-dates.ts).
    ['Sat, June 6, 2026 · Gates open 11:00', 'Sat, June 6, 2026 · Gates open 11:00'],
    ['Sat, June 6, 2026 · Roundup by the editors', 'Roundup by the editors'],
    // Uptime a status page measures beside a component's live state; a plan's promise stays.
    ['Checkout API Degraded 99.91% uptime', 'Checkout API Degraded'],
    ['Enterprise: 99.95% uptime, 24/7 phone support', 'Enterprise: 99.95% uptime, 24/7 phone support'],
    // Old-style hit counters.
    ['Sie sind Besucher Nr. 12.345 seit 2009', 'Sie sind seit 2009'],
    ['Vous êtes le visiteur n° 4 512', 'Vous êtes le'],
    // A time to the second is a stamp even after a notice word such as "from" (notice-dates.ts).
    ['Mirrored from upstream at 2026-03-02 08:15:42 UTC', 'Mirrored from upstream at UTC'],
    ['Feed fetched 03/02/2026 08:15', 'Feed'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it.each([
    'Price $1,299.99 In stock',
    '$49.00 Sold out',
    'Only 3 left in stock',
    '1.299,00 € inkl. MwSt.',
    'CHF 1’299.50',
    'Model WH1000XM5BLACKEDITION',
    'Open 9:00-17:00 daily',
    'On 24 December the shop closes at 14:00.',
    'Saturday 10:00–16:00',
    'Saturday: open until 18:00',
    'Tuition approx. €12,000 per year',
    'Build 3 projects on the free plan',
    'Wir sehen uns vor allem 3 Minuten vor Beginn.',
    'Version 1.2.3 released',
    'Rated 4.5 out of 5 (1,234 reviews)',
    'Up to 5,000 subscribers and 3 users',
    'Right now: 3 in stock',
    'Just nu: 49 kr',
    'Horario de visitas: 10:00–18:00',
    'Visitas: 2 por semana con cita previa',
    'Vi ses for en gangs skyld.',
    // A notice's date is a fact, not a stamp (notice-dates.ts).
    'Offer valid until 22/11/2026 only',
    'API version 1 will be switched off on 31 December 2024.',
    'Applications close on March 15, 2026',
    'Anmeldung bis 12.05.2026 möglich',
    'Every request is answered within 200 ms.',
    'Maintenance from 2026-03-02 08:00 UTC',
    'Le marché couvert rouvrira le samedi 9 janvier 2027.',
    'Die Sprechstunde wird am 11. Januar 2027 wieder aufgenommen.',
    'The committee met for three hours to discuss the annual budget.',
  ])('keeps %s', (input) => {
    expect(normaliseText(input)).toBe(input);
  });

  it('collapses whitespace per line, drops empty lines and is idempotent', () => {
    const once = normaliseText('  Hello \t  world \n\n\u00a0\n Last updated: 2026-11-22 10:31:07 \n Bye ');
    expect(once).toBe('Hello world\nBye');
    expect(normaliseText(once)).toBe(once);
  });
});

describe('extractMainText', () => {
  it('gives identical text for minified and re-indented markup', () => {
    const minified = '<html><body><div><h1>Acme Kettle</h1><p>Boils <b>fast</b> and quietly.</p><ul><li>1.7 l</li><li>Steel</li></ul></div></body></html>';
    const indented = `<html>
      <body>
        <div>
          <h1>
            Acme Kettle
          </h1>
          <p>
            Boils
            <b>fast</b>
            and quietly.
          </p>
          <ul>
            <li>1.7 l</li>
            <li>
              Steel
            </li>
          </ul>
        </div>
      </body>
    </html>`;
    expect(extractMainText(minified)).toBe('Acme Kettle\nBoils fast and quietly.\n1.7 l\nSteel');
    expect(extractMainText(indented)).toBe(extractMainText(minified));
  });

  it('removes navigation, chrome, widgets and hidden elements but keeps prices', () => {
    const html = `<html><head><title>T</title><style>.x{}</style><script>var a = 1;</script></head><body>
      <header><a href="/">Home</a></header>
      <nav><a href="/shop">Shop</a></nav>
      <div class="cookie-banner">We use cookies</div>
      <div id="ad-slot-1" class="ad">Buy cheap stuff</div>
      <main>
        <h1>Acme Kettle</h1>
        <p class="price">$49.99</p>
        <p>In stock</p>
        <p hidden>Secret hidden text</p>
        <p style="display: none">Invisible text</p>
        <p aria-hidden="true">Decorative text</p>
        <noscript>Enable JavaScript</noscript>
        <template><p>Template text</p></template>
        <svg><title>icon</title><text>svg text</text></svg>
        <form><label>Qty</label><button>Add to cart</button></form>
        <section class="related-products"><h2>Related products</h2><p>Other kettle $19</p></section>
        <div class="swiper-container"><div class="slide">Slide one</div></div>
        <div class="recently-viewed">Recently viewed item</div>
        <div class="you-may-also-like">Another thing</div>
        <div class="trending-now">Trending thing</div>
        <div role="navigation">Breadcrumb nav</div>
        <iframe src="/x">frame text</iframe>
        <aside>Sidebar text</aside>
      </main>
      <footer>© Acme</footer>
    </body></html>`;
    expect(extractMainText(html)).toBe('Acme Kettle\n$49.99\nIn stock');
  });

  it('uses the whole body when the page has no <main>', () => {
    const html = '<body><nav>Menu</nav><article><h1>News</h1><p>Body text, updated 5 minutes ago</p></article><footer>Foot</footer></body>';
    expect(extractMainText(html)).toBe('News\nBody text');
  });

  it('decodes entities and treats no-break spaces as whitespace', () => {
    expect(extractMainText('<p>Tom &amp; Jerry&nbsp;&nbsp; &eacute;t&eacute;</p>')).toBe('Tom & Jerry été');
  });

  it('keeps a date that is all of a list item or table cell (a calendar), and strips one alone in a paragraph (a stamp)', () => {
    const calendar = '<main><h2>Abfuhrtermine Biotonne</h2><ul><li>Di. 05.01.2027</li><li>Di. 19.01.2027</li></ul><table><tr><td>Mon 1 February 2027 19:30</td><td>Sold out</td></tr></table></main>';
    expect(extractMainText(calendar)).toBe('Abfuhrtermine Biotonne\nDi. 05.01.2027\nDi. 19.01.2027\nMon 1 February 2027 19:30\nSold out');
    expect(extractMainText('<main><p>Blog</p><p>27.11.2026</p><p class="byline">November 27, 2026</p></main>')).toBe('Blog');
    // A time to the second in a cell is when a record was written; a label or more words make a line no entry.
    expect(extractMainText('<table><tr><th>Geändert</th><td>2026-11-26 13:22:05</td></tr><tr><td>Gedruckt am 27.11.2026</td></tr></table>')).toBe('Geändert\nGedruckt am');
  });

  it('keeps both ends of a span of dates: a period is no stamp', () => {
    expect(extractMainText('<p>Exhibition: 12 March – 30 June 2027, Gallery 4</p>')).toBe('Exhibition: 12 March – 30 June 2027, Gallery 4');
    expect(extractMainText('<p>Betriebsferien 22.12.2026 – 06.01.2027</p>')).toBe('Betriebsferien 22.12.2026 – 06.01.2027');
    expect(extractMainText('<p>Aggiornato 20/11/2026 – 10:42</p>')).not.toContain('2026');
  });

  it('keeps a page wrapped in one form (ASP.NET style)', () => {
    expect(extractMainText('<html><body><form id="aspnetForm"><p>Content inside the page form</p></form></body></html>')).toBe(
      'Content inside the page form',
    );
  });
});
