import { Migrator, type Migration } from 'kysely';
import type { Database } from './database.js';
import * as accounts from './migrations/001-accounts.js';
import * as monitors from './migrations/002-monitors.js';
import * as webhooks from './migrations/003-webhooks.js';
import * as jobLastError from './migrations/004-job-last-error.js';
import * as browserRendering from './migrations/005-browser-rendering.js';
import * as channels from './migrations/006-channels.js';
import * as contentFingerprints from './migrations/007-content-fingerprints.js';
import * as sourceResolution from './migrations/008-source-resolution.js';
import * as sourceObservations from './migrations/009-source-observations.js';
import * as emailConfirmed from './migrations/011-email-confirmed.js';
import * as jsonExpression from './migrations/012-json-expression.js';
import * as checkReadings from './migrations/013-check-readings.js';
import * as conditions from './migrations/014-conditions.js';
import * as stepsProxy from './migrations/016-steps-proxy.js';
import * as alerts from './migrations/017-alerts.js';
import * as tags from './migrations/018-tags.js';
import * as templates from './migrations/019-templates.js';
import * as digests from './migrations/020-digests.js';
import * as feeds from './migrations/020-feeds.js';
import * as readingRules from './migrations/021-reading-rules.js';

/** In the order they apply; names sort in that order too. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-accounts': accounts,
  '002-monitors': monitors,
  '003-webhooks': webhooks,
  '004-job-last-error': jobLastError,
  '005-browser-rendering': browserRendering,
  '006-channels': channels,
  '007-content-fingerprints': contentFingerprints,
  '008-source-resolution': sourceResolution,
  '009-source-observations': sourceObservations,
  '011-email-confirmed': emailConfirmed,
  '012-json-expression': jsonExpression,
  '013-check-readings': checkReadings,
  '014-conditions': conditions,
  '016-steps-proxy': stepsProxy,
  '017-alerts': alerts,
  '018-tags': tags,
  '019-templates': templates,
  '020-digests': digests,
  '020-feeds': feeds,
  '021-reading-rules': readingRules,
};

/** Applies the migrations the database lacks, under the dialect's migration lock. */
export async function migrateToLatest({ db, schema, withMigrationLock }: Database): Promise<void> {
  // Without the schema named, Kysely looks for its bookkeeping tables in every schema and may find another's.
  // Numbered slots land in whatever order their work is finished (007 may be applied before 005),
  // so a database that has a later migration still takes an earlier one it lacks.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await withMigrationLock(() => migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${(error as Error).message}`);
  }
}
