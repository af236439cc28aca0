/** How a monitor's pages are fetched; one list, used by the schemas, the service and the check. */
export const RENDER_MODES = ['auto', 'never', 'always'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];
export const DEFAULT_RENDER_MODE: RenderMode = 'auto';

/** How one check of a source was fetched, as the check log says it. */
export const FETCH_METHODS = ['http', 'browser'] as const;
export type FetchMethod = (typeof FETCH_METHODS)[number];

/**
 * Which fetcher checks a source now: `always` and `never` are the user's word;
 * `auto` keeps to the browser once a source needed it, else starts with plain
 * HTTP (and may escalate after seeing the page). Without a browser, HTTP.
 */
export function chooseFetchMethod(mode: RenderMode, observedWith: FetchMethod | null, browserAvailable: boolean): FetchMethod {
  if (!browserAvailable || mode === 'never') return 'http';
  if (mode === 'always') return 'browser';
  return observedWith === 'browser' ? 'browser' : 'http';
}
