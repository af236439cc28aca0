/** Which monitors a destination hears from: its monitor ids and tags; both null means every monitor of its owner. */
export interface DestinationScope {
  monitorIds: readonly string[] | null;
  tags: readonly string[] | null;
}

/**
 * Whether a destination takes the events of this monitor: unbound, it takes every monitor's;
 * bound, a monitor it names or one carrying any of its tags. An event about no monitor (absent)
 * reaches unbound destinations only.
 */
export function coversMonitor(scope: DestinationScope, monitor: { id: string; tags: readonly string[] } | undefined): boolean {
  if (scope.monitorIds === null && scope.tags === null) return true;
  if (monitor === undefined) return false;
  return (scope.monitorIds?.includes(monitor.id) ?? false) || (scope.tags?.some((tag) => monitor.tags.includes(tag)) ?? false);
}
