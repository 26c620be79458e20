/**
 * The `tailwind` export: the official exporter's theme, with colours read through the CSS export's custom
 * properties (so `dark` follows the page, the literal value as fallback), font families with their
 * fallback stacks, line heights kept, and the groups it ignores: shadows, backdrop blur, transitions,
 * gradients and per-corner radii (as `borderRadius` entries, `rounded-arch-top`).
 */
import { TailwindEmitterHandler, type DesignSystemState } from '@google/design.md/linter';
import type { TailwindTheme } from '../contract/schemas';
import { toHex } from '../tokens/color';
import { fontStack } from '../tokens/font-stack';
import { themeOf, type StyleTokens } from '../tokens/theme';
import { cssCorners, cssGradient, cssMotion, cssShadow, varName } from './css-values';

type FontSize = [string, Record<string, string>];

interface TailwindExtend {
  colors: Record<string, string>;
  fontFamily: Record<string, string[]>;
  fontSize: Record<string, FontSize>;
  borderRadius: Record<string, string>;
  spacing: Record<string, string>;
  boxShadow?: Record<string, string>;
  backdropBlur?: Record<string, string>;
  transitionDuration?: Record<string, string>;
  transitionTimingFunction?: Record<string, string>;
  backgroundImage?: Record<string, string>;
}

/** `'Inter', system-ui, 'Segoe UI'` → ['Inter', 'system-ui', '"Segoe UI"'] (Tailwind joins them as written). */
const stackList = (family: string) => fontStack(family).split(/,\s*/).map((f) => (/^'.*'$/.test(f) ? (/\s/.test(f) ? `"${f.slice(1, -1)}"` : f.slice(1, -1)) : f));

const nonEmpty = <T extends object>(o: T): T | undefined => (Object.keys(o).length > 0 ? o : undefined);

export function tailwindExport(tokens: StyleTokens, design: DesignSystemState): TailwindTheme & { theme: { extend: TailwindExtend } } {
  const official = new TailwindEmitterHandler().execute(design);
  if (!official.success) throw new Error('the Tailwind exporter failed');
  const extend = official.data.theme.extend as TailwindExtend;
  const theme = themeOf(tokens, tokens.mode ?? 'light');

  const colors = Object.fromEntries(Object.keys(extend.colors).map((name) => [name, `var(${varName('colors', name)}, ${toHex(theme.colors.get(name)!)})`]));
  const fontFamily = Object.fromEntries(Object.entries(tokens.typography ?? {}).filter(([, t]) => t.fontFamily).map(([level, t]) => [level, stackList(String(t.fontFamily))]));
  const fontSize = Object.fromEntries(
    Object.entries(extend.fontSize).map(([level, [size, meta]]): [string, FontSize] => {
      const lineHeight = tokens.typography?.[level]?.lineHeight;
      return [level, [size, lineHeight !== undefined ? { ...meta, lineHeight: String(lineHeight) } : meta]];
    }),
  );
  const fallback = (group: 'elevation' | 'gradients' | 'corners', name: string, value: string) => `var(${varName(group, name)}, ${value})`;
  const corners = Object.fromEntries(Object.entries(tokens.corners ?? {}).map(([n, v]) => [n, fallback('corners', n, cssCorners(v))]));
  const effects = Object.entries(tokens.effects ?? {});
  const motion = Object.entries(tokens.motion ?? {});
  const optional = {
    boxShadow: nonEmpty(Object.fromEntries(Object.entries(tokens.elevation ?? {}).map(([n, v]) => [n, fallback('elevation', n, cssShadow(v))]))),
    backdropBlur: nonEmpty(Object.fromEntries(effects.filter(([, v]) => typeof v === 'string').map(([n, v]) => [n, String(v)]))),
    transitionDuration: nonEmpty(Object.fromEntries(motion.filter(([, v]) => typeof v === 'string').map(([n, v]) => [n, cssMotion(v)]))),
    transitionTimingFunction: nonEmpty(Object.fromEntries(motion.filter(([, v]) => Array.isArray(v)).map(([n, v]) => [n, cssMotion(v)]))),
    backgroundImage: nonEmpty(Object.fromEntries(Object.entries(tokens.gradients ?? {}).map(([n, v]) => [n, fallback('gradients', n, cssGradient(v))]))),
  };
  const defined = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  const borderRadius = { ...extend.borderRadius, ...corners };
  return { theme: { extend: { ...extend, colors, fontFamily, fontSize, borderRadius, ...defined } } };
}
