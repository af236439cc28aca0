import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a scrape may read the metrics: always without a configured token (how Prometheus
 * scrapes by default), otherwise only with `Authorization: Bearer <token>`.
 */
export function isScrapeAuthorized(authorization: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export const SCRAPE_CHALLENGE = 'Bearer realm="metrics"';
export const SCRAPE_REFUSAL = 'metrics need Authorization: Bearer <METRICS_TOKEN>';
