/**
 * Token values written as CSS: shadows, borders, gradients, motion, effects, font stacks. A colour
 * reference becomes `var(--color-name)`, so a value follows the page's mode without being rewritten.
 * Shared by the CSS and Tailwind exports and the preview pages.
 */
import { CORNER_KEYS, type Border, type Corners, type Gradient, type GradientLayer, type Motion, type Shadow, type ShadowLayer } from '../contract/token-extensions';
import { fontStack } from '../tokens/font-stack';
import { referenceOf } from '../tokens/theme';

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
