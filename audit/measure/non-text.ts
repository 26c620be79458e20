/**
 * WCAG 1.4.11 and the states' visibility on painted pixels: an input's boundary against what is next
 * to it, a focus indicator against the unfocused component, and a state against its base. Each takes
 * crops of the text-hidden screenshot (so labels do not count), in CSS px at device scale 1.
 */
import { contrast255, contrastOf, labInto, luminance255, luminanceAt, medianColor, type Image, type Rect } from './pixels';

/** WCAG 1.4.11 minimum. */
export const NON_TEXT_RATIO = 3;
/** How far outside the box the surroundings are sampled (px): clear of the edge, inside the 24px gap to a neighbour. */
export const SURROUND_FROM = 6;
export const SURROUND_TO = 10;
/** How far on either side of the box's edge a border, ring or underline is looked for (px). */
export const EDGE_BAND = 4;
/** Share of a side's edge line that must reach the ratio (the rest is corners and anti-aliasing). */
export const EDGE_COVERAGE = 0.9;
/** A pixel "changes visibly" between two states from this CIE76 distance (2.3 is just noticeable). */
export const VISIBLE_DELTA_E = 5;

export interface BoundaryMeasure {
  pass: boolean;
  /** The best evidence, as a ratio: fill against surroundings, or the weakest side's edge line, or the bottom's. */
  ratio: number;
  fill: number;
  sides: { top: number; right: number; bottom: number; left: number };
}

function* ringPoints(box: Rect, from: number, to: number): Generator<[number, number]> {
  const [x0, y0, x1, y1] = [Math.round(box.x), Math.round(box.y), Math.round(box.x + box.width), Math.round(box.y + box.height)];
  for (let y = y0 - to; y < y1 + to; y++) {
    for (let x = x0 - to; x < x1 + to; x++) {
      const inner = x >= x0 - from && x < x1 + from && y >= y0 - from && y < y1 + from;
      if (!inner) yield [x, y];
    }
  }
}

function* interiorPoints(box: Rect): Generator<[number, number]> {
  const inset = Math.max(EDGE_BAND + 2, Math.round(Math.min(box.width, box.height) * 0.25));
  const [x0, y0, x1, y1] = [Math.round(box.x) + inset, Math.round(box.y) + inset, Math.round(box.x + box.width) - inset, Math.round(box.y + box.height) - inset];
  if (x1 <= x0 || y1 <= y0) {
    // A thin box: its centre line.
    const cy = Math.round(box.y + box.height / 2);
    for (let x = Math.round(box.x) + 2; x < Math.round(box.x + box.width) - 2; x++) yield [x, cy];
    return;
  }
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) yield [x, y];
}

/** Corner radii of a box (px, as computed): top-left, top-right, bottom-right, bottom-left. */
export interface Radii {
  tl: number;
  tr: number;
  br: number;
  bl: number;
}

/** The points of one edge line: `side` of `box`, moved `offset` px outwards (negative: inwards), corners left out. */
function edgeLine(box: Rect, side: keyof BoundaryMeasure['sides'], offset: number, radii?: Radii): [number, number][] {
  const [x0, y0, x1, y1] = [Math.round(box.x), Math.round(box.y), Math.round(box.x + box.width), Math.round(box.y + box.height)];
  const horizontal = side === 'top' || side === 'bottom';
  const length = horizontal ? x1 - x0 : y1 - y0;
  // Rounded corners curve away from the line: leave out a tenth of the side plus 4px at each end, or
  // the corner's radius where it is longer (a pill's bottom is straight only between its two curves).
  const skip = Math.min(Math.floor(length / 3), Math.round(length * 0.1) + 4);
  const half = Math.min(box.width, box.height) / 2;
  const corner = (r = 0) => Math.max(skip, Math.ceil(Math.min(r, half)));
  const ends = { top: [radii?.tl, radii?.tr], bottom: [radii?.bl, radii?.br], left: [radii?.tl, radii?.bl], right: [radii?.tr, radii?.br] }[side];
  const [from, to] = [corner(ends[0]), length - corner(ends[1])];
  const points: [number, number][] = [];
  for (let t = from; t < to; t++) {
    if (side === 'top') points.push([x0 + t, y0 - 1 - offset]);
    else if (side === 'bottom') points.push([x0 + t, y1 + offset]);
    else if (side === 'left') points.push([x0 - 1 - offset, y0 + t]);
    else points.push([x1 + offset, y0 + t]);
  }
  return points;
}

/**
 * Whether a field's boundary reaches 3:1 (WCAG 1.4.11): its fill against the surroundings, or an edge
 * (border, ring, underline: a line within EDGE_BAND px of the box's edge) against the surroundings or
 * the fill, along all four sides or along the bottom. `box` is the field's border box in `img`, `radii`
 * its corners (the line is read between them).
 */
export function boundaryContrast(img: Image, box: Rect, radii?: Radii): BoundaryMeasure {
  const surround = medianColor(img, ringPoints(box, SURROUND_FROM, SURROUND_TO));
  const fill = medianColor(img, interiorPoints(box));
  if (!surround || !fill) return { pass: false, ratio: 1, fill: 1, sides: { top: 1, right: 1, bottom: 1, left: 1 } };
  const fillRatio = contrast255(fill, surround);
  const [surroundL, fillL] = [luminance255(surround.r, surround.g, surround.b), luminance255(fill.r, fill.g, fill.b)];
  const sideRatio = (side: keyof BoundaryMeasure['sides']): number => {
    let best = 1;
    for (let offset = -EDGE_BAND; offset < EDGE_BAND; offset++) {
      const line = edgeLine(box, side, offset, radii).filter(([x, y]) => x >= 0 && y >= 0 && x < img.width && y < img.height);
      if (line.length === 0) continue;
      const ratios = Float64Array.from(line, ([x, y]) => {
        const l = luminanceAt(img.data, (y * img.width + x) * 4);
        return Math.max(contrastOf(l, surroundL), contrastOf(l, fillL));
      }).sort();
      // The line's ratio is the one EDGE_COVERAGE of its pixels reach (ascending: counted from the top).
      best = Math.max(best, ratios[Math.max(0, ratios.length - Math.ceil(ratios.length * EDGE_COVERAGE))]!);
    }
    return best;
  };
  const sides = { top: sideRatio('top'), right: sideRatio('right'), bottom: sideRatio('bottom'), left: sideRatio('left') };
  const perimeter = Math.min(sides.top, sides.right, sides.bottom, sides.left);
  const ratio = Math.max(fillRatio, perimeter, sides.bottom);
  return { pass: ratio >= NON_TEXT_RATIO, ratio, fill: fillRatio, sides };
}

export interface ChangeMeasure {
  pass: boolean;
  /** Pixels that changed enough. */
  changed: number;
  /** Pixels needed. */
  required: number;
}

/**
 * How far apart (px) two crops may be misaligned along each axis: 1 when what the two boxes paint sits
 * at different fractions of a pixel within their crops (anti-aliasing then differs along the edges), else 0.
 */
export interface Tolerance {
  x: 0 | 1;
  y: 0 | 1;
}

/** Below this (px), two boxes' paint is aligned in their crops: edges snap alike, anti-aliasing barely moves. */
export const ALIGNED = 0.1;

/**
 * The tolerance two boxes need: 1px along an axis where their paint lands at different fractions of a
 * pixel within their crops. Crops start at the rounded box position, as Chromium snaps boxes to pixels,
 * so boxes at 873.92 and 981.95 are aligned (both snap up) and 10.5 and 80 are not.
 */
export function toleranceOf(a: { x: number; y: number }, b: { x: number; y: number }): Tolerance {
  const residual = (v: number) => v - Math.round(v);
  const misaligned = (p: number, q: number) => (Math.abs(residual(p) - residual(q)) > ALIGNED ? 1 : 0);
  return { x: misaligned(a.x, b.x), y: misaligned(a.y, b.y) };
}

/**
 * Pixels of `b` that differ from every pixel of `a` within the tolerance of the same place, by
 * `differs(indexInA, indexInB)`: sub-pixel placement does not count as a change.
 */
function countChanged(a: Image, b: Image, tolerance: Tolerance, differs: (i: number, j: number) => boolean): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const j = y * b.width + x;
      let changed = true;
      for (let dy = -tolerance.y; dy <= tolerance.y && changed; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -tolerance.x; dx <= tolerance.x; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          if (!differs(yy * a.width + xx, j)) {
            changed = false;
            break;
          }
        }
      }
      if (changed) count++;
    }
  }
  return count;
}

/** Relative luminance of every pixel. */
function luminances(img: Image): Float64Array {
  const out = new Float64Array(img.width * img.height);
  for (let i = 0; i < out.length; i++) out[i] = luminanceAt(img.data, i * 4);
  return out;
}

/** CIELAB of every pixel, three numbers each. */
function labs(img: Image): Float64Array {
  const { data } = img;
  const out = new Float64Array(img.width * img.height * 3);
  for (let i = 0; i < img.width * img.height; i++) {
    const [p, o] = [i * 4, i * 3];
    // A pixel like the one before it (most are: fills, rules) copies its CIELAB instead of converting again.
    if (i > 0 && data[p] === data[p - 4] && data[p + 1] === data[p - 3] && data[p + 2] === data[p - 2]) {
      out[o] = out[o - 3]!;
      out[o + 1] = out[o - 2]!;
      out[o + 2] = out[o - 1]!;
    } else labInto(data[p]!, data[p + 1]!, data[p + 2]!, out, o);
  }
  return out;
}

/**
 * A focus indicator (WCAG 1.4.11, after 2.4.13's area): the focused crop against the unfocused one (same
 * size, the component plus a margin for outer rings), at least a 1px perimeter of the component's box
 * (2w + 2h pixels) whose colour changes by 3:1 or more.
 */
export function focusIndicator(base: Image, focused: Image, box: { width: number; height: number }, tolerance: Tolerance = { x: 0, y: 0 }): ChangeMeasure {
  const required = Math.round(2 * (box.width + box.height));
  const [la, lb] = [luminances(base), luminances(focused)];
  const changed = countChanged(base, focused, tolerance, (i, j) => contrastOf(la[i]!, lb[j]!) >= NON_TEXT_RATIO);
  return { pass: changed >= required, changed, required };
}

/**
 * A state shows (hover, pressed, focus): at least as many pixels as the component's longer side (a
 * full-length 1px line, or the same area anywhere) differ from the base by VISIBLE_DELTA_E or more
 * (CIE76; 2.3 is a just-noticeable difference, 5 one a glance tells).
 */
export function stateDifference(base: Image, state: Image, box: { width: number; height: number }, tolerance: Tolerance = { x: 0, y: 0 }): ChangeMeasure {
  const required = Math.round(Math.max(box.width, box.height));
  const [la, lb] = [labs(base), labs(state)];
  const limit = VISIBLE_DELTA_E * VISIBLE_DELTA_E;
  const changed = countChanged(base, state, tolerance, (i, j) => {
    const dl = la[i * 3]! - lb[j * 3]!;
    const da = la[i * 3 + 1]! - lb[j * 3 + 1]!;
    const db = la[i * 3 + 2]! - lb[j * 3 + 2]!;
    return dl * dl + da * da + db * db >= limit;
  });
  return { pass: changed >= required, changed, required };
}
