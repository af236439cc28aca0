import type { ChangeType } from './changes/change-types/change-type-list.js';
import type { Condition } from './conditions/condition-list.js';
import type { PageKind } from './intent/page-kinds.js';

/** What a plain-language intent asks the service to watch: a kind of change. */
export type Metric = ChangeType;

/** A slip the reading put right: a mistyped shop domain, or a misspelt brand in the product. */
export interface Correction {
  field: 'sites' | 'product';
  /** As written ("bestbuyy.com", "Nintedo Switch 2"). */
  from: string;
  /** As read ("bestbuy.com", "Nintendo Switch 2"). */
  to: string;
}

export interface Intent {
  /** Product or subject, '' when the intent names none (e.g. "watch https://x.com/pricing"). */
  product: string;
  metric: Metric;
  /** Lower-case registrable host names, e.g. "bestbuy.com". */
  sites: string[];
  /** Explicit http(s) URLs found in the intent, watched as given. */
  urls: string[];
  /** When to alert, read from the intent ("drops below $300", "back in stock"); null when it says no more than what to watch. */
  condition: Condition | null;
  /** Short monitor name derived from the intent. */
  name: string;
  /** What the reading corrected; absent when nothing was. */
  corrections?: Correction[];
  /** The kind of page asked for ("the pricing page of linear.app"), found among the site's links on the first check. */
  page?: PageKind;
}
