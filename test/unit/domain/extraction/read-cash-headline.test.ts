import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

const page = (lang: string, offer: object, main: string): string =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'X', offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', ...offer } })}</script></head>` +
  `<body><main>${main}<button class="add-to-cart">Comprar</button></main></body></html>`;

describe('extractObservation: a buy box heading with the price paid at once, JSON-LD keeping the card price', () => {
  it('reads the cash headline over the card price below it (es-AR, en efectivo / con tarjeta)', () => {
    const html = page('es-AR', { price: '99999', priceCurrency: 'ARS' },
      '<h1>Heladera No Frost 340 L</h1><div class="price-cash"><span>$ 89.999</span> <span>en efectivo o transferencia</span></div><div class="price-card">o $ 99.999 con tarjeta en 6 cuotas de $ 16.666</div>');
    expect(extractObservation(html)).toMatchObject({ price: 89999, currency: 'ARS' });
  });

  it('reads it when the cue stands on the line after the amount (pt-BR, no boleto)', () => {
    const html = page('pt-BR', { price: '1299.00', priceCurrency: 'BRL' },
      '<h1>Bicicleta aro 29</h1><p class="boleto-price">R$ 1.169,10</p><p>no boleto bancário</p><p class="card-price">R$ 1.299,00 em até 12x sem juros</p>');
    expect(extractObservation(html)).toMatchObject({ price: 1169.1, currency: 'BRL' });
  });

  it('keeps the structured price when the lower amount is a store card\'s and nothing says paid at once', () => {
    const html = page('pt-BR', { price: '499.00', priceCurrency: 'BRL' },
      '<h1>Liquidificador</h1><p class="price">R$ 499,00</p><p>R$ 449,00 no cartão da loja</p>');
    expect(extractObservation(html)).toMatchObject({ price: 499, currency: 'BRL' });
  });

  it('keeps the structured price on a page priced outside the markets that head with the cash price (EUR)', () => {
    const html = page('es-ES', { price: '499.00', priceCurrency: 'EUR' },
      '<h1>Sofá cama</h1><p class="price-cash">449,00 € al contado</p><p class="price-card">499,00 € con tarjeta en 10 cuotas</p>');
    expect(extractObservation(html)).toMatchObject({ price: 499, currency: 'EUR' });
  });
});
