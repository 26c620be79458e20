/**
 * Issue 32, point 2 (WCAG 1.4.11): a control whose only boundary is its border (an outline button, a
 * chip, a toggle, a tab) is judged like a field: its fill reaches 3:1 against what is behind it, or its
 * border does, at rest and on hover. The controls are rendered in Chromium the way the preview draws
 * them, probed and screenshotted without text as the audit does, and judged by `auditPage`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, failuresOf, failureLine, FIELD_PATTERN } from '../../audit/checks';
import { decodePng } from '../../audit/measure/png';
import { probePage } from '../../audit/page-probe';
import { NO_TEXT_CSS, STILL_CSS } from '../../audit/run-audit';
import { launchBrowser, type Browser } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ width: 600, height: 300 });
}, 60_000);
afterAll(async () => browser?.close());

/** A cream page (#F6EEDC) holding `name` at rest and on hover, styled by `css`; the boundary failures, sorted. */
async function judge(name: string, css: string): Promise<string[]> {
  const page = await browser.context.newPage();
  try {
    await page.setContent(`<!doctype html><style>${STILL_CSS}
body { margin: 24px; background: #F6EEDC; color: #1C1233; font: 16px/1.5 sans-serif; }
[data-component] { display: inline-flex; align-items: center; height: 48px; padding: 0 28px; margin: 0 24px 24px 0; border-radius: 24px; background: transparent; }
${css}</style>
<div data-component="${name}">Secondary</div>
<div data-component="${name}-hover" data-base="${name}" data-state="hover">Hover</div>
<div data-component="card" style="border: 1px solid #EFE6D2">Card</div>`);
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    const probe = await page.evaluate(probePage, FIELD_PATTERN);
    await page.addStyleTag({ content: NO_TEXT_CSS });
    const image = await decodePng(await page.screenshot({ fullPage: true }));
    return failuresOf('fixture', 'light', auditPage(probe, { withoutText: image }))
      .filter((f) => f.check === 'boundary')
      .map(failureLine)
      .sort();
  } finally {
    await page.close();
  }
}

describe('a control drawn by its border (WCAG 1.4.11)', () => {
  it("fails afrofuturism's light secondary button: a 2px gold border on cream, at rest and on hover", async () => {
    expect(
      await judge(
        'button-secondary',
        `[data-component="button-secondary"] { border: 2px solid #E8B931; }
         [data-component="button-secondary-hover"] { border: 2px solid #E8B931; background: #FFFBF2; }`,
      ),
    ).toEqual(['fixture light button-secondary boundary 1.59:1 3.00:1', 'fixture light button-secondary-hover boundary 1.78:1 3.00:1']);
  });

  it("fails a chip's hover whose 1px cyan border is glitch's on paper, while its blue border at rest passes", async () => {
    expect(
      await judge(
        'chip',
        `[data-component="chip"] { border: 1px solid #0036C2; }
         [data-component="chip-hover"] { border: 1px solid #00F0FF; }`,
      ),
    ).toEqual(['fixture light chip-hover boundary 1.21:1 3.00:1']);
  });

  it('passes the same controls once the border reaches 3:1, or the fill does', async () => {
    expect(await judge('button-secondary', '[data-component^="button-secondary"] { border: 2px solid #654B06; }')).toEqual([]);
    expect(await judge('tab', '[data-component^="tab"] { border: 1px solid #E8B931; background: #1C1233; }')).toEqual([]);
  });

  it('leaves alone what is not a control (a card is a surface) and a control whose border is its fill', async () => {
    expect(await judge('toggle', '[data-component^="toggle"] { border: 2px solid #EFE6D2; background: #EFE6D2; }')).toEqual([]);
  });
});
