import { parentPort } from 'node:worker_threads';
import { analysePage, type PageAnalysisRequest } from '../../domain/page-analysis.js';
import { PageReadError } from '../../domain/extraction/page-readers/page-reader-definition.js';
import { UnreadableBaselineError } from '../../domain/stored-observation.js';

// The thread loads only the extraction and comparison modules: every module here costs memory
// once more, in this thread's own heap.
const port = parentPort;
if (port === null) throw new Error('page-analysis-thread.ts runs as a worker thread of the page analyser');

port.on('message', async ({ id, request }: { id: number; request: PageAnalysisRequest }) => {
  try {
    port.postMessage({ id, analysis: await analysePage(request) });
  } catch (error) {
    // An unreadable response or stored observation crosses back as one, so the check handles it rather than failing unexpectedly.
    const failure =
      error instanceof Error
        ? { message: error.message, stack: error.stack, unreadable: error instanceof PageReadError, mayNeedBrowser: error instanceof PageReadError && error.mayNeedBrowser, unreadableBaseline: error instanceof UnreadableBaselineError }
        : { message: String(error) };
    port.postMessage({ id, failure });
  }
});
