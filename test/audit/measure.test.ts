/**
 * Issue 17: the render audit's judge, tested on synthetic pixels. Each case builds the screenshot a
 * rule would see and asserts the exact decision (and the measured value where it is the point).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditPage, failureLine, failuresOf, textShadowShows, type Measurement } from '../../audit/checks';
import type { ProbedComponent, ProbedText } from '../../audit/page-probe';
import { boundaryContrast, focusIndicator, stateDifference, toleranceOf } from '../../audit/measure/non-text';
import { contrast255, fillRect, medianColor, percentile, solidImage, type Image, type Rect } from '../../audit/measure/pixels';
import { inkRects, isLargeText, paintedTextContrast, plainTextContrast, requiredTextRatio } from '../../audit/measure/text-contrast';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };
const grey = (v: number) => ({ r: v, g: v, b: v });

/** An outline of `width` px drawn outside `box` (a ring), or inside when `inside`. */
function ring(img: Image, box: Rect, width: number, color: typeof WHITE, sides: ('top' | 'right' | 'bottom' | 'left')[] = ['top', 'right', 'bottom', 'left']): void {
  const { x, y, width: w, height: h } = box;
  if (sides.includes('top')) fillRect(img, { x: x - width, y: y - width, width: w + 2 * width, height: width }, color);
  if (sides.includes('bottom')) fillRect(img, { x: x - width, y: y + h, width: w + 2 * width, height: width }, color);
  if (sides.includes('left')) fillRect(img, { x: x - width, y, width, height: h }, color);
  if (sides.includes('right')) fillRect(img, { x: x + w, y, width, height: h }, color);
}

describe('large text (WCAG 1.4.3: 18pt, or 14pt bold)', () => {
  it.each([
    [24, 400, true],
    [23.9, 400, false],
    [18.66, 700, true],
    [18.66, 600, false],
    [18.5, 700, false],
    [32, 100, true],
  ])('%spx at weight %s is large: %s', (size, weight, large) => {
    expect(isLargeText(size, weight)).toBe(large);
    expect(requiredTextRatio(size, weight)).toBe(large ? 3 : 4.5);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile(Float64Array.from([5, 1, 4, 2, 3]), 0)).toBe(1);
    expect(percentile(Float64Array.from([5, 1, 4, 2, 3]), 40)).toBe(2);
    expect(percentile(Float64Array.from([5, 1, 4, 2, 3]), 100)).toBe(5);
    expect(percentile(new Float64Array(0), 5)).toBeNaN();
  });

  it('is the value at the nearest rank of the sorted values, whatever their order and repeats (it selects, not sorts)', () => {
    const values = fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.double({ min: 1, max: 21, noNaN: true })), { minLength: 1, maxLength: 400 });
    fc.assert(
      fc.property(values, fc.double({ min: 0, max: 100, noNaN: true }), (list, p) => {
        const sorted = Float64Array.from(list).sort();
        const rank = Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1));
        expect(percentile(Float64Array.from(list), p)).toBe(sorted[rank]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('median colour', () => {
  it('is each channel at index ⌊n/2⌋ of its sorted values, over the points inside the image', () => {
    const img = (pixels: number[]) => ({ width: pixels.length / 4, height: 1, data: Uint8Array.from(pixels) });
    const channels = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 200 }).map((a) => a.slice(0, a.length - (a.length % 4)));
    fc.assert(
      fc.property(channels, fc.array(fc.integer({ min: -2, max: 60 }), { maxLength: 120 }), (pixels, xs) => {
        const image = img(pixels);
        const inside = xs.filter((x) => x >= 0 && x < image.width);
        const median = (k: number) => inside.map((x) => pixels[x * 4 + k]!).sort((a, b) => a - b)[Math.floor(inside.length / 2)];
        const expected = inside.length === 0 ? undefined : { r: median(0), g: median(1), b: median(2), a: 1 };
        expect(medianColor(image, xs.map((x) => [x, 0] as [number, number]))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('text contrast against the painted pixels', () => {
  const box = { x: 0, y: 0, width: 100, height: 10 };

  it('measures black on white at 21:1', () => {
    expect(plainTextContrast(solidImage(100, 10, WHITE), [box], { ...BLACK, a: 1 })).toEqual({ ratio: 21, pixels: 1000 });
  });

  it('fails text whose background turns grey under a tenth of it (a gradient), not under a fiftieth (grain)', () => {
    const gradient = solidImage(100, 10, WHITE);
    fillRect(gradient, { x: 90, y: 0, width: 10, height: 10 }, grey(200));
    const onGradient = plainTextContrast(gradient, [box], { ...grey(118), a: 1 })!;
    expect(onGradient.ratio).toBeCloseTo(contrast255({ ...grey(118), a: 1 }, { ...grey(200), a: 1 }), 5);
    expect(onGradient.ratio).toBeLessThan(4.5);

    const grain = solidImage(100, 10, WHITE);
    fillRect(grain, { x: 98, y: 0, width: 2, height: 10 }, grey(200));
    expect(plainTextContrast(grain, [box], { ...grey(118), a: 1 })!.ratio).toBeCloseTo(contrast255({ ...grey(118), a: 1 }, { ...WHITE, a: 1 }), 5);
  });

  it('composites a translucent colour (alpha times the ancestors\' opacity) over each pixel', () => {
    const m = plainTextContrast(solidImage(10, 10, WHITE), [{ x: 0, y: 0, width: 10, height: 10 }], { ...BLACK, a: 0.5 })!;
    // 50% black over white is grey 127.5 of 255 (relative luminance 0.214): 3.98:1 against white.
    expect(m.ratio).toBeCloseTo(3.98, 2);
  });

  it('measures only the glyph boxes, clamped to the screenshot', () => {
    const img = solidImage(20, 10, WHITE);
    fillRect(img, { x: 10, y: 0, width: 10, height: 10 }, BLACK);
    expect(plainTextContrast(img, [{ x: 15, y: 0, width: 30, height: 10 }], { ...WHITE, a: 1 })).toEqual({ ratio: 21, pixels: 50 });
    expect(plainTextContrast(img, [{ x: 30, y: 0, width: 5, height: 5 }], { ...WHITE, a: 1 })).toBeUndefined();
  });

  it('measures text filled with a paint by the pixels that change when the text is hidden', () => {
    const background = solidImage(20, 10, grey(40));
    const withText = solidImage(20, 10, grey(40));
    fillRect(withText, { x: 2, y: 2, width: 10, height: 6 }, grey(60));
    const m = paintedTextContrast(withText, background, [{ x: 0, y: 0, width: 20, height: 10 }])!;
    expect(m.pixels).toBe(0); // a 20-step change is below the text-pixel threshold: nothing shows
    expect(m.ratio).toBe(1);
    fillRect(withText, { x: 2, y: 2, width: 10, height: 6 }, WHITE);
    const shown = paintedTextContrast(withText, background, [{ x: 0, y: 0, width: 20, height: 10 }])!;
    expect(shown.pixels).toBe(60);
    expect(shown.ratio).toBeCloseTo(contrast255({ ...WHITE, a: 1 }, { ...grey(40), a: 1 }), 5);
  });
});

describe('text read where its glyphs paint', () => {
  it('passes a display face set tighter than its font box, whose empty ascent and descent overhang its block', () => {
    // A yellow block 40px tall on a near-black page; the 160px-style line box is 60px, the glyphs fill the middle 40.
    const img = solidImage(240, 80, { r: 30, g: 30, b: 28 });
    fillRect(img, { x: 20, y: 20, width: 200, height: 40 }, { r: 227, g: 178, b: 60 });
    const ink = { r: 28, g: 28, b: 26, a: 1 };
    const line = { x: 30, y: 10, width: 180, height: 60 };
    const page = { x: 0, y: 0, width: 240, height: 80 };
    expect(plainTextContrast(img, inkRects([line], [page]).rects, ink)!.ratio).toBeLessThan(1.2);
    const glyphs = inkRects([line], [page], { above: 10, below: 10 });
    expect(glyphs.rects).toEqual([{ x: 30, y: 20, width: 180, height: 40 }]);
    expect(plainTextContrast(img, glyphs.rects, ink)!.ratio).toBeGreaterThan(7);
    // Clipping is read on the ink too: a clip that cuts only the empty ascent leaves all the glyphs visible.
    const clipped = inkRects([line], [{ x: 0, y: 18, width: 240, height: 62 }], { above: 10, below: 10 });
    expect(clipped.visibleArea / clipped.area).toBe(1);
  });
});

describe('field boundary (WCAG 1.4.11)', () => {
  const field = { x: 30, y: 30, width: 120, height: 40 };
  const page = () => solidImage(180, 100, WHITE);

  it('passes a 1px border of 4.5:1 on all sides, inside the box', () => {
    const img = page();
    fillRect(img, field, grey(118));
    fillRect(img, { x: 31, y: 31, width: 118, height: 38 }, WHITE);
    const m = boundaryContrast(img, field);
    expect(m.pass).toBe(true);
    expect(m.fill).toBe(1);
    expect(m.sides.top).toBeGreaterThan(4.4);
  });

  it('fails a 1px border of 1.6:1 on white', () => {
    const img = page();
    fillRect(img, field, grey(204));
    fillRect(img, { x: 31, y: 31, width: 118, height: 38 }, WHITE);
    const m = boundaryContrast(img, field);
    expect(m.pass).toBe(false);
    expect(m.ratio).toBeCloseTo(contrast255({ ...grey(204), a: 1 }, { ...WHITE, a: 1 }), 5);
  });

  it('passes a fill that differs from the page by 3:1, with no border', () => {
    const img = page();
    fillRect(img, field, grey(140));
    const m = boundaryContrast(img, field);
    expect(m.pass).toBe(true);
    expect(m.fill).toBeGreaterThan(3);
  });

  it('passes a 2px underline (bottom edge only), fails a top rule only', () => {
    const underlined = page();
    fillRect(underlined, field, grey(245));
    ring(underlined, { ...field, x: field.x + 2, width: field.width - 4, y: field.y, height: field.height - 2 }, 2, BLACK, ['bottom']);
    expect(boundaryContrast(underlined, field).pass).toBe(true);

    const ruled = page();
    fillRect(ruled, field, grey(245));
    ring(ruled, field, 2, BLACK, ['top']);
    const m = boundaryContrast(ruled, field);
    expect(m.pass).toBe(false);
    expect(m.sides.top).toBeGreaterThan(3);
    expect(m.sides.bottom).toBeLessThan(3);
  });

  it('reads a pill\'s bottom border between its rounded corners, not into their curves', () => {
    // A 150×60 field with 28px corners: the straight bottom runs from 28px to 122px; beyond, the
    // border curves up and away from the line (drawn here as the page showing through).
    const pill = { x: 20, y: 20, width: 150, height: 60 };
    const img = solidImage(190, 100, WHITE);
    fillRect(img, { x: 48, y: 79, width: 94, height: 1 }, grey(100));
    expect(boundaryContrast(img, pill).pass).toBe(false);
    const m = boundaryContrast(img, pill, { tl: 28, tr: 28, br: 28, bl: 28 });
    expect(m.pass).toBe(true);
    expect(m.sides.bottom).toBeGreaterThan(3);
  });

  it('passes an outer ring of 3:1 against the page though the fill matches the page', () => {
    const img = page();
    ring(img, field, 2, grey(140));
    expect(boundaryContrast(img, field).pass).toBe(true);
  });
});

describe('focus indicator (WCAG 1.4.11, a 1px perimeter of 3:1 change)', () => {
  const box = { width: 60, height: 20 };
  const margin = 8;
  const crop = () => {
    const img = solidImage(box.width + 2 * margin, box.height + 2 * margin, WHITE);
    fillRect(img, { x: margin, y: margin, ...box }, grey(230));
    return img;
  };
  const inner = { x: margin, y: margin, ...box };

  it('passes a 2px black ring, reporting the changed pixels', () => {
    const focused = crop();
    ring(focused, inner, 2, BLACK);
    const m = focusIndicator(crop(), focused, box);
    // The ring's area: 64×24 around a 60×20 box.
    expect(m).toEqual({ pass: true, changed: 64 * 24 - 60 * 20, required: 160 });
  });

  it('fails a ring of a light grey (below 3:1 against what it replaces)', () => {
    const focused = crop();
    ring(focused, inner, 2, grey(180));
    expect(focusIndicator(crop(), focused, box)).toEqual({ pass: false, changed: 0, required: 160 });
  });

  it('fails a 1px ring along the top and bottom only (less than a perimeter)', () => {
    const focused = crop();
    ring(focused, inner, 1, BLACK, ['top', 'bottom']);
    const m = focusIndicator(crop(), focused, box);
    expect(m.pass).toBe(false);
    expect(m.changed).toBe(2 * 62);
  });
});

describe('states show (a full-length line of ΔE ≥ 5)', () => {
  const box = { width: 60, height: 20 };
  const cell = (color: typeof WHITE) => {
    const img = solidImage(76, 36, WHITE);
    fillRect(img, { x: 8, y: 8, ...box }, color);
    return img;
  };

  it('fails a state drawn exactly like its base, and one a shade off (ΔE < 5)', () => {
    expect(stateDifference(cell(grey(100)), cell(grey(100)), box)).toEqual({ pass: false, changed: 0, required: 60 });
    expect(stateDifference(cell(grey(100)), cell(grey(102)), box).pass).toBe(false);
  });

  it('passes another background', () => {
    expect(stateDifference(cell(grey(100)), cell(grey(60)), box)).toEqual({ pass: true, changed: 1200, required: 60 });
  });

  it('passes a full-width 1px underline, fails half of one', () => {
    const underline = cell(grey(100));
    fillRect(underline, { x: 8, y: 28, width: 60, height: 1 }, BLACK);
    expect(stateDifference(cell(grey(100)), underline, box).pass).toBe(true);
    const half = cell(grey(100));
    fillRect(half, { x: 8, y: 28, width: 30, height: 1 }, BLACK);
    expect(stateDifference(cell(grey(100)), half, box)).toEqual({ pass: false, changed: 30, required: 60 });
  });

  it('does not count a 1px shift along an axis where the cells sit at different pixel fractions', () => {
    const shifted = solidImage(76, 36, WHITE);
    fillRect(shifted, { x: 9, y: 8, ...box }, grey(100));
    expect(stateDifference(cell(grey(100)), shifted, box, toleranceOf({ x: 10.5, y: 3 }, { x: 80, y: 3 })).changed).toBe(0);
    expect(stateDifference(cell(grey(100)), shifted, box, toleranceOf({ x: 10, y: 3 }, { x: 80, y: 3 })).changed).toBe(40);
  });
});

describe('state comparisons in place (issue 17: judge fixes)', () => {
  const component = (name: string, box: Rect, more: Partial<ProbedComponent> = {}): ProbedComponent => ({
    name, context: 'page', kind: 'labelled', box, opacity: 1, color: [255, 255, 255, 1], decoration: 'none', field: false, ...more,
  });
  const page = (image: Image, components: ProbedComponent[]) =>
    auditPage({ width: image.width, height: image.height, plainPage: true, texts: [], components, links: [] }, { withoutText: image, plain: { image, x: 0, y: 0 } });

  it('sees a hover whose offset shadow grows past the 8px margin (an extruded key rising)', () => {
    const img = solidImage(300, 80, WHITE);
    const button = { width: 100, height: 30 };
    // The base casts 8px below, the hover 14px: the 6px between lie outside a fixed 8px margin.
    fillRect(img, { x: 20, y: 28, width: 100, height: 30 }, grey(60));
    fillRect(img, { x: 20, y: 20, ...button }, grey(150));
    fillRect(img, { x: 144, y: 34, width: 100, height: 30 }, grey(60));
    fillRect(img, { x: 144, y: 20, ...button }, grey(150));
    const m = page(img, [
      component('key', { x: 20, y: 20, ...button }, { extent: { top: 0, right: 0, bottom: 8, left: 0 } }),
      component('key-hover', { x: 144, y: 20, ...button }, { base: 'key', state: 'hover', extent: { top: 0, right: 0, bottom: 14, left: 0 } }),
    ]);
    expect(m.find((x) => x.check === 'state-visible')).toMatchObject({ pass: true, value: 600 });
  });

  it('counts a 2px focus ring inside a field\'s border when both fields snap to the same pixel fraction', () => {
    const box = { width: 200, height: 40 };
    const field = () => {
      const img = solidImage(216, 56, grey(244));
      ring(img, { x: 9, y: 9, width: 198, height: 38 }, 1, grey(141));
      return img;
    };
    const focused = field();
    ring(focused, { x: 11, y: 11, width: 194, height: 34 }, 2, { r: 15, g: 98, b: 254 });
    // At 873.92 and 981.95 both snap up: aligned, no tolerance (it hid the ring's outer row behind the border).
    expect(toleranceOf({ x: 578, y: 873.921875 }, { x: 578, y: 981.953125 })).toEqual({ x: 0, y: 0 });
    expect(focusIndicator(field(), focused, box, toleranceOf({ x: 578, y: 873.921875 }, { x: 578, y: 981.953125 }))).toMatchObject({ pass: true, changed: 198 * 38 - 194 * 34 });
  });

  it('sees a link whose hover adds a coloured text shadow (the plain page hides text)', () => {
    const img = solidImage(200, 40, WHITE);
    const link = { color: [40, 40, 40, 1] as [number, number, number, number] };
    const chroma = 'rgb(255, 0, 255) 2px 0px 0px, rgb(0, 255, 255) -2px 0px 0px';
    const m = page(img, [
      component('link', { x: 10, y: 10, width: 60, height: 20 }, { ...link, kind: 'text-only', textShadow: 'none' }),
      component('link-hover', { x: 110, y: 10, width: 60, height: 20 }, { ...link, kind: 'text-only', base: 'link', state: 'hover', textShadow: chroma }),
    ]);
    expect(m.find((x) => x.check === 'state-visible')).toMatchObject({ pass: true, value: 0 });
    expect(textShadowShows({ ...link, textShadow: chroma }, { textShadow: chroma })).toBe(false);
    expect(textShadowShows({ ...link, textShadow: 'rgba(40, 40, 40, 1) 1px 1px 0px' }, { textShadow: 'none' })).toBe(false);
    expect(textShadowShows({ ...link, textShadow: 'rgba(255, 0, 255, 0.2) 2px 0px 0px' }, { textShadow: 'none' })).toBe(false);
  });
});

describe('text in a face the page serves (issue 31, point 12)', () => {
  const text = (owner: string, family: string, served: boolean): ProbedText => {
    const box = { x: 10, y: 10, width: 80, height: 20 };
    return { owner, text: 'Start now', rects: [box], area: 1600, visibleArea: 1600, color: [0, 0, 0, 1], opacity: 1, fontSize: 19, fontWeight: 700, family, served, fill: 'color', exempt: false };
  };

  it('fails a text whose stack names a local face first (what Liberation Sans answers for Arial), whatever the machine has installed', () => {
    const image = solidImage(100, 40, WHITE);
    const m = auditPage({ width: 100, height: 40, plainPage: true, texts: [text('button-primary', 'Arial', false), text('link', 'Arimo', true)], components: [], links: [] }, { withoutText: image });
    expect(failuresOf('gov-uk', 'light', m).map(failureLine)).toEqual(['gov-uk light button-primary served-font local served']);
    expect(m.find((x) => x.check === 'served-font')?.detail).toBe('text "Start now" in "Arial", which the page does not serve: a local face answers');
  });
});

describe('report lines', () => {
  it('writes `style mode component check measured required`, the worst measurement per component and check', () => {
    const measurements: Measurement[] = [
      { component: 'button-primary', check: 'text-contrast', value: 3.2, required: 4.5, pass: false },
      { component: 'button-primary', check: 'text-contrast', value: 1.084, required: 4.5, pass: false },
      { component: 'link', check: 'text-contrast', value: 7, required: 4.5, pass: true },
      { component: 'input', check: 'boundary', value: 1.799, required: 3, pass: false },
      { component: 'input-focus', check: 'focus-indicator', value: 120, required: 300, pass: false },
    ];
    expect(failuresOf('classic-mac-os', 'dark', measurements).map(failureLine)).toEqual([
      'classic-mac-os dark button-primary text-contrast 1.08:1 4.50:1',
      'classic-mac-os dark input boundary 1.79:1 3.00:1',
      'classic-mac-os dark input-focus focus-indicator 120px 300px',
    ]);
  });
});
