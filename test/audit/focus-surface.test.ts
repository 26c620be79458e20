/**
 * Issue 32, point 3 (WCAG 1.4.11): a focus indicator is judged on every surface the style puts controls
 * on, not only on the page. Controls are rendered in Chromium the way the preview draws its focus rows
 * (each focus state beside its control at rest, on the page and on a surface marked `data-surface`),
 * probed and screenshotted without text as the audit does, and judged by `auditPage`: a 1px perimeter's
 * worth of pixels must change by 3:1 against the control at rest on the same surface.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, failuresOf, failureLine, FIELD_PATTERN } from '../../audit/checks';
import { decodePng } from '../../audit/measure/png';
import { probePage } from '../../audit/page-probe';
import { NO_TEXT_CSS, STILL_CSS } from '../../audit/run-audit';
import { launchBrowser, type Browser } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ width: 700, height: 400 });
}, 60_000);
afterAll(async () => browser?.close());

/** A control at rest beside itself focused (a ring of `gap` then `ring`, 2px each), as a preview's focus row draws them. */
const row = (gap: string, ring: string) => `<div class="row">
<div class="cell" data-component="button-primary">Primary</div>
<div class="cell" data-component="button-primary-focus" data-state="focus" data-base="button-primary" style="box-shadow: 0 0 0 2px ${gap}, 0 0 0 4px ${ring}">Focus</div>
</div>`;

/**
 * The page (`page`) with the row, then a surface named `surface` painted by `surfaceCss` (over `under`,
 * what shows through a translucent surface) with the same row; the focus-indicator failures, sorted.
 */
async function judge(o: { page: string; surface: string; surfaceCss: string; under?: string; gap: string; ring: string }): Promise<string[]> {
  const page = await browser.context.newPage();
  try {
    await page.setContent(`<!doctype html><style>${STILL_CSS}
body { margin: 24px; background: ${o.page}; font: 16px/1.5 sans-serif; }
.row { display: flex; gap: 24px; padding: 16px; }
.cell { display: flex; align-items: center; justify-content: center; width: 160px; height: 48px; border-radius: 24px; background: #1E3A8A; color: #FFFFFF; }
.under { background: ${o.under ?? 'transparent'}; padding: 24px; }
[data-surface] { padding: 16px; border-radius: 24px; ${o.surfaceCss} }
</style>
${row(o.gap, o.ring)}
<div class="under"><div data-surface="${o.surface}">${row(o.gap, o.ring)}</div></div>`);
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    const probe = await page.evaluate(probePage, FIELD_PATTERN);
    // The probe reads the row on the surface as a focus row, on the page as the page's own cells.
    expect(probe.components.map((c) => `${c.name}:${c.context}${c.surface ? `@${c.surface}` : ''}`)).toEqual([
      'button-primary:page',
      'button-primary-focus:page',
      'button-primary:surface@' + o.surface,
      'button-primary-focus:surface@' + o.surface,
    ]);
    await page.addStyleTag({ content: NO_TEXT_CSS });
    const image = await decodePng(await page.screenshot({ fullPage: true }));
    // The page's own states are compared on the plain page: here the page is plain already.
    return failuresOf('fixture', 'light', auditPage(probe, { withoutText: image, plain: { image, x: 0, y: 0 } }))
      .filter((f) => f.check === 'focus-indicator')
      .map(failureLine)
      .sort();
  } finally {
    await page.close();
  }
}

/** liquid-glass-like: a light canvas, and a glass panel (white at 25 % over a #A48CDC lilac glow: #BBA9E5), where the ring is 2.63:1. */
const GLASS = { page: '#F2F2F7', surface: 'glass-panel', under: '#A48CDC', surfaceCss: 'background: rgba(255, 255, 255, 0.25);', gap: '#F2F2F7' };
/** scrapbook-collage-like: cream cardstock, and a white card under pink washi tape at 78 % (#F2BAC2), where the ring is 2.83:1. */
const TAPE = { page: '#F2EBDD', surface: 'card', surfaceCss: 'background: linear-gradient(rgba(239, 167, 179, 0.78), rgba(239, 167, 179, 0.78)), #FDFCF8;', gap: '#F2EBDD' };

describe('a focus indicator on every surface (WCAG 1.4.11)', () => {
  it('fails a blue ring that reaches 3:1 on the page (4.99:1) but not on glass over a lilac glow', async () => {
    // No pixel of the ring changes by 3:1 on the glass; a 160×48 control needs 416 (2w + 2h).
    expect(await judge({ ...GLASS, ring: '#0066CC' })).toEqual(['fixture light button-primary-focus@glass-panel focus-indicator 0px 416px']);
  });

  it('passes the same glass once the ring is a deeper blue (#003D7A, 5.09:1 over the glass)', async () => {
    expect(await judge({ ...GLASS, ring: '#003D7A' })).toEqual([]);
  });

  it("fails an orange ring that reaches 3:1 on the cardstock (3.98:1) but not on a card's pink tape (2.83:1)", async () => {
    expect(await judge({ ...TAPE, ring: '#C84A1A' })).toEqual(['fixture light button-primary-focus@card focus-indicator 0px 416px']);
  });

  it('passes the taped card once the ring is a burnt orange (#9A3412, 4.38:1 on the tape)', async () => {
    expect(await judge({ ...TAPE, ring: '#9A3412' })).toEqual([]);
  });
});
