/**
 * A style as a point for similarity (issues 14 and 32): what a reader sees of it in both modes (the
 * palette in OKLab, perceptual: page, surfaces, action, text, the rest, the page's gradient light and how
 * many hues; corners, glass with its clarity and blur, shadows, grain, the components' edges), its type
 * families by kind, and its metadata (type, era, keywords, default mode). Each block is scaled by its
 * weight and its spread, so plain Euclidean distance between two vectors is the weighted dissimilarity.
 */
import { STYLE_TYPES } from '../contract/style-types';
import type { StyleSummary } from '../contract/schemas';
import type { Mode } from '../contract/token-extensions';
import { wordsOf, eraForms } from '../search/text';
import { fontKind } from '../tokens/font-stack';
import { componentProps, effectsOf, modesOf, otherMode, ownMode, referenceOf, resolveColor, rawColors, themeOf, type StyleTokens, type Theme } from '../tokens/theme';
import { toOklab, type Rgba } from '../tokens/color';

/**
 * Weight of each block in the distance; they sum to 1. What a reader sees (palette and effects, each
 * taken in both modes) carries most of it: two styles of different `type` or keywords can share one look
 * (issue 32: aurora-glass and aurora-gradient, smoked glass over one aurora, scored 0.466 when the type
 * alone weighed 0.2 and the default mode alone was read; 0.604 now). Effects weigh more than the palette:
 * many light styles share a pale page and a blue action, and what tells them apart is corners, shadows,
 * glass and edges.
 */
export const WEIGHTS = { palette: 0.3, effects: 0.4, typography: 0.1, type: 0.08, keywords: 0.07, era: 0.03, mode: 0.02 } as const;

/**
 * The spread of each block over the library: its values are divided by it so that the mean squared
 * distance of a block over all pairs of styles is 0.4 × its weight (measured over the 140 styles of
 * November 2026: a block's weight is its share of a typical distance, whatever its length or units; with
 * plain spans the palette, in OKLab units, weighed a twentieth of what it was meant to).
 */
const SPREAD = { palette: 0.78, effects: 3.95, typography: 1.62, type: 2.14, keywords: 1.61, era: 0.56, mode: 1.03 } as const;

const KEYWORD_BUCKETS = 32;
const FONT_KINDS = ['sans', 'serif', 'monospace', 'cursive'] as const;
/** The components whose fill is a surface: what the page's panels are made of. */
const SURFACES = ['card', 'panel', 'modal', 'dialog', 'sheet', 'nav-bar', 'sidebar', 'toolbar'];

type Lab = [number, number, number];

function lab(c: Rgba | undefined): Lab {
  if (!c) return [0.5, 0, 0];
  const o = toOklab({ mode: 'rgb', r: c.r, g: c.g, b: c.b });
  return [o.l, o.a, o.b];
}

/** `top` laid over an opaque `under` at its own alpha. */
const over = (top: Rgba, under: Rgba | undefined): Rgba => {
  const base = under ?? { r: 0.5, g: 0.5, b: 0.5, alpha: 1 };
  const mix = (t: number, u: number) => t * top.alpha + u * (1 - top.alpha);
  return { r: mix(top.r, base.r), g: mix(top.g, base.g), b: mix(top.b, base.b), alpha: 1 };
};

const meanLab = (colors: Lab[], weights?: number[]): Lab | undefined => {
  const w = weights ?? colors.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  return total > 0 ? ([0, 1, 2].map((i) => colors.reduce((sum, c, k) => sum + c[i]! * w[k]!, 0) / total) as Lab) : undefined;
};

function hash(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return (h >>> 0) % KEYWORD_BUCKETS;
}

/** Scales a block by its weight and its spread over the library. */
const scaled = (values: number[], block: keyof typeof WEIGHTS) => values.map((v) => (v * Math.sqrt(WEIGHTS[block])) / SPREAD[block]);

const px = (v: unknown) => Number.parseFloat(String(v ?? 0)) || 0;

/** The surfaces a style puts on its page: the components of SURFACES it defines (the card first). */
const surfacesOf = (tokens: StyleTokens) => SURFACES.filter((name) => tokens.components?.[name]);

/** A surface's fill as a reader sees it in a theme: its translucent `fill` if it wears one, else its background. */
function surfaceFill(tokens: StyleTokens, theme: Theme, name: string): Rgba | undefined {
  const raw = rawColors(tokens, theme.mode);
  const fill = effectsOf(tokens, name).fill;
  return (fill ? theme.colors.get(fill) : undefined) ?? resolveColor(componentProps(tokens, name).backgroundColor, raw);
}

/**
 * What a reader sees of the palette in one mode: the page, the surfaces on it (translucent fills laid
 * over the page), the primary action, the text, the mean of the rest and the light of the page's
 * gradient (its stops weighted by their opacity and chroma: an aurora's green and violet, a sky's orange).
 */
function paletteIn(tokens: StyleTokens, theme: Theme): number[] {
  const colors = theme.colors;
  const page = colors.get('surface');
  const others = [...colors].filter(([name]) => !['primary', 'surface', 'on-surface', 'on-primary'].includes(name)).map(([, c]) => lab(c));
  const mean = meanLab(others) ?? lab(colors.get('primary'));
  const surfaces = surfacesOf(tokens).flatMap((name) => {
    const fill = surfaceFill(tokens, theme, name);
    return fill ? [lab(over(fill, page))] : [];
  });
  const surface = surfaces[0] ?? lab(page);
  const gradient = effectsOf(tokens, 'page').gradient;
  const stops = (gradient ? theme.gradients.get(gradient) ?? [] : []).flatMap((layer) => layer.stops.map((s) => s.color));
  const lights = stops.map(lab);
  const light = meanLab(lights, stops.map((c, i) => c.alpha * Math.hypot(lights[i]![1], lights[i]![2]))) ?? lab(page);
  // How many hues the palette holds: 0 when every chromatic colour shares one hue (red and black), near 1
  // for balanced primaries (red, yellow and blue), which a mean colour would average away.
  const hues = [...colors.values()].map(lab).filter(([, a, b]) => Math.hypot(a, b) >= 0.05);
  const chroma = hues.reduce((sum, [, a, b]) => sum + Math.hypot(a, b), 0);
  const spread = chroma > 0 ? 1 - Math.hypot(hues.reduce((x, [, a]) => x + a, 0), hues.reduce((y, [, , b]) => y + b, 0)) / chroma : 0;
  // The page and the primary dominate what a style looks like; surfaces, text and the rest follow.
  return [...lab(page).map((v) => v * 1.4), ...surface.map((v) => v * 1.0), ...lab(colors.get('primary')).map((v) => v * 0.6), ...lab(colors.get('on-surface')).map((v) => v * 0.6), ...mean.map((v) => v * 0.4), ...light.map((v) => v * 0.8), spread * 0.4];
}

/**
 * What a reader sees of the effects in one mode: corners, glass (and how clear and how blurred it is),
 * gradients, grain, hard offset shadows, shadows cast two ways (neumorphism), inset shadows, wide soft
 * shadows, glowing text and the heaviest border.
 */
function effectsIn(tokens: StyleTokens, theme: Theme): number[] {
  const core = ['button-primary', 'card', 'input'].map((name) => {
    const rounded = tokens.components?.[name]?.rounded;
    const ref = referenceOf(rounded);
    return Math.min(32, px(ref ? tokens.rounded?.[ref[1]] : rounded));
  });
  // Roundness as it is seen: square to 4px is a larger step than 16px to 20px.
  const radius = Math.sqrt(core.reduce((a, b) => a + b, 0) / core.length / 32);
  const worn = Object.values(tokens['component-effects'] ?? {});
  const shadows = worn.flatMap((w) => (w.elevation ? [theme.elevation.get(w.elevation) ?? []] : []));
  const layers = shadows.flat();
  const cast = layers.filter((l) => !l.inset);
  // Translucency: how much of the backdrop a surface lets through (1 - its fill's opacity) and how blurred.
  const glass = surfacesOf(tokens).flatMap((name) => {
    const effects = effectsOf(tokens, name);
    const fill = effects.fill ? theme.colors.get(effects.fill) : undefined;
    if (!fill) return [];
    const blur = effects['backdrop-blur'] ? px(tokens.effects?.[effects['backdrop-blur']]) : 0;
    return [{ clarity: 1 - fill.alpha, blur: Math.min(1, blur / 16) }];
  });
  const clarity = glass.length ? glass.reduce((a, g) => a + g.clarity, 0) / glass.length : 0;
  const blur = glass.length ? glass.reduce((a, g) => a + g.blur, 0) / glass.length : 0;
  return [
    radius,
    worn.some((w) => w.fill && w['backdrop-blur']) ? 1 : 0,
    clarity * 1.5,
    blur,
    worn.some((w) => w.gradient) ? 1 : 0,
    // Grain as strong as it shows: a 0.05 starfield is a faint speckle, 0.15 and above a printed texture.
    Math.max(0, ...worn.map((w) => (w.grain ? Math.min(1, px(tokens.effects?.[w.grain]) / 0.15) : 0))),
    // A hard offset shadow is cast (outside, unblurred, offset); a 1px inset highlight is not one.
    cast.some((l) => px(l.blur) === 0 && (px(l.offsetX) !== 0 || px(l.offsetY) !== 0)) ? 1 : 0,
    shadows.some((s) => s.some((l) => !l.inset && px(l.offsetX) + px(l.offsetY) < 0) && s.some((l) => !l.inset && px(l.offsetX) + px(l.offsetY) > 0)) ? 1 : 0,
    layers.some((l) => l.inset) ? 1 : 0,
    layers.some((l) => px(l.blur) >= 16) ? 1 : 0,
    worn.some((w) => w['text-shadow']) ? 1 : 0,
    // The heaviest edge the main components wear (a focus ring's border is not what a reader sees first).
    Math.min(1, Math.max(0, ...['card', 'button-primary', 'button-secondary', 'input'].map((name) => px(theme.borders.get(effectsOf(tokens, name).border ?? '')?.width))) / 4),
  ];
}

/** The theme a reader sees in each mode, light first: a style with one mode shows it in both. */
function themesOf(tokens: StyleTokens): [light: Theme, dark: Theme] {
  const shipped = modesOf(tokens);
  const theme = (mode: Mode) => themeOf(tokens, shipped.includes(mode) ? mode : otherMode(mode));
  return [theme('light'), theme('dark')];
}

/** The feature vector of a style. */
export function styleFeatures(tokens: StyleTokens, summary: StyleSummary): number[] {
  const themes = themesOf(tokens);
  const palette = themes.flatMap((theme) => paletteIn(tokens, theme));
  const effects = themes.flatMap((theme) => effectsIn(tokens, theme));

  const type = STYLE_TYPES.map((t) => (t === summary.type ? 1 : 0));

  const kinds = new Set(Object.values(tokens.typography ?? {}).map((t) => (t.fontFamily ? fontKind(String(t.fontFamily)) : 'sans')));
  const typography = FONT_KINDS.map((k) => (kinds.has(k) ? 1 : 0));

  const keywords = new Array<number>(KEYWORD_BUCKETS).fill(0);
  const words = new Set([...(summary.keywords ?? []).flatMap(wordsOf), ...wordsOf(summary.style_type ?? '')]);
  for (const word of words) keywords[hash(word)] = 1;
  const norm = Math.sqrt(keywords.reduce((a, b) => a + b, 0)) || 1;

  const decades = eraForms(summary.era ?? '').filter((f) => /^\d{4}s$/.test(f)).map((f) => Number(f.slice(0, 4)));
  const era = decades.length ? (decades.reduce((a, b) => a + b, 0) / decades.length - 1900) / 130 : 0.8;

  return [
    ...scaled(palette, 'palette'),
    ...scaled(effects, 'effects'),
    ...scaled(typography, 'typography'),
    ...scaled(type, 'type'),
    ...scaled(keywords.map((k) => k / norm), 'keywords'),
    ...scaled([era], 'era'),
    ...scaled([ownMode(tokens) === 'dark' ? 1 : 0], 'mode'),
  ].map((v) => Math.round(v * 10000) / 10000);
}
