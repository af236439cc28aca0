import autocannon from 'autocannon';
import { readProcessCpuMicros } from './process-cpu.js';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** The server's process id, to measure the CPU time it spends per request. */
  serverPid?: number;
  /** Called between warm-up and measurement, e.g. to mark where a profile becomes relevant. */
  onMeasureStart?: () => void;
}

export interface LoadSample {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU time per completed request; null without a pid or /proc. */
  cpuMicrosPerRequest: number | null;
  /** Answers outside 2xx, plus connection errors and timeouts: anything but success. */
  failed: number;
  /** Status code to count, to say what the failures were. */
  statusCodes: Record<string, number>;
}

/** Warms the target up (JIT, caches, connections), then measures it with a fresh run. */
export async function measureLoad(options: LoadOptions): Promise<LoadSample> {
  const base = { url: options.url, headers: options.headers ?? {}, connections: options.connections, pipelining: 1, timeout: 10 };
  await autocannon({ ...base, duration: options.warmupSeconds });
  options.onMeasureStart?.();
  const cpuBefore = options.serverPid === undefined ? null : await readProcessCpuMicros(options.serverPid);
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  const cpuAfter = options.serverPid === undefined ? null : await readProcessCpuMicros(options.serverPid);
  const completed = result.requests.total;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    // The per-second average hides a short first or last second; total over wall time does not.
    requestsPerSecond: completed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: cpuBefore === null || cpuAfter === null || completed === 0 ? null : (cpuAfter - cpuBefore) / completed,
    failed: result.non2xx + result.errors + result.timeouts,
    statusCodes,
  };
}
