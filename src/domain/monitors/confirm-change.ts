import type { Metric } from '../intent.js';
import type { ChangePayload, ChangeReading, ChangeSnapshot } from '../webhooks/event-envelope.js';

/** How long after a first reading the re-check runs, unless CONFIRM_DELAY_SECONDS says otherwise. */
export const DEFAULT_CONFIRM_DELAY_SECONDS = 60;

/** A change seen once and held, on its source, until the re-check confirms it. */
export interface PendingChange {
  /** When the first reading was made (epoch ms). */
  at: number;
  /** The change the first reading would have reported. */
  change: ChangePayload;
}

/** What the re-check's reading says of a held change. */
export type SecondReading = 'confirmed' | 'flipped_back' | 'moved_again';

/** A monitor's own setting, else on for prices and availability (where one odd page costs a false alert) and off for content. */
export function confirmsChanges(setting: boolean | null, metric: Metric): boolean {
  return setting ?? (metric === 'price' || metric === 'availability');
}

function sameSide(a: ChangeSnapshot, b: ChangeSnapshot): boolean {
  return a.price === b.price && a.currency === b.currency && a.availability === b.availability && a.excerpt === b.excerpt;
}

/**
 * The re-check agrees when it would report the same change: same type and the same page
 * showing after it. Nothing to report means the page went back (or moved too little to
 * alert); another change means it is still moving, and that reading is the one to confirm next.
 */
export function judgeSecondReading(first: ChangePayload, second: ChangePayload | null): SecondReading {
  if (second === null) return 'flipped_back';
  return second.type === first.type && sameSide(second.after, first.after) ? 'confirmed' : 'moved_again';
}

/** The delay before the re-check, with up to a quarter more of jitter so held changes of many monitors spread out. */
export function confirmDelayMs(delaySeconds: number, random: () => number = Math.random): number {
  const delay = delaySeconds * 1000;
  return delay + Math.floor(random() * delay * 0.25);
}

/** The confirmed change, carrying both readings: what the first showed and what the re-check showed. */
export function withReadings(pending: PendingChange, second: ChangePayload): ChangePayload {
  const reading = (at: number, side: ChangeSnapshot): ChangeReading => ({ at, ...side });
  return { ...second, readings: [reading(pending.at, pending.change.after), reading(second.detected_at, second.after)] };
}
