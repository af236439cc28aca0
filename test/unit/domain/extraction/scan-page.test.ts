import { describe, expect, it } from 'vitest';
import { classFlagsOf, namesRegularPriceOnly, splitClassWords } from '../../../../src/domain/extraction/classify-element.js';
import { describeClasses } from '../../../../src/domain/extraction/describe-classes.js';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';
import { classMeaningOf } from '../../../../src/domain/extraction/recognise-commerce-element.js';
import { scanPage } from '../../../../src/domain/extraction/scan-page.js';

describe('scanPage inside noise', () => {
  it('keeps invisible text of a nested noise element out of a microdata value', () => {
    const scan = scanPage('<span itemprop="price"><aside class="promo"><style>.a{width:5px}</style></aside>12.50</span>');
    expect(scan.microdata.get('price')).toBe('12.50');
  });

  it('files text after a <main> nested in noise as main text', () => {
    const scan = scanPage('<div>Menu <span class="carousel"><span role="main"><p>Slide</p></span></span></div><p>Body</p>');
    expect(scan.lines).toEqual(['Menu']);
  });

  it('reads an announcement inside <main> as the page text, and one around it as a promotion bar', () => {
    const scan = scanPage(
      '<div class="announcement-bar">Free delivery over £40</div><main><h1>Town hall</h1><section class="site-announcements"><p>The service desk is closed on 8 May.</p></section></main>',
    );
    expect(scan.lines.join('\n')).toContain('The service desk is closed on 8 May.');
    expect(scan.lines.join('\n')).not.toContain('Free delivery');
  });

  it('reads a "menu" class inside <main> as the page\'s own text (a café\'s menu), and one around it as navigation', () => {
    const scan = scanPage(
      '<ul class="site-menu"><li>Shop</li><li>Blog</li></ul><main><h1>Café Linde</h1><div class="menu-card"><p>Flat white 3,40 €</p><p>Apfelstrudel 4,20 €</p></div></main>',
    );
    expect(scan.lines).toEqual(['Café Linde', 'Flat white 3,40 €', 'Apfelstrudel 4,20 €']);
  });

  it('reads no prices, stock or text from menus, carousels and footers', () => {
    const scan = scanPage(
      '<nav><div class="price">$5.00</div><p class="stock in-stock">In stock</p></nav>' +
        '<ul class="carousel"><li><span class="price">$7.00</span></li></ul><footer><p>© Shop</p></footer><p class="price">$9.00</p>',
    );
    expect(scan.priceCandidates.map((c) => c.text)).toEqual(['$9.00']);
    expect(scan.priceLines).toEqual(['$9.00']);
    expect(scan.stockElement).toBeNull();
    expect(scan.lines).toEqual(['$9.00']);
  });
});

describe('scanPage: live-chat widgets', () => {
  it('reads no stock state from a chat widget saying its agents are away, in any language', () => {
    for (const away of ['Sorry, we are not available right now', 'Wir sind gerade nicht erreichbar – derzeit nicht verfügbar', 'Nous ne sommes pas disponibles pour le moment']) {
      const page = `<main><h1>Trail shoe</h1><p class="price">$89.00</p></main><div id="intercom-container"><p>${away}</p></div><div class="LiveChat-bubble"><span>${away}</span></div>`;
      expect(extractObservation(page).availability, away).toBeNull();
    }
  });
});

describe('scanPage: sponsor strips', () => {
  it('reads no text from a sponsor strip, which rotates its partners like an ad slot', () => {
    const scan = scanPage('<main><h1>Lakeside 10K</h1><p>Start 9:30, Lakeside Park.</p><section id="sponsor-strip"><p>Presented by Volvo Cars</p></section></main>');
    expect(scan.lines.join('\n')).not.toContain('Volvo');
  });
});

describe('scanPage: tickers, slides and heroes', () => {
  it('reads no text from a carousel or a rotating banner named in the page\'s language', () => {
    const scan = scanPage(
      '<main><div class="carosello-home"><p>Saldi invernali in biblioteca</p></div><section class="bandeau-rotatif"><p>Votez pour le budget participatif</p></section>' +
        '<div class="RotatingBanner"><p>Flu jabs now available</p></div><div id="karuzela"><p>Dni otwarte</p></div><p>Opening hours</p></main>',
    );
    expect(scan.lines).toEqual(['Opening hours']);
  });

  it('reads no text from a marquee, a news ticker or an ARIA carousel, but keeps a quote\'s ticker price', () => {
    const scan = scanPage(
      '<main><marquee>Pool closed for cleaning on Monday</marquee><div class="headline-ticker"><span>Road works on Elm St</span></div>' +
        '<section aria-roledescription="carousel"><div aria-roledescription="slide">Summer camp signups open</div></section>' +
        '<p class="ticker-price">142.17 USD</p><p>Leisure centre timetable</p></main>',
    );
    expect(scan.lines).toEqual(['142.17 USD', 'Leisure centre timetable']);
  });

  it('keeps a hero\'s prose lines as rotating, and its lines with a digit as the page\'s own', () => {
    const html = '<main><div class="page-hero"><h2>Fresh ideas for your garden</h2><p>Spring sale: 20% off until 30 April</p></div><p>Garden centre opening hours</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Fresh ideas for your garden']);
    expect(extractObservation(html).rotating).toEqual(['Fresh ideas for your garden']);
    expect(extractObservation('<main><p>No hero here</p></main>').rotating).toBeUndefined();
  });

  it('keeps the prose of a page\'s <h1> as rotating (sites A/B test it), and an <h1> with a year as the page\'s own', () => {
    expect(scanPage('<main><h1>Rent a bike in minutes</h1><p>Day hire £18</p></main>').rotatingLines).toEqual(['Rent a bike in minutes']);
    expect(scanPage('<main><h1>Spring Fair 2027</h1><p>Stalls and music</p></main>').rotatingLines).toEqual([]);
  });

  it('keeps a headline that states stock as the page\'s own: a concert going "Ausverkauft" is news, not A/B copy', () => {
    expect(scanPage('<main><h1>Ausverkauft</h1><p>Konzert im Stadtpark</p></main>').rotatingLines).toEqual([]);
    expect(scanPage('<main><div class="hero"><p>Tickets still available</p><p>Summer nights by the river</p></div></main>').rotatingLines).toEqual(['Summer nights by the river']);
  });

  it('keeps a hero or teaser line whose numbers are counts as rotating, and one with a date, a price or a year as the page\'s own', () => {
    const html =
      '<main><div class="hero"><h2>Over 300 recipes, 1,200 photos</h2><p>Festival 19 June</p><p>Tickets from €35</p><p>Season 2027 opens</p></div>' +
      '<p class="home-teaser">Book in 2 minutes with the app</p><p>Programme</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Over 300 recipes, 1,200 photos', 'Book in 2 minutes with the app']);
  });
});

describe('scanPage: a promotion\'s banner', () => {
  // A promo strip swaps its slogan per visit (from pairs-15's Romanian bank; none of these is from it).
  it('keeps the prose of a promotion banner as rotating, not an alert or a notice banner, nor its amounts', () => {
    const html =
      '<main><p class="promo-banner">Jetzt Konto in 8 Minuten eröffnen</p><div class="notice-banner"><p>Filiale Nord wegen Umbau geschlossen</p></div>' +
      '<p class="site-banner">Ab 1,99 € im Monat</p><p class="promotion">Ganz einfach per App bezahlen</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Jetzt Konto in 8 Minuten eröffnen', 'Ganz einfach per App bezahlen']);
  });
});

describe('scanPage: a link styled as a button', () => {
  // A call to action's label is A/B tested as a hero's headline is (from pairs-22's pricing page; none of these is from it).
  it('keeps the prose of a link styled as a button or a call to action as rotating, not a line it only stands in, nor its numbers', () => {
    const html =
      '<main><p>Kurse für Erwachsene</p><p><a class="button is-primary" href="/r">Jetzt unverbindlich testen</a></p>' +
      '<p>Alle Termine <a class="btn" href="/t">hier</a> im Überblick</p><p><a class="cta" href="/d">Download 5.4.0</a></p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Jetzt unverbindlich testen']);
  });
});

describe('scanPage: lines that rotate by what they are', () => {
  it('keeps a quoted testimonial with its author and a labelled ad as rotating, wherever they stand', () => {
    const html =
      '<main><h2>Setup</h2><p>“Onboarding took one afternoon.” — Priya Natarajan, Ops lead</p><p>Anzeige: Jetzt Strom vergleichen und sparen</p>' +
      '<p>「予約がとても簡単でした」― 佐藤</p><p>"Quoted title" of the book</p><p>Ad-free plan: 4 screens</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['“Onboarding took one afternoon.” — Priya Natarajan, Ops lead', 'Anzeige: Jetzt Strom vergleichen und sparen', '「予約がとても簡単でした」― 佐藤']);
  });

  // An ad slot whose label stands alone above the ad (from pairs-29's Norwegian job board; none of these is from it).
  it('keeps the line after an ad label standing alone as rotating, not the line after other short words', () => {
    const html =
      '<main><div class="slot"><span>Advertisement</span><p>Switch your broadband today and save £120 a year</p></div><p>Reklama:</p><p>Kredyt gotówkowy z RRSO 9,9%</p>' +
      '<h2>Ad-free plan</h2><p>4 screens at once for £10.99 a month</p><h3>Sponsors</h3><p>Thanks to the city of Leeds</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Switch your broadband today and save £120 a year', 'Reklama:', 'Kredyt gotówkowy z RRSO 9,9%']);
  });

  // A review signed by a name and a rating, no quote marks (from pairs-22's Polish TV page; none of these is from it).
  it('keeps a review signed with a name and a rating as rotating, not a line that merely ends in a rating', () => {
    const html =
      '<main><p>Geweldige service, snel geholpen. – Sanne, 4,5/5</p><p>Sehr gründliche Reinigung, gerne wieder. (Jonas, 4/5)</p>' +
      '<p>Average rating of our clinic: 4.8/5</p><p>Hotel Aurora, Lisboa – 4 estrelas</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Geweldige service, snel geholpen. – Sanne, 4,5/5', 'Sehr gründliche Reinigung, gerne wieder. (Jonas, 4/5)']);
  });

  // A block of customers' reviews or testimonials by its class (from pairs-25's Swedish pharmacy and
  // Spanish hotel; none of these is from them).
  it('keeps the prose of a review or testimonial block as rotating, in the shops\' languages too, not a review\'s amount, a preview or a newspaper\'s opinion', () => {
    const html =
      '<main><section class="customer-reviews"><p class="author">Marta, Gdańsk</p><p>Sehr leise und schnell geliefert.</p><p>Paid 45 € in the sale</p></section>' +
      '<div class="kundenbewertungen"><p>Würde ich wieder kaufen.</p></div><ul class="recensioni-lista"><li>Ottimo rapporto qualità prezzo</li></ul>' +
      '<div class="testimonial-card"><p>They answered every question within a day</p></div><div class="image-preview"><p>Front view of the kettle</p></div>' +
      '<article class="opinie-column"><p>De gemeente moet de bibliotheek openhouden</p></article></main>';
    expect(scanPage(html).rotatingLines).toEqual([
      'Marta, Gdańsk', 'Sehr leise und schnell geliefert.', 'Würde ich wieder kaufen.', 'Ottimo rapporto qualità prezzo', 'They answered every question within a day',
    ]);
  });

  it('keeps a review\'s line that speaks of stock as rotating, and a hero\'s as the page\'s news', () => {
    const html =
      '<main><div class="product-reviews"><p>War wochenlang ausverkauft, das Warten hat sich gelohnt</p><p>Back in stock at last and just as good</p></div>' +
      '<div class="hero"><p>Momentan nicht lieferbar</p><p>Entdecke die neue Kollektion</p></div></main>';
    expect(scanPage(html).rotatingLines).toEqual(['War wochenlang ausverkauft, das Warten hat sich gelohnt', 'Back in stock at last and just as good', 'Entdecke die neue Kollektion']);
  });

  // A few named from a counted many (from pairs-21's docs thanks line; none of these is from it).
  it('keeps a line naming a few of the many it counts as rotating, and one naming all it counts as the page\'s own', () => {
    const html =
      '<main><p>Plus de 300 exposants : Tolix, Fermob, Ligne Roset, Maison Sarah Lavoine</p><p>Verfügbar in 3 Farben: Rot, Blau, Grün</p>' +
      '<p>Line-up 2027: Arlo Parks, Fontaines D.C., Wet Leg</p><p>Über 120 Mitwirkende: 14 Chöre, 3 Orchester, 2 Bands</p></main>';
    expect(scanPage(html).rotatingLines).toEqual(['Plus de 300 exposants : Tolix, Fermob, Ligne Roset, Maison Sarah Lavoine']);
  });
});

describe('scanPage: blocks named by their heading', () => {
  it.each([
    ['Swedish', 'Andra kunder köpte också', '<li>Cykellås – 349 kr</li><li>Pump – 199 kr</li>'],
    ['Polish', 'Klienci kupili również', '<li>Torba na laptopa – 129 zł</li><li>Mysz – 89 zł</li>'],
    ['English', 'Customers who viewed this item also viewed', '<li>Travel mug – $14.00</li><li>Thermos – $22.00</li>'],
    ['Hungarian', 'Hasonló termékek', '<li>Kávéfőző – 19 990 Ft</li>'],
    ['French, recently viewed', 'Récemment consultés', '<li>Bouilloire – 39,99 €</li>'],
    ['Polish, recently viewed', 'Ostatnio przeglądane', '<li>Czajnik – 149 zł</li>'],
    ['Spanish, because you searched', 'Porque buscaste zapatillas', '<li>Zapatillas trail – 89,99 €</li>'],
    ['Dutch, because you looked at', 'Omdat je keek naar waterkokers', '<li>Waterkoker – € 34,99</li>'],
    ['Danish, because you looked at', 'Fordi du så på høretelefoner', '<li>Høretelefoner – 999 kr.</li>'],
    // "Might please or interest you" (from pairs-20's French events; none of these is from it).
    ['French, might interest you', 'Ces articles pourraient vous intéresser', '<li>Théière – 24,90 €</li>'],
    ['English, you might like', 'You might like these courses', '<li>Pottery – £45</li>'],
    ['Portuguese, may interest you', 'Também lhe pode interessar', '<li>Chaleira – 29,99 €</li>'],
    // Other items of the page's kind (from pairs-24's French route page; none of these is from it).
    ['German, other destinations', 'Weitere Reiseziele ab Hamburg', '<li>Palma – ab 39 €</li><li>Wien – ab 45 €</li>'],
    ['Italian, other products', 'Altri prodotti della linea', '<li>Moka 6 tazze – 34,90 €</li>'],
    ['Czech, popular destinations', 'Oblíbené destinace', '<li>Split – od 2 490 Kč</li>'],
    // "Also" before the verb's participle in the Nordic languages (from batch 31's Swedish shelf; none of these is from it).
    ['Swedish, also viewed', 'Kunder har även tittat på', '<li>Skrivbordslampa – 449 kr</li>'],
    ['Norwegian, also bought', 'Andre kunder har også kjøpt', '<li>Skjøteledning – kr 199,-</li>'],
    ['Danish, also bought', 'Andre har også købt disse', '<li>Kaffefiltre – 29,95 kr.</li>'],
  ])('reads a %s block of recommended items, named only by its heading, as a recommendation widget', (_language, heading, items) => {
    const scan = scanPage(`<main><h1>Product</h1><p>Own text.</p><div class="block-7"><h3>${heading}</h3><ul>${items}</ul></div><p>After.</p></main>`);
    expect(scan.lines).toEqual(['Product', 'Own text.', 'After.']);
    expect(scan.priceCandidates).toEqual([]);
  });

  it('keeps a section whose heading only says "recommended", and a heading that stands in the page\'s own block', () => {
    expect(scanPage('<main><h1>Setup</h1><section><h2>Recommended settings</h2><p>Use 4 workers.</p></section></main>').lines).toEqual(['Setup', 'Recommended settings', 'Use 4 workers.']);
    expect(scanPage('<main><h2>Vergelijkbare woningen</h2><p>Own listing text.</p></main>').lines).toEqual(['Vergelijkbare woningen', 'Own listing text.']);
    expect(scanPage('<body><article><h2>Similar cases</h2><p>The court ruled on 3 cases.</p></article></body>').lines).toEqual(['Similar cases', 'The court ruled on 3 cases.']);
    expect(scanPage('<main><h1>Huurtoeslag</h1><section><h2>Omdat u verhuist</h2><p>Geef uw nieuwe adres door.</p></section></main>').lines).toEqual(['Huurtoeslag', 'Omdat u verhuist', 'Geef uw nieuwe adres door.']);
    expect(scanPage('<main><h1>Tarifs</h1><section><h2>Autres frais</h2><ul><li>Chèque de banque – 12 €</li></ul></section></main>').lines).toEqual(['Tarifs', 'Autres frais', 'Chèque de banque – 12 €']);
  });
});

describe('describeClasses', () => {
  it.each(['price price--sale', 'ProductPrice', 'sr-only', 'product-form__submit', 'stock out-of-stock', 'd-none', 'was-price', 'regular-price'])(
    '%j reads as classFlagsOf, classMeaningOf and namesRegularPriceOnly say, on first and repeated calls',
    (classAndId) => {
      const tokens = classAndId.split(/\s+/);
      const words = splitClassWords(classAndId);
      const expected = { flags: classFlagsOf(tokens, words), meaning: classMeaningOf(tokens, words), regularPrice: namesRegularPriceOnly(words) };
      expect(describeClasses(classAndId)).toEqual(expected);
      expect(describeClasses(classAndId)).toEqual(expected);
    },
  );

  it('gives the same observation on a page seen before (classes remembered across pages)', () => {
    const html =
      '<main><h1 class="product-title">Kettle</h1><span class="price price--sale">$39.00</span>' +
      '<s class="price price--old">$49.00</s><button class="product-form__submit">Add to cart</button></main>';
    const first = extractObservation(html);
    expect(first).toMatchObject({ price: 39, currency: 'USD', availability: 'in_stock', source: 'platform' });
    expect(extractObservation(html)).toEqual(first);
  });
});

describe('scanPage price text across blocks', () => {
  it('keeps the text of two blocks of one price element apart', () => {
    const scan = scanPage('<div class="price"><div>Art. 4411</div><div>€ 19,95</div></div>');
    expect(scan.priceCandidates.map((c) => c.text)).toEqual(['Art. 4411 € 19,95']);
  });

  it('keeps a number whole when its decimals stand in the next block', () => {
    const scan = scanPage('<div class="price"><div>12</div><div>,99 €</div></div>');
    expect(scan.priceCandidates.map((c) => c.text)).toEqual(['12,99 €']);
  });
});

describe('scanPage: words of a price element set in two inline elements', () => {
  it('keeps a small letter and a capital that meet at an element edge apart, so the saving after the price is read as one', () => {
    const html = '<html lang="cs"><body><main><h1>Item</h1><div class="price-box"><span>12 990 Kč</span><span class="badge">Ušetříte 2 000 Kč</span></div><button class="add-to-cart">Do košíku</button></main></body></html>';
    expect(scanPage(html).priceCandidates.some((candidate) => candidate.text.includes('Kč Ušetříte'))).toBe(true);
    expect(extractObservation(html)).toMatchObject({ price: 12990, currency: 'CZK' });
  });

  it('still joins cents set in an element of their own to the whole number', () => {
    const html = '<html lang="en"><body><main><h1>Item</h1><p class="price"><b>$</b><span>19</span><span>99</span></p><button class="add-to-cart">Add to cart</button></main></body></html>';
    expect(extractObservation(html).price).toBe(19.99);
  });
});

describe('scanPage: a picker\'s choices', () => {
  it('shows each label wrapping a radio or checkbox on a line of its own, and a label naming another control inline', () => {
    const picker = '<fieldset><legend>Colour</legend><label><input type="radio" name="c" value="s">Sage</label><label><input type="radio" name="c" value="r">Rust</label><label><input type="checkbox" name="g">Gift wrap</label></fieldset>';
    expect(scanPage(`<main>${picker}</main>`).lines).toEqual(['Colour', 'Sage', 'Rust', 'Gift wrap']);
    expect(scanPage('<main><p><label for="qty">Qty</label> <input id="qty" type="number"> per order</p></main>').lines).toEqual(['Qty per order']);
  });
});
