import { readFile } from 'node:fs/promises';

/** Resident memory of another process from /proc/<pid>/status, in bytes; null where /proc is not available. */
export async function readProcessMemory(pid: number): Promise<{ rssBytes: number; peakRssBytes: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    const rss = kilobytes('VmRSS');
    const peak = kilobytes('VmHWM');
    return Number.isFinite(rss) && Number.isFinite(peak) ? { rssBytes: rss * 1024, peakRssBytes: peak * 1024 } : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's RSS every `intervalMs` until stopped; `stop` resolves with the highest sample.
 * VmHWM alone would also count start-up, which is not what a round of checks costs.
 */
export function sampleRssPeak(pid: number, intervalMs = 100): { stop(): Promise<number | null> } {
  let peak: number | null = null;
  const sample = async () => {
    const memory = await readProcessMemory(pid);
    if (memory) peak = Math.max(peak ?? 0, memory.rssBytes);
  };
  let pending = sample();
  const timer = setInterval(() => {
    pending = pending.then(sample);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await sample();
      return peak;
    },
  };
}
