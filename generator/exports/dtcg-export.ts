/**
 * The `dtcg` export: a W3C Design Tokens file (format 2025.10). The official exporter writes colours,
 * spacing, radii and typography; this adds the composite types it ignores (shadow, border, gradient,
 * duration, cubicBezier), per-corner radii and the other mode, completes typography (line height, fallback stacks), and
 * records per token the other mode's value under `$extensions`.
 */
import { DtcgEmitterHandler, type DesignSystemState } from '@google/design.md/linter';
import { CORNER_KEYS, type Mode } from '../contract/token-extensions';
import { toHex, type Rgba } from '../tokens/color';
import { fontStack } from '../tokens/font-stack';
import { modesOf, themeOf, type ResolvedGradientLayer, type ResolvedShadowLayer, type StyleTokens, type Theme } from '../tokens/theme';

/** Namespace of this library's `$extensions` (DTCG: reverse-domain-like, vendor-specific). */
export const DTCG_EXTENSION = 'org.design-style-library';

type Token = { $type?: string; $value: unknown; $description?: string; $extensions?: Record<string, unknown> };
type Group = Record<string, unknown>;

const round = (n: number) => Math.round(n * 1000) / 1000;

export function dtcgColor(c: Rgba): Record<string, unknown> {
  return { colorSpace: 'srgb', components: [round(c.r), round(c.g), round(c.b)], ...(c.alpha < 1 ? { alpha: round(c.alpha) } : {}), hex: toHex({ ...c, alpha: 1 }) };
}

/** `12px` → {value: 12, unit: 'px'}; `1.5rem`, `0.02em` likewise. */
export function dtcgDimension(value: string | number): { value: number; unit: string } {
  const m = /^(-?[0-9.]+)([a-z%]*)$/.exec(String(value).trim());
  return { value: m ? Number(m[1]) : 0, unit: m?.[2] || 'px' };
}

const shadowValue = (layers: ResolvedShadowLayer[]) => {
  const out = layers.map((l) => ({
    color: dtcgColor(l.color),
    offsetX: dtcgDimension(l.offsetX),
    offsetY: dtcgDimension(l.offsetY),
    blur: dtcgDimension(l.blur),
    spread: dtcgDimension(l.spread),
    ...(l.inset ? { inset: true } : {}),
  }));
  return out.length === 1 ? out[0] : out;
};

/** DTCG gradients are one list of stops: the base (last) layer; every layer with its geometry goes in $extensions. */
const gradientValue = (layers: ResolvedGradientLayer[]) => layers[layers.length - 1]!.stops.map((s) => ({ color: dtcgColor(s.color), position: s.position }));
const gradientLayers = (layers: ResolvedGradientLayer[]) =>
  layers.map(({ stops, ...geometry }) => ({ ...geometry, stops: stops.map((s) => ({ color: dtcgColor(s.color), position: s.position })) }));

interface ModeValues {
  colors: Map<string, unknown>;
  elevation: Map<string, unknown>;
  borders: Map<string, unknown>;
  gradients: Map<string, unknown>;
}

function valuesOf(theme: Theme): ModeValues {
  return {
    colors: new Map([...theme.colors].map(([n, c]) => [n, dtcgColor(c)])),
    elevation: new Map([...theme.elevation].map(([n, l]) => [n, shadowValue(l)])),
    borders: new Map([...theme.borders].map(([n, b]) => [n, { color: dtcgColor(b.color), width: dtcgDimension(b.width), style: b.style }])),
    gradients: new Map([...theme.gradients].map(([n, g]) => [n, gradientValue(g)])),
  };
}

/** A token of a mode-dependent group, with the other mode's value when it differs. */
function modal(value: unknown, other: { mode: Mode; value: unknown } | undefined, extra: Record<string, unknown> = {}): Token {
  const modes = other && JSON.stringify(other.value) !== JSON.stringify(value) ? { modes: { [other.mode]: other.value } } : {};
  const ext = { ...extra, ...modes };
  return { $value: value, ...(Object.keys(ext).length ? { $extensions: { [DTCG_EXTENSION]: ext } } : {}) };
}

/** A font size in px (`1.5rem` is 24px). */
const pxOf = (size: { value: number; unit: string }) => (size.unit === 'rem' || size.unit === 'em' ? size.value * 16 : size.value);

/**
 * Letter spacing as a DTCG dimension, whose units are px and rem only (format 2025.10): `0.02em`
 * becomes px at the level's own font size, as Style Dictionary and the platforms it builds for need it.
 */
function letterSpacing(value: string | number | undefined, size: { value: number; unit: string }): { value: number; unit: string } {
  const spacing = dtcgDimension(value ?? '0px');
  return spacing.unit === 'em' ? { value: round(spacing.value * pxOf(size)), unit: 'px' } : spacing;
}

function typographyGroup(tokens: StyleTokens): Group {
  const group: Group = { $type: 'typography' };
  for (const [level, t] of Object.entries(tokens.typography ?? {})) {
    const size = dtcgDimension(t.fontSize ?? '16px');
    const line = t.lineHeight === undefined ? 1.2 : typeof t.lineHeight === 'number' || /^[0-9.]+$/.test(String(t.lineHeight)) ? Number(t.lineHeight) : round(dtcgDimension(t.lineHeight).value / pxOf(size));
    group[level] = {
      $value: {
        fontFamily: fontStack(String(t.fontFamily ?? 'system-ui')).split(/,\s*/).map((f) => f.replace(/^'|'$/g, '')),
        fontSize: size,
        fontWeight: Number(t.fontWeight ?? 400),
        letterSpacing: letterSpacing(t.letterSpacing, size),
        lineHeight: line,
      },
      // DTCG's typography has no letter case or slant (issue 18): they travel in this library's extension.
      ...(t.textTransform !== undefined || t.fontStyle !== undefined
        ? { $extensions: { [DTCG_EXTENSION]: { ...(t.textTransform !== undefined ? { textTransform: t.textTransform } : {}), ...(t.fontStyle !== undefined ? { fontStyle: t.fontStyle } : {}) } } }
        : {}),
    };
  }
  return group;
}

export function dtcgExport(tokens: StyleTokens, design: DesignSystemState): Record<string, unknown> {
  const official = new DtcgEmitterHandler().execute(design);
  if (!official.success) throw new Error('the DTCG exporter failed');
  const file = { ...(official.data as Record<string, unknown>) };
  const [own, other] = modesOf(tokens);
  const base = valuesOf(themeOf(tokens, own!));
  const alt = other ? valuesOf(themeOf(tokens, other)) : undefined;
  const otherOf = (group: keyof ModeValues, name: string) => (other && alt ? { mode: other, value: alt[group].get(name) } : undefined);

  const color: Group = { $type: 'color' };
  for (const [name, value] of base.colors) color[name] = modal(value, otherOf('colors', name));
  const elevation: Group = { $type: 'shadow' };
  for (const [name, value] of base.elevation) elevation[name] = modal(value, otherOf('elevation', name));
  const borders: Group = { $type: 'border' };
  for (const [name, value] of base.borders) borders[name] = modal(value, otherOf('borders', name));
  const gradients: Group = { $type: 'gradient' };
  const own$ = themeOf(tokens, own!);
  for (const [name, value] of base.gradients) gradients[name] = modal(value, otherOf('gradients', name), { layers: gradientLayers(own$.gradients.get(name)!) });
  const effects: Group = {};
  for (const [name, value] of Object.entries(tokens.effects ?? {})) effects[name] = typeof value === 'number' ? { $type: 'number', $value: value } : { $type: 'dimension', $value: dtcgDimension(value) };
  const motion: Group = {};
  for (const [name, value] of Object.entries(tokens.motion ?? {})) motion[name] = Array.isArray(value) ? { $type: 'cubicBezier', $value: value } : { $type: 'duration', $value: dtcgDimension(value) };

  // DTCG has no per-corner radius type: each corners token is a group of four dimensions.
  const corners: Group = { $type: 'dimension' };
  for (const [name, value] of Object.entries(tokens.corners ?? {})) corners[name] = Object.fromEntries(CORNER_KEYS.map((k) => [k, { $value: dtcgDimension(value[k]) }]));

  const groups: [string, Group][] = [
    ['color', color],
    ['typography', typographyGroup(tokens)],
    ['elevation', elevation],
    ['borders', borders],
    ['gradients', gradients],
    ['effects', effects],
    ['motion', motion],
    ['corners', corners],
  ];
  for (const [name, group] of groups) if (Object.keys(group).some((k) => !k.startsWith('$'))) file[name] = group;
  // Shapes, transforms, filters, decorations, reduced motion and recipes have no DTCG type (issue 18):
  // they travel as written in the document, under this library's extension.
  const extensions = Object.fromEntries(
    (['shapes', 'transforms', 'filters', 'decorations', 'reduced-motion', 'recipes'] as const).filter((g) => tokens[g] !== undefined).map((g) => [g, tokens[g]]),
  );
  file.$extensions = { [DTCG_EXTENSION]: { mode: { default: own }, modes: modesOf(tokens), ...extensions } };
  return file;
}
