/**
 * One descriptor per API operation (spec 4). The gateway registers its routes from these,
 * and openapi.ts writes the OpenAPI paths from them.
 */
import type { ErrorCode } from './error-codes';
import { FORMAT_PARAM, LIMIT_PARAM, PAGE_PARAM, QUERY_PARAM, SLUG_PARAM, TYPE_PARAM, type ParameterDefinition } from './parameters';
import type { SchemaName } from './schemas';

export interface OperationDescriptor {
  operationId: 'listStyles' | 'getStyle' | 'getStyleToken' | 'getStyleContent' | 'getStyleChanges' | 'getSimilarStyles' | 'exportStyleTokens' | 'searchStyles' | 'getRegistryItem' | 'getRegistry';
  /** OpenAPI path template. */
  path: string;
  summary: string;
  description: string;
  parameters: readonly ParameterDefinition[];
  response: { schema: SchemaName; description: string };
  /** Error codes this operation can answer with, besides METHOD_NOT_ALLOWED, RATE_LIMITED and INTERNAL_ERROR. */
  errors: readonly ErrorCode[];
}

/** Ordering rule of every list (stated once, used in descriptions and in the generator). */
export const LIST_ORDER = 'Styles are ordered by `id`, ascending; ids are stable, so pages do not shift when a style changes.';
export const SEARCH_ORDER =
  'Results are ordered by relevance score, highest first: a match weighs most in the name, then the type and keywords, then the era, ' +
  'style type and description, in that order, and an exact word or stem weighs more than a prefix, which weighs more than a typo. ' +
  'Equal scores are ordered by `id` ascending, so the order is stable.';

const PAGE_ERRORS = ['INVALID_PAGE', 'INVALID_LIMIT', 'DUPLICATE_PARAMETER'] as const;

export const OPERATIONS = [
  {
    operationId: 'listStyles',
    path: '/api/styles',
    summary: 'List styles',
    description: `Lists the library, one page at a time, optionally filtered by type. ${LIST_ORDER} Unknown query parameters are ignored.`,
    parameters: [PAGE_PARAM, LIMIT_PARAM, TYPE_PARAM],
    response: { schema: 'StyleList', description: 'One page of style summaries.' },
    errors: [...PAGE_ERRORS, 'INVALID_TYPE'],
  },
  {
    operationId: 'getStyle',
    path: '/api/styles/{slug}',
    summary: 'Get a style',
    description: 'The full style: summary fields, the complete DESIGN.md document and its "When to Use" and "Historical Context" sections.',
    parameters: [SLUG_PARAM],
    response: { schema: 'StyleDetail', description: 'The style in full.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'getStyleToken',
    path: '/api/styles/{slug}/token',
    summary: 'Get the design tokens of a style',
    description:
      'The YAML design tokens of the style as JSON, without the Markdown body: colors, typography, spacing, rounded and components, ' +
      'then the extension groups that carry its whole look: mode and modes (both modes), elevation, borders, gradients, effects, motion ' +
      'and component-effects. Every top-level member is a JSON object; the document\'s own mode is `mode.default`.',
    parameters: [SLUG_PARAM],
    response: { schema: 'DesignTokens', description: 'The design tokens.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'getStyleContent',
    path: '/api/styles/{slug}/content',
    summary: 'Get the Markdown body of a style',
    description: 'The design rationale in Markdown, without the YAML tokens.',
    parameters: [SLUG_PARAM],
    response: { schema: 'MarkdownContent', description: 'The Markdown body.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'getStyleChanges',
    path: '/api/styles/{slug}/changes',
    summary: 'Get the versions of a style and what changed',
    description:
      'The style\'s current `version` and `updated_at` and every version, newest first: its semver bump (major when a token or ' +
      'component is removed or renamed or a mode dropped, minor when tokens or components are added, patch when values or prose ' +
      'change), what changed and why, the token paths added, removed and changed against the previous version (dot paths into ' +
      'the `/token` response), and the component text/background pairs whose contrast ratio fell, per mode. Generated at build ' +
      'time from data/versions.json; an installed copy compares its version with the summary\'s to know it is out of date.',
    parameters: [SLUG_PARAM],
    response: { schema: 'StyleChanges', description: 'The versions of the style, newest first.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'getSimilarStyles',
    path: '/api/styles/{slug}/similar',
    summary: 'Get the styles most similar to a style',
    description:
      'The six styles that look most like this one, most similar first, each a summary with a `score` from 0 to 1. Computed at ' +
      'build time from the tokens (palette distance in OKLab, type families, corner radii, elevation and effects, mode) and the ' +
      'metadata (type, era, keywords); a style is never similar to itself. Equal scores go to the lower id.',
    parameters: [SLUG_PARAM],
    response: { schema: 'SimilarStyles', description: 'The most similar styles.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'exportStyleTokens',
    path: '/api/styles/{slug}/export/{format}',
    summary: 'Export the design tokens of a style',
    description:
      'The design tokens converted at build time, on the official DESIGN.md exporters (@google/design.md) extended with the ' +
      'token model\'s groups and both modes: `dtcg` answers a W3C Design Tokens file, `tailwind` a Tailwind CSS 3 theme, `css` a ' +
      'stylesheet of custom properties as a string in `{css}`, `css-tailwind` a Tailwind CSS 4 stylesheet (`@theme`, both modes) ' +
      'in `{css}`, and `shadcn` a shadcn/ui registry item, as GET /r/{slug}.json answers it. The format is checked first: an ' +
      'unknown format is 400 `INVALID_FORMAT`, whatever the slug.',
    parameters: [SLUG_PARAM, FORMAT_PARAM],
    response: { schema: 'TokenExport', description: 'The design tokens in the requested format.' },
    errors: ['INVALID_FORMAT', 'STYLE_NOT_FOUND'],
  },
  {
    operationId: 'searchStyles',
    path: '/api/search',
    summary: 'Search styles',
    description:
      'Full-text search over name, description, keywords, era, type and style type. ' +
      `${SEARCH_ORDER} Era forms meet each other: "80s", "1980s" and "eighties" all find a 1980s style, a year finds its decade ` +
      '("1985"), and "20s" means the 1920s. Paginated like the list.',
    parameters: [QUERY_PARAM, PAGE_PARAM, LIMIT_PARAM],
    response: { schema: 'StyleList', description: 'One page of matching style summaries, most relevant first.' },
    // SERVICE_UNAVAILABLE: behind the nginx front, when no gateway replica answers.
    errors: ['QUERY_MISSING', 'QUERY_TOO_SHORT', 'QUERY_TOO_LONG', ...PAGE_ERRORS, 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'getRegistryItem',
    path: '/r/{slug}.json',
    summary: 'Get a style as a shadcn/ui theme',
    description:
      'The style as a shadcn/ui registry item (`registry:theme`): `cssVars` for `theme` (fonts, radii), `light` and `dark` ' +
      '(colours, chart colours, the sidebar set, radius, shadows), mapped from the style\'s colour roles and components so that ' +
      'every foreground reaches 4.5:1 on its background in both modes, and `css` with the `@font-face` rules of the families ' +
      'the `font-*` variables render in (absolute URLs on this service, whose /fonts/ files any origin may load), which the ' +
      'shadcn CLI writes at the top level of the project\'s CSS. `npx shadcn add <base>/r/{slug}.json` installs it; so ' +
      'does `npx shadcn add @design-style/{slug}` with `"registries": {"@design-style": "<base>/r/{name}.json"}` in ' +
      'components.json. Counted against the API budget.',
    parameters: [SLUG_PARAM],
    response: { schema: 'ShadcnRegistryItem', description: 'The shadcn/ui registry item of the style.' },
    errors: ['STYLE_NOT_FOUND'],
  },
  {
    operationId: 'getRegistry',
    path: '/r/registry.json',
    summary: 'List the styles as a shadcn/ui registry',
    description:
      'The shadcn/ui registry index: the library\'s name and homepage and one `registry:theme` item per style (name, title, ' +
      `description, categories), in id order; each item's theme is at /r/{name}.json. Counted against the API budget.`,
    parameters: [],
    response: { schema: 'ShadcnRegistry', description: 'The registry index.' },
    errors: [],
  },
] as const satisfies readonly OperationDescriptor[];

/**
 * Errors every API operation can answer with. BAD_REQUEST, CONTENT_TOO_LARGE, URI_TOO_LONG and
 * HEADERS_TOO_LARGE refuse a request before it is routed (a malformed path, more than the server reads).
 */
export const COMMON_ERRORS = [
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'CONTENT_TOO_LARGE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];
