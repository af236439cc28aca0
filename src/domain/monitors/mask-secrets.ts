import { MASKED_SECRET } from './browser-steps.js';

// Shorter values would mask ordinary words of a message.
const MIN_MASKED_LENGTH = 4;

/**
 * `text` with every secret in it, as written or percent-encoded, replaced by the mask: the last
 * guard before a message from a browser, proxy or library is stored or answered.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  const forms = secrets.filter((secret) => secret.length >= MIN_MASKED_LENGTH).flatMap((secret) => [secret, encodeURIComponent(secret)]);
  for (const form of [...new Set(forms)].sort((a, b) => b.length - a.length)) masked = masked.split(form).join(MASKED_SECRET);
  return masked;
}
