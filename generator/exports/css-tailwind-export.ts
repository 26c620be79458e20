/**
 * The `css-tailwind` export: a Tailwind CSS v4 stylesheet (the name and the `@theme` block of the official
 * exporter, TailwindV4EmitterHandler), completed with what it leaves out and built on the `css` export's
 * declarations, so no value is written twice:
 *
 * - `@theme static`: the official colours, radii and spacing (lengths only: a count such as `columns: 6`
 *   stays a plain property), font families with their fallback stacks (and `--font-sans`/`--font-serif`/
 *   `--font-mono` from the style's families), text sizes with their line height, letter spacing and
 *   weight, blur radii, easings and durations: `bg-primary`, `rounded-md`, `p-md`, `font-display`,
 *   `text-body-md`, `backdrop-blur-glass-blur`, `ease-…`, `duration-…`. A type level whose `text-<level>`
 *   a colour or a Tailwind text utility already answers (`text-start`) is `text-type-<level>`.
 * - `@theme inline`: shadows and gradients, read through the `css` export's `--elevation-*` and
 *   `--gradient-*`, so `shadow-raised` and `bg-gradient-field` follow the mode where they are used
 *   (gradients are `bg-gradient-<name>`: `bg-<name>` is a colour's, or a Tailwind background utility;
 *   an elevation named `none` is left to Tailwind's own `shadow-none`); and, for a spacing name Tailwind
 *   also has as a container size, `max-w-<name>` kept on the container (v4 reads `--spacing-md` before
 *   `--container-md` for `max-w-md`, which would turn a 28rem dialog into 16px).
 * - plain custom properties for what v4 has no namespace for: typography levels, borders, effects,
 *   motion, every component's properties (the `css` export's `:root`).
 * - the other mode: the values that change, under `prefers-color-scheme` unless the page pins a mode, and
 *   under `.dark`/`.light` and `[data-theme="dark|light"]` on any element, whatever the system says.
 * - what the style changes under `prefers-reduced-motion: reduce` (issue 18).
 * - first, at the top level where v4 keeps them as they are, the `@font-face` rules of the style's served
 *   families, with the service's absolute URLs, so `font-*` renders in the style's own faces (issue 31).
 */
import { TailwindV4EmitterHandler, type DesignSystemState } from '@google/design.md/linter';
import type { Mode } from '../contract/token-extensions';
import { fontRoles, fontStack } from '../tokens/font-stack';
import { modesOf, type StyleTokens } from '../tokens/theme';
import { baseDeclarations, otherModeDeclarations, reducedMotionDeclarations, type Declaration } from './css-declarations';
import { cssMotion, VAR_PREFIX } from './css-values';

/** Tailwind v4's default container sizes (tailwindcss/theme.css, `--container-*`), which `max-w-*` reads after `--spacing-*`. */
const CONTAINER_SIZES = new Set(['3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']);

/** Tailwind's own `text-*` utilities that are not sizes (alignment, wrapping, overflow). */
const TEXT_UTILITIES = new Set(['left', 'center', 'right', 'justify', 'start', 'end', 'wrap', 'nowrap', 'balance', 'pretty', 'clip', 'ellipsis']);

/** The `--text-*` key of a type level: its name, or `type-<level>` when `text-<level>` already means something else. */
export function textKey(tokens: StyleTokens, level: string): string {
  return TEXT_UTILITIES.has(level) || tokens.colors?.[level] !== undefined ? `type-${level}` : level;
}

/** The `--background-image-*` key of a gradient: `bg-gradient-<name>`. */
export const gradientKey = (name: string) => `gradient-${name}`;

/** Whether a spacing value is a length Tailwind can pad with (a bare number is a count, unless 0). */
export const isLength = (value: string | number) => /^-?[0-9.]+(?:px|rem|em|%|vw|vh)$/.test(String(value)) || Number(value) === 0;

const HEADER = `/*
 * A design-style library theme for Tailwind CSS v4 (the css-tailwind export). Generated; do not edit.
 * Use it after Tailwind:   @import "tailwindcss";   @import "./design-tokens.tailwind.css";
 * The other mode follows prefers-color-scheme; .dark / .light or data-theme="dark|light" pins one.
 */`;

const line = (d: Declaration, indent = '  ') => `${indent}--${d.name}: ${d.value};`;
const rule = (selector: string, body: readonly string[], indent = '') => [`${indent}${selector} {`, ...body, `${indent}}`].join('\n');

/** `@theme static`: the official v4 theme, with stacks, line heights and the groups it ignores. */
function themeDeclarations(tokens: StyleTokens, design: DesignSystemState): Declaration[] {
  const official = new TailwindV4EmitterHandler().execute(design);
  if (!official.success) throw new Error(`the Tailwind v4 exporter failed: ${official.error.code}`);
  const { colors = {}, borderRadius = {}, spacing = {} } = official.data.theme;
  const typography = Object.entries(tokens.typography ?? {});
  const roles = fontRoles(tokens.typography);
  const sub = (level: string, key: string, value: string | number | undefined): Declaration[] => (value === undefined ? [] : [{ name: `text-${textKey(tokens, level)}--${key}`, value: String(value) }]);
  const effects = Object.entries(tokens.effects ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
  const motion = Object.entries(tokens.motion ?? {});
  return [
    ...Object.entries(colors).map(([name, value]) => ({ name: `color-${name}`, value })),
    { name: 'font-sans', value: roles.sans },
    ...(roles.serif ? [{ name: 'font-serif', value: roles.serif }] : []),
    ...(roles.mono ? [{ name: 'font-mono', value: roles.mono }] : []),
    ...typography.filter(([, t]) => t.fontFamily !== undefined).map(([level, t]) => ({ name: `font-${level}`, value: fontStack(String(t.fontFamily)) })),
    ...typography.flatMap(([level, t]) =>
      t.fontSize === undefined
        ? []
        : [{ name: `text-${textKey(tokens, level)}`, value: String(t.fontSize) }, ...sub(level, 'line-height', t.lineHeight), ...sub(level, 'letter-spacing', t.letterSpacing), ...sub(level, 'font-weight', t.fontWeight)],
    ),
    ...Object.entries(borderRadius).map(([name, value]) => ({ name: `radius-${name}`, value })),
    ...Object.entries(spacing)
      .filter(([, value]) => isLength(value))
      .map(([name, value]) => ({ name: `spacing-${name}`, value })),
    ...effects.map(([name, value]) => ({ name: `blur-${name}`, value })),
    ...motion.filter(([, v]) => Array.isArray(v)).map(([name, v]) => ({ name: `ease-${name}`, value: cssMotion(v) })),
    ...motion.filter(([, v]) => !Array.isArray(v)).map(([name, v]) => ({ name: `transition-duration-${name}`, value: cssMotion(v) })),
  ];
}

/** `@theme inline`: the mode-dependent groups through the `css` export's properties, and the container pins. */
function inlineDeclarations(tokens: StyleTokens): Declaration[] {
  return [
    ...Object.keys(tokens.elevation ?? {})
      .filter((name) => name !== 'none')
      .map((name) => ({ name: `shadow-${name}`, value: `var(--${VAR_PREFIX.elevation}-${name})` })),
    ...Object.keys(tokens.gradients ?? {}).map((name) => ({ name: `background-image-${gradientKey(name)}`, value: `var(--${VAR_PREFIX.gradients}-${name})` })),
    ...Object.entries(tokens.spacing ?? {})
      .filter(([name, value]) => CONTAINER_SIZES.has(name) && isLength(value))
      .map(([name]) => name)
      .map((name) => ({ name: `max-width-${name}`, value: `var(--container-${name})` })),
  ];
}

/** The stylesheet text of a style's tokens for Tailwind CSS v4; `fontFaces`, the style's @font-face rules, goes first. */
export function cssTailwindExport(tokens: StyleTokens, design: DesignSystemState, fontFaces = ''): string {
  const [own = 'light', other] = modesOf(tokens) as [Mode, Mode?];
  const theme = themeDeclarations(tokens, design);
  const inTheme = new Set(theme.map((d) => d.name));
  const base = baseDeclarations(tokens, design);
  const plain = base.filter((d) => !inTheme.has(d.name));
  const parts = [
    HEADER,
    ...(fontFaces ? [fontFaces.trimEnd()] : []),
    rule('@theme static', theme.map((d) => line(d))),
    rule('@theme inline', inlineDeclarations(tokens).map((d) => line(d))),
    rule(':root', [`  color-scheme: ${own};`, ...plain.map((d) => line(d))]),
  ];
  const changed = other ? otherModeDeclarations(tokens) : undefined;
  if (changed && changed.declarations.length > 0) {
    const names = new Set(changed.declarations.map((d) => d.name));
    const ownValues = base.filter((d) => names.has(d.name));
    const pinned = (mode: Mode) => `.${mode}, [data-theme="${mode}"]`;
    parts.push(
      `@media (prefers-color-scheme: ${changed.mode}) {\n${rule(`:root:not(.${own}):not([data-theme="${own}"])`, [`    color-scheme: ${changed.mode};`, ...changed.declarations.map((d) => line(d, '    '))], '  ')}\n}`,
      rule(pinned(changed.mode), [`  color-scheme: ${changed.mode};`, ...changed.declarations.map((d) => line(d))]),
      rule(pinned(own), [`  color-scheme: ${own};`, ...ownValues.map((d) => line(d))]),
    );
  }
  const reduced = reducedMotionDeclarations(tokens);
  if (reduced.length > 0) parts.push(`@media (prefers-reduced-motion: reduce) {\n${rule(':root', reduced.map((d) => line(d, '    ')), '  ')}\n}`);
  return `${parts.join('\n\n')}\n`;
}
