import type { DialectCapabilities } from '../database.js';

/** Concurrent writers: claimers skip the rows another claimer has locked. */
export const POSTGRES_CAPABILITIES: DialectCapabilities = { name: 'postgres', skipLocked: true };
