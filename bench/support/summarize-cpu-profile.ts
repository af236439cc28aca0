import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  /** "functionName (path:line)", path relative to the repository. */
  readonly frame: string;
  /** Share of busy time spent in this function and everything it called. */
  readonly totalPercent: number;
  /** Share of busy time spent in this function's own code. */
  readonly selfPercent: number;
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

function describeFrame(node: ProfileNode, repoRoot: string): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const path = url.replace(/^file:\/\//, '').replace(repoRoot, '');
  // tsx strips whitespace, so every frame of a transformed file sits on line 1; the column at least
  // tells two anonymous functions of one file apart.
  const where = lineNumber > 0 ? `${path}:${lineNumber + 1}` : functionName ? path : `${path} col ${columnNumber}`;
  return `${functionName || '(anonymous)'} (${where})`;
}

/**
 * Reads a V8 .cpuprofile and ranks the frames whose script URL passes `include`, by inclusive
 * time (our code is mostly glue: the time it causes in libraries matters more than its own) or by self time.
 */
export async function summarizeCpuProfile(
  file: string,
  options: {
    repoRoot: string;
    include: (url: string) => boolean;
    rankBy: 'total' | 'self';
    limit: number;
    /** Only samples in this monotonic window, in microseconds of process.hrtime: not start-up, not shutdown. */
    window?: { fromMicros: number; toMicros: number };
  },
): Promise<HotSpot[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const total = new Map<string, number>();
  const self = new Map<string, number>();
  let busy = 0;
  let now = profile.startTime;
  profile.samples.forEach((leafId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    now += delta;
    const leaf = byId.get(leafId);
    const outside = options.window !== undefined && (now < options.window.fromMicros || now > options.window.toMicros);
    if (outside || !leaf || IDLE.has(leaf.callFrame.functionName)) return;
    busy += delta;
    if (options.include(leaf.callFrame.url)) {
      const frame = describeFrame(leaf, options.repoRoot);
      self.set(frame, (self.get(frame) ?? 0) + delta);
    }
    // A recursive function appears more than once on a stack but spent the time only once.
    const seen = new Set<string>();
    for (let id: number | undefined = leafId; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (!node || !options.include(node.callFrame.url)) continue;
      const frame = describeFrame(node, options.repoRoot);
      if (seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + delta);
    }
  });

  const percent = (value: number) => (busy === 0 ? 0 : (100 * value) / busy);
  return [...(options.rankBy === 'total' ? total : self).entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.limit)
    .map(([frame]) => ({ frame, totalPercent: percent(total.get(frame) ?? 0), selfPercent: percent(self.get(frame) ?? 0) }));
}
