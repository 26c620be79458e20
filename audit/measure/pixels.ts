/**
 * Pixels as the render audit reads them: RGBA images in typed arrays, crops, WCAG luminance and
 * contrast, CIELAB distance and percentiles. Pure and allocation-light: a screenshot holds millions of
 * pixels and the whole library is measured in a few minutes.
 */

/** An RGBA image, 8 bits per channel, row-major (as measure/png.ts decodes a screenshot). */
export interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A box in CSS px of the page (device scale 1: one CSS px is one pixel). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A colour with channels 0–255 and alpha 0–1. */
export interface Rgba255 {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** sRGB channel (0–255) → linear light, as WCAG 2's relative luminance defines it. */
export const LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light of a channel 0–255, fractional values interpolated. */
function linear(v: number): number {
  const i = v < 0 ? 0 : v > 255 ? 255 : v;
  const lo = Math.floor(i);
  const t = i - lo;
  return t === 0 ? LINEAR[lo]! : LINEAR[lo]! * (1 - t) + LINEAR[Math.min(255, lo + 1)]! * t;
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255, fractional allowed). */
export function luminance255(r: number, g: number, b: number): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Relative luminance of the pixel at byte offset `i` of RGBA data. */
export function luminanceAt(data: Uint8Array, i: number): number {
  return 0.2126 * LINEAR[data[i]!]! + 0.7152 * LINEAR[data[i + 1]!]! + 0.0722 * LINEAR[data[i + 2]!]!;
}

/** WCAG 2 contrast ratio of two relative luminances (1 to 21). */
export function contrastOf(l1: number, l2: number): number {
  return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
}

/** WCAG contrast of two opaque colours. */
export function contrast255(a: Rgba255, b: Rgba255): number {
  return contrastOf(luminance255(a.r, a.g, a.b), luminance255(b.r, b.g, b.b));
}

/** `top` painted over an opaque `bottom` (source-over), channels 0–255. */
export function over(top: Rgba255, r: number, g: number, b: number): [number, number, number] {
  const a = top.a;
  return [top.r * a + r * (1 - a), top.g * a + g * (1 - a), top.b * a + b * (1 - a)];
}

/** CIELAB's companding function. */
function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** CIELAB (D65) of an sRGB colour (channels 0–255), written into `out` at `at`, for perceptual distances. */
export function labInto(r: number, g: number, b: number, out: Float64Array | number[], at = 0): void {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const fx = labF((0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047);
  const fy = labF(0.2126 * lr + 0.7152 * lg + 0.0722 * lb);
  const fz = labF((0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883);
  out[at] = 116 * fy - 16;
  out[at + 1] = 500 * (fx - fy);
  out[at + 2] = 200 * (fy - fz);
}

/** CIELAB (D65) of an sRGB colour (channels 0–255). */
export function lab(r: number, g: number, b: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  labInto(r, g, b, out);
  return out;
}

/** CIE76 colour difference: about 2.3 is a just-noticeable difference. */
export function deltaE76(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** The p-th percentile (0–100) of values, by nearest rank; NaN when there are none. Reorders its argument. */
export function percentile(values: Float64Array, p: number): number {
  if (values.length === 0) return Number.NaN;
  const rank = Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1));
  return select(values, rank);
}

/**
 * The value at index k of `a` sorted ascending (NaN never occurs here), by selection rather than a sort
 * (Wirth's: partition around a[k] until k is in place): a text run has thousands of pixels, and one
 * rank of them is wanted.
 */
function select(a: Float64Array, k: number): number {
  let [lo, hi] = [0, a.length - 1];
  while (lo < hi) {
    const pivot = a[k]!;
    let [i, j] = [lo, hi];
    do {
      while (a[i]! < pivot) i++;
      while (pivot < a[j]!) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    } while (i <= j);
    if (j < k) lo = i;
    if (k < i) hi = j;
  }
  return a[k]!;
}

/** The pixel at (x, y) as an opaque colour. */
export function pixelAt(img: Image, x: number, y: number): Rgba255 {
  const i = (y * img.width + x) * 4;
  return { r: img.data[i]!, g: img.data[i + 1]!, b: img.data[i + 2]!, a: 1 };
}

/** A rect in whole pixels, clamped to the image; undefined when nothing is left. */
export function clampRect(img: Pick<Image, 'width' | 'height'>, r: Rect): Rect | undefined {
  const x0 = Math.max(0, Math.round(r.x));
  const y0 = Math.max(0, Math.round(r.y));
  const x1 = Math.min(img.width, Math.round(r.x + r.width));
  const y1 = Math.min(img.height, Math.round(r.y + r.height));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : undefined;
}

/** A copy of the part of `img` inside `r` (clamped). */
export function crop(img: Image, r: Rect): Image {
  const c = clampRect(img, r) ?? { x: 0, y: 0, width: 0, height: 0 };
  const data = new Uint8Array(c.width * c.height * 4);
  for (let y = 0; y < c.height; y++) {
    const from = ((c.y + y) * img.width + c.x) * 4;
    data.set(img.data.subarray(from, from + c.width * 4), y * c.width * 4);
  }
  return { width: c.width, height: c.height, data };
}

/** An image of one colour (tests and synthetic cases). */
export function solidImage(width: number, height: number, color: Omit<Rgba255, 'a'>): Image {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = color.r;
    data[i + 1] = color.g;
    data[i + 2] = color.b;
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** Paints a rect of `img` with one colour (tests and synthetic cases). */
export function fillRect(img: Image, r: Rect, color: Omit<Rgba255, 'a'>): void {
  const c = clampRect(img, r);
  if (!c) return;
  for (let y = c.y; y < c.y + c.height; y++) {
    for (let x = c.x; x < c.x + c.width; x++) {
      const i = (y * img.width + x) * 4;
      img.data[i] = color.r;
      img.data[i + 1] = color.g;
      img.data[i + 2] = color.b;
      img.data[i + 3] = 255;
    }
  }
}

/** The per-channel median colour of the pixels `pick` selects (x, y in image coordinates). */
export function medianColor(img: Image, points: Iterable<[number, number]>): Rgba255 | undefined {
  // Channels are 0–255: counted, not sorted.
  const counts = new Uint32Array(3 * 256);
  let n = 0;
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
    const i = (y * img.width + x) * 4;
    counts[img.data[i]!]!++;
    counts[256 + img.data[i + 1]!]!++;
    counts[512 + img.data[i + 2]!]!++;
    n++;
  }
  if (n === 0) return undefined;
  /** The value at index ⌊n/2⌋ of the channel's values sorted ascending. */
  const mid = (channel: number) => {
    let below = 0;
    for (let v = 0; v < 256; v++) {
      below += counts[channel * 256 + v]!;
      if (below > n >> 1) return v;
    }
    return 255;
  };
  return { r: mid(0), g: mid(1), b: mid(2), a: 1 };
}
