/** Colour arithmetic the token model needs (compositing, WCAG contrast, perceptual distance), through culori. */
import { createRequire } from 'node:module';
import type { Color } from 'culori';

/**
 * culori as its package builds it for `require` (bundled/culori.cjs, one file): the same functions as its ES
 * modules, loaded in about 20 ms where its hundred-odd modules take about 100 ms of every process that renders
 * a document (issue 34).
 */
const { blend, clampChroma, converter, differenceEuclidean, formatHex, formatHex8, oklch, parse, wcagLuminance } = createRequire(import.meta.url)('culori') as typeof import('culori');

/** A colour in OKLab (similarity/features.ts). */
export const toOklab = converter('oklab');

/** A parsed colour; `alpha` is 1 when opaque. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/**
 * Colours already parsed, by their text: a document names each of its colours many times, and a library
 * shares most of them. Emptied when it grows large, so a worker's memory stays flat over any library.
 */
const parsed = new Map<string, Rgba | undefined>();
const PARSED_LIMIT = 20_000;

/** Parses a CSS colour (hex with or without alpha, named, functional); undefined when it is not one. The result is shared: do not change it. */
export function parseColor(value: string): Rgba | undefined {
  if (parsed.has(value)) return parsed.get(value);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  const color = parseCss(value);
  parsed.set(value, color);
  return color;
}

function parseCss(value: string): Rgba | undefined {
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

/**
 * WCAG 2 contrast ratio of two opaque colours (1 to 21): culori's `wcagContrast` formula on luminances
 * kept per colour object (contrast checks and searches compare the same colours again and again).
 */
export function contrast(a: Rgba, b: Rgba): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const oklabDistance = differenceEuclidean('oklab');

/** Perceptual distance in OKLab (0 for equal colours; about 1 between black and white). */
export function perceptualDistance(a: Rgba, b: Rgba): number {
  return oklabDistance(toCulori(a), toCulori(b));
}

const luminances = new WeakMap<Rgba, number>();

/** WCAG relative luminance (0 for black, 1 for white). */
export function luminance(c: Rgba): number {
  let value = luminances.get(c);
  if (value === undefined) luminances.set(c, (value = wcagLuminance(toCulori({ ...c, alpha: 1 }))));
  return value;
}

const BLACK: Rgba = { r: 0, g: 0, b: 0, alpha: 1 };
const WHITE: Rgba = { r: 1, g: 1, b: 1, alpha: 1 };

/** Colours already brought back from OKLCH: ensureContrast walks the same lightnesses of the same colours again and again. */
const fromOklchDone = new Map<string, Rgba>();

/** An OKLCH colour (hue in degrees) back in sRGB, chroma reduced until it fits, rounded to what `#rrggbb` can say. The result is shared: do not change it. */
export function fromOklch(l: number, c: number, h: number | undefined): Rgba {
  const key = `${l} ${c} ${h}`;
  let color = fromOklchDone.get(key);
  if (!color) {
    if (fromOklchDone.size >= 20_000) fromOklchDone.clear();
    fromOklchDone.set(key, (color = oklchToRgb(l, c, h)));
  }
  return color;
}

function oklchToRgb(l: number, c: number, h: number | undefined): Rgba {
  const clamped = clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h }, 'oklch');
  return parseColor(formatHex(clamped))!;
}

/** Lightness, chroma and hue (degrees) in OKLCH. */
export function toOklch(c: Rgba): { l: number; c: number; h: number } {
  const value = oklch(toCulori({ ...c, alpha: 1 }));
  return { l: value.l, c: value.c, h: value.h ?? 0 };
}

/**
 * `color`, or the nearest colour of its hue and chroma (OKLCH lightness moved in steps of 0.01, both ways,
 * the darker one first when black reads better on the backgrounds than white) that reaches `minimum`
 * against every one of `backgrounds`; undefined when no lightness does (backgrounds too far apart).
 * Deterministic, and checked on the `#rrggbb` it rounds to.
 */
export function ensureContrast(color: Rgba, backgrounds: readonly Rgba[], minimum: number): Rgba | undefined {
  const worst = (c: Rgba) => Math.min(...backgrounds.map((b) => contrast(c, b)));
  const opaque = parseColor(formatHex(toCulori({ ...color, alpha: 1 })))!;
  if (worst(opaque) >= minimum) return opaque;
  const darkerFirst = worst(BLACK) >= worst(WHITE);
  const { l, c, h } = toOklch(opaque);
  for (let step = 1; step <= 100; step++) {
    for (const sign of darkerFirst ? [-1, 1] : [1, -1]) {
      const lightness = l + (sign * step) / 100;
      if (lightness < -0.005 || lightness > 1.005) continue;
      const candidate = fromOklch(lightness, c, h);
      if (worst(candidate) >= minimum) return candidate;
    }
  }
  return undefined;
}
