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
  /**
   * How much of a request is read (issue 21), nginx's buffers as the generated front sets them and as the
   * gateway applies them (gateway/refusals.ts): the request line and the header lines are read into one
   * buffer of HEADER_BUFFER_BYTES, then into at most LARGE_HEADER_BUFFERS of LARGE_HEADER_BUFFER_BYTES;
   * a line must fit in one large buffer. Past that, 414 (the request line) or 431 (a header).
   */
  HEADER_BUFFER_BYTES: 1024,
  LARGE_HEADER_BUFFER_BYTES: 8192,
  LARGE_HEADER_BUFFERS: 4,
  /** Largest request body (a declared Content-Length): MCP messages are a few hundred bytes. Past it, 413. */
  BODY_MAX_BYTES: 65_536,
  /** Default rate limits (spec 8; contract/budgets.ts says which paths each counts); operators may change them. */
  API_REQUESTS_PER_MINUTE: 30,
  PAGE_REQUESTS_PER_MINUTE: 60,
  /** What pages load from this origin (stylesheets, scripts, fonts, covers): a preview is one page and 7–12 assets (contract/budgets.ts). */
  ASSET_REQUESTS_PER_MINUTE: 600,
} as const;
