/**
 * Token values written as CSS: shadows, borders, gradients, motion, effects, font stacks. A colour
 * reference becomes `var(--color-name)`, so a value follows the page's mode without being rewritten.
 * Shared by the CSS and Tailwind exports and the preview pages.
 */
import { CORNER_KEYS, FILTER_FUNCTIONS, type Border, type Corners, type Decoration, type Filter, type Gradient, type GradientLayer, type Motion, type Shadow, type ShadowLayer, type Shape, type Transform } from '../contract/token-extensions';
import { fontStack } from '../tokens/font-stack';
import { referenceOf } from '../tokens/token-reference';

/** CSS custom property names per token group: `--color-primary`, `--elevation-raised`… */
export const VAR_PREFIX = {
  colors: 'color',
  spacing: 'spacing',
  rounded: 'rounded',
  typography: 'typography',
  elevation: 'elevation',
  borders: 'border',
  gradients: 'gradient',
  effects: 'effect',
  motion: 'motion',
  corners: 'corners',
  shapes: 'shape',
  transforms: 'transform',
  filters: 'filter',
  decorations: 'decoration',
} as const;

export type VarGroup = keyof typeof VAR_PREFIX;

export const varName = (group: VarGroup, name: string) => `--${VAR_PREFIX[group]}-${name}`;

/** A colour literal, lowercased; a `{colors.x}` reference as `var(--color-x)`. */
export function cssColor(value: string): string {
  const ref = referenceOf(value);
  return ref ? `var(${varName('colors', ref[1])})` : value.toLowerCase();
}

const layersOf = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export function cssShadow(value: Shadow): string {
  return layersOf(value)
    .map((l: ShadowLayer) => `${l.inset ? 'inset ' : ''}${l.offsetX} ${l.offsetY} ${l.blur} ${l.spread} ${cssColor(l.color)}`)
    .join(', ');
}

/** A shadow token as `text-shadow`: offsets, blur and colour (text shadows have no spread or inset). */
export function cssTextShadow(value: Shadow): string {
  return layersOf(value)
    .map((l: ShadowLayer) => `${l.offsetX} ${l.offsetY} ${l.blur} ${cssColor(l.color)}`)
    .join(', ');
}

export function cssBorder(value: Border): string {
  return `${value.width} ${value.style} ${cssColor(value.color)}`;
}

const percent = (position: number) => `${Math.round(position * 10000) / 100}%`;

function cssGradientLayer(layer: GradientLayer): string {
  const stops = layer.stops.map((s) => `${cssColor(s.color)} ${percent(s.position)}`).join(', ');
  const at = layer.center ? ` at ${layer.center}` : '';
  switch (layer.type) {
    case 'linear':
      return `linear-gradient(${layer.angle ?? '180deg'}, ${stops})`;
    case 'radial':
      return `radial-gradient(${layer.shape ?? 'ellipse'}${at}, ${stops})`;
    case 'conic':
      return `conic-gradient(from ${layer.angle ?? '0deg'}${at}, ${stops})`;
  }
}

export function cssGradient(value: Gradient): string {
  return layersOf(value).map(cssGradientLayer).join(', ');
}

/** The tiling of a gradient's layers (a pattern), one CSS value per property, or undefined when no layer tiles. */
export function cssGradientTiles(value: Gradient): { size: string; repeat: string; position: string } | undefined {
  const layers = layersOf(value);
  if (!layers.some((l) => l.size || l.repeat || l.position)) return undefined;
  return {
    size: layers.map((l) => l.size ?? 'auto').join(', '),
    repeat: layers.map((l) => l.repeat ?? 'repeat').join(', '),
    position: layers.map((l) => l.position ?? '0% 0%').join(', '),
  };
}

/**
 * A cut-corner outline as a `clip-path` polygon, clockwise from the top left. Each corner is a point, or
 * the points that cut it: a chamfer's diagonal, a notch's square, a step's two stairs.
 */
export function cssShape(value: Shape): string {
  const s = value.size;
  const cut = new Set(value.corners ?? CORNER_KEYS);
  /** A distance from the right or bottom edge. */
  const far = (d: string) => (d === '0px' ? '100%' : `calc(100% - ${d})`);
  const half = `${parseFloat(s) / 2}px`;
  const corner = (key: (typeof CORNER_KEYS)[number]): string[] => {
    const [left, top] = [key.endsWith('Left'), key.startsWith('top')];
    const x = (o: string) => (left ? o : far(o));
    const y = (o: string) => (top ? o : far(o));
    if (!cut.has(key)) return [`${x('0px')} ${y('0px')}`];
    // The cut's points as [x, y] offsets inward from the corner, in the order a clockwise walk meets them at
    // the top-left corner: a chamfer's two ends, a notch's three points, a step's five.
    const path: [string, string][] =
      value.cut === 'chamfer' ? [['0px', s], [s, '0px']]
      : value.cut === 'notch' ? [['0px', s], [s, s], [s, '0px']]
      : [['0px', s], [half, s], [half, half], [s, half], [s, '0px']];
    // Walking clockwise, the top-left and bottom-right corners are met on their vertical edge, the
    // other two on their horizontal edge: the same cut with its axes swapped.
    const verticalFirst = key === 'topLeft' || key === 'bottomRight';
    return path.map(([a, b]) => (verticalFirst ? `${x(a)} ${y(b)}` : `${x(b)} ${y(a)}`));
  };
  return `polygon(${CORNER_KEYS.flatMap(corner).join(', ')})`;
}

/** A transform, always in the order translate, rotate, scale. */
export function cssTransform(value: Transform): string {
  const parts = [];
  if (value.translateX !== undefined || value.translateY !== undefined) parts.push(`translate(${value.translateX ?? '0px'}, ${value.translateY ?? '0px'})`);
  if (value.rotate !== undefined) parts.push(`rotate(${value.rotate})`);
  if (value.scale !== undefined) parts.push(`scale(${value.scale})`);
  return parts.join(' ') || 'none';
}

const FILTER_CSS: Record<keyof typeof FILTER_FUNCTIONS, string> = {
  sepia: 'sepia',
  grayscale: 'grayscale',
  invert: 'invert',
  contrast: 'contrast',
  brightness: 'brightness',
  saturate: 'saturate',
  hueRotate: 'hue-rotate',
  blur: 'blur',
};

/** Filter functions in a fixed order (the order changes the result in CSS, so it is not left to the document's key order). */
export function cssFilter(value: Filter): string {
  return (Object.keys(FILTER_CSS) as (keyof Filter)[])
    .filter((k) => value[k] !== undefined)
    .map((k) => `${FILTER_CSS[k]}(${value[k]})`)
    .join(' ') || 'none';
}

/** A decoration as the `text-decoration` shorthand (its offset goes to `text-underline-offset`). */
export function cssDecoration(value: Decoration): string {
  return [value.line, value.style, value.color && cssColor(value.color), value.thickness].filter(Boolean).join(' ');
}

/** Four corners as `border-radius` takes them: top-left, top-right, bottom-right, bottom-left. */
export function cssCorners(value: Corners): string {
  return CORNER_KEYS.map((k) => value[k]).join(' ');
}

export function cssMotion(value: Motion): string {
  return Array.isArray(value) ? `cubic-bezier(${value.join(', ')})` : value;
}

export function cssEffect(value: string | number): string {
  return String(value);
}

/** A family with its fallback stack, as `font-family` takes it. */
export function cssFontFamily(family: string): string {
  return fontStack(family);
}
