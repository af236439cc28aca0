import type { Availability } from '../observation.js';

/** A piece of markup or visible text that may hold the current price. */
export interface PriceCandidate {
  text: string;
  /** Visible text just before it, where labels such as "Member price:" sit. */
  before: string;
  /** Class and id words of the element and its parents. */
  hints: string;
  /** Amount given by an attribute (Magento data-price-amount), else read from text. */
  amount: number | null;
  source: 'platform' | 'heuristic';
  /** PriceRank for markup candidates, 0 for visible-text lines. */
  rank: number;
  /** Position in visible text, to relate prices to the purchase button. */
  offset: number;
  /** How many of PageScan.priceLines came before it: places markup candidates among text ones. */
  line: number;
}

/** Everything one streaming pass over the HTML collects for the extractors. */
export interface PageScan {
  title: string | null;
  /** The document's language (`<html lang>`), which may imply its currency. */
  lang: string | null;
  /** meta property/name (lower case) → content, first occurrence. */
  meta: Map<string, string>;
  jsonLd: string[];
  /** Shopify-style product JSON (data-product-json, #ProductJson-*). */
  productJson: string[];
  /** Application state of script-built shops (__NEXT_DATA__, window.__INITIAL_STATE__, x-magento-init...), bounded. */
  appState: string[];
  /** Inline scripts that define shop platform globals (ShopifyAnalytics, BCData). */
  platformScripts: string[];
  /** itemprop (lower case) → first value: price, lowprice, pricecurrency, availability. */
  microdata: Map<string, string>;
  /** Price candidates from shop markup; readTextEvidence adds those of visible text. */
  priceCandidates: PriceCandidate[];
  /**
   * Visible text where a current price or stock state may be written (no old prices, no noise),
   * one whitespace-collapsed line per block. Kept raw: reading it costs more than the scan, and
   * most pages state price and stock in structured data.
   */
  priceLines: string[];
  /**
   * Text of old prices in the content (struck through, or named as was-prices by class), first few
   * only: a structured price that equals one of them is stale (extract-observation.ts).
   */
  struckPrices: string[];
  /** Those of struckPrices named only as a regular price by class: the price when no sale price stands beside it. */
  regularPrices: string[];
  /** Indexes of priceLines that are headings or labels (h1-h6, label, legend, dt, th, option, summary). */
  labelLines: number[];
  /** Indexes of priceLines that are h2 headings: where a section of the page (a description, reviews) starts. */
  sectionLines: number[];
  /** Indexes of priceLines written on buttons other than a purchase control: size, colour or grade choices. */
  choiceLines: number[];
  /** Indexes of priceLines written on a control marked as chosen (aria-checked, aria-pressed, aria-selected): which side of a display toggle is shown. */
  chosenLines: number[];
  /** Availability stated by a stock element (WooCommerce .stock, Magento .stock, Amazon #availability). */
  stockElement: Availability | null;
  /** How many priceLines came before that stock element: past another item's price it is that item's. */
  stockElementLine: number | null;
  /**
   * The purchase button: offset in visible text and how many priceLines came before it. awaitsChoice:
   * greyed only until a size or colour is chosen (its tooltip says so), so the product is on sale.
   * enabledLine: where the first button that works stands (past a disabled one, it may sell another item).
   */
  cart: { enabled: boolean; disabled: boolean; awaitsChoice: boolean; offset: number | null; line: number | null; enabledLine: number | null };
  /** Main visible text, one normalised line per block. */
  lines: string[];
  /** Lines of `lines` (or of the text outside <main>) in a hero block that hold no digit: prose a page rotates. */
  rotatingLines: string[];
  /** The entry lines of each side list (side-lists.ts): a box of entries beside the page's own subject. */
  sideLists: string[][];
}
