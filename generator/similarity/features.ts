/**
 * A style as a point for similarity (issue 14): its palette in OKLab (perceptual), type families by
 * kind, corner radius, elevation and effects, mode, and its metadata (type, era, keywords). Each block
 * is scaled by its weight, so plain Euclidean distance between two vectors is the weighted dissimilarity.
 */
import { converter } from 'culori';
import { STYLE_TYPES } from '../contract/style-types';
import type { StyleSummary } from '../contract/schemas';
import { wordsOf, eraForms } from '../search/text';
import { fontKind } from '../tokens/font-stack';
import { effectsOf, ownMode, referenceOf, themeOf, type StyleTokens } from '../tokens/theme';
import type { Rgba } from '../tokens/color';

const toOklab = converter('oklab');

/** Weight of each block in the distance; they sum to 1. */
export const WEIGHTS = { palette: 0.3, type: 0.2, effects: 0.2, typography: 0.1, keywords: 0.1, era: 0.05, mode: 0.05 } as const;

const KEYWORD_BUCKETS = 32;
const FONT_KINDS = ['sans', 'serif', 'monospace', 'cursive'] as const;

function lab(c: Rgba | undefined): [number, number, number] {
  if (!c) return [0.5, 0, 0];
  const o = toOklab({ mode: 'rgb', r: c.r, g: c.g, b: c.b });
  return [o.l, o.a, o.b];
}

function hash(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return (h >>> 0) % KEYWORD_BUCKETS;
}

/** Scales a block so that its largest possible squared distance is about its weight. */
const scaled = (values: number[], weight: number, span: number) => values.map((v) => (v * Math.sqrt(weight)) / span);

const px = (v: unknown) => Number.parseFloat(String(v ?? 0)) || 0;

/** The feature vector of a style. */
export function styleFeatures(tokens: StyleTokens, summary: StyleSummary): number[] {
  const theme = themeOf(tokens, ownMode(tokens));
  const colors = theme.colors;
  const others = [...colors].filter(([name]) => !['primary', 'surface', 'on-surface', 'on-primary'].includes(name)).map(([, c]) => lab(c));
  const mean = others.length ? ([0, 1, 2].map((i) => others.reduce((sum, c) => sum + c[i]!, 0) / others.length) as [number, number, number]) : lab(colors.get('primary'));
  // Surface and primary dominate what a style looks like; text and the rest of the palette follow.
  const palette = [...lab(colors.get('surface')).map((v) => v * 1.4), ...lab(colors.get('primary')), ...lab(colors.get('on-surface')).map((v) => v * 0.6), ...mean.map((v) => v * 0.8)];

  const type = STYLE_TYPES.map((t) => (t === summary.type ? 1 : 0));

  const kinds = new Set(Object.values(tokens.typography ?? {}).map((t) => (t.fontFamily ? fontKind(String(t.fontFamily)) : 'sans')));
  const typography = FONT_KINDS.map((k) => (kinds.has(k) ? 1 : 0));

  const core = ['button-primary', 'card', 'input'].map((name) => {
    const rounded = tokens.components?.[name]?.rounded;
    const ref = referenceOf(rounded);
    return Math.min(32, px(ref ? tokens.rounded?.[ref[1]] : rounded));
  });
  const radius = core.reduce((a, b) => a + b, 0) / core.length / 32;
  const worn = Object.values(tokens['component-effects'] ?? {});
  const shadows = worn.flatMap((w) => (w.elevation ? [theme.elevation.get(w.elevation) ?? []] : []));
  const layers = shadows.flat();
  const effects = [
    radius,
    worn.some((w) => w.fill && w['backdrop-blur']) ? 1 : 0,
    worn.some((w) => w.gradient) ? 1 : 0,
    worn.some((w) => w.grain) ? 1 : 0,
    layers.some((l) => px(l.blur) === 0 && (px(l.offsetX) !== 0 || px(l.offsetY) !== 0)) ? 1 : 0,
    shadows.some((s) => s.some((l) => px(l.offsetX) + px(l.offsetY) < 0) && s.some((l) => px(l.offsetX) + px(l.offsetY) > 0)) ? 1 : 0,
    layers.some((l) => l.inset) ? 1 : 0,
    layers.some((l) => px(l.blur) >= 16) ? 1 : 0,
    worn.some((w) => w['text-shadow']) ? 1 : 0,
    Math.min(1, Math.max(0, ...Object.values(tokens.borders ?? {}).map((b) => px(b.width))) / 4),
  ];

  const keywords = new Array<number>(KEYWORD_BUCKETS).fill(0);
  const words = new Set([...(summary.keywords ?? []).flatMap(wordsOf), ...wordsOf(summary.style_type ?? '')]);
  for (const word of words) keywords[hash(word)] = 1;
  const norm = Math.sqrt(keywords.reduce((a, b) => a + b, 0)) || 1;

  const decades = eraForms(summary.era ?? '').filter((f) => /^\d{4}s$/.test(f)).map((f) => Number(f.slice(0, 4)));
  const era = decades.length ? (decades.reduce((a, b) => a + b, 0) / decades.length - 1900) / 130 : 0.8;

  return [
    ...scaled(palette, WEIGHTS.palette, 2.2),
    ...scaled(type, WEIGHTS.type, Math.SQRT2),
    ...scaled(effects, WEIGHTS.effects, 2.2),
    ...scaled(typography, WEIGHTS.typography, 2),
    ...scaled(keywords.map((k) => k / norm), WEIGHTS.keywords, Math.SQRT2),
    ...scaled([era], WEIGHTS.era, 1),
    ...scaled([ownMode(tokens) === 'dark' ? 1 : 0], WEIGHTS.mode, 1),
  ].map((v) => Math.round(v * 10000) / 10000);
}
