import type { Logger } from 'pino';
import { changeScreenshotKey, screenshotKey, snapshotKey } from '../../domain/monitors/snapshot-keys.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';

/**
 * Snapshots and screenshots are for people to look at later: failing to store one is logged
 * and must not fail the check.
 */
export function createPageFiles(deps: { blobs: BlobStore; log: Logger }) {
  return {
    /** Keeps the bytes as served, so a page's own `<meta charset>` still tells how to read it; null when not stored. */
    async storeSnapshot(monitorId: string, sourceId: string, content: Uint8Array): Promise<string | null> {
      const key = snapshotKey(monitorId, sourceId);
      try {
        await deps.blobs.put(key, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
        return key;
      } catch (error) {
        deps.log.warn({ err: error, monitorId, key }, 'page snapshot not stored; the check goes on');
        return null;
      }
    },

    /** The latest screenshot, and the change's two sides copied so later checks keep them. */
    async storeScreenshots(monitorId: string, sourceId: string, screenshot: Buffer, change: ChangePayload | null): Promise<void> {
      const latest = screenshotKey(monitorId, sourceId);
      try {
        if (change) {
          const before = await deps.blobs.get(latest);
          if (before) await deps.blobs.put(changeScreenshotKey(monitorId, change.id, 'before'), before);
          await deps.blobs.put(changeScreenshotKey(monitorId, change.id, 'after'), screenshot);
        }
        await deps.blobs.put(latest, screenshot);
      } catch (error) {
        deps.log.warn({ err: error, monitorId, key: latest }, 'page screenshot not stored; the check goes on');
      }
    },
  };
}

export type PageFiles = ReturnType<typeof createPageFiles>;
