import type { DialectCapabilities } from '../database.js';

/** One writer at a time: claims are serialised by the engine, so no row lock is skipped. */
export const SQLITE_CAPABILITIES: DialectCapabilities = { name: 'sqlite', skipLocked: false };
