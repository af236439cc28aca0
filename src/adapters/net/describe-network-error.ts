import { ADDRESS_BLOCKED_CODE } from './address-guard.js';

/** A failed request explained for a delivery log or a check result. */
export interface NetworkErrorDescription {
  error: string;
  retryable: boolean;
}

const TIMEOUT = 'timeout';
const BLOCKED_MESSAGE = 'blocked: this host may not be contacted';

// One table for both clients, so a page check and a webhook delivery say the
// same thing about the same failure.
const MESSAGES: Record<string, { error: string; retryable: boolean }> = {
  ECONNREFUSED: { error: 'connection refused', retryable: true },
  ECONNRESET: { error: 'connection reset by peer', retryable: true },
  EPIPE: { error: 'connection closed unexpectedly', retryable: true },
  UND_ERR_SOCKET: { error: 'connection closed unexpectedly', retryable: true },
  UND_ERR_CLOSED: { error: 'connection closed unexpectedly', retryable: true },
  EHOSTUNREACH: { error: 'host unreachable', retryable: true },
  ENETUNREACH: { error: 'network unreachable', retryable: true },
  ENOTFOUND: { error: 'host not found', retryable: false },
  ENODATA: { error: 'host not found', retryable: false },
  EAI_AGAIN: { error: 'DNS lookup failed (temporary)', retryable: true },
  ETIMEDOUT: { error: TIMEOUT, retryable: true },
  UND_ERR_CONNECT_TIMEOUT: { error: TIMEOUT, retryable: true },
  UND_ERR_HEADERS_TIMEOUT: { error: TIMEOUT, retryable: true },
  UND_ERR_BODY_TIMEOUT: { error: TIMEOUT, retryable: true },
  UND_ERR_ABORTED: { error: TIMEOUT, retryable: true },
  ABORT_ERR: { error: TIMEOUT, retryable: true },
  DEPTH_ZERO_SELF_SIGNED_CERT: { error: 'TLS: self-signed certificate', retryable: false },
  SELF_SIGNED_CERT_IN_CHAIN: { error: 'TLS: self-signed certificate in chain', retryable: false },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: { error: 'TLS: certificate not trusted', retryable: false },
  UNABLE_TO_GET_ISSUER_CERT: { error: 'TLS: certificate not trusted', retryable: false },
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: { error: 'TLS: certificate not trusted', retryable: false },
  CERT_UNTRUSTED: { error: 'TLS: certificate not trusted', retryable: false },
  CERT_HAS_EXPIRED: { error: 'TLS: certificate expired', retryable: false },
  CERT_NOT_YET_VALID: { error: 'TLS: certificate not yet valid', retryable: false },
  CERT_REVOKED: { error: 'TLS: certificate revoked', retryable: false },
  ERR_TLS_CERT_ALTNAME_INVALID: { error: 'TLS: certificate does not match the host name', retryable: false },
  EPROTO: { error: 'TLS: handshake failed', retryable: false },
  HPE_INVALID_CONSTANT: { error: 'invalid HTTP response', retryable: false },
  UND_ERR_INVALID_ARG: { error: 'invalid request', retryable: false },
};

/** "timed out after 15 s", "timed out after 0.2 s". */
export function describeTimeout(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return `timed out after ${seconds} s`;
}

function readCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

// undici and Node wrap the root cause: AggregateError for each address tried,
// `cause` for fetch-style wrappers. The innermost known code is the story.
function findKnownCode(error: unknown, depth = 0): { code: string; error: unknown } | null {
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  const code = readCode(error);
  if (code !== null && (code === ADDRESS_BLOCKED_CODE || code in MESSAGES)) return { code, error };
  const inner = error instanceof AggregateError ? error.errors[0] : (error as { cause?: unknown }).cause;
  const nested = findKnownCode(inner, depth + 1);
  if (nested !== null) return nested;
  return code !== null && (code.startsWith('ERR_SSL_') || code.startsWith('HPE_')) ? { code, error } : null;
}

/**
 * Turns an error thrown by undici, Node's net/tls or our address guard into a
 * short readable message and whether trying again later may help.
 */
export function describeNetworkError(error: unknown, timeoutMs: number): NetworkErrorDescription {
  const known = findKnownCode(error);
  if (known === null) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: `network error: ${message}`, retryable: true };
  }
  // Which range the address is in would tell how internal names resolve: the user gets one message.
  if (known.code === ADDRESS_BLOCKED_CODE) return { error: BLOCKED_MESSAGE, retryable: false };
  if (known.code.startsWith('ERR_SSL_')) return { error: 'TLS: handshake failed', retryable: false };
  if (known.code.startsWith('HPE_')) return { error: 'invalid HTTP response', retryable: false };
  const entry = MESSAGES[known.code];
  if (entry === undefined) return { error: 'network error', retryable: true };
  return entry.error === TIMEOUT ? { error: describeTimeout(timeoutMs), retryable: true } : entry;
}
