/** Snapshots of a monitor live under one prefix, so deleting the monitor can remove them all. */
export const snapshotPrefix = (monitorId: string) => `snapshots/${monitorId}/`;

/** One snapshot per source, overwritten by each check: the retention bound is the source count. */
export const snapshotKey = (monitorId: string, sourceId: string) => `${snapshotPrefix(monitorId)}${sourceId}/latest.html`;
