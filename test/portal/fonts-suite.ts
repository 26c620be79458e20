/// <reference lib="dom" />
/**
 * Issue 18: every preview page renders in its style's own families, served from this origin. In Chromium,
 * each family the page's text uses (the first family of its computed stack that the page declares with
 * @font-face) has a face `loaded` in `document.fonts`, nothing failed or came from another host, the font
 * files came from /fonts/, and a specimen set in the family is wider or narrower than the same specimen
 * in the fallback alone (the font really is in use). The stand-ins make this hold for proprietary stacks:
 * the test machine has none of SF Pro, Segoe UI or Arial, only DejaVu. Run in shards like the previews.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StyleDetail } from '../../generator/contract/schemas';
import { previewPath } from '../../generator/portal/preview-page';
import { loadDist } from '../../gateway/dist-store';
import { launchBrowser, openPage, type Browser } from '../helpers/browser';
import { startGateway, type RunningGateway } from '../helpers/gateway';

interface FontCase {
  slug: string;
  /** The families the style's detail says it renders in. */
  families: string[];
}

function fontCases(): FontCase[] {
  const store = loadDist(inject('distDir'));
  return [...store.search.styles.values()]
    .sort((a, b) => a.id - b.id)
    .map((s) => ({ slug: s.slug, families: (JSON.parse(store.get(`/api/styles/${s.slug}`)!.body.toString()) as StyleDetail).fonts.map((f) => f.family) }));
}

/** What the page says about its fonts, measured in the page once every face it needs has settled. */
interface FontProbe {
  /** Family → statuses of its declared faces. */
  faces: Record<string, string[]>;
  /** Families some text of the page is set in. */
  used: string[];
  /** Family → [specimen width in the family, in the fallback alone]. */
  widths: Record<string, [number, number]>;
}

function probeFonts(): Promise<FontProbe> {
  return document.fonts.ready.then(() => {
    const faces: Record<string, string[]> = {};
    /** A weight with a loaded face per family (a static family may ship 500 and 700 only): the specimen uses it. */
    const loadedWeight: Record<string, string> = {};
    for (const face of document.fonts) {
      const family = face.family.replace(/^["']|["']$/g, '');
      (faces[family] ??= []).push(face.status);
      if (face.status === 'loaded' && face.style === 'normal') loadedWeight[family] ??= face.weight.split(' ')[0]!;
    }
    const declared = new Set(Object.keys(faces));
    const used = new Set<string>();
    for (const el of document.body.querySelectorAll('*')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!hasText || (el as HTMLElement).offsetParent === null) continue;
      const stack = getComputedStyle(el).fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
      const first = stack.find((f) => declared.has(f));
      if (first) used.add(first);
    }
    const widths: Record<string, [number, number]> = {};
    for (const family of used) {
      const span = document.createElement('span');
      span.textContent = 'Sphinx of black quartz, judge my vow 0123456789';
      span.style.cssText = `position:absolute;white-space:nowrap;font-size:32px;font-weight:${loadedWeight[family] ?? 400};font-style:normal;letter-spacing:0;`;
      document.body.append(span);
      // A fallback unlike the family's kind, so a served face that shares the system's metrics still differs.
      const fallback = /mono|code|courier|console/i.test(family) ? 'serif' : 'monospace';
      span.style.fontFamily = fallback;
      const alone = span.getBoundingClientRect().width;
      span.style.fontFamily = `"${family}", ${fallback}`;
      widths[family] = [span.getBoundingClientRect().width, alone];
      span.remove();
    }
    return { faces, used: [...used].sort(), widths };
  });
}

export function describeFonts(shard: number, shards: number): void {
  const cases = fontCases().filter((_, i) => i % shards === shard);
  let gw: RunningGateway;
  let browser: Browser;

  beforeAll(async () => {
    gw = await startGateway(inject('distDir'));
    browser = await launchBrowser({ width: 1200, height: 900 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gw?.close();
  });

  describe.each(cases)('fonts of $slug', ({ slug, families }) => {
    it('renders in its own families, every one loaded from this origin and really in use', async () => {
      const origin = new URL(gw.url).origin;
      const { page, problems, requested } = await openPage(browser.context, origin, previewPath(slug), undefined, 'load');
      const probe = await page.evaluate(probeFonts);
      await page.close();
      expect(problems).toEqual({ console: [], failed: [], external: [] });
      expect(probe.used.length, 'some text is set in a served family').toBeGreaterThan(0);
      for (const family of probe.used) {
        expect(families, `${family} is one of the style's fonts`).toContain(family);
        expect(probe.faces[family], `a face of ${family} is loaded`).toContain('loaded');
        expect(probe.faces[family], `no face of ${family} failed`).not.toContain('error');
        const [inFamily, alone] = probe.widths[family]!;
        expect(Math.abs(inFamily - alone), `${family} changes the specimen's width (${inFamily} vs ${alone})`).toBeGreaterThan(1);
      }
      const fontFiles = requested.filter((url) => url.endsWith('.woff2'));
      expect(fontFiles.length).toBeGreaterThan(0);
      expect(fontFiles.every((url) => url.startsWith('/fonts/'))).toBe(true);
    });
  });
}
