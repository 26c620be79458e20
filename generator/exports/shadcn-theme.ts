/**
 * The mapping from a style's roles to the CSS variables shadcn/ui's components read (issue 19): one pure
 * function, `shadcnCssVars`, used by the `shadcn` export and GET /r/{slug}.json.
 *
 * Each variable takes the first candidate the style has, in this order (a component's colours are its
 * `backgroundColor` and `textColor`):
 *
 * | Variables | Candidates |
 * |---|---|
 * | `background` / `foreground` | colours `surface` / `on-surface` |
 * | `card` / `card-foreground` | component `card` |
 * | `popover` / `popover-foreground` | components `menu`, `dropdown`, `popover`, `flyout`, `dialog`, `modal`, then `card` |
 * | `primary` / `primary-foreground` | component `button-primary`, then colours `primary` / `on-primary` |
 * | `secondary` / `secondary-foreground` | component `button-secondary`, then colours `secondary` / `on-secondary` |
 * | `muted` | colours `surface-container`, `surface-variant`, `surface-raised`, `surface-alt`, `surface-dim`, `surface-bright`, `disabled`, then `surface` |
 * | `muted-foreground` | colours `on-surface-variant`, `on-surface-muted`, `on-surface-soft`, `on-disabled`, then `on-surface` |
 * | `accent` / `accent-foreground` | component `button-secondary-hover`, then `button-secondary` |
 * | `destructive` | colour `error` |
 * | `border`, `input`, `ring` | colours `outline`; `field-outline`, then `outline`; `focus` |
 * | `chart-1` … `chart-5` | colours `primary`, `secondary`, `tertiary`, `accent`, `highlight`, `success`, `link`, then the style's other colours in document order |
 * | `sidebar` / `sidebar-foreground` | components `sidebar`, `sidebar-nav`, `nav-rail`, `navigation`, `nav-bar`, then `background` / `foreground` |
 * | `sidebar-primary`, `sidebar-accent` (and their foregrounds), `sidebar-border`, `sidebar-ring` | the values of `primary`, `accent`, `border`, `ring` |
 * | `radius` (light) | `radius-lg` |
 * | theme `radius-md` / `radius-lg` / `radius-xl` / `radius-sm` | the `rounded` of `input` (else `button-primary`); of `dialog`/`modal` (else `card`); of `card`; the `rounded.sm` token when it is no larger than `radius-md`, else `radius-md` |
 * | theme `font-sans` / `font-serif` / `font-mono` | the body text's family; the first serif and monospace families of the style, else generic stacks |
 * | `shadow-xs` / `shadow-sm` / `shadow-md` / `shadow-lg` | the elevation worn by `button-primary` (else `input`); by `card`; by `menu`/`dropdown`/`popover`/`flyout` (else `card`); by `dialog`/`modal` (else `card`); none when nothing is worn |
 *
 * Contrast (WCAG 2, both modes): every pair `x` / `x-foreground` reaches 4.5:1, `destructive` (text in
 * shadcn's forms) 4.5:1 on `background`, and each chart colour 3:1 on `background`; `muted-foreground` and
 * `destructive` also reach 4.5:1 on `card` (and `muted-foreground` on `background`) wherever one colour can
 * be read on all of them (not when, say, a white card sits on a black page). A candidate is taken only when
 * it passes in both modes (so a variable maps to the same role in light and dark); when none passes, the
 * first candidate's foreground is **derived**: its OKLCH lightness is moved in steps of 0.01, toward the
 * nearest lightness that passes (tokens/color.ts `ensureContrast`). Missing chart colours are derived from `primary`: chart n turns its
 * hue by 72° × (n − 1) (a grey primary steps evenly toward the background instead, to the readable lightness
 * nearest it), then is brought to 3:1.
 * Translucent colours are composited (over `background`, a foreground over its own background), so every
 * colour of a pair is an opaque `#rrggbb`; shadows are written in each mode's colours.
 */
import type { Mode } from '../contract/token-extensions';
import { composite, contrast, ensureContrast, fromOklch, perceptualDistance, toHex, toOklch, type Rgba } from '../tokens/color';
import { fontRoles, STACKS } from '../tokens/font-stack';
import { modesOf, rawColors, referenceOf, resolveColor, themeOf, type ResolvedShadowLayer, type StyleTokens, type Theme } from '../tokens/theme';

export interface ShadcnCssVars {
  theme: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}

/** Where a colour comes from: a colour role, or a component's background or text. */
type Source = { color: string } | { component: string; prop: 'backgroundColor' | 'textColor' };
interface PairOption {
  bg: Source;
  fg: Source;
}

const TEXT = 4.5;
const GRAPHIC = 3;
const MODES = ['light', 'dark'] as const;

const color = (name: string): Source => ({ color: name });
const bgOf = (component: string): Source => ({ component, prop: 'backgroundColor' });
const fgOf = (component: string): Source => ({ component, prop: 'textColor' });
const componentPairs = (names: readonly string[]): PairOption[] => names.map((n) => ({ bg: bgOf(n), fg: fgOf(n) }));

const POPOVERS = ['menu', 'dropdown', 'popover', 'flyout'];
const DIALOGS = ['dialog', 'modal'];
const SIDEBARS = ['sidebar', 'sidebar-nav', 'nav-rail', 'navigation', 'nav-bar'];
const MUTED = ['surface-container', 'surface-variant', 'surface-raised', 'surface-alt', 'surface-dim', 'surface-bright', 'disabled', 'surface'];
const MUTED_TEXT = ['on-surface-variant', 'on-surface-muted', 'on-surface-soft', 'on-disabled', 'on-surface'];
const CHART_ROLES = ['primary', 'secondary', 'tertiary', 'accent', 'highlight', 'success', 'link'];
/** Colours that are surfaces, text, strokes or states, never a chart series. */
const NOT_A_SERIES = /^(?:on-|surface|background|outline|field-outline|focus|disabled|error)|-(?:hover|pressed|active|focus|disabled)$/;
const NO_SHADOW = '0 0 #0000';

/** One mode of a style, as the mapping reads it. */
interface ModeView {
  theme: Theme;
  raw: Record<string, string>;
  tokens: StyleTokens;
}

function viewOf(tokens: StyleTokens, mode: Mode): ModeView {
  const [own] = modesOf(tokens);
  const shown = modesOf(tokens).includes(mode) ? mode : own!;
  return { theme: themeOf(tokens, shown), raw: rawColors(tokens, shown), tokens };
}

function resolve(view: ModeView, source: Source): Rgba | undefined {
  if ('color' in source) return view.theme.colors.get(source.color);
  const value = view.tokens.components?.[source.component]?.[source.prop];
  return value === undefined ? undefined : resolveColor(value, view.raw);
}

const surfaceOf = (view: ModeView) => view.theme.colors.get('surface') ?? { r: 1, g: 1, b: 1, alpha: 1 };
/** A background made opaque over the page's surface. */
const opaqueBg = (view: ModeView, c: Rgba) => composite(c, surfaceOf(view));

type PairValues = Record<Mode, { bg: Rgba; fg: Rgba }>;

const GREY: Rgba = { r: 0.5, g: 0.5, b: 0.5, alpha: 1 };

/**
 * Whether some colour reaches `minimum` on every one of `backgrounds`. choosePair asks it of each
 * candidate pair in each mode, mostly about the same few backgrounds, and an answer can take a search
 * over 200 lightnesses: answers are kept (the map is emptied when it grows large).
 */
const readable = new Map<string, boolean>();
function readableOnAll(backgrounds: readonly Rgba[], minimum: number): boolean {
  const key = `${minimum}:${backgrounds.map((b) => `${b.r},${b.g},${b.b}`).join(';')}`;
  let answer = readable.get(key);
  if (answer === undefined) {
    if (readable.size >= 5_000) readable.clear();
    answer = ensureContrast(GREY, backgrounds, minimum) !== undefined;
    readable.set(key, answer);
  }
  return answer;
}

/**
 * A background and its foreground in both modes. In each mode the foreground must reach `minimum` on the
 * background, and on `alsoOn` too wherever some colour can be read on all of them. The first option that
 * does so in both modes is taken; else the first option's foreground, derived until it does.
 */
function choosePair(views: Record<Mode, ModeView>, options: readonly PairOption[], alsoOn: (mode: Mode) => Rgba[] = () => [], minimum = TEXT): PairValues {
  const resolved = options
    .map((option) => {
      const values = {} as PairValues;
      for (const mode of MODES) {
        const bg = resolve(views[mode], option.bg);
        const fg = resolve(views[mode], option.fg);
        if (!bg || !fg) return undefined;
        const background = opaqueBg(views[mode], bg);
        values[mode] = { bg: background, fg: composite(fg, background) };
      }
      return values;
    })
    .filter((v): v is PairValues => v !== undefined);
  /** What the foreground must be read on: everything, unless no colour can be (contrast depends on luminance, which greys span). */
  const target = (v: PairValues, m: Mode) => {
    const all = [v[m].bg, ...alsoOn(m)];
    return readableOnAll(all, minimum) ? all : [v[m].bg];
  };
  const passes = (v: PairValues) => MODES.every((m) => target(v, m).every((b) => contrast(v[m].fg, b) >= minimum));
  const chosen = resolved.find(passes);
  if (chosen) return chosen;
  const first = resolved[0]!;
  // A single background can always be met (black or white reaches 4.58:1 on any colour).
  return Object.fromEntries(MODES.map((m) => [m, { bg: first[m].bg, fg: ensureContrast(first[m].fg, target(first, m), minimum)! }])) as PairValues;
}

/** A component's `rounded` as a length: its literal, or the `rounded` token it names. */
function radiusOf(tokens: StyleTokens, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = tokens.components?.[name]?.rounded;
    if (value === undefined) continue;
    const ref = referenceOf(value);
    const length = ref ? tokens.rounded?.[ref[1]] : value;
    if (length !== undefined) return /^0+$/.test(String(length)) ? '0px' : String(length);
  }
  return undefined;
}

const pixels = (length: string) => (/px$/.test(length) ? Number.parseFloat(length) : /r?em$/.test(length) ? Number.parseFloat(length) * 16 : Number.NaN);

function radii(tokens: StyleTokens): Record<string, string> {
  const md = radiusOf(tokens, ['input', 'button-primary']) ?? '0px';
  const xl = radiusOf(tokens, ['card']) ?? md;
  const lg = radiusOf(tokens, [...DIALOGS, 'card']) ?? xl;
  const sm = tokens.rounded?.sm !== undefined && pixels(String(tokens.rounded.sm)) <= pixels(md) ? String(tokens.rounded.sm) : md;
  return { 'radius-sm': sm, 'radius-md': md, 'radius-lg': lg, 'radius-xl': xl };
}

const shadowText = (layers: readonly ResolvedShadowLayer[]) =>
  layers.map((l) => `${l.inset ? 'inset ' : ''}${l.offsetX} ${l.offsetY} ${l.blur} ${l.spread} ${toHex(l.color)}`).join(', ');

/** The shadow a component wears in a mode, from the first of `names` that wears one. */
function shadowOf(view: ModeView, names: readonly string[]): string {
  for (const name of names) {
    const token = view.tokens['component-effects']?.[name]?.elevation;
    const layers = token ? view.theme.elevation.get(token) : undefined;
    if (layers) return shadowText(layers);
  }
  return NO_SHADOW;
}

function shadows(view: ModeView): Record<string, string> {
  return {
    'shadow-xs': shadowOf(view, ['button-primary', 'input']),
    'shadow-sm': shadowOf(view, ['card']),
    'shadow-md': shadowOf(view, [...POPOVERS, 'card']),
    'shadow-lg': shadowOf(view, [...DIALOGS, 'card']),
  };
}

/** Five chart colours: the style's series colours that read on `background`, then colours derived from `primary`. */
function charts(views: Record<Mode, ModeView>, background: Record<Mode, Rgba>, primary: Record<Mode, Rgba>): Record<Mode, Rgba[]> {
  const names = Object.keys(views.light.tokens.colors ?? {});
  const candidates = [...CHART_ROLES.filter((n) => names.includes(n)), ...names.filter((n) => !CHART_ROLES.includes(n) && !NOT_A_SERIES.test(n))];
  const chosen: Record<Mode, Rgba[]> = { light: [], dark: [] };
  for (const name of candidates) {
    if (chosen.light.length === 5) break;
    const values = MODES.map((m) => views[m].theme.colors.get(name));
    const fits = values.every((c, i) => {
      const mode = MODES[i]!;
      return c && c.alpha === 1 && contrast(c, background[mode]) >= GRAPHIC && chosen[mode].every((other) => perceptualDistance(c, other) >= 0.1);
    });
    if (fits) MODES.forEach((m, i) => chosen[m].push(values[i]!));
  }
  // Slot i (0-based) turns primary's hue by 72° × i: a missing chart-1 is primary itself, brought to 3:1. A grey
  // primary has no hue to turn: its slots step evenly from it to the readable lightness nearest the background.
  const edges = new Map<Mode, ReturnType<typeof toOklch>>();
  /** The readable lightness nearest the background, which a grey primary steps toward (the same for every slot). */
  const edgeOf = (mode: Mode) => edges.get(mode) ?? edges.set(mode, toOklch(ensureContrast(background[mode], [background[mode]], GRAPHIC) ?? primary[mode])).get(mode)!;
  for (let slot = chosen.light.length; slot < 5; slot++) {
    for (const mode of MODES) {
      const base = toOklch(primary[mode]);
      const derived = base.c >= 0.04 ? fromOklch(base.l, base.c, (base.h + 72 * slot) % 360) : fromOklch(base.l + ((edgeOf(mode).l - base.l) * slot) / 4, 0, 0);
      chosen[mode].push(ensureContrast(derived, [background[mode]], GRAPHIC)!);
    }
  }
  return chosen;
}

/** The shadcn/ui theme variables of a style, in both modes (see the table above). */
export function shadcnCssVars(tokens: StyleTokens): ShadcnCssVars {
  const views = { light: viewOf(tokens, 'light'), dark: viewOf(tokens, 'dark') };
  const base = choosePair(views, [{ bg: color('surface'), fg: color('on-surface') }]);
  const card = choosePair(views, [...componentPairs(['card']), { bg: color('surface'), fg: color('on-surface') }]);
  const popover = choosePair(views, [...componentPairs([...POPOVERS, ...DIALOGS, 'card']), { bg: color('surface'), fg: color('on-surface') }]);
  const primary = choosePair(views, [...componentPairs(['button-primary']), { bg: color('primary'), fg: color('on-primary') }]);
  const secondary = choosePair(views, [...componentPairs(['button-secondary']), { bg: color('secondary'), fg: color('on-secondary') }, { bg: color('surface'), fg: color('on-surface') }]);
  const onPage = (m: Mode) => [base[m].bg, card[m].bg];
  const muted = choosePair(views, MUTED.flatMap((bg) => MUTED_TEXT.map((fg) => ({ bg: color(bg), fg: color(fg) }))), onPage);
  const accent = choosePair(views, [...componentPairs(['button-secondary-hover', 'button-secondary']), { bg: color('surface'), fg: color('on-surface') }]);
  const destructive = choosePair(views, [{ bg: color('surface'), fg: color('error') }, { bg: color('surface'), fg: color('on-surface') }], onPage);
  const sidebar = choosePair(views, [...componentPairs(SIDEBARS), { bg: color('surface'), fg: color('on-surface') }]);
  const chart = charts(views, { light: base.light.bg, dark: base.dark.bg }, { light: primary.light.bg, dark: primary.dark.bg });

  const modeVars = (mode: Mode): Record<string, string> => {
    const view = views[mode];
    const hex = (c: Rgba) => toHex(c);
    const line = (name: string) => {
      const c = view.theme.colors.get(name);
      return c ? hex(c) : undefined;
    };
    const border = line('outline') ?? hex(base[mode].fg);
    const ring = line('focus') ?? border;
    return {
      background: hex(base[mode].bg),
      foreground: hex(base[mode].fg),
      card: hex(card[mode].bg),
      'card-foreground': hex(card[mode].fg),
      popover: hex(popover[mode].bg),
      'popover-foreground': hex(popover[mode].fg),
      primary: hex(primary[mode].bg),
      'primary-foreground': hex(primary[mode].fg),
      secondary: hex(secondary[mode].bg),
      'secondary-foreground': hex(secondary[mode].fg),
      muted: hex(muted[mode].bg),
      'muted-foreground': hex(muted[mode].fg),
      accent: hex(accent[mode].bg),
      'accent-foreground': hex(accent[mode].fg),
      destructive: hex(destructive[mode].fg),
      border,
      input: line('field-outline') ?? border,
      ring,
      ...Object.fromEntries(chart[mode].map((c, i) => [`chart-${i + 1}`, hex(c)])),
      sidebar: hex(sidebar[mode].bg),
      'sidebar-foreground': hex(sidebar[mode].fg),
      'sidebar-primary': hex(primary[mode].bg),
      'sidebar-primary-foreground': hex(primary[mode].fg),
      'sidebar-accent': hex(accent[mode].bg),
      'sidebar-accent-foreground': hex(accent[mode].fg),
      'sidebar-border': border,
      'sidebar-ring': ring,
      ...(mode === 'light' ? { radius: radii(tokens)['radius-lg']! } : {}),
      ...shadows(view),
    };
  };

  const fonts = fontRoles(tokens.typography);
  return {
    theme: { 'font-sans': fonts.sans, 'font-serif': fonts.serif ?? STACKS.serif, 'font-mono': fonts.mono ?? STACKS.monospace, ...radii(tokens) },
    light: modeVars('light'),
    dark: modeVars('dark'),
  };
}
