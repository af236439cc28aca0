import type { EventEnvelope } from './event-envelope.js';

export interface SampleChangeEventInput {
  /** `evt-<id>` */
  eventId: string;
  /** `chg-<id>` */
  changeId: string;
  nowMs: number;
}

/**
 * The `change.detected` event sent by the test operation (SPEC 4.12): shaped
 * like a real price drop so receivers exercise their actual parsing path,
 * and tied to the reserved monitor id `mon-sample` so they can tell it apart.
 */
export function buildSampleChangeEvent(input: SampleChangeEventInput): EventEnvelope {
  return {
    id: input.eventId,
    type: 'change.detected',
    created_at: input.nowMs,
    data: {
      change: {
        id: input.changeId,
        monitor_id: 'mon-sample',
        monitor_name: 'Sample monitor: Sony WH-1000XM5 price',
        detected_at: input.nowMs,
        type: 'price',
        source: {
          url: 'https://shop.example.com/products/sony-wh-1000xm5',
          title: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
        },
        before: { price: 399.99, currency: 'USD', availability: 'in_stock' },
        after: { price: 329.99, currency: 'USD', availability: 'in_stock' },
        relevance: { score: 0.92, reason: 'Price dropped 17.5%, from 399.99 USD to 329.99 USD' },
      },
    },
  };
}
