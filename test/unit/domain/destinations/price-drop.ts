import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';

export const PUBLIC_URL = 'https://watch.example.com';

/** A price drop with page text that needs escaping in every markup. */
export const priceDrop: ChangePayload = {
  id: 'chg-1',
  monitor_id: 'mon-1',
  monitor_name: 'Sony WH-1000XM5 <deal>',
  detected_at: Date.UTC(2026, 0, 2, 3, 4, 5),
  type: 'price',
  source: { url: 'https://shop.example.com/p?a=1&b=2', title: 'Sony & Co headphones' },
  before: { price: 199.99, currency: 'USD', availability: 'in_stock' },
  after: { price: 149.99, currency: 'USD', availability: 'in_stock' },
  relevance: { score: 0.9, reason: 'Price dropped from $199.99 to $149.99 (-25%).' },
};
