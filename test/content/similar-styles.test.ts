/**
 * Issue 14: "what else looks like this?" answers what a designer would say. Hand-picked expectations on the
 * shipped library's /similar answers (computed at build time from tokens and metadata), plus the shape
 * every answer must have.
 */
import { describe, expect, inject, it } from 'vitest';
import type { StyleSummary } from '../../generator/contract/schemas';
import { SIMILAR_COUNT } from '../../generator/similarity/nearest';
import { loadDist } from '../../gateway/dist-store';

const store = loadDist(inject('distDir'));
const slugs = [...store.search.styles.values()].map((s) => s.slug);
const similar = (slug: string) =>
  (JSON.parse(store.get(`/api/styles/${slug}/similar`)!.body.toString()) as { data: (StyleSummary & { score: number })[] }).data;
const top = (slug: string) => similar(slug).map((s) => s.slug);

describe('similar styles', () => {
  it('answers six other styles for every style, most similar first, never the style itself', () => {
    for (const slug of slugs) {
      const data = similar(slug);
      expect(data, slug).toHaveLength(SIMILAR_COUNT);
      expect(data.map((s) => s.slug), slug).not.toContain(slug);
      expect(new Set(data.map((s) => s.slug)).size, slug).toBe(SIMILAR_COUNT);
      const scores = data.map((s) => s.score);
      expect(scores, slug).toEqual([...scores].sort((a, b) => b - a));
      for (const score of scores) expect(score > 0 && score <= 1, `${slug}: ${score}`).toBe(true);
    }
  });

  it('puts the three glass-on-colour styles among each other’s neighbours, and glass first', () => {
    // Since issue 32 the score reads the panes' clarity and both modes: aurora-glass's clear panes over a
    // dark sky sit nearest the dark glass styles (dark-glass-hud, liquid-glass), with the violet frosted
    // dashboard just outside its six; the frosted dashboard and visionOS glass still hold both others.
    const trio = ['frosted-glass-dashboard', 'aurora-glass', 'visionos-spatial-glass'];
    for (const slug of ['frosted-glass-dashboard', 'visionos-spatial-glass']) expect(top(slug), slug).toEqual(expect.arrayContaining(trio.filter((s) => s !== slug)));
    expect(top('aurora-glass')).toContain('visionos-spatial-glass');
    const glass = new Set([...store.search.styles.values()].filter((s) => s.type === 'glassmorphism').map((s) => s.slug));
    for (const slug of trio) expect(top(slug).filter((s) => glass.has(s)).length, `${slug}: ${top(slug).join(', ')}`).toBeGreaterThanOrEqual(3);
  });

  it('pairs the light and dark neumorphism styles, and keeps soft UI among soft, extruded styles', () => {
    expect(top('dark-neumorphism')).toContain('soft-ui');
    // With ten neumorphism styles (issue 20), soft UI's six nearest are light extruded styles, and its dark
    // twin is ninth: the palette weighs the light and dark canvases apart.
    // Issue 33 added two more: ceramic-glaze (glazed stoneware relief) and neumorphic-hardware (soft-touch devices).
    const extruded = ['claymorphism', 'inflated-ui', 'neo-skeuomorphism', 'mediterranean-whitewash', 'keycap-ui', 'tactile-soft-controls', 'dark-neumorphism', 'letterpress-emboss', 'bevel-and-emboss', 'soft-3d', 'ceramic-glaze', 'neumorphic-hardware'];
    // Since issue 32 the palette in both modes counts: Flat Illustration (violet on a pale page) may come in
    // through it, so at most one of the six is of another kind.
    expect(top('soft-ui').filter((slug) => !extruded.includes(slug)).length, top('soft-ui').join(', ')).toBeLessThanOrEqual(1);
  });

  it.each([
    ['material-design', 'material-3'],
    ['windows-95', 'windows-xp-luna'],
    ['swiss-international', 'dieter-rams-functionalism'],
    // neo-brutalism / web-brutalism left this list with issue 32: alike by name only (pink fields, thick
    // borders and hard offset shadows against raw HTML in Times with blue links), the score no longer pairs them.
  ])('finds %s and %s alike', (a, b) => {
    expect(top(a)).toContain(b);
  });

  it('keeps unrelated looks apart: no glass style is among the Swiss International style’s neighbours', () => {
    const glass = new Set([...store.search.styles.values()].filter((s) => s.type === 'glassmorphism').map((s) => s.slug));
    expect(top('swiss-international').filter((s) => glass.has(s))).toEqual([]);
  });
});
