/// <reference lib="dom" />
/**
 * Issue 9: every style's preview (/developers/styles/{slug}) in Chromium, in both modes. The page renders
 * with no console error and nothing from another host; its computed styles are the tokens' (the page is
 * the mode's surface, the card wears its elevation, glass cards are translucent and blurred, the token
 * table shows the mode's values); axe-core finds no serious or critical violation outside the "Every
 * component" section, which the render audit judges on painted pixels (issue 17, test/audit/). One suite,
 * run in shards so both cores share the browsers.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Mode } from '../../generator/contract/token-extensions';
import { cssShadow } from '../../generator/exports/css-values';
import { previewPath } from '../../generator/portal/preview-page';
import { toHex } from '../../generator/tokens/color';
import { effectsOf, modesOf, themeOf, type StyleTokens } from '../../generator/tokens/theme';
import { ARTIFACTS, launchBrowser, openPage, seriousViolations, type Browser } from '../helpers/browser';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { loadDist } from '../../gateway/dist-store';

interface PreviewCase {
  slug: string;
  type: string;
  tokens: StyleTokens;
}

/** Every style of the built library with its tokens, in id order. */
function previewCases(): PreviewCase[] {
  const store = loadDist(inject('distDir'));
  return [...store.search.styles.values()]
    .sort((a, b) => a.id - b.id)
    .map((s) => ({ slug: s.slug, type: s.type, tokens: JSON.parse(store.get(`/api/styles/${s.slug}/token`)!.body.toString()) as StyleTokens }));
}

/** A token's shadow with its colours resolved for `mode`, as CSS (the browser normalises both sides). */
function expectedShadow(tokens: StyleTokens, mode: Mode): string {
  const name = effectsOf(tokens, 'card').elevation;
  const layers = name ? themeOf(tokens, mode).elevation.get(name) : undefined;
  return layers ? cssShadow(layers.map((l) => ({ ...l, color: toHex(l.color) }))) : 'none';
}

export function describePreviews(shard: number, shards: number): void {
  const cases = previewCases().filter((_, i) => i % shards === shard);
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

  describe.each(cases)('preview of $slug', ({ slug, type, tokens }) => {
    it.each(modesOf(tokens))('renders its tokens in %s mode, with no console error and no serious axe violation', async (mode) => {
      // The system's preference picks the mode (the CSS export's @media branch); reduced motion stops transitions.
      const media = { colorScheme: mode, reducedMotion: 'reduce' } as const;
      const { page, problems } = await openPage(browser.context, new URL(gw.url).origin, previewPath(slug), media, 'load');
      const theme = themeOf(tokens, mode);
      const probe = await page.evaluate(
        ({ surface, shadow }) => {
          const el = document.createElement('div');
          el.style.backgroundColor = surface;
          el.style.boxShadow = shadow;
          document.body.append(el);
          const expected = getComputedStyle(el);
          const out = { surface: expected.backgroundColor, shadow: expected.boxShadow };
          el.remove();
          const card = getComputedStyle(document.querySelector('.pv-card')!);
          const primary = [...document.querySelectorAll('.pv-table tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'primary');
          return {
            primary: primary?.querySelector('td') ? (primary.querySelector('td') as HTMLElement).innerText.trim() : undefined,
            expected: out,
            page: getComputedStyle(document.documentElement).backgroundColor,
            card: { shadow: card.boxShadow, backdrop: card.backdropFilter, background: card.backgroundColor },
            scheme: getComputedStyle(document.documentElement).colorScheme,
          };
        },
        { surface: toHex(theme.colors.get('surface')!), shadow: expectedShadow(tokens, mode) },
      );
      expect(problems).toEqual({ console: [], failed: [], external: [] });
      expect(probe.page, 'the page is the mode\'s surface').toBe(probe.expected.surface);
      expect(probe.scheme).toBe(mode);
      expect(probe.card.shadow, 'the card wears its elevation token').toBe(probe.expected.shadow);
      expect(probe.primary, 'the token table shows the mode\'s value (issue 17)').toBe(toHex(theme.colors.get('primary')!));
      if (type === 'glassmorphism') {
        expect(probe.card.backdrop, 'a glass card blurs its backdrop').toMatch(/blur\((?!0px)/);
        const alpha = /rgba\([^)]*,\s*([0-9.]+)\)/.exec(probe.card.background)?.[1];
        expect(Number(alpha ?? 1), 'a glass card is translucent').toBeLessThan(1);
      }
      expect(await seriousViolations(page, ['[data-audit="components"]'])).toEqual([]);
      if (slug === cases[0]?.slug) await page.screenshot({ path: path.join(ARTIFACTS, `preview-${slug}-${mode}.png`) });
      await page.close();
    });
  });
}
