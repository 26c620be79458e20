/**
 * SVG renderings of the token model's effects for covers: gradients as <linearGradient>/<radialGradient>,
 * shadows as filter primitives, backdrop blur as the backdrop redrawn blurred under the card, grain as
 * turbulence. Every reference is a fragment (`url(#id)`) inside the same SVG; ids carry the style's slug
 * so covers can share one sprite.
 */
import { toHex, type Rgba } from '../tokens/color';
import type { ResolvedGradientLayer, ResolvedShadowLayer } from '../tokens/theme';

const hex = (c: Rgba) => toHex({ ...c, alpha: 1 });
const opacity = (c: Rgba) => Math.round(c.alpha * 1000) / 1000;
const px = (v: string) => Number.parseFloat(v) || 0;
const pct = (v: string) => (Number.parseFloat(v) || 50) / 100;

/** A `<stop>` list for SVG. */
const stops = (layer: ResolvedGradientLayer) =>
  layer.stops.map((s) => `<stop offset="${s.position}" stop-color="${hex(s.color)}" stop-opacity="${opacity(s.color)}"/>`).join('');

/** One gradient layer as an SVG paint server (conic gradients, which SVG lacks, become linear along their angle). */
export function gradientDef(id: string, layer: ResolvedGradientLayer): string {
  if (layer.type === 'radial') {
    const [cx, cy] = (layer.center ?? '50% 50%').split(' ').map(pct);
    return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${layer.shape === 'circle' ? 0.6 : 0.75}">${stops(layer)}</radialGradient>`;
  }
  const angle = ((Number.parseFloat(layer.angle ?? '180deg') || 0) * Math.PI) / 180;
  const [dx, dy] = [Math.sin(angle) / 2, -Math.cos(angle) / 2];
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return `<linearGradient id="${id}" x1="${r(0.5 - dx)}" y1="${r(0.5 - dy)}" x2="${r(0.5 + dx)}" y2="${r(0.5 + dy)}">${stops(layer)}</linearGradient>`;
}

/** An SVG element of a given outline, painted with the attributes passed (`fill="…"`). */
export type Shape = (paint: string) => string;

/** A rectangle with rounded corners [top-left, top-right, bottom-right, bottom-left] as an SVG path. */
export function roundedRectPath(x: number, y: number, width: number, height: number, radii: readonly number[]): string {
  const most = Math.min(width, height) / 2;
  const [tl, tr, br, bl] = [0, 1, 2, 3].map((i) => Math.max(0, Math.min(most, radii[i] ?? 0)));
  const arc = (r: number, dx: number, dy: number) => (r > 0 ? ` a${r},${r} 0 0 1 ${dx},${dy}` : '');
  return (
    `M${x + tl!},${y} h${width - tl! - tr!}${arc(tr!, tr!, tr!)} v${height - tr! - br!}${arc(br!, -br!, br!)}` +
    ` h${-(width - br! - bl!)}${arc(bl!, -bl!, -bl!)} v${-(height - bl! - tl!)}${arc(tl!, tl!, -tl!)} Z`
  );
}

/** Shapes painting a gradient's layers, bottom layer first (CSS lists the top layer first). */
export function gradientRects(idPrefix: string, layers: ResolvedGradientLayer[], shape: Shape): { defs: string[]; shapes: string[] } {
  const ordered = [...layers].reverse();
  return {
    defs: ordered.map((layer, i) => gradientDef(`${idPrefix}${i}`, layer)),
    shapes: ordered.map((_, i) => shape(`fill="url(#${idPrefix}${i})"`)),
  };
}

/** Outer shadow layers as one filter (inset layers have no SVG filter equivalent here and are left out). */
export function shadowFilter(id: string, layers: ResolvedShadowLayer[]): string | undefined {
  const outer = layers.filter((l) => !l.inset);
  if (outer.length === 0) return undefined;
  const primitives = outer.map((l, i) => {
    const spread = px(l.spread);
    const grow = spread > 0 ? `<feMorphology in="SourceAlpha" operator="dilate" radius="${spread}" result="g${i}"/>` : '';
    return (
      grow +
      `<feGaussianBlur in="${spread > 0 ? `g${i}` : 'SourceAlpha'}" stdDeviation="${px(l.blur) / 2}"/>` +
      `<feOffset dx="${px(l.offsetX)}" dy="${px(l.offsetY)}" result="o${i}"/>` +
      `<feFlood flood-color="${hex(l.color)}" flood-opacity="${opacity(l.color)}"/>` +
      `<feComposite in2="o${i}" operator="in" result="s${i}"/>`
    );
  });
  const merge = outer.map((_, i) => `<feMergeNode in="s${outer.length - 1 - i}"/>`).join('');
  return `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">${primitives.join('')}<feMerge>${merge}<feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

/** A Gaussian blur filter for a backdrop (CSS blur radius ≈ twice the standard deviation). */
export function blurFilter(id: string, radius: number): string {
  return `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${radius / 2}"/></filter>`;
}

/** Film grain: fractal noise, drawn at the token's strength. */
export function grainFilter(id: string): string {
  return `<filter id="${id}"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="3" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`;
}
