/** One value in a result row; null prints as "-" (not measured, not applicable). */
export type MetricValue = number | string | null;

/** One row of a benchmark's table, and one entry of bench/results/latest.json. */
export interface BenchResult {
  /** Rows with the same group print as one table under this title; without one, the benchmark's main table. */
  readonly group?: string;
  /** What was measured, e.g. "GET /v1/me (X-API-Key)". */
  readonly name: string;
  /** Column name (with its unit, e.g. "p99 ms") to value, printed in insertion order. */
  readonly metrics: Readonly<Record<string, MetricValue>>;
  /** Problems a reader must not miss (failed requests, a broken setup); the runner prints them loudly. */
  readonly warnings?: readonly string[];
}

/** What every `bench/<name>.bench.ts` exports. */
export interface BenchModule {
  run(): Promise<BenchResult[]>;
}
