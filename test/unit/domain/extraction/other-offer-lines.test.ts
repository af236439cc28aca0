import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

describe('other offers listed under the buy box', () => {
  const page = (offers: string): string => `<html lang="en"><head><script type="application/ld+json">{"@type":"Product","name":"Headphones","offers":{"@type":"AggregateOffer","lowPrice":"189.00","highPrice":"229.00","priceCurrency":"USD","offerCount":3}}</script></head><body><main>
<h1>Headphones</h1><div class="buybox"><span class="price">$199.00</span><p class="stock">In stock – arrives tomorrow</p><button>Add to cart</button></div>
<ul class="sellers">${offers}</ul></main></body></html>`;

  it("reads another seller's back-order, on a line with its own amount, as that seller's", () => {
    const html = page('<li>Seller B <span class="price">$229.00</span> <span>Backordered, ships in 4 weeks</span></li><li>Seller C <span class="price">$189.00</span> <span>In stock</span></li>');
    expect(extractObservation(html).availability).toBe('in_stock');
  });

  it('still reads back-order wording on a line showing the product\'s own amount', () => {
    const html = page('<li>This seller <span class="price">$199.00</span> <span>Backordered, ships in 4 weeks</span></li>');
    expect(extractObservation(html).availability).toBe('backorder');
  });
});
