import type { BenchResult, MetricValue } from './bench-result.js';

function formatValue(value: MetricValue | undefined): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value;
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** Renders results as a plain-text table: one row per result, one column per metric name seen. */
export function formatTable(results: readonly BenchResult[]): string {
  const columns = [...new Set(results.flatMap((result) => Object.keys(result.metrics)))];
  const header = ['', ...columns];
  const rows = results.map((result) => [result.name, ...columns.map((column) => formatValue(result.metrics[column]))]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  // Names read left to right; numbers line up on their last digit.
  const line = (cells: readonly string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
