/** Numeric limits of the contract (spec 4.1, 4.5, 8), in one place for parsing, OpenAPI and docs. */
export const LIMITS = {
  PAGE_MIN: 1,
  LIMIT_MIN: 1,
  LIMIT_MAX: 50,
  LIMIT_DEFAULT: 20,
  QUERY_MIN_LENGTH: 2,
  /** Longer queries are refused with QUERY_TOO_LONG: no style name or keyword list needs more. */
  QUERY_MAX_LENGTH: 200,
  /** Largest accepted `page`; anything above is INVALID_PAGE rather than a silent clamp. */
  PAGE_MAX: 1_000_000,
  /** Default rate limits (spec 8); the gateway lets operators change them. */
  API_REQUESTS_PER_MINUTE: 30,
  PAGE_REQUESTS_PER_MINUTE: 60,
} as const;
