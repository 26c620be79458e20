/**
 * Renders one SVG cover per style from its own resolved tokens: the page's gradient and grain, palette
 * swatches, a type specimen with the families' fallback stacks, and a sample button and card wearing
 * their effects (shadows, borders, gradients, and glass as the backdrop blurred under a translucent fill).
 * The title lines and the "Aa" specimen are outlines of the style's display face (an image cannot load web fonts).
 * The SVG has no scripts, event attributes or external references (only `url(#…)` fragments of its own
 * definitions, whose ids start with the slug); document text is escaped.
 */
import { contrastRatio, type DesignSystemState, type ResolvedColor, type ResolvedTypography } from '@google/design.md/linter';
import type { StyleRecord } from '../documents/style-record';
import { fontCatalog } from '../fonts/font-catalog';
import { resolveStack } from '../fonts/font-usage';
import { toHex, type Rgba } from '../tokens/color';
import { fontStack } from '../tokens/font-stack';
import { effectsOf, ownMode, themeOf, type Theme } from '../tokens/theme';
import { CORNER_KEYS } from '../contract/token-extensions';
import { blurFilter, gradientRects, grainFilter, roundedRectPath, shadowFilter, type Shape } from './cover-effects';
import { COVER_HEIGHT as H, COVER_WIDTH as W } from './cover-size';
import { coverLabel } from './cover-label';
import { escapeXml } from './escape-xml';
import { outlineText } from './glyph-outlines';

const WHITE: ResolvedColor = { type: 'color', hex: '#ffffff', r: 255, g: 255, b: 255, luminance: 1 };
const BLACK: ResolvedColor = { type: 'color', hex: '#000000', r: 0, g: 0, b: 0, luminance: 0 };

const isColor = (v: unknown): v is ResolvedColor => typeof v === 'object' && v !== null && (v as ResolvedColor).type === 'color';
const isTypography = (v: unknown): v is ResolvedTypography => typeof v === 'object' && v !== null && (v as ResolvedTypography).type === 'typography';
const hexOf = (c: ResolvedColor) => c.hex.slice(0, 7).toLowerCase();

function firstColor(design: DesignSystemState, names: string[]): ResolvedColor | undefined {
  for (const name of names) {
    const color = design.colors.get(name);
    if (color) return color;
  }
  return undefined;
}

/** The candidate with the best contrast against `background` (the first that reaches 4.5:1 wins). */
function readableOn(background: ResolvedColor, candidates: (ResolvedColor | undefined)[]): ResolvedColor {
  const options = [...candidates.filter((c): c is ResolvedColor => c !== undefined), BLACK, WHITE];
  return options.find((c) => contrastRatio(c, background) >= 4.5) ?? options.sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0]!;
}

function typographyLevel(design: DesignSystemState, patterns: RegExp[]): ResolvedTypography | undefined {
  const levels = [...design.typography.entries()];
  for (const pattern of patterns) {
    const found = levels.find(([name]) => pattern.test(name));
    if (found) return found[1];
  }
  return levels[0]?.[1];
}

function component(design: DesignSystemState, patterns: RegExp[]) {
  const entries = [...design.components.entries()];
  for (const pattern of patterns) {
    const found = entries.find(([name]) => pattern.test(name));
    if (found) return found[1].properties;
  }
  return undefined;
}

const px = (v: unknown, fallback: number, max: number) =>
  typeof v === 'object' && v !== null && 'value' in v
    ? Math.min(max, (v as { value: number; unit: string }).unit === 'px' ? (v as { value: number }).value : (v as { value: number }).value * 16)
    : fallback;

function text(x: number, y: number, content: string, attrs: Record<string, string | number>): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeXml(String(v))}"`)
    .join(' ');
  return `<text x="${x}" y="${y}" ${a}>${escapeXml(content)}</text>`;
}

/**
 * A line in the style's own typeface, as outlines (issue 18): the served family its stack resolves to, at
 * its weight, fitted to `maxWidth`. Falls back to `<text>` with the stack when no served font has the glyphs.
 */
function outlinedText(x: number, y: number, content: string, level: ResolvedTypography | undefined, size: number, fill: string, maxWidth: number): string {
  const family = level?.fontFamily ? resolveStack(level.fontFamily, fontCatalog()).served : undefined;
  const weight = Number(level?.fontWeight ?? 700);
  const outline = family ? outlineText(content, family, weight, size, x, y, maxWidth) : undefined;
  if (outline) return `<path transform="${outline.transform}" d="${outline.d}" fill="${fill}"/>`;
  return text(x, y, content, { 'font-family': fontStack(level?.fontFamily), 'font-size': size, 'font-weight': level?.fontWeight ?? 700, fill });
}

/** Shortens `s` to at most `n` characters with an ellipsis. */
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A cover's drawing: its elements, ready to wrap in a standalone file or in the portal's sprite. */
export interface CoverDrawing {
  slug: string;
  /** Accessible name, already escaped. */
  label: string;
  /** SVG elements in a 960 × 540 coordinate space. */
  elements: string;
}

/** The standalone cover file, /covers/{slug}.svg. */
export function renderCover(style: StyleRecord): string {
  return coverSvg(drawCover(style));
}

export function coverSvg(drawing: CoverDrawing): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="t">`,
    `<title id="t">${drawing.label}</title>`,
    drawing.elements,
    '</svg>',
    '',
  ].join('\n');
}

export function drawCover(style: StyleRecord): CoverDrawing {
  const { design } = style;
  const surface = firstColor(design, ['surface', 'background', 'neutral', 'canvas', 'paper', 'base']) ?? [...design.colors.values()][0] ?? WHITE;
  const ink = readableOn(surface, [firstColor(design, ['on-surface', 'on-background', 'ink', 'text']), firstColor(design, ['primary'])]);
  const display = typographyLevel(design, [/display/, /headline/, /^h1$/, /title/]);
  const body = typographyLevel(design, [/^body-md$/, /^body/, /paragraph/, /text/]);
  const displayFont = fontStack(display?.fontFamily);
  const bodyFont = fontStack(body?.fontFamily);
  const parts: string[] = [];

  const theme = themeOf(style.tokens, ownMode(style.tokens));
  const id = (name: string) => `${style.slug}-${name}`;
  const defs: string[] = [];
  const backdrop = pageBackdrop(style, theme, id, defs);
  parts.push(...backdrop);
  // Header: the style's name in its own display face, and its catalogue line.
  parts.push(outlinedText(48, 96, clip(style.title, 28), display, 56, hexOf(ink), W - 96));
  parts.push(text(48, 132, clip([style.type, style.era, style.style_type].filter(Boolean).join(' · '), 70), { 'font-family': bodyFont, 'font-size': 18, fill: hexOf(ink) }));

  // Palette: up to ten swatches with their token names.
  const colors = [...design.colors.entries()].slice(0, 10);
  const swatch = 80;
  colors.forEach(([name, color], i) => {
    const x = 48 + i * (swatch + 8);
    const alpha = (color as ResolvedColor & { a?: number }).a ?? 1;
    parts.push(`<rect x="${x}" y="168" width="${swatch}" height="${swatch}" rx="6" fill="${hexOf(color)}"${alpha < 1 ? ` fill-opacity="${Math.round(alpha * 1000) / 1000}"` : ''} stroke="${hexOf(ink)}" stroke-opacity="0.25"/>`);
    parts.push(text(x, 266, clip(name, 11), { 'font-family': bodyFont, 'font-size': 11, fill: hexOf(ink) }));
  });

  // Type specimen: display and body families with their fallback stacks.
  parts.push(outlinedText(48, 336, 'Aa', display, 64, hexOf(ink), 96));
  parts.push(text(150, 312, clip(display?.fontFamily ?? 'system-ui', 34), { 'font-family': displayFont, 'font-size': 20, 'font-weight': display?.fontWeight ?? 700, fill: hexOf(ink) }));
  parts.push(text(150, 338, clip(`${body?.fontFamily ?? 'system-ui'} — the quick brown fox`, 44), { 'font-family': bodyFont, 'font-size': 16, fill: hexOf(ink) }));

  // Sample button and card from the component tokens.
  const button = component(design, [/^button-primary$/, /^button/, /btn/]);
  const buttonBg = isColor(button?.get('backgroundColor')) ? (button!.get('backgroundColor') as ResolvedColor) : firstColor(design, ['primary']) ?? ink;
  const buttonFg = isColor(button?.get('textColor')) ? (button!.get('textColor') as ResolvedColor) : readableOn(buttonBg, []);
  const buttonType = isTypography(button?.get('typography')) ? (button!.get('typography') as ResolvedTypography) : body;
  const buttonRadius = px(button?.get('rounded'), 6, 26);
  parts.push(`<rect x="48" y="392" width="200" height="52" rx="${buttonRadius}" fill="${hexOf(buttonBg)}"/>`);
  parts.push(text(148, 424, 'Get started', { 'font-family': fontStack(buttonType?.fontFamily), 'font-size': 17, 'font-weight': buttonType?.fontWeight ?? 600, 'text-anchor': 'middle', fill: hexOf(buttonFg) }));

  const card = component(design, [/^card$/, /card/, /panel|surface|container/]);
  const cardBg = isColor(card?.get('backgroundColor')) ? (card!.get('backgroundColor') as ResolvedColor) : surface;
  const cardFg = isColor(card?.get('textColor')) ? (card!.get('textColor') as ResolvedColor) : readableOn(cardBg, [ink]);
  const cardRadius = px(card?.get('rounded'), 8, 32);
  parts.push(...wornCard(style, theme, id, defs, backdrop, { x: 288, y: 372, width: 624, height: 124, rx: cardRadius, fill: hexOf(cardBg), ink: hexOf(cardFg) }));
  parts.push(outlinedText(312, 410, clip(style.title, 40), display, 22, hexOf(cardFg), 576));
  parts.push(text(312, 440, clip(style.description, 72), { 'font-family': bodyFont, 'font-size': 14, fill: hexOf(cardFg) }));
  parts.push(text(312, 470, clip(style.use_case ?? style.keywords.join(', '), 80), { 'font-family': bodyFont, 'font-size': 13, fill: hexOf(cardFg), 'fill-opacity': 0.85 }));

  const elements = [defs.length ? `<defs>${defs.join('')}</defs>` : '', ...parts].filter(Boolean).join('\n');
  return { slug: style.slug, label: coverLabel(style), elements };
}

/** The page: its surface, the gradient and grain `page` wears. Returned apart so glass can blur it again. */
function pageBackdrop(style: StyleRecord, theme: Theme, id: (n: string) => string, defs: string[]): string[] {
  const surface = theme.colors.get('surface');
  const shapes = [`<rect width="${W}" height="${H}" fill="${surface ? toHex({ ...surface, alpha: 1 }) : '#ffffff'}"/>`];
  const worn = effectsOf(style.tokens, 'page');
  const layers = worn.gradient ? theme.gradients.get(worn.gradient) : undefined;
  if (layers) {
    const painted = gradientRects(id('page'), layers, (paint) => `<rect width="${W}" height="${H}" ${paint}/>`);
    defs.push(...painted.defs);
    shapes.push(...painted.shapes);
  }
  const grain = worn.grain ? Number(style.tokens.effects?.[worn.grain] ?? 0) : 0;
  if (grain > 0) {
    defs.push(grainFilter(id('grain')));
    shapes.push(`<rect width="${W}" height="${H}" filter="url(#${id('grain')})" opacity="${grain}"/>`);
  }
  return shapes;
}

interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  /** Opaque background and text colour of the card component. */
  fill: string;
  ink: string;
}

/** The card's outline: a rounded rectangle, or a path where it wears `corners`. */
function cardShape(style: StyleRecord, corners: string | undefined, box: CardBox): Shape {
  const radii = corners ? style.tokens.corners?.[corners] : undefined;
  const outline = radii
    ? `path d="${roundedRectPath(box.x, box.y, box.width, box.height, CORNER_KEYS.map((k) => Number.parseFloat(radii[k]) || 0))}"`
    : `rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${box.rx}"`;
  return (paint) => `<${outline}${paint ? ` ${paint}` : ''}/>`;
}

/** The sample card with what `card` wears: blurred backdrop and translucent fill, gradient, border, shadow and corners. */
function wornCard(style: StyleRecord, theme: Theme, id: (n: string) => string, defs: string[], backdrop: string[], box: CardBox): string[] {
  const worn = effectsOf(style.tokens, 'card');
  const shape = cardShape(style, worn.corners, box);
  const out: string[] = [];
  const shadow = worn.elevation ? theme.elevation.get(worn.elevation) : undefined;
  const shadowDef = shadow ? shadowFilter(id('card-shadow'), shadow) : undefined;
  if (shadowDef) {
    defs.push(shadowDef);
    // The shadow is cast by an opaque silhouette under the card, so a translucent fill does not thin it.
    out.push(shape(`fill="${box.fill}" filter="url(#${id('card-shadow')})"`));
  }
  const blur = worn['backdrop-blur'] ? Number.parseFloat(String(style.tokens.effects?.[worn['backdrop-blur']] ?? 0)) : 0;
  const fill: Rgba | undefined = worn.fill ? theme.colors.get(worn.fill) : undefined;
  if (blur > 0) {
    defs.push(`<clipPath id="${id('card-clip')}">${shape('')}</clipPath>`, blurFilter(id('card-blur'), blur));
    out.push(`<g clip-path="url(#${id('card-clip')})"><g filter="url(#${id('card-blur')})">${backdrop.join('')}</g></g>`);
  }
  if (fill) out.push(shape(`fill="${toHex({ ...fill, alpha: 1 })}" fill-opacity="${Math.round(fill.alpha * 1000) / 1000}"`));
  else out.push(shape(`fill="${box.fill}"`));
  const gradient = worn.gradient ? theme.gradients.get(worn.gradient) : undefined;
  if (gradient) {
    const painted = gradientRects(id('card-gradient'), gradient, shape);
    defs.push(...painted.defs);
    out.push(...painted.shapes);
  }
  const border = worn.border ? theme.borders.get(worn.border) : undefined;
  if (border && Number.parseFloat(border.width) > 0) {
    const dash = border.style === 'dashed' ? ` stroke-dasharray="${Number.parseFloat(border.width) * 3}"` : border.style === 'dotted' ? ` stroke-dasharray="${border.width}"` : '';
    out.push(shape(`fill="none" stroke="${toHex({ ...border.color, alpha: 1 })}" stroke-opacity="${Math.round(border.color.alpha * 1000) / 1000}" stroke-width="${Number.parseFloat(border.width)}"${dash}`));
  } else {
    out.push(shape(`fill="none" stroke="${box.ink}" stroke-opacity="0.2"`));
  }
  return out;
}
