/**
 * A style's tokens resolved for one mode: the other mode's overrides applied, `{colors.x}` references
 * followed, colours parsed. Validation (contrast in both modes), exports, covers and previews all read
 * the tokens through this one function.
 */
import { NO_EFFECT, STATE_SUFFIXES, type Border, type ComponentEffectKey, type ComponentEffects, type Gradient, type GradientLayer, type Mode, type ModeOverrides, type Shadow, type ShadowLayer, type TokenExtensions } from '../contract/token-extensions';
import { parseColor, type Rgba } from './color';
import { referenceOf } from './token-reference';

/** The front matter token groups of a document (DESIGN.md groups plus the extensions). */
export interface StyleTokens extends Partial<TokenExtensions> {
  colors?: Record<string, string>;
  typography?: Record<string, Record<string, string | number>>;
  spacing?: Record<string, string | number>;
  rounded?: Record<string, string | number>;
  components?: Record<string, Record<string, string | number>>;
}

export interface ResolvedShadowLayer extends Omit<ShadowLayer, 'color'> {
  color: Rgba;
}
export interface ResolvedBorder extends Omit<Border, 'color'> {
  color: Rgba;
}
export interface ResolvedGradientLayer extends Omit<GradientLayer, 'stops'> {
  stops: { color: Rgba; position: number }[];
}

export interface Theme {
  mode: Mode;
  colors: ReadonlyMap<string, Rgba>;
  elevation: ReadonlyMap<string, ResolvedShadowLayer[]>;
  borders: ReadonlyMap<string, ResolvedBorder>;
  gradients: ReadonlyMap<string, ResolvedGradientLayer[]>;
}

export { referenceOf };

/** The mode a document is not written in. */
export const otherMode = (mode: Mode): Mode => (mode === 'light' ? 'dark' : 'light');

/** The mode the document's `colors` describe (`mode: { default: … }`; light when absent). */
export const ownMode = (tokens: StyleTokens): Mode => tokens.mode?.default ?? 'light';

/** The modes a style ships: its own first. */
export function modesOf(tokens: StyleTokens): Mode[] {
  const own = ownMode(tokens);
  return tokens.modes?.[otherMode(own)] ? [own, otherMode(own)] : [own];
}

/** Resolves a colour literal or reference against raw colour values (references followed, cycles refused). */
export function resolveColor(value: unknown, raw: Readonly<Record<string, string>>, seen: Set<string> = new Set()): Rgba | undefined {
  const ref = referenceOf(value);
  if (!ref) return typeof value === 'string' ? parseColor(value) : undefined;
  const [group, name] = ref;
  if (group !== 'colors' || seen.has(name) || raw[name] === undefined) return undefined;
  seen.add(name);
  return resolveColor(raw[name], raw, seen);
}

function overridesFor(tokens: StyleTokens, mode: Mode): ModeOverrides | undefined {
  return mode === ownMode(tokens) ? undefined : tokens.modes?.[mode];
}

/**
 * What is resolved of one tokens object, per mode: validation, exports, covers and previews read the same
 * document's tokens through these functions dozens of times. Tokens are parsed front matter, never
 * changed once parsed, so a resolution is kept as long as its tokens object lives.
 */
const resolved = new WeakMap<StyleTokens, Partial<Record<`${'raw' | 'theme'}-${Mode}`, unknown>>>();

function memoized<T>(tokens: StyleTokens, key: `${'raw' | 'theme'}-${Mode}`, compute: () => T): T {
  let entry = resolved.get(tokens);
  if (!entry) resolved.set(tokens, (entry = {}));
  return (entry[key] ??= compute()) as T;
}

/** Raw colour values in `mode`: the document's colours with that mode's overrides (shared: do not change it). */
export function rawColors(tokens: StyleTokens, mode: Mode): Readonly<Record<string, string>> {
  return memoized(tokens, `raw-${mode}`, () => ({ ...tokens.colors, ...overridesFor(tokens, mode)?.colors }));
}

const layers = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function resolveMap<T, R>(base: Record<string, T> | undefined, override: Record<string, T> | undefined, resolve: (v: T) => R | undefined): Map<string, R> {
  const out = new Map<string, R>();
  for (const [name, value] of Object.entries({ ...base, ...override })) {
    const resolved = resolve(value);
    if (resolved !== undefined) out.set(name, resolved);
  }
  return out;
}

/** Every token of `tokens` in `mode`, colours parsed; an unresolvable colour leaves its token out (validation reports it). */
export function themeOf(tokens: StyleTokens, mode: Mode): Theme {
  return memoized(tokens, `theme-${mode}`, () => resolveTheme(tokens, mode));
}

function resolveTheme(tokens: StyleTokens, mode: Mode): Theme {
  const raw = rawColors(tokens, mode);
  const overrides = overridesFor(tokens, mode);
  const color = (v: unknown) => resolveColor(v, raw);
  const colors = resolveMap(raw, undefined, color);
  const shadow = (value: Shadow) => {
    const out = layers(value).map((l) => ({ ...l, color: color(l.color) }));
    return out.every((l) => l.color) ? (out as ResolvedShadowLayer[]) : undefined;
  };
  const border = (value: Border) => {
    const c = color(value.color);
    return c ? { ...value, color: c } : undefined;
  };
  const gradient = (value: Gradient) => {
    const out = layers(value).map((l) => ({ ...l, stops: l.stops.map((s) => ({ ...s, color: color(s.color) })) }));
    return out.every((l) => l.stops.every((s) => s.color)) ? (out as ResolvedGradientLayer[]) : undefined;
  };
  return {
    mode,
    colors,
    elevation: resolveMap(tokens.elevation, overrides?.elevation, shadow),
    borders: resolveMap(tokens.borders, overrides?.borders, border),
    gradients: resolveMap(tokens.gradients, overrides?.gradients, gradient),
  };
}

type ComponentColors = { background?: Rgba; text?: Rgba; fill?: Rgba };
/** Component colours already resolved, per theme and tokens (every contrast rule asks them of every component). */
const componentColorsDone = new WeakMap<Theme, WeakMap<StyleTokens, Map<string, ComponentColors>>>();

/** A component's colours in a theme, with what it inherits: its background, its text, and the translucent fill it wears, if any (shared: do not change them). */
export function componentColors(tokens: StyleTokens, theme: Theme, name: string): ComponentColors {
  let byTokens = componentColorsDone.get(theme);
  if (!byTokens) componentColorsDone.set(theme, (byTokens = new WeakMap()));
  let byName = byTokens.get(tokens);
  if (!byName) byTokens.set(tokens, (byName = new Map()));
  let colors = byName.get(name);
  if (!colors) byName.set(name, (colors = resolveComponentColors(tokens, theme, name)));
  return colors;
}

function resolveComponentColors(tokens: StyleTokens, theme: Theme, name: string): ComponentColors {
  const props = componentProps(tokens, name);
  const raw = rawColors(tokens, theme.mode);
  const fillName = effectsOf(tokens, name).fill;
  return {
    background: resolveColor(props.backgroundColor, raw),
    text: resolveColor(props.textColor, raw),
    fill: fillName ? theme.colors.get(fillName) : undefined,
  };
}

const STATE = new RegExp(`^(.+)-(${[...STATE_SUFFIXES].sort((a, b) => b.length - a.length).join('|')})$`);

/** The base of a state component (`button-primary-hover` → `button-primary`) when that base is a component. */
export function baseOf(tokens: StyleTokens, name: string): string | undefined {
  const base = STATE.exec(name)?.[1];
  return base !== undefined && tokens.components?.[base] !== undefined ? base : undefined;
}

/** A component and the bases it inherits from, nearest first (`input-error-hover`, `input-error`, `input`). */
export function inheritanceOf(tokens: StyleTokens, name: string): string[] {
  const chain = [name];
  for (let base = baseOf(tokens, name); base !== undefined && !chain.includes(base); base = baseOf(tokens, base)) chain.push(base);
  return chain;
}

/** A component's properties with what it inherits: a state overrides only what it names. */
export function componentProps(tokens: StyleTokens, name: string): Record<string, string | number> {
  const chain = inheritanceOf(tokens, name).reverse();
  return Object.assign({}, ...chain.map((n) => tokens.components?.[n] ?? {})) as Record<string, string | number>;
}

/** The extension tokens a component (or `page`) names itself, `none` included. */
export function ownEffectsOf(tokens: StyleTokens, name: string): ComponentEffects {
  return tokens['component-effects']?.[name] ?? {};
}

/** What components wear, per tokens object (rules, exports, covers and previews ask it again and again). */
const effectsDone = new WeakMap<StyleTokens, Map<string, ComponentEffects>>();

/** The extension tokens a component (or `page`) wears: its own over its base's, those it sets to `none` dropped (shared: do not change them). */
export function effectsOf(tokens: StyleTokens, name: string): ComponentEffects {
  let byName = effectsDone.get(tokens);
  if (!byName) effectsDone.set(tokens, (byName = new Map()));
  let effects = byName.get(name);
  if (!effects) byName.set(name, (effects = wornEffects(tokens, name)));
  return effects;
}

function wornEffects(tokens: StyleTokens, name: string): ComponentEffects {
  const merged: ComponentEffects = Object.assign({}, ...inheritanceOf(tokens, name).reverse().map((n) => ownEffectsOf(tokens, n)));
  for (const key of Object.keys(merged) as ComponentEffectKey[]) if (merged[key] === NO_EFFECT) delete merged[key];
  return merged;
}
