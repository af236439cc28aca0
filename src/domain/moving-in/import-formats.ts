import type { PlanReading } from './import-plan.js';
import { readChangedetection } from './read-changedetection.js';
import { readDistill } from './read-distill.js';
import { readPagewatchExport } from './pagewatch-document.js';
import { readUrlList } from './read-url-list.js';
import { readUrlwatch } from './read-urlwatch.js';

/** Every format the import reads, by its `format` name. A new one is one reader and one line. */
export const IMPORT_FORMATS = {
  urlwatch: readUrlwatch,
  changedetection: readChangedetection,
  distill: readDistill,
  urls: readUrlList,
  pagewatch: readPagewatchExport,
} as const satisfies Record<string, (content: string) => PlanReading>;

export type ImportFormat = keyof typeof IMPORT_FORMATS;

export const IMPORT_FORMAT_NAMES = Object.keys(IMPORT_FORMATS) as [ImportFormat, ...ImportFormat[]];
