import { readFile } from 'node:fs/promises';

// USER_HZ is 100 on every mainstream Linux build; Node offers no way to ask sysconf.
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, all threads) another process has used so far, in microseconds;
 * null where /proc is not available. On a shared machine this is steadier than throughput:
 * other people's load slows a server down but does not make its requests cost more CPU.
 * With `thread` (a thread id; the process id names its main thread), that thread's alone.
 */
export async function readProcessCpuMicros(pid: number, thread?: number): Promise<number | null> {
  try {
    const stat = await readFile(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // The command name may contain spaces and parentheses; fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return null;
    return ((userTicks + systemTicks) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
