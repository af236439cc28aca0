/** What the package offers to webhook receivers. */
export { verifyWebhookSignature, verifyStandardWebhook } from './verify-webhook-signature.js';
export type { StandardWebhookHeaders, StandardWebhookOptions } from './verify-webhook-signature.js';
export type { EventEnvelope, ChangePayload } from './domain/webhooks/event-envelope.js';
