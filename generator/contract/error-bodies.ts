/**
 * The Error body of each failure the API answers without computing anything: one text per code (and per
 * parameter for DUPLICATE_PARAMETER). Details say what is allowed and never echo the request, so the
 * gateway and the generated nginx front answer byte for byte alike, and no request text is reflected.
 */
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { LIMITS } from './limits';
import { EXPORT_FORMATS, LIMIT_PARAM, PAGE_PARAM, TYPE_PARAM } from './parameters';
import type { ErrorBody } from './schemas';

type IntegerDefinition = { name: string; schema: { minimum: number; maximum: number } };
const integerRule = (def: IntegerDefinition) => `\`${def.name}\` must be an integer from ${def.schema.minimum} to ${def.schema.maximum}.`;

/** The details of each code that has fixed ones. */
export const FIXED_DETAILS: Partial<Record<ErrorCode, string | null>> = {
  INVALID_PAGE: integerRule(PAGE_PARAM),
  INVALID_LIMIT: integerRule(LIMIT_PARAM),
  INVALID_TYPE: `\`type\` must be one of ${TYPE_PARAM.schema.enum.join(', ')}.`,
  INVALID_FORMAT: `\`format\` must be one of ${EXPORT_FORMATS.join(', ')}.`,
  QUERY_TOO_SHORT: `\`q\` must be at least ${LIMITS.QUERY_MIN_LENGTH} characters long, surrounding white space aside.`,
  QUERY_TOO_LONG: `\`q\` must be at most ${LIMITS.QUERY_MAX_LENGTH} characters long.`,
  STYLE_NOT_FOUND: 'List the slugs with GET /api/styles or find one with GET /api/search.',
  NOT_FOUND: 'The API lives under /api; see /openapi.json.',
  METHOD_NOT_ALLOWED: 'The API is read-only: use GET or HEAD.',
  BAD_REQUEST: 'The request line, a header or the path is malformed (percent-encoding, %00, or .. above the root).',
  CONTENT_TOO_LARGE: `Request bodies are limited to ${LIMITS.BODY_MAX_BYTES} bytes.`,
  URI_TOO_LONG: `The request line (method, path and query) must fit in ${LIMITS.LARGE_HEADER_BUFFER_BYTES} bytes.`,
  HEADERS_TOO_LARGE:
    `Each header line must fit in ${LIMITS.LARGE_HEADER_BUFFER_BYTES} bytes, and the head, whole lines per buffer, in one buffer of ` +
    `${LIMITS.HEADER_BUFFER_BYTES} bytes then ${LIMITS.LARGE_HEADER_BUFFERS} of ${LIMITS.LARGE_HEADER_BUFFER_BYTES}.`,
  SERVICE_UNAVAILABLE: 'No gateway answered; retry in a few seconds.',
};

export const duplicateDetails = (name: string) => `\`${name}\` was given more than once; give it once.`;

/** `Limit of N requests per minute reached.`, the 429 details (Retry-After says when to come back). */
export const rateLimitedDetails = (limit: number) => `Limit of ${limit} requests per minute reached.`;

/** The serialized Error body, exactly as the gateway sends it. */
export function errorBody(code: ErrorCode, details: string | null = FIXED_DETAILS[code] ?? null): string {
  return JSON.stringify({ error: ERROR_CODES[code].message, code, details } satisfies ErrorBody);
}
