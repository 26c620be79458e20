/**
 * Issue 32, point 4: a surface (a card, panel or dialog) told from the page behind it. Read on the
 * text-hidden screenshot, per side of its box: lines of pixels parallel to the edge, from inside the
 * fill out through the border and the shadow, each against the page a little further out. Whatever
 * draws the edge (fill, border, shadow, image) shows as one line that differs from the page.
 */
import { contrast255, deltaE76, lab, medianColor, type Image, type Rect, type Rgba255 } from './pixels';
import type { Radii } from './non-text';

/**
 * A line along the edge is seen from this contrast with the page. WCAG asks 3:1 only of the parts needed
 * to identify a control; a surface is a grouping, so the test is that its edge is perceptible at all, not
 * that it meets 1.4.11. A long straight edge is seen from a luminance step of about 1–2 % (Weber's
 * fraction); 1.05:1 keeps a margin over that and passes the platforms' own quiet surfaces (iOS's white
 * cells on #F2F2F7, 1.08:1; Carbon's white tile on #F4F4F4, 1.09:1; #1E1E1E on #121212, 1.12:1), while
 * pop-art's #111111 frame on #121212 (1.01:1) and #FCFCFC on white (1.02:1) fail.
 */
export const SURFACE_RATIO = 1.05;
/** Or one side drawn as a rule at the non-text minimum (an editorial card is a section under a rule). */
export const RULE_RATIO = 3;
/** Or a hue step at about one luminance (a pink card on a blue page): CIE76 distance (2.3 is just noticeable). */
export const SURFACE_DELTA_E = 10;
/** How far inside the edge the fill is read (px): past a border, short of a padded card's content. */
export const SURFACE_INSIDE = 6;
/** The page is read this far beyond where the surface paints (its shadow's reach), within these bounds (px; cards are 24px apart). */
export const PAGE_GAP = 2;
export const PAGE_MIN = 3;
export const PAGE_MAX = 20;
/** Sides that must show: a shadow cast down and right still draws two. */
export const SURFACE_SIDES = 2;

type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

export interface SurfaceMeasure {
  pass: boolean;
  /** The contrast of the side that decides (the SURFACE_SIDES-th best). */
  ratio: number;
  sides: Record<Side, { ratio: number; deltaE: number; at: number } | undefined>;
}

/** The pixels of a line parallel to `side` at `offset` px outside the edge (negative: inside), clear of the rounded corners. */
function* linePoints(box: Rect, side: Side, offset: number, radii?: Radii): Generator<[number, number]> {
  const [x0, y0, x1, y1] = [Math.round(box.x), Math.round(box.y), Math.round(box.x + box.width), Math.round(box.y + box.height)];
  const r = radii ?? { tl: 0, tr: 0, br: 0, bl: 0 };
  if (side === 'top' || side === 'bottom') {
    const y = side === 'top' ? y0 - 1 - offset : y1 + offset;
    const [from, to] = side === 'top' ? [x0 + r.tl + 2, x1 - r.tr - 2] : [x0 + r.bl + 2, x1 - r.br - 2];
    for (let x = Math.ceil(from); x < to; x++) yield [x, y];
  } else {
    const x = side === 'left' ? x0 - 1 - offset : x1 + offset;
    const [from, to] = side === 'left' ? [y0 + r.tl + 2, y1 - r.bl - 2] : [y0 + r.tr + 2, y1 - r.br - 2];
    for (let y = Math.ceil(from); y < to; y++) yield [x, y];
  }
}

const labOf = (c: Rgba255) => lab(c.r, c.g, c.b);

/** How well each side of a surface's box stands out from the page; `extent` is how far it paints outside the box per side (shadow, outline). */
export function surfaceEdge(img: Image, box: Rect, radii?: Radii, extent?: Partial<Record<Side, number>>): SurfaceMeasure {
  const sides = {} as SurfaceMeasure['sides'];
  for (const side of SIDES) {
    const out = Math.min(PAGE_MAX, Math.max(PAGE_MIN, Math.ceil(extent?.[side] ?? 0) + PAGE_GAP));
    const page = medianColor(img, linePoints(box, side, out, radii));
    if (!page) {
      sides[side] = undefined;
      continue;
    }
    let best = { ratio: 1, deltaE: 0, at: 0 };
    for (let d = -SURFACE_INSIDE; d < out; d++) {
      const line = medianColor(img, linePoints(box, side, d, radii));
      if (!line) continue;
      const ratio = contrast255(line, page);
      const deltaE = deltaE76(labOf(line), labOf(page));
      if (ratio > best.ratio || (ratio === best.ratio && deltaE > best.deltaE)) best = { ratio, deltaE: Math.max(deltaE, best.deltaE), at: d };
      else if (deltaE > best.deltaE) best.deltaE = deltaE;
    }
    sides[side] = best;
  }
  const shown = (s: { ratio: number; deltaE: number }) => s.ratio >= SURFACE_RATIO || s.deltaE >= SURFACE_DELTA_E;
  const measured = SIDES.map((s) => sides[s]).filter((s): s is NonNullable<typeof s> => !!s);
  const ranked = [...measured].sort((a, b) => Number(shown(b)) - Number(shown(a)) || b.ratio - a.ratio);
  const needed = Math.min(SURFACE_SIDES, measured.length);
  const rule = ranked.find((s) => s.ratio >= RULE_RATIO);
  const decider = rule ?? ranked[needed - 1];
  return { pass: needed > 0 && (!!rule || ranked.slice(0, needed).every(shown)), ratio: decider?.ratio ?? 1, sides };
}
