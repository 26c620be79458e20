// @ts-check
// Generated from generator/contract by generator/publish/cli-contract.ts; do not edit (run that file instead).
/** @import { ErrorCode, ExportFormat, OperationId, StyleType } from './types.js' */

/** @type {readonly StyleType[]} The values of the list filter `type`. */
export const STYLE_TYPES = ["glassmorphism","neumorphism","brutalism","minimalism","dark-mode","retro","futuristic","organic","flat","3d","gradient","monochrome"];

/** @type {readonly ExportFormat[]} The formats of GET /api/styles/{slug}/export/{format}. */
export const EXPORT_FORMATS = ["dtcg","tailwind","css","css-tailwind","shadcn"];

/** What the API accepts for page, limit and q. */
export const LIMITS = {
  PAGE_MIN: 1,
  PAGE_MAX: 1000000,
  LIMIT_MIN: 1,
  LIMIT_MAX: 50,
  LIMIT_DEFAULT: 20,
  QUERY_MIN_LENGTH: 2,
  QUERY_MAX_LENGTH: 200
};

/** @type {Readonly<Record<OperationId, string>>} Each operation's path template. */
export const OPERATION_PATHS = {
  listStyles: "/api/styles",
  getStyle: "/api/styles/{slug}",
  getStyleToken: "/api/styles/{slug}/token",
  getStyleContent: "/api/styles/{slug}/content",
  getStyleChanges: "/api/styles/{slug}/changes",
  getSimilarStyles: "/api/styles/{slug}/similar",
  exportStyleTokens: "/api/styles/{slug}/export/{format}",
  searchStyles: "/api/search",
  getRegistryItem: "/r/{slug}.json",
  getRegistry: "/r/registry.json"
};

/** @type {Readonly<Record<ErrorCode, string>>} Each error code's default message. */
export const ERROR_MESSAGES = {
  QUERY_MISSING: "The search query parameter `q` is required.",
  QUERY_TOO_SHORT: "The search query `q` must be at least 2 characters long.",
  QUERY_TOO_LONG: "The search query `q` is too long.",
  INVALID_PAGE: "`page` must be an integer of at least 1.",
  INVALID_LIMIT: "`limit` must be an integer from 1 to 50.",
  INVALID_TYPE: "`type` must be one of the style types listed in the API description.",
  INVALID_FORMAT: "`format` must be one of the token export formats listed in the API description.",
  DUPLICATE_PARAMETER: "A query parameter was given more than once.",
  BAD_REQUEST: "The request could not be understood.",
  CONTENT_TOO_LARGE: "The request body is too large.",
  URI_TOO_LONG: "The request line is too long.",
  HEADERS_TOO_LARGE: "The request header fields are too large.",
  STYLE_NOT_FOUND: "No style has this slug.",
  NOT_FOUND: "Nothing is published at this path.",
  METHOD_NOT_ALLOWED: "This API is read-only: only GET and HEAD are allowed.",
  RATE_LIMITED: "Too many requests: the rate limit for this client is exceeded.",
  INTERNAL_ERROR: "The server failed to answer this request.",
  SERVICE_UNAVAILABLE: "The service is temporarily unavailable."
};
