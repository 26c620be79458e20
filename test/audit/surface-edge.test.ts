/**
 * Issue 32, point 4: a card, panel or dialog is told from the page by its fill, border, shadow or image.
 * Synthetic screenshots of a card over a page, judged as the render audit judges a preview.
 */
import { describe, expect, it } from 'vitest';
import { auditPage, failureLine, failuresOf } from '../../audit/checks';
import { SURFACE_RATIO, surfaceEdge } from '../../audit/measure/surface';
import { fillRect, solidImage, type Image, type Rect } from '../../audit/measure/pixels';
import type { ProbeResult } from '../../audit/page-probe';

const hex = (h: string) => ({ r: parseInt(h.slice(1, 3), 16), g: parseInt(h.slice(3, 5), 16), b: parseInt(h.slice(5, 7), 16) });
const CARD: Rect = { x: 40, y: 40, width: 200, height: 120 };

/** A page with a card: its fill, a border of `border` px inside the box, and an optional hard shadow offset down and right. */
function page(o: { page: string; fill: string; border?: { width: number; color: string }; shadow?: { offset: number; color: string } }): Image {
  const img = solidImage(300, 220, hex(o.page));
  if (o.shadow) fillRect(img, { ...CARD, x: CARD.x + o.shadow.offset, y: CARD.y + o.shadow.offset }, hex(o.shadow.color));
  if (o.border) fillRect(img, CARD, hex(o.border.color));
  const w = o.border?.width ?? 0;
  fillRect(img, { x: CARD.x + w, y: CARD.y + w, width: CARD.width - 2 * w, height: CARD.height - 2 * w }, hex(o.fill));
  return img;
}

const POP_ART_DARK = { page: '#121212', fill: '#121212', border: { width: 1, color: '#111111' } };

describe('a surface against the page', () => {
  it("fails pop-art's dark card: #121212 on a #121212 page, a #111111 border, no shadow", () => {
    const m = surfaceEdge(page(POP_ART_DARK), CARD);
    expect(m.pass).toBe(false);
    expect(m.ratio).toBeLessThan(1.02);
  });

  it('passes it once the border is drawn in a visible colour', () => {
    const m = surfaceEdge(page({ ...POP_ART_DARK, border: { width: 3, color: '#FFFFFF' } }), CARD);
    expect(m.pass).toBe(true);
    expect(m.ratio).toBeGreaterThan(15);
  });

  it('passes it once the fill steps off the page (#121212 to #1E1E1E, 1.12:1)', () => {
    expect(surfaceEdge(page({ ...POP_ART_DARK, fill: '#1E1E1E' }), CARD).pass).toBe(true);
    // #FCFCFC on white is 1.02:1: below the line, with nothing else to tell it apart.
    expect(surfaceEdge(page({ page: '#FFFFFF', fill: '#FCFCFC' }), CARD).pass).toBe(false);
    expect(SURFACE_RATIO).toBe(1.05);
  });

  it('passes a card told apart by its shadow alone (cast down and right: two sides show)', () => {
    const img = page({ page: '#FFFFFF', fill: '#FFFFFF', shadow: { offset: 4, color: '#000000' } });
    const m = surfaceEdge(img, CARD, undefined, { top: 0, left: 0, right: 4, bottom: 4 });
    expect(m.pass).toBe(true);
    expect(m.sides.bottom!.ratio).toBe(21);
    expect(m.sides.top!.ratio).toBe(1);
  });

  it('passes a card drawn as a section under a rule of 3:1 (one side), not under a faint one', () => {
    const ruled = (color: string) => {
      const img = solidImage(300, 220, hex('#FFFFFF'));
      fillRect(img, { x: CARD.x, y: CARD.y, width: CARD.width, height: 2 }, hex(color));
      return surfaceEdge(img, CARD);
    };
    expect(ruled('#111111').pass).toBe(true);
    expect(ruled('#CCCCCC').pass).toBe(false);
  });

  it('passes a card of another hue at about the page luminance (ΔE, not contrast)', () => {
    expect(surfaceEdge(page({ page: '#F4C2C2', fill: '#B9D3EE' }), CARD).pass).toBe(true);
  });

  it('reports the failure as the audit prints it', () => {
    const probe: ProbeResult = { width: 300, height: 220, plainPage: true, texts: [], components: [], links: [], surfaces: [{ name: 'card', box: CARD, radii: { tl: 0, tr: 0, br: 0, bl: 0 }, extent: { top: 0, right: 0, bottom: 0, left: 0 } }] };
    const lines = failuresOf('pop-art', 'dark', auditPage(probe, { withoutText: page(POP_ART_DARK) })).map(failureLine);
    expect(lines).toEqual(['pop-art dark card surface-edge 1.00:1 1.05:1']);
    const fixed = { ...POP_ART_DARK, border: { width: 3, color: '#FFFFFF' } };
    expect(failuresOf('pop-art', 'dark', auditPage(probe, { withoutText: page(fixed) }))).toEqual([]);
  });
});
