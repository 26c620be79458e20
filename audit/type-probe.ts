/**
 * The "Type" section's lines (issue 32, point 8): which fonts really paint each level's sample. The page
 * may declare a level's family and still paint it in another face (a file that failed, a weight or a
 * script the served subsets do not cover); only the renderer knows, so the fonts are read through the
 * DevTools protocol (`CSS.getPlatformFontsForNode`), after the page's fonts have settled. The check
 * `served-font` then asks that every glyph of the sample is painted by the web font the level names first
 * (`<style> <mode> type:<level> served-font local served`).
 */
import type { CDPSession, Page } from 'playwright-core';
import { SPECIMEN_PREFIX } from '../generator/portal/preview-specimens';
import type { Measurement } from './checks';

/** The samples of the "Type" section, one per level. */
export const SPECIMEN_SELECTOR = `[data-component^="${SPECIMEN_PREFIX}"]`;

export interface ProbedSpecimen {
  /** `type:<level>`. */
  name: string;
  /** The first family of the sample's computed stack: the level's served family, which roles.css puts first. */
  family: string;
  /** The other families of its stack that the page serves (declares with @font-face): web fonts that could paint it instead. */
  others: string[];
  /** Every face that painted some of its glyphs: its family, whether it is a web font, how many glyphs. */
  painted: { family: string; custom: boolean; glyphs: number }[];
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** Reads the fonts of every sample of the open page (its fonts settled), in document order. */
export async function probeSpecimens(page: Page, cdp: CDPSession): Promise<ProbedSpecimen[]> {
  const specimens = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((el) => {
        const declared = new Set([...document.fonts].map((f) => f.family.replace(/^["']|["']$/g, '')));
        const [family, ...rest] = getComputedStyle(el).fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
        return { name: el.getAttribute('data-component')!, family: family!, others: rest.filter((f) => declared.has(f) && f !== family) };
      }),
    SPECIMEN_SELECTOR,
  );
  if (specimens.length === 0) return [];
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: SPECIMEN_SELECTOR })) as { nodeIds: number[] };
  const painted = await Promise.all(nodeIds.map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId }) as Promise<{ fonts: PlatformFont[] }>));
  return specimens.map((s, i) => ({ ...s, painted: (painted[i]?.fonts ?? []).map((f) => ({ family: f.familyName, custom: f.isCustomFont, glyphs: f.glyphCount })) }));
}

/** A family name as fonts and stylesheets may spell it: `Inter`, `Inter Variable`, `'Inter'` (a font's own name may differ: `DejaVu Sans Mono` for the served `DejaVu Mono`). */
const normal = (family: string) => family.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/variable$/, '');
/** Whether a face painted in `painted` is the family the stylesheet names. */
export const sameFamily = (painted: string, named: string): boolean => {
  const [a, b] = [normal(painted), normal(named)];
  return a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a));
};

/**
 * `served-font` for each level: every glyph of its sample painted by a web font of the family it names
 * first. A font's own name need not be the family the stylesheet gives it (`Rounded Mplus 1c Bold` for
 * `M PLUS Rounded 1c`), so a web font of another name passes where the stack serves no other family that
 * could have painted it instead.
 */
export function specimenChecks(specimens: readonly ProbedSpecimen[]): Measurement[] {
  return specimens.map((s) => {
    const first = (f: ProbedSpecimen['painted'][number]) => f.custom && (sameFamily(f.family, s.family) || s.others.length === 0);
    const stray = s.painted.filter((f) => f.glyphs > 0 && !first(f));
    const pass = s.painted.some((f) => f.glyphs > 0) && stray.length === 0;
    const faces = stray.map((f) => `${JSON.stringify(f.family)} (${f.custom ? `a web font, maybe ${s.others.join(' or ')}` : 'local'}, ${f.glyphs} glyphs)`).join(', ');
    return {
      component: s.name,
      check: 'served-font' as const,
      value: pass ? 1 : 0,
      required: 1,
      pass,
      detail: pass ? `painted in ${JSON.stringify(s.family)}` : `the sample in ${JSON.stringify(s.family)} is painted ${faces ? `in ${faces}` : 'in no face'}`,
    };
  });
}
