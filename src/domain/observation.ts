/** What one check saw on one page: the unit that change detection compares. */
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder', 'limited', 'discontinued'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** `json`: a JSON response's value picked by the monitor's expression; `selector`: an element the monitor's selectors name. */
export type ObservationSource = 'json-ld' | 'microdata' | 'meta' | 'platform' | 'heuristic' | 'json' | 'selector';

/**
 * How sure a reading is, by where it came from: the user's selector, or data the page states for
 * machines (`high`); a shop platform's markup or meta tags, which often lag the page (`medium`);
 * a guess from the page's text (`low`, the case where pointing at the element helps most).
 */
export type ReadingConfidence = 'high' | 'medium' | 'low';

export const READING_CONFIDENCE: Readonly<Record<ObservationSource, ReadingConfidence>> = {
  selector: 'high',
  'json-ld': 'high',
  microdata: 'high',
  json: 'high',
  platform: 'medium',
  meta: 'medium',
  heuristic: 'low',
};

export interface Observation {
  title: string | null;
  /** Price in major units (dollars, euros), never cents. */
  price: number | null;
  /** ISO 4217 code, upper case. */
  currency: string | null;
  availability: Availability | null;
  /** Where the price/availability came from, most trusted first in ObservationSource. */
  source: ObservationSource | null;
  /** Visible main text with boilerplate and volatile tokens removed, whitespace normalised. */
  text: string;
  /**
   * Prose lines of `text` (no digit) in a block pages rotate between visits (a hero headline): a
   * change confined to them is judged by its size alone. Absent when none.
   */
  rotating?: string[];
  /**
   * The entry lines of each side list of `text` (a news or events box beside the page's own subject),
   * whose window slides between visits (slid-lists.ts). Absent when none.
   */
  sideLists?: string[][];
  /** What the reading could not settle, for the check log ("stock left unknown: …"); absent when nothing. */
  note?: string;
}
