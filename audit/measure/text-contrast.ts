/**
 * WCAG 1.4.3 on painted pixels: a text run's colour against every pixel painted behind its glyph boxes
 * (the screenshot with all text made transparent). The measured ratio is a low percentile of the
 * per-pixel ratios, so grain and a stray pixel do not decide alone, while a gradient that fails under a
 * twentieth of the text does.
 */
import { clampRect, contrastOf, luminance255, luminanceAt, over, percentile, type Image, type Rect, type Rgba255 } from './pixels';

/** WCAG 1.4.3 minimums. */
export const TEXT_RATIO = 4.5;
export const LARGE_TEXT_RATIO = 3;
/** The percentile of per-pixel ratios that counts as the run's ratio. */
export const TEXT_PERCENTILE = 5;
/** Channel difference above which a pixel belongs to the text (text-filled-with-a-paint case). */
const TEXT_PIXEL_DIFFERENCE = 48;

/** WCAG "large scale": at least 18pt (24px), or 14pt (18.66px) bold (700 or more). */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The contrast a text run needs. */
export function requiredTextRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? LARGE_TEXT_RATIO : TEXT_RATIO;
}

/** How much of a line's font box the glyphs leave empty: above the tallest glyph and below the deepest (px). */
export interface InkMargins {
  above: number;
  below: number;
}

/**
 * The glyph boxes a run's contrast and clipping are read in: each line box of the font (ascent to
 * descent, what Range.getClientRects gives) cut to where its glyphs paint, then to the clipping boxes.
 * A display face set at a tight line height overflows its background with empty ascent, not ink.
 */
export function inkRects(lines: readonly Rect[], clips: readonly Rect[], ink?: InkMargins): { rects: Rect[]; area: number; visibleArea: number } {
  const cut = (r: Rect): Rect => {
    if (!ink || ink.above + ink.below >= r.height) return r;
    return { x: r.x, y: r.y + Math.max(0, ink.above), width: r.width, height: r.height - Math.max(0, ink.above) - Math.max(0, ink.below) };
  };
  const intersect = (a: Rect, b: Rect): Rect | undefined => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const w = Math.min(a.x + a.width, b.x + b.width) - x;
    const h = Math.min(a.y + a.height, b.y + b.height) - y;
    return w > 0 && h > 0 ? { x, y, width: w, height: h } : undefined;
  };
  const inked = lines.map(cut);
  const rects = inked.map((r) => clips.reduce<Rect | undefined>((acc, c) => (acc ? intersect(acc, c) : undefined), r)).filter((r): r is Rect => !!r);
  return { rects, area: inked.reduce((a, r) => a + r.width * r.height, 0), visibleArea: rects.reduce((a, r) => a + r.width * r.height, 0) };
}

export interface TextMeasure {
  /** The run's ratio: the TEXT_PERCENTILE-th percentile of the per-pixel ratios. */
  ratio: number;
  /** Pixels measured. */
  pixels: number;
}

/**
 * A plain-coloured run: its colour (alpha already multiplied by its ancestors' opacity) composited over
 * each background pixel inside its glyph boxes, against that pixel.
 */
export function plainTextContrast(background: Image, rects: readonly Rect[], color: Rgba255, p = TEXT_PERCENTILE): TextMeasure | undefined {
  const boxes = rects.map((r) => clampRect(background, r)).filter((r): r is Rect => !!r);
  const ratios = new Float64Array(boxes.reduce((n, r) => n + r.width * r.height, 0));
  if (ratios.length === 0) return undefined;
  const { data, width } = background;
  // An opaque colour has one luminance; a translucent one is composited over each pixel.
  const opaque = color.a >= 0.999 ? luminance255(color.r, color.g, color.b) : undefined;
  let n = 0;
  for (const r of boxes) {
    for (let y = r.y; y < r.y + r.height; y++) {
      for (let i = (y * width + r.x) * 4, end = i + r.width * 4; i < end; i += 4) {
        const lb = luminanceAt(data, i);
        let lt = opaque;
        if (lt === undefined) {
          const [tr, tg, tb] = over(color, data[i]!, data[i + 1]!, data[i + 2]!);
          lt = luminance255(tr, tg, tb);
        }
        ratios[n++] = contrastOf(lt, lb);
      }
    }
  }
  return { ratio: percentile(ratios, p), pixels: ratios.length };
}

/**
 * A run whose fill is not a plain colour (background-clip: text, a transparent fill with a paint): the
 * pixels that change between the screenshot with text and the one without are the text; each is compared
 * with the pixel behind it. Anti-aliased edges are left out by taking the clearly changed pixels only;
 * no changed pixel at all is reported as ratio 1 (the text does not show).
 */
export function paintedTextContrast(withText: Image, background: Image, rects: readonly Rect[], p = TEXT_PERCENTILE): TextMeasure | undefined {
  const ratios: number[] = [];
  let area = 0;
  for (const rect of rects) {
    const r = clampRect(background, rect);
    if (!r) continue;
    for (let y = r.y; y < r.y + r.height; y++) {
      for (let x = r.x; x < r.x + r.width; x++) {
        area++;
        const i = (y * background.width + x) * 4;
        const d = Math.max(Math.abs(withText.data[i]! - background.data[i]!), Math.abs(withText.data[i + 1]! - background.data[i + 1]!), Math.abs(withText.data[i + 2]! - background.data[i + 2]!));
        if (d < TEXT_PIXEL_DIFFERENCE) continue;
        const lt = luminance255(withText.data[i]!, withText.data[i + 1]!, withText.data[i + 2]!);
        const lb = luminance255(background.data[i]!, background.data[i + 1]!, background.data[i + 2]!);
        ratios.push(contrastOf(lt, lb));
      }
    }
  }
  if (area === 0) return undefined;
  // Glyph cores are a minority of a text box; the median of the clearly changed pixels is their contrast.
  return ratios.length === 0 ? { ratio: 1, pixels: 0 } : { ratio: percentile(Float64Array.from(ratios), Math.max(p, 50)), pixels: ratios.length };
}
