/** Snapshots of a monitor live under one prefix, so deleting the monitor can remove them all. */
export const snapshotPrefix = (monitorId: string) => `snapshots/${monitorId}/`;

/** One snapshot per source, overwritten by each check: the retention bound is the source count. */
export const snapshotKey = (monitorId: string, sourceId: string) => `${snapshotPrefix(monitorId)}${sourceId}/latest.html`;

/** The screenshot of the page that the latest snapshot was taken from, when a browser rendered it. */
export const screenshotKey = (monitorId: string, sourceId: string) => `${snapshotPrefix(monitorId)}${sourceId}/latest.png`;

/** The two sides of a reported change stay as long as the change: until retention prunes it or the monitor is deleted. */
export const changeScreenshotKey = (monitorId: string, changeId: string, side: 'before' | 'after') => `${snapshotPrefix(monitorId)}changes/${changeId}/${side}.png`;
