/** Colour arithmetic the token model needs (compositing, WCAG contrast, perceptual distance), through culori. */
import { blend, differenceEuclidean, formatHex, formatHex8, parse, wcagContrast, wcagLuminance, type Color } from 'culori';

/** A parsed colour; `alpha` is 1 when opaque. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** Parses a CSS colour (hex with or without alpha, named, functional); undefined when it is not one. */
export function parseColor(value: string): Rgba | undefined {
  const color = parse(value);
  if (!color) return undefined;
  const rgb = { ...(color.mode === 'rgb' ? color : (parse(formatHex8(color)!) as Color & { mode: 'rgb' })) };
  return { r: rgb.r, g: rgb.g, b: rgb.b, alpha: rgb.alpha ?? 1 };
}

const toCulori = (c: Rgba) => ({ mode: 'rgb' as const, r: c.r, g: c.g, b: c.b, alpha: c.alpha });

/** `#rrggbb`, or `#rrggbbaa` when translucent. */
export function toHex(c: Rgba): string {
  return c.alpha < 1 ? formatHex8(toCulori(c)) : formatHex(toCulori(c));
}

/** `top` painted over `bottom` (source-over); the result is as opaque as `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  if (top.alpha >= 1) return top;
  const mixed = blend([toCulori(bottom), toCulori(top)], 'normal') as { r: number; g: number; b: number; alpha?: number };
  return { r: mixed.r, g: mixed.g, b: mixed.b, alpha: mixed.alpha ?? 1 };
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: Rgba, b: Rgba): number {
  return wcagContrast(toCulori({ ...a, alpha: 1 }), toCulori({ ...b, alpha: 1 }));
}

const oklabDistance = differenceEuclidean('oklab');

/** Perceptual distance in OKLab (0 for equal colours; about 1 between black and white). */
export function perceptualDistance(a: Rgba, b: Rgba): number {
  return oklabDistance(toCulori(a), toCulori(b));
}

/** WCAG relative luminance (0 for black, 1 for white). */
export function luminance(c: Rgba): number {
  return wcagLuminance(toCulori({ ...c, alpha: 1 }));
}
