import type { StoredStep } from '../../domain/monitors/browser-steps.js';
import type { Monitor } from '../../domain/monitors/monitor.js';
import type { MonitorsTable } from '../schema.js';

type AccessFields = Pick<Monitor, 'steps' | 'proxy'>;
type AccessColumns = Pick<MonitorsTable, 'steps' | 'proxy_sealed' | 'proxy_masked'>;

/** How a monitor reaches its pages (steps before reading, proxy) from its columns: secrets stay sealed. */
export function readAccessColumns(row: AccessColumns): AccessFields {
  return {
    steps: row.steps === null ? [] : (JSON.parse(row.steps) as StoredStep[]),
    proxy: row.proxy_sealed === null ? null : { sealed: row.proxy_sealed, masked: row.proxy_masked ?? '' },
  };
}

/** The columns of the fields given (a patch may give neither, one or both). */
export function writeAccessColumns(fields: Partial<AccessFields>): Partial<AccessColumns> {
  const columns: Partial<AccessColumns> = {};
  if (fields.steps !== undefined) columns.steps = fields.steps.length === 0 ? null : JSON.stringify(fields.steps);
  if (fields.proxy !== undefined) {
    columns.proxy_sealed = fields.proxy?.sealed ?? null;
    columns.proxy_masked = fields.proxy?.masked ?? null;
  }
  return columns;
}
