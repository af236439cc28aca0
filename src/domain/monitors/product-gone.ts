import type { Metric } from '../intent.js';
import type { Observation } from '../observation.js';

/** Why a price or stock monitor's check failed when its page stopped showing a product. */
export const PRODUCT_GONE =
  'the page no longer shows a product: no price and no stock state were found where they were before; it may have moved or been taken down (point a selector at the price if the page changed its layout)';

/**
 * A price or stock watcher's page that showed a price or a stock state and now shows neither has
 * stopped being a product page (a removed listing redirected to a category, a shop's error page
 * answered with 200): that is a failed check, counted towards monitor.failing, not a change, and
 * the last reading stays the baseline for when the product comes back.
 */
export function stoppedBeingProduct(metric: Metric, previous: Pick<Observation, 'price' | 'availability'> | null, next: Pick<Observation, 'price' | 'availability'>): boolean {
  if (metric !== 'price' && metric !== 'availability') return false;
  if (previous === null || (previous.price === null && previous.availability === null)) return false;
  return next.price === null && next.availability === null;
}
