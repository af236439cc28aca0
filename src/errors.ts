/** The fixed list of error codes of SPEC.md section 7 and their HTTP status. */
export const ERROR_STATUS = {
  ERR_INVALID_REQUEST: 400,
  ERR_INVALID_EMAIL: 400,
  ERR_WEAK_PASSWORD: 400,
  ERR_EMAIL_EXISTS: 400,
  ERR_UNAUTHORIZED: 401,
  ERR_INVALID_REFRESH_TOKEN: 401,
  ERR_NOT_FOUND: 404,
  ERR_RATE_LIMIT: 429,
  ERR_LIMIT_EXCEEDED: 429,
  ERR_INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorExtra {
  /** Overrides the code's usual status (405 and 413 reuse ERR_INVALID_REQUEST). */
  status?: number;
  upgradeUrl?: string;
  headers?: Record<string, string>;
}

/** The one error type the HTTP layer turns into the spec's error body. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = extra.status ?? ERROR_STATUS[code];
  }
}

export const invalidRequest = (message: string) => new ApiError('ERR_INVALID_REQUEST', message);
export const notFound = (what: string) => new ApiError('ERR_NOT_FOUND', `${what} not found`);
export const unauthorized = (message = 'missing or invalid credential') => new ApiError('ERR_UNAUTHORIZED', message);
