import { describe, expect, it } from 'vitest';
import type { PriceCandidate } from '../../../../src/domain/extraction/page-scan.js';
import { pickPrice } from '../../../../src/domain/extraction/pick-price.js';

const markup = (text: string, before = '', offset = 0): PriceCandidate => ({
  text, before, hints: 'price', amount: null, source: 'platform', rank: 1, offset, line: 0,
});
const options = { keywords: [], pageCurrency: null, cartOffset: null };

describe('pickPrice', () => {
  // The EU Omnibus line: the lowest price of the last N days is shown beside every reduced price.
  it.each([
    ['de', 'Niedrigster Preis der letzten 30 Tage: 59,99 €', '49,99 €', 49.99],
    ['fr', 'Prix le plus bas des 30 derniers jours : 84,00 €', '79,00 €', 79],
    ['it', 'Prezzo più basso degli ultimi 30 giorni: 19,90 €', '17,50 €', 17.5],
    ['en', 'Lowest price in the previous 30 days: £12.00', '£10.00', 10],
  ])('takes the lowest price of a period for a reference amount, not the price (%s)', (_lang, omnibus, current, expected) => {
    const picked = pickPrice([markup(omnibus, '', 0), markup(current, '', 10)], options);
    expect(picked?.amount).toBe(expected);
  });

  // A price for members or a loyalty club asks to join or sign in first: everyone pays the other one.
  it.each([
    ['da', 'Medlemspris ', '129,95 kr.', '149,95 kr.', 149.95],
    ['de', 'Mitgliederpreis (Vorteilsclub) ', '17,99 €', '19,99 €', 19.99],
    ['ja', '会員価格 ', '2,970円', '3,300円', 3300],
    ['en', 'Loyalty members pay ', '$40.50', '$45.00', 45],
    ['de', 'Mit Kundenkarte nur ', '8,49 €', '9,99 €', 9.99],
    ['nl', 'Met klantenkaart ', '€ 3,19', '€ 3,59', 3.59],
    ['es', 'Precio con tarjeta de socio ', '21,95 €', '24,95 €', 24.95],
    ['en', 'Cardholders pay ', '£17.00', '£20.00', 20],
  ])('takes a member price for another amount, not the price (%s)', (_lang, label, member, current, expected) => {
    const picked = pickPrice([markup(member, label, 0), markup(current, '', 20)], options);
    expect(picked?.amount).toBe(expected);
  });

  it.each([
    ['de', '8,99 € für Mitglieder', '9,99 €', 9.99],
    ['sv', '169 kr medlemspris', '189 kr', 189],
    ['pt', 'R$ 89,90 para sócios', 'R$ 99,90', 99.9],
  ])('takes an amount named a member price after it for another amount (%s)', (_lang, member, current, expected) => {
    const picked = pickPrice([markup(member, '', 0), markup(current, '', 20)], options);
    expect(picked?.amount).toBe(expected);
  });

  // A price named by a programme the page names a card or club by is that programme's members' price.
  it.each([
    ['en', 'Nectar Price ', '£1.75', '£2.25', ['Nectar Price £1.75', 'Collect points with your Nectar card'], 2.25],
    ['de', 'Preis PlusCard ', '3,29 €', '3,79 €', ['Preis PlusCard 3,29 €', 'Nur mit Ihrer PlusCard-Karte im Markt'], 3.79],
    ['es', 'Precio Travel ', '12,95 €', '14,50 €', ['Precio Travel 12,95 €', 'Ventajas exclusivas con tu Club Travel'], 14.5],
  ])('takes a price named by a loyalty programme the page names a card or club by for another amount (%s)', (_lang, label, member, current, lines, expected) => {
    const picked = pickPrice([markup(member, label, 0), markup(current, '', 20)], { ...options, lines });
    expect(picked?.amount).toBe(expected);
  });

  it('keeps a price named by a word the page names no card or club by', () => {
    const lines = ['Prezzo Speciale 12,90 €', 'Pagamento con carta di credito'];
    const picked = pickPrice([markup('12,90 €', 'Prezzo Speciale ', 0), markup('15,90 €', 'Prima ', 20)], { ...options, lines });
    expect(picked?.amount).toBe(12.9);
  });

  it('keeps an amount followed by words about members that go on about something else', () => {
    const picked = pickPrice([markup('£45.00 Members earn double points', '', 0), markup('£39.00', 'Add a case ', 50)], options);
    expect(picked?.amount).toBe(45);
  });

  // A recommended retail price stands beside the shop's own price, named in the shop's language.
  it.each([
    ['en', 'Recommended retail price: ', '£80.00', '£64.00', 64],
    ['it', 'Prezzo consigliato ', '59,00 €', '45,00 €', 45],
    ['es', 'Precio recomendado ', '120,00 €', '99,00 €', 99],
    ['de', 'Empfohlener Preis: ', '39,95 €', '29,95 €', 29.95],
  ])('takes a recommended price for another amount, not the price (%s)', (_lang, label, recommended, current, expected) => {
    const picked = pickPrice([markup(recommended, label, 0), markup(current, '', 20)], options);
    expect(picked?.amount).toBe(expected);
  });

  // A shop that shows the amount without VAT beside the price to pay, the label before or after it.
  it.each([
    ['cs', ['Cena s DPH 1 210 Kč', 'Cena bez DPH 1 000 Kč'], 1210],
    ['fr', ['Prix HT : 41,58 €', '49,90 € TTC'], 49.9],
    ['sv', ['1 250 kr', '1 000 kr exkl. moms'], 1250],
    ['en', ['$120.00 excl. tax', '$132.00'], 132],
    // Every grammatical form of a language: the tax's name before its participle, agreeing with it
    // or negated, a longer or shorter word of exclusion, a word or a rate between, "plus" VAT.
    ['es', ['100,00 € IVA no incluido', '121,00 €'], 121],
    ['pt', ['100,00 € IVA excluído', '123,00 €'], 123],
    ['it', ['1.000,00 € più IVA', '1.220,00 €'], 1220],
    ['nl', ['€ 100,00 exclusief btw', '€ 121,00'], 121],
    ['no', ['1 000 kr eks. mva', '1 250 kr'], 1250],
    ['de', ['100,00 € zzgl. gesetzl. MwSt.', '119,00 €'], 119],
    ['de', ['100,00 € zzgl. 19 % MwSt.', '119,00 €'], 119],
    ['fr-BE', ['100,00 € HTVA', '121,00 €'], 121],
    ['en-GB', ['£100.00 exc VAT', '£120.00'], 120],
    ['en-AU', ['$100.00 ex GST', '$110.00'], 110],
  ])('takes an amount without VAT for another amount, not the price (%s)', (_lang, [first, second], expected) => {
    expect(pickPrice([markup(first!, '', 0), markup(second!, '', 20)], options)?.amount).toBe(expected);
  });

  // Included tax is the price's own, and "plus tax" is the price to pay where prices are shown before sales tax.
  it.each([
    ['it', ['122,00 € IVA inclusa', '100,00 €'], 122],
    ['es', ['121,00 € IVA incluido', '100,00 €'], 121],
    ['en-US', ['$99.00 plus tax', '$79.00'], 99],
  ])('keeps an amount with tax included or sales tax to come as the price (%s)', (_lang, [first, second], expected) => {
    expect(pickPrice([markup(first!, '', 0), markup(second!, '', 20)], options)?.amount).toBe(expected);
  });

  // An amount in brackets right after another one glosses it: per piece, in another currency, without VAT.
  it.each([
    ['pt', ['R$ 59,90', 'R$ 9,98'], 'R$ 59,90 por kit (', 59.9],
    ['en', ['£345.00', 'US $437.46'], '£345.00 (approx. ', 345],
    ['de', ['Preis: 24,90 €', 'CHF 23.40'], 'Preis: 24,90 € (ca. ', 24.9],
  ])('takes an amount in brackets after another for a gloss of it, not the price (%s)', (_lang, [first, gloss], before, expected) => {
    expect(pickPrice([markup(first!, '', 0), markup(gloss!, before, 10)], options)?.amount).toBe(expected);
  });

  it('reads a price in brackets after a pack size as the price', () => {
    expect(pickPrice([markup('€ 7,99', 'Sixpack 6 × 0,33 l (', 0)], options)?.amount).toBe(7.99);
    expect(pickPrice([markup('€ 7,99', 'Sixpack 6 × 0,33 l (', 0), markup('€ 1,33', '€ 7,99 (', 10)], options)?.amount).toBe(7.99);
  });

  // "Up to" in the shop's language before a number: a quantity bound of a tier row, not the price.
  it.each([
    ['de', 'Staffelpreis bis 9 € 4,20'],
    ['es', 'Precio hasta 9 € 4,20'],
    ['pt', 'Preço até 9 € 4,20'],
  ])('reads no price from a bound after "up to" in a tier row (%s)', (_lang, row) => {
    expect(pickPrice([markup(row, '', 0)], options)?.amount).toBe(4.2);
  });

  // Japanese shops show the price before tax beside the price to pay, with or without spaces.
  it.each([
    ['label first', ['税抜 5,000円', '税込 5,500円'], 5500],
    ['bracketed after', ['12,000円（税別）', '13,200円'], 13200],
    ['joined to a word', ['商品本体価格3,000円', '3,300円'], 3300],
  ])('takes a Japanese price before tax for another amount (%s)', (_case, [first, second], expected) => {
    expect(pickPrice([markup(first!, '', 0), markup(second!, '', 20)], options)?.amount).toBe(expected);
  });

  // A used or refurbished item's page names what the item costs new.
  it.each([
    ['de', 'Neupreis: 899,00 €', '549,00 €', 549],
    ['es', 'Precio nuevo 329,00 €', '245,00 €', 245],
    ['nl', 'Nieuwprijs € 1.199,00', '€ 829,00', 829],
  ])('takes the price of the item new for another amount on a used item (%s)', (_lang, reference, current, expected) => {
    expect(pickPrice([markup(reference, '', 0), markup(current, '', 20)], options)?.amount).toBe(expected);
  });

  it('still reads a lowest-price claim without a period as the price', () => {
    expect(pickPrice([markup('Our lowest price ever: $29.99')], options)?.amount).toBe(29.99);
  });

  it.each([
    ['a count', 'Pack of 12 – 8,50 €', 8.5],
    ['a period', 'Price guaranteed for 14 days: CHF 39.90', 39.9],
    ['a size', 'Size 42 · Now $89.00', 89],
  ])('reads a bare number in price markup as no price beside one written with its currency (%s)', (_what, text, expected) => {
    expect(pickPrice([markup(text)], options)?.amount).toBe(expected);
  });

  it.each([
    ['pt', 'De R$ 399,90 por R$ 299,90', 299.9],
    ['es', 'Antes 59,00 € por 44,00 €', 44],
    ['nl', 'Normaal van € 24,95 nu voor € 19,95', 19.95],
  ])('reads the second price of a was-now pair worded in one line (%s)', (_lang, text, expected) => {
    expect(pickPrice([markup(text)], options)?.amount).toBe(expected);
  });

  it.each([
    ['en', 'Subscribe & Save $15.30', 'One-time purchase $18.00', 18],
    ['de', 'Im Abo 8,49 €', 'Einmalkauf 8,99 €', 8.99],
    ['fr', 'Avec abonnement 12,90 €', 'Achat unique 14,90 €', 14.9],
  ])("takes a subscription's price for another amount, not the price (%s)", (_lang, subscription, oneTime, expected) => {
    expect(pickPrice([markup(subscription, '', 0), markup(oneTime, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['de', 'ab 9,90 €', 'Ihre Konfiguration: 12,40 €', 12.4],
    ['fr', 'À partir de 49,00 €', 'Total : 61,50 €', 61.5],
    ['en', 'As low as $15.00', '$18.50', 18.5],
  ])('takes a from-price for the lower bound, beside which a configured price is meant (%s)', (_lang, from, configured, expected) => {
    expect(pickPrice([markup(from, '', 0), markup(configured, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['en', 'Current bid: ', 'US $45.00', 'Buy It Now: ', 'US $80.00', 80],
    ['sv', 'Högsta bud ', '1 200 kr', 'Köp direkt ', '1 650 kr', 1650],
    ['it', 'Offerta attuale ', '35,00 €', 'Compralo Subito ', '60,00 €', 60],
  ])("takes an auction's bid for a provisional amount, beside which a buy-now price is meant (%s)", (_lang, bidLabel, bid, nowLabel, now, expected) => {
    expect(pickPrice([markup(bid, bidLabel, 0), markup(now, nowLabel, 10)], options)?.amount).toBe(expected);
  });

  it("reads an auction's bid when nothing else is offered", () => {
    expect(pickPrice([markup('12,50 €', 'Startgebot: ')], options)?.amount).toBe(12.5);
  });

  it.each([
    ['en', 'See all 5 offers from ', '£12.99'],
    ['es', 'Nuevo y usado: 3 ofertas desde ', '45,90 €'],
    ['nl', 'Andere verkopers (2) vanaf ', '€ 24,99'],
  ])("reads no price from a summary of other sellers' offers, even when nothing else is priced (%s)", (_lang, before, amount) => {
    expect(pickPrice([markup(amount, before)], options)).toBeNull();
  });

  // From batch 31's dev pages read without their scripts; none of these is from them.
  it("reads the buy box's own price over a sticky bar's before it, which may show a bundle or plan", () => {
    const sticky: PriceCandidate = { ...markup('34,00 €'), hints: 'sticky buybar price' };
    expect(pickPrice([sticky, markup('19,90 €', '', 200)], options)?.amount).toBe(19.9);
    expect(pickPrice([sticky], options)?.amount).toBe(34);
  });

  it.each([
    ['fr', 'Livraison offerte dès ', '49,00 €'],
    ['de', 'Versandkostenfrei über ', '50 €'],
    ['pl', 'Darmowa wysyłka przy zamówieniach powyżej ', '150 zł'],
    ['pt', 'Frete grátis em compras acima de ', 'R$ 199,00'],
  ])('takes the amount an order must exceed for free delivery for no price (%s)', (_lang, before, threshold) => {
    const text = (t: string, b: string, offset: number): PriceCandidate => ({ ...markup(t, b, offset), source: 'heuristic' });
    expect(pickPrice([text(threshold, before, 0), text('24,90 €', '', 50)], options)?.amount).toBe(24.9);
    expect(pickPrice([text(threshold, before, 0)], options)).toBeNull();
  });

  it('still reads a from-price when it is the only price', () => {
    expect(pickPrice([markup('Ab 1.290,00 €')], options)?.amount).toBe(1290);
  });

  it('takes the upper bound of a span written in two places for no price', () => {
    const picked = pickPrice([markup('À partir de 120,00 €', '', 0), markup('340,00 €', 'À partir de 120,00 € jusqu’à', 10)], options);
    expect(picked?.amount).toBe(120);
  });

  it('reads a price after "to" in a button label as the price', () => {
    expect(pickPrice([markup('$29.99', 'Add to cart –')], options)?.amount).toBe(29.99);
  });

  it.each([
    ['de', 'Sie sparen 40,00 €', 40],
    ['es', 'Ahorras 12,50 €', 12.5],
    ['fr', 'Économisez 25,00 €', 25],
    ['cs', 'Ušetříte 1 500 Kč', 1500],
  ])("takes a saving worded in the shop's language for another amount, beside a bare price (%s)", (_lang, saving) => {
    const picked = pickPrice([markup('159.00', '', 0), markup(`159.00 ${saving}`, '', 10)], { ...options, pageCurrency: 'EUR' });
    expect(picked?.amount).toBe(159);
  });

  it.each([
    ['en', 'From 25 units', '$3.10', '$3.60', 3.6],
    ['pl', 'od 5 szt.', '18,90 zł', '21,50 zł', 21.5],
    ['sv', 'Från 10 st:', '49 kr', '59 kr', 59],
  ])("takes a quantity tier's price for a lower bound, beside which the single item's price is meant (%s)", (_lang, threshold, tier, single, expected) => {
    expect(pickPrice([markup(tier, threshold, 0), markup(single, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['es', 'Precio anterior: 89,00 €', '69,00 €', 69],
    ['en', 'Original price: $120.00', '$95.00', 95],
    ['pl', 'Poprzednio 59,99 zł', '44,99 zł', 44.99],
    ['de', 'Ursprünglich 49,90 €', '39,90 €', 39.9],
    ['sv', 'Förpris 349 kr', '279 kr', 279],
    ['es', 'P.V.P.R. 45,00 €', '36,00 €', 36],
    ['ja', '参考価格：12,100円', '9,980円', 9980],
  ])('takes a previous, original or reference price named in words for an old price (%s)', (_lang, old, current, expected) => {
    expect(pickPrice([markup(old, '', 0), markup(current, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['de', '6 Raten von 49,83 €', '299,00 €', 299],
    ['es', '12 cuotas de 8,33 €', '99,99 €', 99.99],
    ['pt', '6x de R$ 83,17', 'R$ 499,00', 499],
    ['en', '3 interest-free installments of $33.33', '$99.99', 99.99],
    ['ja', '月額 1,100円', '12,800円', 12800],
  ])('takes one instalment, after a count of payments or named monthly, for another amount (%s)', (_lang, instalment, price, expected) => {
    expect(pickPrice([markup(instalment, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['nl', '€ 24,99 per maand', '€ 599,00', 599],
    ['fr', '29,90 € par mois', '349,00 €', 349],
    ['pl', '99 zł miesięcznie', '1 199 zł', 1199],
    ['no', '249 kr/mnd', '5 990 kr', 5990],
  ])('takes an amount said to be paid each month for another amount (%s)', (_lang, monthly, price, expected) => {
    expect(pickPrice([markup(monthly, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['en', 'Free gift card worth $25', '$199.00', 199],
    ['nl', 'Cadeaubon van € 10 bij je bestelling', '€ 89,00', 89],
    ['it', 'di cui 1,20 € di contributo RAEE', '59,90 €', 59.9],
    ['pt', 'Cupom de R$ 20 na primeira compra', 'R$ 149,90', 149.9],
    ['da', 'Gavekort på 100 kr.', '1.299 kr.', 1299],
  ])('takes a voucher, credit or part of the price named in its own text for another amount (%s)', (_lang, credit, price, expected) => {
    expect(pickPrice([markup(credit, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it('reads a price right after a promotion that ends naming a voucher: the word labels its own amount', () => {
    const picked = pickPrice([markup('$229.00', 'Every order comes with a gift card', 0), markup('$18.00', '', 10)], options);
    expect(picked?.amount).toBe(229);
  });

  it('reads a bare number in price markup when nothing beside it has a currency', () => {
    expect(pickPrice([markup('139.99')], { ...options, pageCurrency: 'EUR' })).toMatchObject({ amount: 139.99, currency: 'EUR' });
  });

  it.each([
    ['zh-CN member', '会员价 ¥ 268.00', '¥ 289.00', 289],
    ['zh-TW coupon', '券後價 NT$1,180', 'NT$1,280', 1280],
    ['ko card', '카드할인가 45,600원', '48,000원', 48000],
    ['ko member', '회원가 19,900원', '21,000원', 21000],
  ])('takes a price after a membership, coupon or card discount, labelled without spaces, for the price everyone pays (%s)', (_lang, conditional, price, expected) => {
    expect(pickPrice([markup(conditional, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['en', '$35 and over', '$129.00', 129],
    ['tr', '250 TL ve üzeri siparişlerde', '899,90 TL', 899.9],
    ['hu', 'Ajándék 15 000 Ft feletti rendelésekhez', '54 990 Ft', 54990],
    ['cs', 'Dárek k nákupu 2 000 Kč a více', '4 990 Kč', 4990],
  ])('takes a threshold written after its amount ("and over") for another amount (%s)', (_lang, threshold, price, expected) => {
    expect(pickPrice([markup(threshold, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['hu', 'A legalacsonyabb ár az előző 30 napban: 64 990 Ft', '59 990 Ft', 59990],
    ['ro', 'Cel mai mic preț din ultimele 30 de zile: 349,99 lei', '299,99 lei', 299.99],
    ['hu', 'Korábbi ár: 12 990 Ft', '9 990 Ft', 9990],
  ])('takes the lowest of N days or an old price named in Hungarian or Romanian for another amount (%s)', (_lang, other, price, expected) => {
    expect(pickPrice([markup(other, '', 0), markup(price, '', 10)], options)?.amount).toBe(expected);
  });

  it.each([
    ['pl', '1 299 złNajniższa cena z 30 dni przed obniżką: 1 499 zł'],
    ['de', '89,99 €Statt 119,99 €'],
  ])('reads a label glued to the amount before it as a label: a small letter meeting a capital is a word break (%s)', (_lang, text) => {
    expect(pickPrice([markup(text, '', 0)], options)?.amount).toBe(text.startsWith('1 299') ? 1299 : 89.99);
  });

  it.each([
    ['en', 'Club price ', '£18.00', '£20.00', 20],
    ['fr', 'Prix club ', '36,90 €', '39,90 €', 39.9],
    ['nb', 'Klubbpris ', '449,-', '499,-', 499],
  ])('takes a club price, named with the word for price, for another amount (%s)', (_lang, label, club, current, expected) => {
    expect(pickPrice([markup(club, label, 0), markup(current, '', 20)], options)?.amount).toBe(expected);
  });

  it('keeps a price whose label names a club only as part of a name', () => {
    expect(pickPrice([markup('£249.00', 'Club Chair in oak ')], options)?.amount).toBe(249);
  });

  // An old price left out of the text leaves its label glued to the current price's label.
  it.each([
    ['en', 'RRP: Our price ', '£45.00', 45],
    ['ja', 'メーカー希望小売価格：販売価格 ', '¥12,980', 12980],
  ])('reads the current label after a separator past an old price label as this amount\'s (%s)', (_lang, before, price, expected) => {
    expect(pickPrice([markup('£9.99 per month', '', 0), markup(price, before, 10)], options)?.amount).toBe(expected);
  });

  it('keeps an old price label that the current label only follows without a separator', () => {
    expect(pickPrice([markup('£60.00', 'Was price ', 0), markup('£45.00', '', 10)], options)?.amount).toBe(45);
  });
});

