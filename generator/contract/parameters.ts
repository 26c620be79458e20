/** Query and path parameters of the API (spec 4), each defined once with its constraints and error code. */
import type { ErrorCode } from './error-codes';
import { LIMITS } from './limits';
import { STYLE_TYPES } from './style-types';

export interface ParameterDefinition {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  /** The code answered when the value breaks the schema. */
  errorCode: ErrorCode;
}

export const PAGE_PARAM = {
  name: 'page',
  in: 'query',
  required: false,
  description:
    `Page number, 1-indexed (integer from ${LIMITS.PAGE_MIN} to ${LIMITS.PAGE_MAX}). ` +
    'A page past the last answers 200 with an empty `data` array and the true pagination.',
  schema: { type: 'integer', minimum: LIMITS.PAGE_MIN, maximum: LIMITS.PAGE_MAX, default: 1 },
  errorCode: 'INVALID_PAGE',
} as const satisfies ParameterDefinition;

export const LIMIT_PARAM = {
  name: 'limit',
  in: 'query',
  required: false,
  description: `Items per page (integer from ${LIMITS.LIMIT_MIN} to ${LIMITS.LIMIT_MAX}).`,
  schema: { type: 'integer', minimum: LIMITS.LIMIT_MIN, maximum: LIMITS.LIMIT_MAX, default: LIMITS.LIMIT_DEFAULT },
  errorCode: 'INVALID_LIMIT',
} as const satisfies ParameterDefinition;

export const TYPE_PARAM = {
  name: 'type',
  in: 'query',
  required: false,
  description: 'Only styles of this type. Without it, all styles are listed.',
  schema: { type: 'string', enum: [...STYLE_TYPES] },
  errorCode: 'INVALID_TYPE',
} as const satisfies ParameterDefinition;

export const QUERY_PARAM = {
  name: 'q',
  in: 'query',
  required: true,
  description:
    `Search text, ${LIMITS.QUERY_MIN_LENGTH} to ${LIMITS.QUERY_MAX_LENGTH} characters (surrounding white space is ignored; longer text is refused with QUERY_TOO_LONG). ` +
    'It is plain text: punctuation and search-engine operators (`:`, `*`, `~`, `^`, `+`, `-`, quotes, AND, OR, NOT) have no special meaning, ' +
    'so `+glass -flat` looks for "glass" and "flat". Case and accents are ignored, so are common words ("the", "and"), and only the first 12 words count. ' +
    'Every word must match a style: exactly, by stem ("minimalist" finds "minimalism"), as a prefix when it has two characters or more ' +
    '("glassm" finds "glassmorphism"), or with one typo when it has five letters or more and no digit ("neumorphsim"). ' +
    'Neighbouring words also match written as one ("dark mode" finds "darkmode" and the reverse). ' +
    'When no style matches every word, styles matching any word are returned.',
  schema: { type: 'string', minLength: LIMITS.QUERY_MIN_LENGTH, maxLength: LIMITS.QUERY_MAX_LENGTH },
  errorCode: 'QUERY_TOO_SHORT',
} as const satisfies ParameterDefinition;

export const SLUG_PARAM = {
  name: 'slug',
  in: 'path',
  required: true,
  description: 'The style slug, as in `StyleSummary.slug`.',
  schema: { type: 'string' },
  errorCode: 'STYLE_NOT_FOUND',
} as const satisfies ParameterDefinition;

/**
 * Formats of the token exports, produced at build time on the official DESIGN.md exporters. `css-tailwind`
 * is the name the official exporter gives its Tailwind CSS v4 output; `shadcn` is a shadcn/ui registry item
 * (the same file as GET /r/{slug}.json).
 */
export const EXPORT_FORMATS = ['dtcg', 'tailwind', 'css', 'css-tailwind', 'shadcn'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

export const FORMAT_PARAM = {
  name: 'format',
  in: 'path',
  required: true,
  description:
    'The export format: `dtcg`, a W3C Design Tokens (DTCG 2025.10) tokens.json; `tailwind`, a Tailwind CSS 3 theme ' +
    '(`{theme: {extend}}`) with colors, font families and sizes, radii and spacing; `css`, CSS custom properties in a ' +
    '`:root` block, returned as the string field `css`; `css-tailwind`, a Tailwind CSS 4 stylesheet (`@theme` and both ' +
    'modes), also in `css`; `shadcn`, a shadcn/ui registry item (`registry:theme`), as GET /r/{slug}.json answers it. ' +
    '`css`, `css-tailwind` and `shadcn` bring the `@font-face` rules of the style\'s served families, pointing at this ' +
    'service\'s /fonts/ files; `dtcg` and `tailwind` name the families only. ' +
    'Any other value is 400 `INVALID_FORMAT`.',
  schema: { type: 'string', enum: [...EXPORT_FORMATS] },
  errorCode: 'INVALID_FORMAT',
} as const satisfies ParameterDefinition;
