/// <reference lib="dom" />
/**
 * What the tests read of a style's preview page (/developers/styles/{slug}) besides the render audit's
 * pixels, and what they expect of it. The render audit opens every preview once per mode
 * (test/audit/library.test.ts) and runs these on the same page, so no page is opened twice.
 *
 * - Issue 9: the page is the mode's surface, the card wears its elevation, glass cards are translucent
 *   and blurred, the token table shows the mode's values (issue 17), and axe-core finds no serious or
 *   critical violation (colour contrast in the "Every component" and "Type" sections excepted: the audit
 *   measures it on painted pixels).
 * - Issue 18: each family the page's text uses (the first family of its computed stack that the page
 *   declares with @font-face) has a face `loaded` in `document.fonts`, the font files came from /fonts/ on
 *   this origin, and a specimen set in the family is wider or narrower than the same specimen in the
 *   fallback alone (the font really is in use). The stand-ins make this hold for proprietary stacks, and
 *   it holds on any machine because no text's stack names a local face before its served one (issue 31,
 *   point 12): with fonts-liberation installed, `Arial` resolves to Liberation Sans, so a stack
 *   `'Arial', 'Arimo'` would never load Arimo. The preview's stacks put the served family first (roles.css).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Mode } from '../../generator/contract/token-extensions';
import { cssShadow } from '../../generator/exports/css-values';
import { toHex } from '../../generator/tokens/color';
import { effectsOf, themeOf, type StyleTokens } from '../../generator/tokens/theme';
import { seriousViolations } from '../helpers/browser';

/** A style of the built library as the preview tests know it. */
export interface PreviewCase {
  slug: string;
  type: string;
  tokens: StyleTokens;
  /** The families the style's detail says it renders in. */
  families: string[];
}

/** What the page computes, beside what the tokens say it should. */
interface PreviewProbe {
  primary: string | undefined;
  expected: { surface: string; shadow: string };
  page: string;
  card: { shadow: string; backdrop: string; background: string };
  scheme: string;
}

/** What the page says about its fonts, once every face it needs has settled. */
interface FontProbe {
  /** Family → statuses of its declared faces. */
  faces: Record<string, string[]>;
  /** Families some text of the page is set in. */
  used: string[];
  /** Computed stacks of visible text that name a served family after a name some machine may have installed. */
  localFirst: string[];
  /** Family → [specimen width in the family, in the fallback alone]. */
  widths: Record<string, [number, number]>;
  /** The .woff2 files the page loaded: a path on this origin, else the whole URL. */
  fontFiles: string[];
}

export interface PreviewInspection {
  preview: PreviewProbe;
  violations: string[];
  fonts: FontProbe;
}

/** A token's shadow with its colours resolved for `mode`, as CSS (the browser normalises both sides). */
function expectedShadow(tokens: StyleTokens, mode: Mode): string {
  const name = effectsOf(tokens, 'card').elevation;
  const layers = name ? themeOf(tokens, mode).elevation.get(name) : undefined;
  return layers ? cssShadow(layers.map((l) => ({ ...l, color: toHex(l.color) }))) : 'none';
}

function probePreview({ surface, shadow }: { surface: string; shadow: string }): PreviewProbe {
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
    const localFirst = new Set<string>();
    for (const el of document.body.querySelectorAll('*')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!hasText || (el as HTMLElement).offsetParent === null) continue;
      const stack = getComputedStyle(el).fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
      const first = stack.find((f) => declared.has(f));
      if (first) used.add(first);
      if (first && stack[0] !== first) localFirst.add(stack.join(', '));
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
    const fontFiles = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => new URL(name).pathname.endsWith('.woff2'))
      .map((name) => (new URL(name).origin === location.origin ? new URL(name).pathname : name));
    return { faces, used: [...used].sort(), localFirst: [...localFirst].sort(), widths, fontFiles };
  });
}

/** Reads the preview, its axe violations and its fonts from the open page, in `mode`. */
export async function inspectPreview(page: Page, tokens: StyleTokens, mode: Mode): Promise<PreviewInspection> {
  const theme = themeOf(tokens, mode);
  const preview = await page.evaluate(probePreview, { surface: toHex(theme.colors.get('surface')!), shadow: expectedShadow(tokens, mode) });
  const violations = await seriousViolations(page, '[data-audit="components"], [data-audit="type"]');
  const fonts = await page.evaluate(probeFonts);
  return { preview, violations, fonts };
}

export function expectPreview({ preview: probe, violations }: PreviewInspection, { tokens, type }: PreviewCase, mode: Mode): void {
  const theme = themeOf(tokens, mode);
  expect(probe.page, "the page is the mode's surface").toBe(probe.expected.surface);
  expect(probe.scheme).toBe(mode);
  expect(probe.card.shadow, 'the card wears its elevation token').toBe(probe.expected.shadow);
  expect(probe.primary, "the token table shows the mode's value (issue 17)").toBe(toHex(theme.colors.get('primary')!));
  if (type === 'glassmorphism') {
    expect(probe.card.backdrop, 'a glass card blurs its backdrop').toMatch(/blur\((?!0px)/);
    const alpha = /rgba\([^)]*,\s*([0-9.]+)\)/.exec(probe.card.background)?.[1];
    expect(Number(alpha ?? 1), 'a glass card is translucent').toBeLessThan(1);
  }
  expect(violations).toEqual([]);
}

export function expectFonts({ fonts: probe }: PreviewInspection, { families }: PreviewCase): void {
  expect(probe.used.length, 'some text is set in a served family').toBeGreaterThan(0);
  // What makes the rest hold whichever fonts the machine has: no local face can answer before a served one.
  expect(probe.localFirst, 'stacks that name a served family first').toEqual([]);
  for (const family of probe.used) {
    expect(families, `${family} is one of the style's fonts`).toContain(family);
    expect(probe.faces[family], `a face of ${family} is loaded`).toContain('loaded');
    expect(probe.faces[family], `no face of ${family} failed`).not.toContain('error');
    const [inFamily, alone] = probe.widths[family]!;
    expect(Math.abs(inFamily - alone), `${family} changes the specimen's width (${inFamily} vs ${alone})`).toBeGreaterThan(1);
  }
  expect(probe.fontFiles.length).toBeGreaterThan(0);
  expect(probe.fontFiles.every((url) => url.startsWith('/fonts/'))).toBe(true);
}
