/**
 * The extension token groups (issue 9, CONTENT.md "Extensions"): a style's other mode, elevation,
 * borders, gradients, effects, motion, per-corner radii and which of them each component wears. Shapes follow the W3C
 * Design Tokens composite types (shadow, border, gradient, duration, cubicBezier) so exports are direct.
 * These JSON Schemas are the one definition: the validation rule checks documents with them, openapi.json
 * embeds them in DesignTokens, and the TypeScript types below are derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Token and component names: lowercase words joined by hyphens. */
export const TOKEN_NAME_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** A colour in an extension token: `#RRGGBB`, `#RRGGBBAA` (alpha for translucency) or a `{colors.name}` reference. */
const colorValue = {
  type: 'string',
  pattern: '^(#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|\\{colors\\.[a-z0-9]+(-[a-z0-9]+)*\\})$',
  description: 'A hex colour (`#RRGGBB`, or `#RRGGBBAA` with alpha) or a reference such as `{colors.primary}`.',
} as const;

const pixels = { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?px$', description: 'A length in px.' } as const;
const nonNegativePixels = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?px$', description: 'A length of 0px or more.' } as const;

export const ShadowLayerSchema = {
  type: 'object',
  description: 'One shadow (DTCG `shadow`): colour, offsets, blur and spread; `inset` draws it inside the box.',
  required: ['color', 'offsetX', 'offsetY', 'blur', 'spread'],
  additionalProperties: false,
  properties: {
    color: colorValue,
    offsetX: pixels,
    offsetY: pixels,
    blur: nonNegativePixels,
    spread: pixels,
    inset: { type: 'boolean', description: 'An inner shadow.' },
  },
} as const;

export const ShadowSchema = {
  description: 'A shadow, or a list of layers drawn first on top (CSS `box-shadow` order).',
  anyOf: [ShadowLayerSchema, { type: 'array', items: ShadowLayerSchema, minItems: 1, maxItems: 6 }],
} as const;

export const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;

export const BorderSchema = {
  type: 'object',
  description: 'A border (DTCG `border`): width, line style and colour.',
  required: ['width', 'style', 'color'],
  additionalProperties: false,
  properties: {
    width: nonNegativePixels,
    style: { type: 'string', enum: BORDER_STYLES },
    color: colorValue,
  },
} as const;

export const GradientLayerSchema = {
  type: 'object',
  description:
    'One gradient: `linear` (with `angle`), `radial` (with `shape` and `center`) or `conic` (with `angle` and `center`); ' +
    'its `stops` are DTCG gradient stops, positions from 0 to 1.',
  required: ['type', 'stops'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['linear', 'radial', 'conic'] },
    angle: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?deg$', description: 'Direction, e.g. `135deg` (linear, conic).' },
    shape: { type: 'string', enum: ['circle', 'ellipse'], description: 'Radial shape; ellipse when absent.' },
    center: { type: 'string', pattern: '^[0-9]{1,3}% [0-9]{1,3}%$', description: 'Centre, e.g. `20% 10%` (radial, conic); the middle when absent.' },
    stops: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['color', 'position'],
        additionalProperties: false,
        properties: { color: colorValue, position: { type: 'number', minimum: 0, maximum: 1 } },
      },
    },
  },
} as const;

export const GradientSchema = {
  description: 'A gradient, or a list of layers painted first on top (CSS `background-image` order), as a mesh of radial glows.',
  anyOf: [GradientLayerSchema, { type: 'array', items: GradientLayerSchema, minItems: 1, maxItems: 6 }],
} as const;

export const EffectSchema = {
  description: 'A blur radius in px (backdrop blur), or a number (opacity or grain strength from 0 to 1, a saturation factor).',
  anyOf: [nonNegativePixels, { type: 'number', minimum: 0, maximum: 4 }],
} as const;

export const DurationSchema = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?(ms|s)$', description: 'A duration (DTCG `duration`), e.g. `120ms`.' } as const;
export const CubicBezierSchema = {
  type: 'array',
  description: 'An easing curve (DTCG `cubicBezier`): [x1, y1, x2, y2], x between 0 and 1.',
  prefixItems: [
    { type: 'number', minimum: 0, maximum: 1 },
    { type: 'number' },
    { type: 'number', minimum: 0, maximum: 1 },
    { type: 'number' },
  ],
  // Four numbers exactly: `prefixItems` types each position (JSON Schema 2020-12); `items` says the
  // same to tools that predate it (OpenAPI 3.0 generators), and with maxItems admits nothing more.
  items: { type: 'number' },
  minItems: 4,
  maxItems: 4,
} as const;

/** Four corner radii (issue 17): an arch, a tab, a leaf; worn through the component-effects key `corners`. */
export const CornersSchema = {
  type: 'object',
  description: 'Per-corner radii (CSS `border-radius` in the order top-left, top-right, bottom-right, bottom-left); overrides the component\'s `rounded`.',
  required: ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'],
  additionalProperties: false,
  properties: { topLeft: nonNegativePixels, topRight: nonNegativePixels, bottomRight: nonNegativePixels, bottomLeft: nonNegativePixels },
} as const;

/** The corner keys in CSS `border-radius` order. */
export const CORNER_KEYS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

export const MotionSchema = { description: 'A duration or an easing curve.', anyOf: [DurationSchema, CubicBezierSchema] } as const;

const tokenName = { type: 'string', pattern: TOKEN_NAME_PATTERN } as const;
/** A worn token's name, or `none` (a state dropping what its base wears). */
const wornName = {
  type: 'string',
  pattern: TOKEN_NAME_PATTERN,
  description: 'The name of a token of the key\'s group, or `none`: a state component drops the effect its base wears.',
} as const;

/** What a component wears: each key names a token of the group that paints it. */
export const COMPONENT_EFFECT_KEYS = {
  fill: { group: 'colors', description: 'a translucent paint over the backdrop, drawn instead of `backgroundColor` where effects are on' },
  'backdrop-blur': { group: 'effects', description: 'blur of what lies behind (px)' },
  'backdrop-saturate': { group: 'effects', description: 'saturation of what lies behind (a factor, 1 is unchanged)' },
  elevation: { group: 'elevation', description: 'its shadow' },
  border: { group: 'borders', description: 'its border' },
  gradient: { group: 'gradients', description: 'its background image' },
  opacity: { group: 'effects', description: 'its opacity (0 to 1)' },
  grain: { group: 'effects', description: 'strength of a film-grain overlay (0 to 1)' },
  'text-shadow': { group: 'elevation', description: 'a glow or shadow behind its text (offsets, blur and colour; spread and inset are ignored)' },
  duration: { group: 'motion', description: 'duration of its state transitions' },
  easing: { group: 'motion', description: 'easing of its state transitions' },
  corners: { group: 'corners', description: 'its four corner radii, instead of its `rounded`' },
} as const;

/**
 * The value a state gives a component-effects key to drop what it inherits (issue 17):
 * `button-secondary-hover: { gradient: none }` wears no gradient although `button-secondary` does.
 */
export const NO_EFFECT = 'none';

export type ComponentEffectKey = keyof typeof COMPONENT_EFFECT_KEYS;

export const ComponentEffectsSchema = {
  type: 'object',
  description:
    'Which extension tokens each component wears, by token name: ' +
    Object.entries(COMPONENT_EFFECT_KEYS)
      .map(([key, { group, description }]) => `\`${key}\` (a \`${group}\` token: ${description})`)
      .join('; ') +
    '. Keys are component names, or `page` for the page itself. A state component (`<base>-hover`…) inherits what its base wears; ' +
    '`none` as a value drops an inherited effect.',
  propertyNames: { pattern: TOKEN_NAME_PATTERN },
  additionalProperties: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(COMPONENT_EFFECT_KEYS).map((key) => [key, wornName])) as Record<ComponentEffectKey, typeof wornName>,
  },
} as const;

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

const namedMap = <const S extends object>(schema: S, description: string) =>
  ({ type: 'object', description, propertyNames: { pattern: TOKEN_NAME_PATTERN }, additionalProperties: schema }) as const;

export const ModeOverridesSchema = {
  type: 'object',
  description:
    'The other mode: the colour roles that change (names of `colors`), and optionally elevation, borders and gradients that change. ' +
    'References such as `{colors.surface}` in any token resolve to this mode\'s colours.',
  required: ['colors'],
  additionalProperties: false,
  properties: {
    colors: namedMap({ type: 'string', pattern: '^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$' } as const, 'Colour name → hex colour in this mode.'),
    elevation: namedMap(ShadowSchema, 'Shadows that differ in this mode.'),
    borders: namedMap(BorderSchema, 'Borders that differ in this mode.'),
    gradients: namedMap(GradientSchema, 'Gradients that differ in this mode.'),
  },
} as const;

/**
 * The document's own mode, as an object (issue 21): every top-level member of the token response is a JSON
 * object (spec 2.3), so the mode's name sits under `default`: `mode: { default: light }`.
 */
export const ModeSchema = {
  type: 'object',
  description: 'The mode the document\'s `colors` describe, under `default`: `mode: { default: light }` or `mode: { default: dark }`.',
  required: ['default'],
  additionalProperties: false,
  properties: {
    default: { type: 'string', enum: MODES, description: 'The mode the document\'s `colors` describe: `light` or `dark`.' },
  },
} as const;

/** The extension members of the token response, each with its schema (one definition, used everywhere). */
export const EXTENSION_PROPERTIES = {
  mode: ModeSchema,
  modes: {
    type: 'object',
    description: 'The other mode, under its name (`dark` for a light-first style, `light` for a dark-first one).',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: { light: ModeOverridesSchema, dark: ModeOverridesSchema },
  },
  elevation: namedMap(ShadowSchema, 'Shadows: name → shadow or list of shadow layers.'),
  borders: namedMap(BorderSchema, 'Borders: name → border.'),
  gradients: namedMap(GradientSchema, 'Gradients: name → gradient or list of gradient layers.'),
  effects: namedMap(EffectSchema, 'Effects: name → blur radius, opacity, grain strength or saturation.'),
  motion: namedMap(MotionSchema, 'Motion: name → duration or easing curve.'),
  corners: namedMap(CornersSchema, 'Corners: name → four corner radii.'),
  'component-effects': ComponentEffectsSchema,
} as const;

/** The extension groups, in the order the token response writes them. */
export const EXTENSION_GROUPS = Object.keys(EXTENSION_PROPERTIES) as (keyof typeof EXTENSION_PROPERTIES)[];

/** The extension groups the official linter reports as `token-like-ignored` (maps of tokens). */
export const TOKEN_LIKE_EXTENSIONS: readonly string[] = EXTENSION_GROUPS;

/** Extensions every style carries: both modes, and motion for its state changes. */
export const REQUIRED_EXTENSIONS = ['mode', 'modes', 'motion', 'component-effects'] as const;

/** The document-level schema of the extension groups, as the validation rule applies it. */
export const TokenExtensionsSchema = {
  type: 'object',
  required: [...REQUIRED_EXTENSIONS],
  properties: EXTENSION_PROPERTIES,
} as const;

/** The shared core vocabulary (issue 9): every style names these, beside its period names. */
export const CORE_COLORS = ['primary', 'on-primary', 'surface', 'on-surface', 'outline', 'focus', 'disabled', 'error', 'field-outline'] as const;
/** Core components that set both `backgroundColor` and `textColor`. */
export const CORE_COMPONENTS = [
  'button-primary',
  'button-primary-hover',
  'button-primary-pressed',
  'button-primary-focus',
  'button-primary-disabled',
  'button-secondary',
  'button-secondary-hover',
  'button-secondary-pressed',
  'button-secondary-focus',
  'button-secondary-disabled',
  'card',
  'input',
  'input-focus',
  'input-error',
  'input-disabled',
] as const;
/** Core text-only components (issue 17): `textColor`, no `backgroundColor`; they sit on `surface` and inside a `card`. */
export const CORE_TEXT_COMPONENTS = ['link', 'link-hover', 'error-text'] as const;
/** Pressed states must look pressed: another background or another elevation than their base. */
export const PRESSED_COMPONENTS = CORE_COMPONENTS.filter((c) => c.endsWith('-pressed'));
/**
 * State suffixes: a component `<base>-<state>` whose base is a component inherits the base's
 * properties and effects and overrides what it names.
 */
export const STATE_SUFFIXES = ['hover', 'focus', 'focus-visible', 'pressed', 'active', 'disabled', 'error', 'selected', 'checked', 'visited', 'open', 'current', 'invalid'] as const;
/** Focus states must show a focus indicator: a border or an elevation (ring) in `component-effects`. */
export const FOCUS_COMPONENTS = CORE_COMPONENTS.filter((c) => c.endsWith('-focus'));

export type ShadowLayer = FromSchema<typeof ShadowLayerSchema>;
export type Shadow = ShadowLayer | ShadowLayer[];
export type Border = FromSchema<typeof BorderSchema>;
export type GradientLayer = FromSchema<typeof GradientLayerSchema>;
export type Gradient = GradientLayer | GradientLayer[];
export type ComponentEffects = Partial<Record<ComponentEffectKey, string>>;
export type Corners = FromSchema<typeof CornersSchema>;
export interface ModeOverrides {
  colors: Record<string, string>;
  elevation?: Record<string, Shadow>;
  borders?: Record<string, Border>;
  gradients?: Record<string, Gradient>;
}
export type Motion = string | [number, number, number, number];

/** The extension groups of one document, once valid. */
export interface TokenExtensions {
  mode: { default: Mode };
  modes: Partial<Record<Mode, ModeOverrides>>;
  elevation?: Record<string, Shadow>;
  borders?: Record<string, Border>;
  gradients?: Record<string, Gradient>;
  effects?: Record<string, string | number>;
  motion: Record<string, Motion>;
  corners?: Record<string, Corners>;
  'component-effects': Record<string, ComponentEffects>;
}
