import type { DestinationKind } from './destination-kind.js';

export interface WebhookParts {
  url: string;
}

const SHAPE = 'an absolute https:// URL';

/**
 * A program's endpoint: it receives the stored event bytes, signed (SPEC 6.2). Its URL is
 * stored and shown as is; the signing secrets are what is kept sealed.
 */
export const webhookKind: DestinationKind<'webhook', WebhookParts> = {
  name: 'webhook',
  label: 'Webhook',
  target: { label: 'URL', hint: 'https://example.com/hooks/pagewatch', shape: SHAPE, masked: 'shown whole: the signing secrets are what is kept secret' },
  readTarget(input) {
    const url = URL.canParse(input) ? new URL(input) : null;
    if (url === null) return { ok: false, error: `must be ${SHAPE}` };
    if (url.protocol !== 'https:') return { ok: false, error: `must use https, got ${url.protocol.replace(/:$/, '')}` };
    return { ok: true, parts: { url: url.href } };
  },
  // Accepted URLs are https; one stored otherwise (by an older version, or seeded) is still sent, as before.
  openTarget(stored) {
    const url = URL.canParse(stored) ? new URL(stored) : null;
    return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') ? { ok: true, parts: { url: url.href } } : { ok: false, error: 'must be an absolute http or https URL' };
  },
  writeTarget: (parts) => parts.url,
  maskTarget: (parts) => parts.url,
  guardedUrl: (parts) => parts.url,
};
