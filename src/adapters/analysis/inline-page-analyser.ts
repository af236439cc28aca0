import { analysePage } from '../../domain/page-analysis.js';
import type { PageAnalyser } from './page-analyser.js';

/** Reads pages on the calling thread (EXTRACTION_THREADS=0, or a single core). */
export function createInlinePageAnalyser(): PageAnalyser {
  return {
    analysePage,
    close: async () => undefined,
  };
}
