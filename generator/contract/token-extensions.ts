/**
 * The extension token groups (issue 9, CONTENT.md "Extensions"): a style's other mode, elevation,
 * borders, gradients, effects, motion, per-corner radii and which of them each component wears. Shapes follow the W3C
 * Design Tokens composite types (shadow, border, gradient, duration, cubicBezier) so exports are direct.
 * These JSON Schemas are the one definition: the validation rule checks documents with them, openapi.json
 * embeds them in DesignTokens, and the TypeScript types below are derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

/**
 * Typography properties beyond DESIGN.md's (issue 18): letter case and slant, set by the style rather
 * than typed by the author. The typography schema (contract/schemas.ts) and the rules read these.
 */
export const TEXT_TRANSFORMS = ['uppercase', 'lowercase', 'capitalize', 'none'] as const;
export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export const TYPOGRAPHY_EXTENSIONS = { textTransform: TEXT_TRANSFORMS, fontStyle: FONT_STYLES } as const;

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

/** A background length: px or %, or `auto`. */
const PATTERN_LENGTH = '(-?[0-9]+(\\.[0-9]+)?(px|%)|auto)';
const PATTERN_SIZE = `^(${PATTERN_LENGTH}( ${PATTERN_LENGTH})?|cover|contain)$`;
const PATTERN_POSITION = `^${PATTERN_LENGTH.replace('|auto', '')} ${PATTERN_LENGTH.replace('|auto', '')}$`;

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
    size: {
      type: 'string',
      pattern: PATTERN_SIZE,
      description: 'Tile size of a pattern (issue 18): `24px 24px`, `200% 200%`, `auto`, `cover` or `contain` (CSS `background-size`); the whole box when absent.',
    },
    repeat: { type: 'string', enum: ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round'], description: 'How the tile repeats (CSS `background-repeat`); `repeat` when absent.' },
    position: { type: 'string', pattern: PATTERN_POSITION, description: 'Where the tile starts, e.g. `0px 0px` or `50% 100%` (CSS `background-position`); the top left when absent.' },
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

/** Cut corners (issue 18): chamfers, notches and pixel steps, drawn as a `clip-path` polygon. */
export const SHAPE_CUTS = ['chamfer', 'notch', 'step'] as const;
export const ShapeSchema = {
  type: 'object',
  description:
    'A cut-corner outline (CSS `clip-path: polygon()`): `chamfer` cuts each named corner on the diagonal, `notch` cuts a square out of it, ' +
    '`step` cuts two pixel stairs; `size` is how far the cut reaches along each edge; `corners` names the corners cut (all four when absent). ' +
    'A clip-path also clips the shadows and outlines outside the box: a focus state drops it (`shape: none`) or draws its ring inside.',
  required: ['cut', 'size'],
  additionalProperties: false,
  properties: {
    cut: { type: 'string', enum: SHAPE_CUTS },
    size: nonNegativePixels,
    corners: { type: 'array', items: { type: 'string', enum: CORNER_KEYS }, uniqueItems: true, minItems: 1, maxItems: 4 },
  },
} as const;

/** A 2D transform (issue 18): the press translate of neo-brutalism, a rotation, a press scale. */
export const TransformSchema = {
  type: 'object',
  description: 'A transform (CSS `transform`, applied as translate, then rotate, then scale): offsets in px, an angle in deg, a scale factor.',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    translateX: pixels,
    translateY: pixels,
    rotate: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?deg$', description: 'An angle, e.g. `-2deg`.' },
    scale: { type: 'number', minimum: 0.5, maximum: 2, description: 'A scale factor, 1 is unchanged.' },
  },
} as const;

/** The CSS filter functions a `filters` token may use, in the order the CSS export writes them. */
export const FILTER_FUNCTIONS = {
  sepia: { type: 'number', minimum: 0, maximum: 1 },
  grayscale: { type: 'number', minimum: 0, maximum: 1 },
  invert: { type: 'number', minimum: 0, maximum: 1 },
  contrast: { type: 'number', minimum: 0, maximum: 4 },
  brightness: { type: 'number', minimum: 0, maximum: 4 },
  saturate: { type: 'number', minimum: 0, maximum: 4 },
  hueRotate: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?deg$' },
  blur: nonNegativePixels,
} as const;

export const FilterSchema = {
  type: 'object',
  description: 'A filter on the component itself (CSS `filter`), e.g. sepia toning a photo: `{ sepia: 0.8, contrast: 1.1 }`; amounts as CSS takes them.',
  minProperties: 1,
  additionalProperties: false,
  properties: FILTER_FUNCTIONS,
} as const;

/** Text decoration (issue 18): newsprint's hover underline, memphis's wavy links. */
export const DecorationSchema = {
  type: 'object',
  description: 'A text decoration (CSS `text-decoration` and `text-underline-offset`): line, style, colour (the text\'s when absent), thickness, offset.',
  required: ['line'],
  additionalProperties: false,
  properties: {
    line: { type: 'string', enum: ['underline', 'overline', 'line-through', 'none'] },
    style: { type: 'string', enum: ['solid', 'double', 'dotted', 'dashed', 'wavy'] },
    color: colorValue,
    thickness: nonNegativePixels,
    offset: pixels,
  },
} as const;

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
  shape: { group: 'shapes', description: 'its cut-corner outline (`clip-path`)' },
  transform: { group: 'transforms', description: 'its transform (a press offset, a rotation, a scale)' },
  filter: { group: 'filters', description: 'a filter on the component itself (sepia, grayscale, contrast…)' },
  decoration: { group: 'decorations', description: 'the decoration of its text (underline, wavy, offset)' },
  'text-gradient': { group: 'gradients', description: 'a gradient that fills its text (`background-clip: text`); text-only components and `page` (the display heading) only' },
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

/**
 * Reduced motion (issue 18): the motion and transform tokens that change when the reader asks for less
 * motion (`prefers-reduced-motion: reduce`), by name; only what changes.
 */
export const ReducedMotionSchema = {
  type: 'object',
  description:
    'What changes under `prefers-reduced-motion: reduce`: motion tokens (durations to `0ms`, say) and transform tokens (a rotation or press offset ' +
    'replaced by a still one), by the names of `motion` and `transforms`.',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    motion: namedMap(MotionSchema, 'Motion tokens that change: name → duration or easing curve.'),
    transforms: namedMap(TransformSchema, 'Transforms that change: name → transform.'),
  },
} as const;

/**
 * Recipes (issue 18): tokens no component wears on its own but that build a documented device together
 * (a blueprint's grid lines, a duotone's tone map). Every extension token is worn or belongs to a recipe.
 */
export const RecipeSchema = {
  type: 'object',
  description: 'A device built from tokens no component wears: what it is and how to apply it, and the tokens it uses as `{group.name}` references.',
  required: ['description', 'tokens'],
  additionalProperties: false,
  properties: {
    description: { type: 'string', minLength: 20, description: 'What the recipe draws and how to apply its tokens.' },
    tokens: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^\\{[a-z-]+\\.[a-z0-9]+(-[a-z0-9]+)*\\}$' } },
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
  shapes: namedMap(ShapeSchema, 'Shapes: name → cut-corner outline.'),
  transforms: namedMap(TransformSchema, 'Transforms: name → translate, rotate and scale.'),
  filters: namedMap(FilterSchema, 'Filters: name → filter functions.'),
  decorations: namedMap(DecorationSchema, 'Text decorations: name → line, style, colour, thickness and offset.'),
  'reduced-motion': ReducedMotionSchema,
  recipes: namedMap(RecipeSchema, 'Recipes: name → a device built from tokens no component wears.'),
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
export type Shape = FromSchema<typeof ShapeSchema>;
export type Transform = FromSchema<typeof TransformSchema>;
export type Filter = FromSchema<typeof FilterSchema>;
export type Decoration = FromSchema<typeof DecorationSchema>;
export type Recipe = FromSchema<typeof RecipeSchema>;
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
  shapes?: Record<string, Shape>;
  transforms?: Record<string, Transform>;
  filters?: Record<string, Filter>;
  decorations?: Record<string, Decoration>;
  'reduced-motion'?: { motion?: Record<string, Motion>; transforms?: Record<string, Transform> };
  recipes?: Record<string, Recipe>;
  'component-effects': Record<string, ComponentEffects>;
}
