import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PageAnalysis, PageAnalysisRequest } from '../../domain/page-analysis.js';
import { PageReadError } from '../../domain/extraction/page-readers/page-reader-definition.js';
import { UnreadableBaselineError } from '../../domain/stored-observation.js';
import type { PageAnalyser } from './page-analyser.js';

type Failure = { message: string; stack?: string; unreadable?: boolean; mayNeedBrowser?: boolean; unreadableBaseline?: boolean };
type Reply = { id: number; analysis: PageAnalysis } | { id: number; failure: Failure };

interface Pending {
  resolve(analysis: PageAnalysis): void;
  reject(error: Error): void;
}

interface Lane {
  worker: Worker;
  pending: Map<number, Pending>;
}

const ENTRY = new URL(`./page-analysis-thread${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

// A thread reads one page at a time, so little outlives a young-generation collection; V8's
// default young generation (~48 MB) only let garbage pile up: 12 MB kept a worker's peak
// ~20 MB lower with 10,000 monitors at no measurable CPU cost (bench/README.md, memory).
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 };

// Compiled, the entry is plain JavaScript. Run from source (tests, tsx), the thread has no
// TypeScript loader of its own, so it loads the entry through tsx's.
function spawnThread(): Worker {
  if (ENTRY.pathname.endsWith('.js')) return new Worker(ENTRY, { resourceLimits: THREAD_LIMITS });
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const href = JSON.stringify(ENTRY.href);
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${href}, ${href}))`, { eval: true, resourceLimits: THREAD_LIMITS });
}

function asError(failure: Failure): Error {
  const error = failure.unreadableBaseline ? new UnreadableBaselineError() : failure.unreadable ? new PageReadError(failure.message, { mayNeedBrowser: failure.mayNeedBrowser === true }) : new Error(failure.message);
  if (failure.stack !== undefined) error.stack = failure.stack;
  return error;
}

/**
 * Reads pages in up to `threads` worker threads, so a worker process uses more than one core:
 * fetching and the database stay on the main thread, extraction and comparison run here. A
 * thread starts when a page finds every running thread busy; a page goes to the thread with the
 * fewest pages waiting. A thread that dies fails its waiting pages and is replaced on demand.
 */
export function createThreadPoolPageAnalyser(options: { threads: number }): PageAnalyser {
  const lanes: Lane[] = [];
  let nextId = 0;
  let closed = false;

  function settle(lane: Lane, reply: Reply): void {
    const waiting = lane.pending.get(reply.id);
    if (waiting === undefined) return;
    lane.pending.delete(reply.id);
    // An idle thread must not keep the process alive.
    if (lane.pending.size === 0) lane.worker.unref();
    if ('analysis' in reply) waiting.resolve(reply.analysis);
    else waiting.reject(asError(reply.failure));
  }

  function retire(lane: Lane, error: Error): void {
    const index = lanes.indexOf(lane);
    if (index >= 0) lanes.splice(index, 1);
    for (const waiting of lane.pending.values()) waiting.reject(error);
    lane.pending.clear();
  }

  function startLane(): Lane {
    const lane: Lane = { worker: spawnThread(), pending: new Map() };
    lane.worker.on('message', (reply: Reply) => settle(lane, reply));
    lane.worker.on('error', (error) => retire(lane, error));
    lane.worker.on('exit', (code) => retire(lane, new Error(`the page analysis thread exited (code ${code})`)));
    lane.worker.unref();
    lanes.push(lane);
    return lane;
  }

  function pickLane(): Lane {
    let best: Lane | undefined;
    for (const lane of lanes) if (best === undefined || lane.pending.size < best.pending.size) best = lane;
    if (best !== undefined && (best.pending.size === 0 || lanes.length >= options.threads)) return best;
    return startLane();
  }

  return {
    analysePage(request: PageAnalysisRequest): Promise<PageAnalysis> {
      if (closed) return Promise.reject(new Error('the page analyser is closed'));
      const lane = pickLane();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        lane.pending.set(id, { resolve, reject });
        lane.worker.ref();
        lane.worker.postMessage({ id, request });
      });
    },
    async close() {
      closed = true;
      await Promise.all(lanes.map((lane) => lane.worker.terminate()));
    },
  };
}
