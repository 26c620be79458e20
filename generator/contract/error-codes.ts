/** Every error the API can answer with: one stable code, its HTTP status and its default message (spec 2.6, 7). */
export const ERROR_CODES = {
  QUERY_MISSING: { status: 400, message: 'The search query parameter `q` is required.' },
  QUERY_TOO_SHORT: { status: 400, message: 'The search query `q` must be at least 2 characters long.' },
  QUERY_TOO_LONG: { status: 400, message: 'The search query `q` is too long.' },
  INVALID_PAGE: { status: 400, message: '`page` must be an integer of at least 1.' },
  INVALID_LIMIT: { status: 400, message: '`limit` must be an integer from 1 to 50.' },
  INVALID_TYPE: { status: 400, message: '`type` must be one of the style types listed in the API description.' },
  INVALID_FORMAT: { status: 400, message: '`format` must be one of the token export formats listed in the API description.' },
  DUPLICATE_PARAMETER: { status: 400, message: 'A query parameter was given more than once.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  CONTENT_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  URI_TOO_LONG: { status: 414, message: 'The request line is too long.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request header fields are too large.' },
  STYLE_NOT_FOUND: { status: 404, message: 'No style has this slug.' },
  NOT_FOUND: { status: 404, message: 'Nothing is published at this path.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This API is read-only: only GET and HEAD are allowed.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests: the rate limit for this client is exceeded.' },
  INTERNAL_ERROR: { status: 500, message: 'The server failed to answer this request.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** A failure as a value: what pure code returns instead of throwing. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  details?: string;
}

export type Result<T> = { ok: true; value: T } | Failure;

export function fail(code: ErrorCode, details?: string): Failure {
  return details === undefined ? { ok: false, code } : { ok: false, code, details };
}

export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
