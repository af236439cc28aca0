import type { PageAnalysis, PageAnalysisRequest } from '../../domain/page-analysis.js';

/** Reads fetched pages (extraction and comparison) on the calling thread or off it. */
export interface PageAnalyser {
  /** Rejects only when the analysis itself throws (a bug), as `analysePage` would. */
  analysePage(request: PageAnalysisRequest): Promise<PageAnalysis>;
  close(): Promise<void>;
}
