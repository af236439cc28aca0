import { readFile, readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { readProcessCpuMicros } from './process-cpu.js';

// Where a shared machine's CPU went during a measured window: our workers, the page farm, the
// PostgreSQL backends serving us, all of PostgreSQL, and the whole machine (other people included).

/** Busy and total CPU time of the whole machine so far, in microseconds, from /proc/stat; null without /proc. */
async function readMachineCpuMicros(): Promise<{ busy: number; total: number } | null> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    // USER_HZ is 100 on mainstream Linux builds, as in process-cpu.ts.
    return { busy: ((total - idle) * 1_000_000) / 100, total: (total * 1_000_000) / 100 };
  } catch {
    return null;
  }
}

/** Every process whose command name starts with "postgres": the server and all its backends. */
async function listPostgresPids(): Promise<number[]> {
  try {
    const entries = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
    const named = await Promise.all(
      entries.map(async (entry) => {
        const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
        return comm.startsWith('postgres') ? Number(entry) : null;
      }),
    );
    return named.filter((pid): pid is number => pid !== null);
  } catch {
    return [];
  }
}

async function sumCpuMicros(pids: readonly number[]): Promise<Map<number, number>> {
  const readings = await Promise.all(pids.map(async (pid) => [pid, await readProcessCpuMicros(pid)] as const));
  return new Map(readings.filter((entry): entry is readonly [number, number] => entry[1] !== null));
}

/** CPU milliseconds each group used during the window; a process that ended inside it counts as 0. */
export interface WindowCpu {
  readonly seconds: number;
  readonly groups: Readonly<Record<string, number | null>>;
  readonly allPostgresMs: number | null;
  /** Busy share of all cores over the window, 0..1; null without /proc. */
  readonly machineBusy: number | null;
  readonly loadAverage: number;
}

/**
 * Starts measuring now: `groups` names the pids to account together (workers, page farm, our
 * PostgreSQL backends). `finish` reads everything again and returns the differences.
 */
export async function startCpuWindow(groups: Readonly<Record<string, readonly number[]>>) {
  const started = performance.now();
  const postgresPids = await listPostgresPids();
  const allPids = [...new Set([...Object.values(groups).flat(), ...postgresPids])];
  const [before, machineBefore] = await Promise.all([sumCpuMicros(allPids), readMachineCpuMicros()]);
  return {
    async finish(): Promise<WindowCpu> {
      const [after, machineAfter] = await Promise.all([sumCpuMicros(allPids), readMachineCpuMicros()]);
      const used = (pids: readonly number[]) => {
        const present = pids.filter((pid) => before.has(pid) && after.has(pid));
        if (present.length === 0) return null;
        return present.reduce((sum, pid) => sum + (after.get(pid)! - before.get(pid)!), 0) / 1000;
      };
      return {
        seconds: (performance.now() - started) / 1000,
        groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, used(pids)])),
        allPostgresMs: used(postgresPids),
        machineBusy: machineBefore && machineAfter ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total) : null,
        loadAverage: loadavg()[0] ?? 0,
      };
    },
  };
}
