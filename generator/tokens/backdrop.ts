/**
 * What lies behind a component's text, from tokens alone (issue 17): the page (`surface` and every stop
 * of the gradient `page` wears), a card's paint, the component's own background or fill, and every stop
 * of the gradient it wears, each composited over what is under it. The contrast rules measure text
 * against each of these colours; the render audit then measures the pixels.
 */
import { composite, contrast, luminance, toHex, type Rgba } from './color';
import { componentColors, componentProps, effectsOf, type ResolvedGradientLayer, type StyleTokens, type Theme } from './theme';

/** An opaque colour that may lie behind text, and how it was composed (for messages). */
export interface Backdrop {
  color: Rgba;
  what: string;
}

/** Enough colours to keep the extremes and what lies between when gradient layers multiply them. */
const MOST_BACKDROPS = 48;

/** Removes repeats and keeps at most MOST_BACKDROPS, spread over luminance (the darkest and lightest always). */
function thin(backdrops: Backdrop[]): Backdrop[] {
  const seen = new Map<string, Backdrop>();
  for (const b of backdrops) if (!seen.has(toHex(b.color))) seen.set(toHex(b.color), b);
  const unique = [...seen.values()];
  if (unique.length <= MOST_BACKDROPS) return unique;
  const sorted = unique.sort((a, b) => luminance(a.color) - luminance(b.color));
  return Array.from({ length: MOST_BACKDROPS }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (MOST_BACKDROPS - 1))]!);
}

/** A layer's colour at `position` (0 to 1), interpolated in premultiplied sRGB as CSS gradients are. */
function colorAt(layer: ResolvedGradientLayer, position: number): Rgba {
  const stops = layer.stops;
  const after = stops.findIndex((s) => s.position >= position);
  if (after <= 0) return (after === 0 ? stops[0]! : stops[stops.length - 1]!).color;
  const [a, b] = [stops[after - 1]!, stops[after]!];
  const t = b.position === a.position ? 1 : (position - a.position) / (b.position - a.position);
  const alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t;
  const channel = (k: 'r' | 'g' | 'b') => (alpha === 0 ? 0 : (a.color[k] * a.color.alpha + (b.color[k] * b.color.alpha - a.color[k] * a.color.alpha) * t) / alpha);
  return { r: channel('r'), g: channel('g'), b: channel('b'), alpha };
}

/** Linear layers that run the same way line up: their colours meet at the same positions only. */
const aligned = (layers: readonly ResolvedGradientLayer[]) => layers.length > 1 && layers.every((l) => l.type === 'linear' && (l.angle ?? '180deg') === (layers[0]!.angle ?? '180deg'));

/**
 * The colours a gradient paints over each backdrop under it. Layers that line up are composited
 * position by position (every stop of every layer); others may cross anywhere, so every stop of
 * each is composited over every colour of those under it, bottom layer first.
 */
export function gradientOver(name: string, layers: readonly ResolvedGradientLayer[], under: Backdrop[]): Backdrop[] {
  if (aligned(layers)) {
    const positions = [...new Set(layers.flatMap((l) => l.stops.map((s) => s.position)))].sort((a, b) => a - b);
    return thin(
      positions.flatMap((p) =>
        under.map((b) => {
          const color = [...layers].reverse().reduce((below, layer) => composite(colorAt(layer, p), below), b.color);
          return { color, what: `\`${name}\` at ${Math.round(p * 100)}% (${toHex(color)}) over ${b.what}` };
        }),
      ),
    );
  }
  let result = under;
  const bottomUp = [...layers].reverse();
  bottomUp.forEach((layer, l) => {
    const which = bottomUp.length > 1 ? ` layer ${layers.length - l}` : '';
    const painted = layer.stops.flatMap((stop, s) =>
      result.map((b) => ({ color: composite(stop.color, b.color), what: `\`${name}\`${which} stop ${s + 1} (${toHex(stop.color)}) over ${b.what}` })),
    );
    result = thin(painted);
  });
  return result;
}

/** The page in a mode: its `surface`, and every stop of the gradient `page` wears over it. */
export function pageBackdrops(tokens: StyleTokens, theme: Theme): Backdrop[] {
  const surface = theme.colors.get('surface');
  if (!surface) return [];
  const page = [{ color: surface, what: '`surface`' }];
  const gradient = effectsOf(tokens, 'page').gradient;
  const layers = gradient ? theme.gradients.get(gradient) : undefined;
  return layers ? [...page, ...gradientOver(gradient!, layers, page)] : page;
}

/** A component's paints: its background and its fill (drawn instead where effects are on), as worn. */
export function paintsOf(tokens: StyleTokens, theme: Theme, name: string): Backdrop[] {
  const { background, fill } = componentColors(tokens, theme, name);
  return [
    ...(background ? [{ color: background, what: `its background ${toHex(background)}` }] : []),
    ...(fill ? [{ color: fill, what: `its fill ${toHex(fill)}` }] : []),
  ];
}

/** What a component paints over `under`: its paints, then its gradient, each composited. */
export function paintedOver(tokens: StyleTokens, theme: Theme, name: string, under: Backdrop[]): Backdrop[] {
  const paints = paintsOf(tokens, theme, name);
  const painted = paints.length === 0 ? under : paints.flatMap((p) => under.map((u) => ({ color: composite(p.color, u.color), what: `${p.what} over ${u.what}` })));
  const gradient = effectsOf(tokens, name).gradient;
  const layers = gradient ? theme.gradients.get(gradient) : undefined;
  return thin(layers ? gradientOver(gradient!, layers, painted) : painted);
}

/** Where text-only components sit: the page, and inside a `card`. */
export function textOnlyBackdrops(tokens: StyleTokens, theme: Theme): Backdrop[] {
  const page = pageBackdrops(tokens, theme);
  const card = tokens.components?.card ? paintedOver(tokens, theme, 'card', page).map((b) => ({ ...b, what: `the \`card\`: ${b.what}` })) : [];
  return thin([...page, ...card]);
}

/** The backdrop under which `text` reads worst, with the contrast there. */
export function worstBackdrop(text: Rgba, backdrops: readonly Backdrop[]): { backdrop: Backdrop; front: Rgba; ratio: number } | undefined {
  let worst: { backdrop: Backdrop; front: Rgba; ratio: number } | undefined;
  for (const backdrop of backdrops) {
    const front = composite(text, backdrop.color);
    const ratio = contrast(front, backdrop.color);
    if (!worst || ratio < worst.ratio) worst = { backdrop, front, ratio };
  }
  return worst;
}

const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

const pixels = (v: unknown) => {
  const m = /^([0-9.]+)(px|rem|em)?$/.exec(String(v ?? '').trim());
  return m ? Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? 16 : 1) : 0;
};

/** WCAG 1.4.3: 4.5:1, or 3:1 for large text (24px, or 18.66px bold) as the component's typography sets it. */
export function textMinimum(tokens: StyleTokens, name: string): number {
  const level = /^\{typography\.([a-z0-9-]+)\}$/.exec(String(componentProps(tokens, name).typography ?? ''))?.[1];
  const type = level ? tokens.typography?.[level] : undefined;
  const size = pixels(type?.fontSize);
  const bold = Number(type?.fontWeight ?? 400) >= 700;
  return size >= 24 || (bold && size >= 18.66) ? AA_LARGE_TEXT : AA_TEXT;
}
