import type { Observation } from '../../observation.js';
import type { PageBytes } from '../decode-page-text.js';
import type { ReadingRules } from '../reading-rules.js';

/** One fetched page to read and what the check asks of it. Plain data: it crosses to a thread. */
export interface PageReadRequest {
  /** The page as fetched; each reader decodes it its own way. */
  page: PageBytes;
  /** Final address of the page (its country domain settles ambiguous currency symbols). */
  url: string;
  /** Words of the monitor's extraction prompt. */
  keywords: string[];
  /** Whether to judge if the page looks built by its scripts: a plain fetch deciding on a browser. */
  judgeScriptBuilt: boolean;
  /** The monitor's JSONata expression for a JSON response; null reads the whole document. */
  jsonExpression: string | null;
  /** The monitor's own reading rules (selectors, filters, stockWords); NO_READING_RULES reads the page as before. */
  rules: ReadingRules;
}

/**
 * The response cannot be read as its reader reads it (a JSON body that does not parse, an
 * expression failing on it, a broken PDF): the check of that source fails with this message,
 * as a fetch that failed would, instead of failing unexpectedly.
 */
export class PageReadError extends Error {
  /**
   * The user's selectors missed on a plainly fetched page that runs scripts: the scripts may build
   * what they name, so a browser is asked before the check fails.
   */
  readonly mayNeedBrowser: boolean;

  constructor(message: string, options: { mayNeedBrowser?: boolean } = {}) {
    super(message);
    this.name = 'PageReadError';
    this.mayNeedBrowser = options.mayNeedBrowser ?? false;
  }
}

export interface PageRead {
  observation: Observation;
  /** Whether the page looks built by its scripts; null when not asked. */
  scriptBuilt: boolean | null;
}

/** What a reader is chosen for: the response, and what the monitor expects of the page. */
export interface ReaderChoice {
  contentType: string | null;
  /** The monitor watches a product field (price, stock): a page without one is missing what matters. */
  expectsProductData: boolean;
}

/** One way of reading a page into an observation, like a changedetection.io processor. */
export interface PageReaderDefinition {
  name: string;
  /** Whether this reader reads such a response for such a monitor; the registry asks in its order. */
  accepts(choice: ReaderChoice): boolean;
  /** A promise since JSONata and pdf.js evaluate asynchronously; the HTML readers settle at once. */
  read(request: PageReadRequest): Promise<PageRead>;
}
