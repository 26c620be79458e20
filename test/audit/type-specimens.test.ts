/**
 * Issue 32, point 8: every typography level on the preview. The preview sets one specimen line per level
 * of the document (`data-component="type:<level>"`), and the render audit judges each: its text against
 * the page (contrast, clipping) and the face that really paints it (`served-font`, read from Chromium's
 * renderer). A fixture page of specimens is rendered in Chromium the way the preview draws them, probed
 * and screenshotted without text as the audit does; the built library's previews are read for their lines,
 * and two of its documents with faces nothing else on their page sets are audited.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage, failureLine, failuresOf } from '../../audit/checks';
import { decodePng } from '../../audit/measure/png';
import { probePage } from '../../audit/page-probe';
import { NO_TEXT_CSS, runAudit, STILL_CSS } from '../../audit/run-audit';
import { probeSpecimens, sameFamily, specimenChecks } from '../../audit/type-probe';
import { loadDist } from '../../gateway/dist-store';
import { previewPath } from '../../generator/portal/preview-page';
import { renderTypeSection, sampleWidth, SPECIMEN_WIDTH, specimensCss, typeSpecimens } from '../../generator/portal/preview-specimens';
import type { StyleTokens } from '../../generator/tokens/theme';
import { launchBrowser, type Browser } from '../helpers/browser';

const FRAKTUR = fs.readFileSync(path.resolve('data/fonts/@fontsource/unifrakturmaguntia/files/unifrakturmaguntia-latin-400-normal.woff2'));
const ORIGIN = 'http://fixture.test';

/** The faces of the fixture page: a fraktur that loads, a code face whose file is missing, a signage face that covers only kana. */
const FACES = `
@font-face { font-family: 'UnifrakturMaguntia'; font-weight: 400; src: url(/fonts/fraktur.woff2) format('woff2'); }
@font-face { font-family: 'Fixture Mono'; font-weight: 400; src: url(/fonts/missing.woff2) format('woff2'); }
@font-face { font-family: 'Fixture Signage'; font-weight: 400; src: url(/fonts/fraktur.woff2) format('woff2'); unicode-range: U+3000-30FF; }`;

type Level = Record<string, string | number>;

/** The CSS export's custom properties of the levels, as tokens.css writes them. */
const customProperties = (levels: Record<string, Level>) => {
  const names: Record<string, string> = { fontFamily: 'font-family', fontSize: 'font-size', fontWeight: 'font-weight', lineHeight: 'line-height', letterSpacing: 'letter-spacing', textTransform: 'text-transform' };
  return Object.entries(levels).flatMap(([level, t]) => Object.entries(t).map(([k, v]) => `--typography-${level}-${names[k]}: ${v};`)).join('\n');
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ width: 900, height: 400 });
}, 60_000);
afterAll(async () => browser?.close());

/** The failure lines of a page of specimens of `levels` in text `color` on white, as the audit reports them for `type:` lines. */
async function judge(levels: Record<string, Level>, color = '#222222'): Promise<string[]> {
  const tokens = { typography: levels } as unknown as StyleTokens;
  const html = `<!doctype html><html><head><style>${STILL_CSS}${FACES}
:root { ${customProperties(levels)} }
body { margin: 16px; background: #FFFFFF; color: ${color}; font: 16px/1.5 sans-serif; }
.pv-specimen p { margin: 0; } .pv-specimen-name { font-size: 0.8rem; } .pv-specimen-sample { overflow-wrap: anywhere; }
${specimensCss(tokens)}</style></head><body>${renderTypeSection(typeSpecimens(tokens))}</body></html>`;
  const page = await browser.context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname === '/fonts/fraktur.woff2') return route.fulfill({ contentType: 'font/woff2', body: FRAKTUR });
    return route.fulfill({ status: 404, body: '' });
  });
  try {
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    const probe = await page.evaluate(probePage, '^$');
    const specimens = await probeSpecimens(page, await browser.context.newCDPSession(page));
    await page.addStyleTag({ content: NO_TEXT_CSS });
    const image = await decodePng(await page.screenshot({ fullPage: true }));
    return failuresOf('fixture', 'light', [...auditPage(probe, { withoutText: image }), ...specimenChecks(specimens)])
      .filter((f) => f.component.startsWith('type:'))
      .map(failureLine)
      .sort();
  } finally {
    await page.close();
  }
}

const level = (fontFamily: string, fontSize: string, more: Level = {}): Level => ({ fontFamily, fontSize, fontWeight: 400, lineHeight: 1.2, ...more });

describe('a typography level on the page', () => {
  it('fails a level whose face does not paint its line: a missing file, or subsets that do not cover the text', async () => {
    expect(
      await judge({
        display: level('UnifrakturMaguntia', '40px'),
        code: level("'Fixture Mono', monospace", '14px'),
        signage: level("'Fixture Signage', sans-serif", '18px', { letterSpacing: '0.1em', textTransform: 'uppercase' }),
      }),
    ).toEqual(['fixture light type:code served-font local served', 'fixture light type:signage served-font local served']);
  });

  it('fails a small level whose text is illegible on the page, where the display level in the same colour is legible', async () => {
    // #8C8C8C on white is 3.36:1: enough for 40px text (3:1), not for 13px (4.5:1).
    expect(await judge({ display: level('UnifrakturMaguntia', '40px'), caption: level('UnifrakturMaguntia', '13px') }, '#8C8C8C')).toEqual([
      'fixture light type:caption text-contrast 3.36:1 4.50:1',
    ]);
    expect(await judge({ display: level('UnifrakturMaguntia', '40px'), caption: level('UnifrakturMaguntia', '13px') })).toEqual([]);
  });

  it('keeps a huge display level on its line: the sample is short enough, and wraps rather than clips', async () => {
    const huge = level('UnifrakturMaguntia', '240px', { letterSpacing: '0.1em', textTransform: 'uppercase' });
    expect(await judge({ huge })).toEqual([]);
    const [specimen] = typeSpecimens({ typography: { huge } } as unknown as StyleTokens);
    expect(sampleWidth(specimen!.sample, huge)).toBeLessThanOrEqual(SPECIMEN_WIDTH);
  });

  it('knows a face by its family however the font names it, and a web font as the first family where nothing else in the stack is served', () => {
    expect(sameFamily('Inter', "'Inter'")).toBe(true);
    expect(sameFamily('Noto Sans JP', 'Noto Sans JP')).toBe(true);
    expect(sameFamily('DejaVu Sans Mono', 'Fira Code')).toBe(false);
    // A font's own name may differ from its served family's (DejaVu Mono is named DejaVu Sans Mono inside):
    // a web font paints for the first family where the stack serves no other that could.
    const painted = [{ family: 'DejaVu Sans Mono', custom: true, glyphs: 37 }];
    expect(specimenChecks([{ name: 'type:code', family: 'DejaVu Mono', others: [], painted }]).map((m) => m.pass)).toEqual([true]);
    expect(specimenChecks([{ name: 'type:code', family: 'DejaVu Mono', others: ['Cousine'], painted }]).map((m) => m.pass)).toEqual([false]);
    expect(specimenChecks([{ name: 'type:code', family: 'DejaVu Mono', others: [], painted: [{ ...painted[0]!, custom: false }] }]).map((m) => m.pass)).toEqual([false]);
  });
});

describe('the library', () => {
  const distDir = inject('distDir');
  const store = loadDist(distDir);
  const body = (route: string) => store.get(route)?.body.toString() ?? '';
  const slugs = [...store.search.styles.values()].map((s) => s.slug).sort();

  it('sets one specimen per typography level on every preview, in the order of the document', () => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const levels = Object.keys((JSON.parse(body(`/api/styles/${slug}/token`)) as StyleTokens).typography ?? {});
      const html = body(previewPath(slug));
      const lines = [...html.matchAll(/data-component="type:([^"]+)"/g)].map((m) => m[1]);
      expect(lines, slug).toEqual(levels);
      const roles = body(`${previewPath(slug)}/roles.css`);
      for (const name of levels) expect(roles, `${slug} ${name}`).toContain(`[data-component="type:${name}"] {\n  font-family: var(--typography-${name}-font-family, inherit);`);
    }
  });

  it("judges every level of gothic (a fraktur display) and vaporwave (a Japanese face) in both modes, painted in the level's face", async () => {
    const results = await runAudit({ distDir, slugs: ['gothic', 'vaporwave'] });
    for (const r of results) {
      const levels = Object.keys((JSON.parse(body(`/api/styles/${r.style}/token`)) as StyleTokens).typography ?? {});
      for (const name of levels) {
        const mine = r.measurements.filter((m) => m.component === `type:${name}`);
        expect(mine.some((m) => m.check === 'text-contrast'), `${r.style} ${r.mode} ${name} contrast`).toBe(true);
        expect(mine.filter((m) => m.check === 'served-font').map((m) => m.pass), `${r.style} ${r.mode} ${name} font`).toEqual([true]);
      }
    }
    expect(results.map((r) => `${r.style} ${r.mode}`).sort()).toEqual(['gothic dark', 'gothic light', 'vaporwave dark', 'vaporwave light']);
  }, 180_000);
});
