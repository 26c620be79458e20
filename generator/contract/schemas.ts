/**
 * JSON Schemas (2020-12, as used by OpenAPI 3.1) of every response body (spec section 2).
 * The TypeScript types below are derived from these objects, and openapi.json embeds them,
 * so the contract is written once.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ERROR_CODE_LIST } from './error-codes';
import { STYLE_TYPES } from './style-types';
import { EXTENSION_PROPERTIES, FONT_STYLES, TEXT_TRANSFORMS } from './token-extensions';

const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

const summaryProperties = {
  id: { type: 'integer', description: 'Unique, stable identifier of the style; never reused.' },
  slug: {
    type: 'string',
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    description: 'URL-friendly identifier used in paths (lowercase words joined by hyphens).',
  },
  title: { type: 'string', description: 'Display name of the style.' },
  description: { type: 'string', description: 'One-sentence description.' },
  type: {
    type: 'string',
    description: `Style category. Library styles use one of: ${STYLE_TYPES.join(', ')}; clients should accept any string.`,
  },
  cover: { type: ['string', 'null'], format: 'uri', description: 'Absolute URL of the cover image (SVG), or null.' },
  use_case: nullableString('Recommended use case.'),
  era: nullableString('Design era, a decade label such as "1980s" or a span such as "1950s–1960s".'),
  style_type: nullableString('Style type classification: design movement, UI trend, platform language, internet aesthetic or art movement.'),
  keywords: { type: 'array', items: { type: 'string' }, description: 'Search keywords.' },
  synced_at: {
    type: 'string',
    format: 'date-time',
    description: 'Last change of the style document: the commit time of its file (UTC).',
  },
  version: {
    type: 'string',
    pattern: '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$',
    description:
      'Semantic version of the style (data/versions.json): major when a token or component is removed or renamed or a mode dropped, ' +
      'minor when tokens or components are added, patch when values or prose change. Its changes: `GET /api/styles/{slug}/changes`.',
  },
  updated_at: { type: 'string', format: 'date-time', description: 'When the current version was published (UTC).' },
} as const;

export const StyleSummarySchema = {
  type: 'object',
  description: 'A style as it appears in list and search results.',
  required: ['id', 'slug', 'title', 'description', 'type', 'version', 'updated_at'],
  additionalProperties: false,
  properties: summaryProperties,
} as const;

export const FontInfoSchema = {
  type: 'object',
  description:
    'A family the style renders in and how to get it: self-hosted by this service from its npm package (only the latin subset, ' +
    'plus the subsets the document\'s own text needs, of the weights the style uses). A proprietary family the document names ' +
    '(SF Pro, Segoe UI, Arial…) is listed under `standsInFor` of the open family that renders in its place.',
  required: ['family', 'weights', 'styles', 'license', 'licenseUrl', 'npm', 'googleFonts', 'standsInFor', 'metricCompatible', 'reason', 'files'],
  additionalProperties: false,
  properties: {
    family: { type: 'string', description: 'The CSS family name, as the style\'s font stacks write it.' },
    weights: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'The weights the typography levels ask for.' },
    styles: { type: 'array', items: { type: 'string', enum: ['normal', 'italic'] }, description: 'The font styles the levels ask for.' },
    license: { type: 'string', description: 'SPDX identifier of the font\'s licence, e.g. `OFL-1.1` or `Apache-2.0`.' },
    licenseUrl: { type: 'string', format: 'uri', description: 'The licence text, served beside the font files.' },
    npm: { type: 'string', description: 'The npm package with every subset and weight, e.g. `@fontsource-variable/inter`.' },
    googleFonts: nullableString('The family\'s name on Google Fonts, or null when it is published elsewhere.'),
    standsInFor: {
      type: 'array',
      items: { type: 'string' },
      description: 'Proprietary families named before this one in a stack, which this open family replaces where they are not installed.',
    },
    metricCompatible: { type: 'boolean', description: 'True when the families it stands in for share its advance widths (Arimo for Arial, Tinos for Times New Roman).' },
    reason: nullableString('Why this stand-in was chosen, or null when it stands in for nothing.'),
    files: {
      type: 'array',
      items: { type: 'string', format: 'uri' },
      description: 'The WOFF2 files this service serves for the style (CORS open); the `@font-face` rules of the `css` and `css-tailwind` exports point at them, and the shadcn item\'s at those of its `font-*` families.',
    },
  },
} as const;

export const StyleDetailSchema = {
  type: 'object',
  description: 'A style in full: every summary field plus the complete document.',
  required: ['id', 'slug', 'title', 'description', 'type', 'version', 'updated_at', 'design_document', 'fonts'],
  additionalProperties: false,
  properties: {
    ...summaryProperties,
    design_document: {
      type: 'string',
      description: 'The complete DESIGN.md document, YAML front matter included.',
    },
    whenToUse: nullableString('The "When to Use" section of the document, or null when it has none.'),
    historicalContext: nullableString('The "Historical Context" section of the document, or null when it has none.'),
    fonts: {
      type: 'array',
      items: FontInfoSchema,
      description: 'Every family the style renders in, in the order its typography levels name them, with how to get it.',
    },
  },
} as const;

const dimension = { type: 'string', pattern: '^-?[0-9.]+(px|em|rem)$' } as const;

export const DesignTokensSchema = {
  type: 'object',
  description:
    'The design tokens of a style, exactly as in its YAML front matter (DESIGN.md format, version alpha): the five groups ' +
    'DESIGN.md defines, then the extension groups that carry what they cannot hold: `mode` (the document\'s own mode, ' +
    '`{"default": "light"}` or `{"default": "dark"}`) and `modes` (the other mode\'s colours), `elevation`, `borders`, ' +
    '`gradients`, `effects`, `motion` (shaped like the W3C Design Tokens composite types), `corners`, `shapes`, `transforms`, ' +
    '`filters`, `decorations` (per-corner radii, cut corners, transforms, filters, text decoration), `reduced-motion` (what changes under ' +
    '`prefers-reduced-motion`), `recipes` (devices built from tokens no component wears) and ' +
    '`component-effects` (which of those each component wears). Component values are literals or references such as ' +
    '"{colors.primary}" to another token; a colour reference in an extension token follows the mode. Every top-level member ' +
    'is a JSON object.',
  additionalProperties: false,
  properties: {
    colors: {
      type: 'object',
      description: 'Colour tokens: name → CSS colour (hex recommended).',
      additionalProperties: { type: 'string' },
    },
    typography: {
      type: 'object',
      description: 'Typography levels: name → font properties.',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          fontFamily: { type: 'string' },
          fontSize: dimension,
          fontWeight: { type: ['number', 'string'] },
          lineHeight: { type: ['number', 'string'] },
          letterSpacing: dimension,
          fontFeature: { type: 'string' },
          fontVariation: { type: 'string' },
          textTransform: { type: 'string', enum: TEXT_TRANSFORMS, description: 'Letter case (issue 18): capitals set by the style, not typed by the author.' },
          fontStyle: { type: 'string', enum: FONT_STYLES, description: 'Slant (issue 18): italic standfirsts and quotations.' },
        },
      },
    },
    spacing: {
      type: 'object',
      description: 'Spacing scale: level → dimension or unitless number.',
      additionalProperties: { type: ['string', 'number'] },
    },
    rounded: {
      type: 'object',
      description: 'Corner radius scale: level → dimension.',
      additionalProperties: { type: 'string' },
    },
    components: {
      type: 'object',
      description: 'Component tokens: component → property → literal or token reference.',
      additionalProperties: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    },
    ...EXTENSION_PROPERTIES,
  },
} as const;

export const SimilarStyleSchema = {
  type: 'object',
  description: 'A style similar to another: its summary and how similar it is.',
  required: ['id', 'slug', 'title', 'description', 'type', 'version', 'updated_at', 'score'],
  additionalProperties: false,
  properties: {
    ...summaryProperties,
    score: { type: 'number', minimum: 0, maximum: 1, description: 'Similarity from 0 (nothing alike) to 1 (the same features).' },
  },
} as const;

export const SimilarStylesSchema = {
  type: 'object',
  description: 'The most similar styles, most similar first.',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'array', maxItems: 6, items: SimilarStyleSchema } },
} as const;

export const MarkdownContentSchema = {
  type: 'object',
  description: 'The Markdown body of a style document, without the YAML front matter.',
  required: ['content'],
  additionalProperties: false,
  properties: { content: { type: 'string', description: 'Markdown design rationale.' } },
} as const;

const tokenPaths = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

export const StyleChangeSchema = {
  type: 'object',
  description: 'One version of a style: what changed and why, the token paths it touched and the contrast pairs it lowered.',
  required: ['version', 'date', 'bump', 'summary', 'tokens', 'contrast'],
  additionalProperties: false,
  properties: {
    version: summaryProperties.version,
    date: { type: 'string', format: 'date-time', description: 'When this version was published (UTC).' },
    bump: { type: 'string', enum: ['initial', 'major', 'minor', 'patch'], description: 'What kind of change it is; `initial` for the first version.' },
    summary: { type: 'string', description: 'What changed and why, in a sentence or two.' },
    tokens: {
      type: 'object',
      description: 'Dot paths into the `/token` response (`colors.primary`, `components.button-primary.backgroundColor`, `modes.dark.colors.surface`) against the previous version.',
      required: ['added', 'removed', 'changed'],
      additionalProperties: false,
      properties: { added: tokenPaths('Paths new in this version.'), removed: tokenPaths('Paths gone in this version.'), changed: tokenPaths('Paths whose value changed.') },
    },
    contrast: {
      type: 'array',
      description: 'Text/background pairs of a component whose contrast ratio fell in this version, per mode, composited over the mode\'s surface.',
      items: {
        type: 'object',
        required: ['pair', 'mode', 'before', 'after'],
        additionalProperties: false,
        properties: {
          pair: { type: 'string', description: 'The component and its pair, e.g. `components.button-primary textColor on backgroundColor`.' },
          mode: { type: 'string', enum: ['light', 'dark'] },
          before: { type: 'number', description: 'Contrast ratio in the previous version, to two decimals.' },
          after: { type: 'number', description: 'Contrast ratio in this version, to two decimals.' },
        },
      },
    },
  },
} as const;

export const StyleChangesSchema = {
  type: 'object',
  description: 'The versions of a style, newest first.',
  required: ['slug', 'version', 'updated_at', 'changes'],
  additionalProperties: false,
  properties: {
    slug: summaryProperties.slug,
    version: summaryProperties.version,
    updated_at: summaryProperties.updated_at,
    changes: { type: 'array', minItems: 1, items: StyleChangeSchema, description: 'Every version, newest first; the last is `initial`.' },
  },
} as const;

export const PaginationSchema = {
  type: 'object',
  description: 'Where a page sits in the whole result. `totalPages` is 0 when `total` is 0.',
  required: ['page', 'limit', 'total', 'totalPages'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, description: 'Current page number (1-indexed).' },
    limit: { type: 'integer', minimum: 1, maximum: 50, description: 'Items per page.' },
    total: { type: 'integer', minimum: 0, description: 'Total items available.' },
    totalPages: { type: 'integer', minimum: 0, description: 'Total number of pages: ceil(total / limit).' },
  },
} as const;

export const StyleListSchema = {
  type: 'object',
  description: 'One page of styles.',
  required: ['data', 'pagination'],
  additionalProperties: false,
  properties: {
    data: { type: 'array', items: StyleSummarySchema },
    pagination: PaginationSchema,
  },
} as const;

export const ErrorSchema = {
  type: 'object',
  description: 'Every error response has this body.',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: { type: 'string', description: 'Human-readable error message.' },
    code: {
      type: ['string', 'null'],
      enum: [...ERROR_CODE_LIST, null],
      description: 'Stable machine-readable error code.',
    },
    details: nullableString('Additional details, such as the offending value.'),
  },
} as const;

const stringMap = (description: string) => ({ type: 'object', description, additionalProperties: { type: 'string' } }) as const;

export const DtcgTokensSchema = {
  type: 'object',
  description:
    'A W3C Design Tokens (DTCG, format 2025.10) token file, built on the DTCG exporter of @google/design.md: groups `color`, ' +
    '`spacing`, `rounded`, `typography`, `elevation` (shadow), `borders` (border), `gradients` (gradient: the base layer\'s stops, ' +
    'every layer under `$extensions`), `effects` (dimension or number), `motion` (duration or cubicBezier) and `corners` (a group of ' +
    'four dimensions per token: topLeft, topRight, bottomRight, bottomLeft). A token whose value ' +
    'differs in the other mode carries it under `$extensions["org.design-style-library"].modes`. The root\'s ' +
    '`$extensions["org.design-style-library"]` names the style and its version: `slug`, `version`, `updated_at`.',
  required: ['$schema'],
  properties: {
    $schema: { type: 'string', format: 'uri', enum: ['https://www.designtokens.org/schemas/2025.10/format.json'], description: 'The DTCG format schema this file follows.' },
    $description: { type: 'string', description: 'The style description.' },
  },
  additionalProperties: { type: 'object', description: 'A token group: `$type` and its tokens.' },
} as const;

export const TailwindThemeSchema = {
  type: 'object',
  description:
    'A Tailwind CSS theme, built on the Tailwind exporter of @google/design.md: merge `theme.extend` into ' +
    'tailwind.config.js (Tailwind 3, or Tailwind 4 through `@config`) and load the `css` export for the custom properties it reads.',
  required: ['theme'],
  additionalProperties: false,
  properties: {
    theme: {
      type: 'object',
      required: ['extend'],
      additionalProperties: false,
      properties: {
        extend: {
          type: 'object',
          additionalProperties: false,
          properties: {
            colors: stringMap('Colour name → `var(--color-name, #hex)`: load the `css` export and dark mode follows the page.'),
            fontFamily: {
              type: 'object',
              description: 'Typography level → font family with its fallback stack.',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
            fontSize: {
              type: 'object',
              description: 'Typography level → [font size, {letterSpacing, fontWeight, lineHeight}].',
              additionalProperties: {
                type: 'array',
                prefixItems: [{ type: 'string' }, stringMap('Font properties: lineHeight, letterSpacing, fontWeight.')],
                // For tools that read `items` and not `prefixItems` (OpenAPI 3.0 generators): either member, as a list of
                // types. Not an `anyOf` repeating the members: Scalar's reference logs "Expected union value" for it (issue 31).
                items: { type: ['string', 'object'] },
                minItems: 2,
                maxItems: 2,
              },
            },
            borderRadius: stringMap('Radius level → CSS length.'),
            spacing: stringMap('Spacing level → CSS length.'),
            boxShadow: stringMap('Elevation name → CSS box-shadow, read through `--elevation-*` with the value as fallback.'),
            backdropBlur: stringMap('Blur effect name → CSS length.'),
            transitionDuration: stringMap('Motion name → CSS duration.'),
            transitionTimingFunction: stringMap('Motion name → CSS cubic-bezier().'),
            backgroundImage: stringMap('Gradient name → CSS gradient, read through `--gradient-*` with the value as fallback.'),
          },
        },
      },
    },
  },
} as const;

export const CssVariablesSchema = {
  type: 'object',
  description: 'A stylesheet, built on the CSS exporters of @google/design.md: the `css` export (custom properties) or the `css-tailwind` export (a Tailwind CSS v4 stylesheet).',
  required: ['css'],
  additionalProperties: false,
  properties: {
    css: {
      type: 'string',
      description:
        'A stylesheet of custom properties, after the `@font-face` rules of the families the style uses (each pointing at this ' +
        'service\'s `/fonts/…` WOFF2 files, with the package and licence in a comment). `:root` declares the tokens of the document\'s own mode: `--color-*`, `--spacing-*`, ' +
        '`--rounded-*` (the official exporter), `--typography-<level>-*` (font family with fallback stack, size, weight, line height, ' +
        'letter spacing), `--elevation-*`, `--border-*`, `--gradient-*`, `--effect-*`, `--motion-*`, and per component ' +
        '`--<component>-<property>` (background-color, color, font-*, border-radius, padding, height, fill, backdrop-filter, ' +
        'box-shadow, border, background-image, transition-*). The other mode redefines what changes under ' +
        '`@media (prefers-color-scheme: …)` (unless the page pins a mode) and under `:root[data-theme="light|dark"]`. ' +
        'The `css-tailwind` export: the same `@font-face` rules first (at the top level, where Tailwind CSS v4 keeps them), then ' +
        'the same properties for Tailwind CSS v4, imported after `@import "tailwindcss"`: `@theme static` ' +
        '(`--color-*`, `--font-*` with fallback stacks, `--text-*` with line height, letter spacing and weight, `--radius-*`, ' +
        '`--spacing-*`, `--blur-*`, `--ease-*`, `--transition-duration-*`), `@theme inline` (`--shadow-*` and `--background-image-*` ' +
        'read through `--elevation-*` and `--gradient-*`), the rest as plain custom properties, and the other mode under ' +
        '`prefers-color-scheme`, `.dark`/`.light` and `[data-theme]`.',
    },
  },
} as const;

const SHADCN_ITEM_TYPE = { type: 'string', enum: ['registry:theme'], description: 'A theme: CSS variables only, no component files.' } as const;

export const ShadcnRegistryItemSchema = {
  type: 'object',
  description:
    'A shadcn/ui registry item (https://ui.shadcn.com/schema/registry-item.json) of type `registry:theme`: the style\'s roles ' +
    'mapped onto the variables shadcn/ui\'s components read (generator/exports/shadcn-theme.ts documents the mapping). Every ' +
    'foreground reaches 4.5:1 on its background in both modes.',
  required: ['$schema', 'name', 'type', 'title', 'description', 'cssVars'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', format: 'uri', enum: ['https://ui.shadcn.com/schema/registry-item.json'], description: 'The shadcn/ui registry item schema.' },
    name: { type: 'string', pattern: summaryProperties.slug.pattern, description: 'The style slug.' },
    type: SHADCN_ITEM_TYPE,
    title: { type: 'string', description: 'Display name of the style.' },
    description: { type: 'string', description: 'One-sentence description.' },
    categories: { type: 'array', items: { type: 'string' }, description: 'The style type.' },
    docs: { type: 'string', description: 'What the shadcn CLI prints after installing the theme.' },
    meta: {
      type: 'object',
      description: 'The style and the version this item was made from, for a project to tell whether its copy is current.',
      required: ['slug', 'version', 'updated_at'],
      additionalProperties: false,
      properties: { slug: summaryProperties.slug, version: summaryProperties.version, updated_at: summaryProperties.updated_at },
    },
    cssVars: {
      type: 'object',
      required: ['theme', 'light', 'dark'],
      additionalProperties: false,
      properties: {
        theme: stringMap('Written into `@theme inline`: `font-sans`, `font-serif`, `font-mono` (stacks), `radius-sm` … `radius-xl`.'),
        light: stringMap(
          'Written into `:root`: background, foreground, card, popover, primary, secondary, muted, accent (each with its ' +
            '`-foreground`), destructive, border, input, ring, chart-1 … chart-5, the sidebar set, radius, shadow-xs … shadow-lg.',
        ),
        dark: stringMap('Written into `.dark`: the same variables in the dark mode.'),
      },
    },
    css: {
      type: 'object',
      description:
        'Present when `font-sans`, `font-serif` or `font-mono` renders in a family this service serves: the `@font-face` rules ' +
        'of those families (the files of the style\'s `fonts`, at absolute URLs on this service, CORS open). Each rule is keyed ' +
        '`@font-face /* <family>: <file> */` under `:root`, the form the shadcn CLI writes as a top-level `@font-face` rule of the ' +
        'project\'s CSS (the comment keeps the keys apart; a top-level `"@font-face"` key would not be written as one).',
      required: [':root'],
      additionalProperties: false,
      properties: {
        ':root': {
          type: 'object',
          description: 'One `@font-face` rule per key: its descriptors, as CSS writes them.',
          propertyNames: { pattern: '^@font-face /\\* .+ \\*/$' },
          additionalProperties: {
            type: 'object',
            required: ['font-family', 'font-style', 'font-display', 'font-weight', 'src'],
            additionalProperties: false,
            properties: {
              'font-family': { type: 'string', description: 'The family, quoted, as the `font-*` stacks name it.' },
              'font-style': { type: 'string', enum: ['normal', 'italic'] },
              'font-display': { type: 'string', enum: ['swap'] },
              'font-weight': { type: 'string', description: 'A weight, or the range a variable file covers (`100 900`).' },
              src: { type: 'string', description: "`url(<base>/fonts/<id>/<file>.woff2) format('woff2')`." },
              'unicode-range': { type: 'string', description: 'The subset\'s code points.' },
            },
          },
        },
      },
    },
  },
} as const;

export const ShadcnRegistryEntrySchema = {
  type: 'object',
  description: 'A style in the registry index; its theme is at /r/{name}.json.',
  required: ['name', 'type', 'title', 'description'],
  additionalProperties: false,
  properties: {
    name: ShadcnRegistryItemSchema.properties.name,
    type: SHADCN_ITEM_TYPE,
    title: ShadcnRegistryItemSchema.properties.title,
    description: ShadcnRegistryItemSchema.properties.description,
    categories: ShadcnRegistryItemSchema.properties.categories,
  },
} as const;

export const ShadcnRegistrySchema = {
  type: 'object',
  description: 'The shadcn/ui registry index (https://ui.shadcn.com/schema/registry.json): every style of the library, in id order.',
  required: ['$schema', 'name', 'homepage', 'items'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', format: 'uri', enum: ['https://ui.shadcn.com/schema/registry.json'], description: 'The shadcn/ui registry schema.' },
    name: { type: 'string', description: 'The registry name.' },
    homepage: { type: 'string', format: 'uri', description: 'The developer portal.' },
    items: { type: 'array', items: ShadcnRegistryEntrySchema },
  },
} as const;

export const TokenExportSchema = {
  type: 'object',
  description:
    'The design tokens of a style in one export format: DTCG tokens, a Tailwind CSS 3 theme, a stylesheet (`css`, `css-tailwind`) or a shadcn/ui registry item.',
  oneOf: [DtcgTokensSchema, TailwindThemeSchema, CssVariablesSchema, ShadcnRegistryItemSchema],
} as const;

export type StyleSummary = FromSchema<typeof StyleSummarySchema>;
export type StyleDetail = FromSchema<typeof StyleDetailSchema>;
export type FontInfo = FromSchema<typeof FontInfoSchema>;
export type DesignTokens = FromSchema<typeof DesignTokensSchema>;
export type MarkdownContent = FromSchema<typeof MarkdownContentSchema>;
export type StyleChanges = FromSchema<typeof StyleChangesSchema>;
export type SimilarStyles = FromSchema<typeof SimilarStylesSchema>;
export type Pagination = FromSchema<typeof PaginationSchema>;
export type StyleList = FromSchema<typeof StyleListSchema>;
export type ErrorBody = FromSchema<typeof ErrorSchema>;
export type DtcgTokens = FromSchema<typeof DtcgTokensSchema>;
type TailwindExtendFromSchema = FromSchema<typeof TailwindThemeSchema>['theme']['extend'];
/** json-schema-to-ts does not read `prefixItems`, so the fontSize tuple is restated from the schema. */
export type TailwindTheme = {
  theme: { extend: Omit<TailwindExtendFromSchema, 'fontSize'> & { fontSize?: Record<string, [string, Record<string, string>]> } };
};
export type CssVariables = FromSchema<typeof CssVariablesSchema>;
export type ShadcnRegistryItem = FromSchema<typeof ShadcnRegistryItemSchema>;
export type ShadcnRegistry = FromSchema<typeof ShadcnRegistrySchema>;
export type TokenExport = DtcgTokens | TailwindTheme | CssVariables | ShadcnRegistryItem;

/** Component schemas of openapi.json, by name. */
export const COMPONENT_SCHEMAS = {
  StyleSummary: StyleSummarySchema,
  StyleDetail: StyleDetailSchema,
  FontInfo: FontInfoSchema,
  DesignTokens: DesignTokensSchema,
  MarkdownContent: MarkdownContentSchema,
  StyleChange: StyleChangeSchema,
  StyleChanges: StyleChangesSchema,
  SimilarStyle: SimilarStyleSchema,
  SimilarStyles: SimilarStylesSchema,
  Pagination: PaginationSchema,
  StyleList: StyleListSchema,
  TokenExport: TokenExportSchema,
  DtcgTokens: DtcgTokensSchema,
  TailwindTheme: TailwindThemeSchema,
  CssVariables: CssVariablesSchema,
  ShadcnRegistryItem: ShadcnRegistryItemSchema,
  ShadcnRegistryEntry: ShadcnRegistryEntrySchema,
  ShadcnRegistry: ShadcnRegistrySchema,
  Error: ErrorSchema,
} as const;

export type SchemaName = keyof typeof COMPONENT_SCHEMAS;
