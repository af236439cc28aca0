/** The one HTTP client of the dashboard. Tokens: access token in memory, refresh token in an httpOnly cookie. */

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly upgradeUrl: string | null = null,
  ) {
    super(message);
  }
}

let accessToken: string | null = null;
let signedOutListener: () => void = () => {};

/** Called when the session ends under our feet (cookie expired or revoked elsewhere). */
export function onSignedOut(listener: () => void): void {
  signedOutListener = listener;
}

interface SendOptions {
  /** Session routes act on the cookie: they carry the CSRF header instead of the bearer token. */
  session?: boolean;
}

async function send(method: string, path: string, body: unknown, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) headers['x-pagewatch-csrf'] = '1';
  else if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiProblem(0, 'ERR_NETWORK', 'The service could not be reached. Check your connection and try again.');
  }
}

async function read<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) return parsed as T;
  const problem = (parsed ?? {}) as { code?: string; message?: string; error?: string; upgradeUrl?: string };
  const message = problem.message ?? problem.error ?? `The service answered ${response.status}. Try again in a moment.`;
  throw new ApiProblem(response.status, problem.code ?? 'ERR_HTTP', message, problem.upgradeUrl ?? null);
}

// Requests that find the token expired at the same time share one renewal.
let renewal: Promise<boolean> | null = null;

function refreshAccessToken(): Promise<boolean> {
  renewal ??= renewAccessToken().finally(() => {
    renewal = null;
  });
  return renewal;
}

async function renewAccessToken(): Promise<boolean> {
  const response = await send('POST', '/v1/auth/session/refresh', undefined, { session: true });
  if (!response.ok) {
    document.cookie = 'pagewatch_signed_in=; Max-Age=0; Path=/; SameSite=Strict';
    return false;
  }
  accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  return true;
}

/** Sends with the access token, renewing it once from the session cookie when it has expired. */
async function sendWithRenewal(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await send(method, path, body, {});
  if (response.status !== 401) return response;
  if (await refreshAccessToken()) return send(method, path, body, {});
  accessToken = null;
  signedOutListener();
  return response;
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return read<T>(await sendWithRenewal(method, path, body));
}

/** Fetches a protected image (screenshots) and hands back an object URL the CSP allows. */
export async function fetchImageUrl(path: string): Promise<string> {
  const response = await sendWithRenewal('GET', path);
  if (!response.ok) await read(response);
  return URL.createObjectURL(await response.blob());
}

export interface User {
  id: string;
  email: string;
  tier: 'free' | 'full';
  trial_ends_at: number;
  created_at: number;
}

async function startSession(path: string, email: string, password: string): Promise<User> {
  const started = await read<{ user: User; accessToken: string }>(await send('POST', path, { email, password }, { session: true }));
  accessToken = started.accessToken;
  return started.user;
}

export const signIn = (email: string, password: string) => startSession('/v1/auth/session', email, password);
export const signUp = (email: string, password: string) => startSession('/v1/auth/session/register', email, password);

// Set by the server beside the httpOnly session cookie; without it there is no session to restore.
const SESSION_HINT = /(?:^|;\s*)pagewatch_signed_in=1(?:;|$)/;

/** On page load: the cookie, if any, gives a fresh access token. */
export async function restoreSession(): Promise<boolean> {
  if (!SESSION_HINT.test(document.cookie)) return false;
  try {
    return await refreshAccessToken();
  } catch {
    return false;
  }
}

export async function signOut(): Promise<void> {
  accessToken = null;
  await read(await send('DELETE', '/v1/auth/session', undefined, { session: true }));
}

/** Public routes that need no session (password reset). */
export async function callPublic<T>(method: string, path: string, body?: unknown): Promise<T> {
  return read<T>(await send(method, path, body, {}));
}
