/**
 * Issue 32, point 1 (WCAG 1.4.1): a link inside running text is judged against the words around it. A
 * sentence is rendered in Chromium the way the preview draws it (`data-running`, the link wearing its
 * component), probed and screenshotted without text as the audit does, and judged by `auditPage`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, failuresOf, failureLine } from '../../audit/checks';
import { decodePng } from '../../audit/measure/png';
import { probePage } from '../../audit/page-probe';
import { NO_TEXT_CSS, STILL_CSS } from '../../audit/run-audit';
import { launchBrowser, type Browser } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ width: 600, height: 200 });
}, 60_000);
afterAll(async () => browser?.close());

/** The page's body text in #222222; the link in `link` (its CSS), optionally with hover and focus states drawn as components. */
async function judge(link: string, states = ''): Promise<string[]> {
  const page = await browser.context.newPage();
  try {
    await page.setContent(`<!doctype html><style>${STILL_CSS}
body { margin: 16px; background: #FFFFFF; color: #222222; font: 16px/1.5 sans-serif; }
:root { --color-focus: #0B57D0; }
[data-component="link"] { ${link} }
${states}</style>
<p class="pv-running" data-running="text">Running text reads on, and <a data-component="link" href="#x">the link here</a> must stand out.</p>
<div data-component="link" class="pv-component-text-only">link</div>
<div data-component="link-hover" data-base="link" data-state="hover" class="pv-component-text-only">link-hover</div>`);
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    const probe = await page.evaluate(probePage, '^$');
    await page.addStyleTag({ content: NO_TEXT_CSS });
    const image = await decodePng(await page.screenshot({ fullPage: true }));
    return failuresOf('fixture', 'light', auditPage(probe, { withoutText: image }))
      .filter((f) => f.check === 'link-in-text' || f.check === 'link-cue')
      .map(failureLine)
      .sort();
  } finally {
    await page.close();
  }
}

describe('a link in running text (WCAG 1.4.1)', () => {
  it('fails a link in the body text\'s colour with no underline', async () => {
    expect(await judge('color: #222222; text-decoration: none;')).toEqual([
      'fixture light link@text link-cue 1/2 2/2',
      'fixture light link@text link-in-text 1.00:1 3.00:1',
    ]);
  });

  it('passes the same link once it is underlined at rest', async () => {
    expect(await judge('color: #222222; text-decoration: underline;')).toEqual([]);
  });

  it('fails a coloured link under 3:1 against the text (a blue on near-black), whatever its hover', async () => {
    // #0B57D0 against #222222 is 2.49:1: a hover underline does not help a reader who cannot find the link.
    expect(await judge('color: #0B57D0; text-decoration: none;', '[data-component="link-hover"] { text-decoration: underline; }')).toEqual([
      'fixture light link@text link-in-text 2.49:1 3.00:1',
    ]);
  });

  it('passes a link 3:1 from the text only with a non-colour cue on hover (and the focus outline)', async () => {
    // #4C8DF6 against #222222 is 4.89:1; the hover adds an underline, the focus outline (#0B57D0) is 6.39:1 on white.
    expect(await judge('color: #4C8DF6; text-decoration: none;')).toEqual(['fixture light link@text link-cue 1/2 2/2']);
    expect(await judge('color: #4C8DF6; text-decoration: none;', '[data-component="link-hover"] { text-decoration: underline; }')).toEqual([]);
  });
});
