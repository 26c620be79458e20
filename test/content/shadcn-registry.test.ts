/**
 * Issue 19: the shadcn/ui registry as shadcn itself reads it. Every style's item (GET /r/{slug}.json, the
 * same bytes as /export/shadcn) and the index (GET /r/registry.json) pass the zod schemas the `shadcn`
 * package exports, and openapi.json; every item carries the variables shadcn/ui's components read, in
 * both modes, and every foreground reaches 4.5:1 on its background (chart colours 3:1 on the page;
 * `muted-foreground` and `destructive` also on `card` wherever a colour can be read on both).
 * Issue 31: the item's `css` brings the @font-face rules of the families its `font-*` variables render in,
 * at absolute URLs of files this service serves.
 */
import { registryItemSchema, registrySchema } from 'shadcn/schema';
import { describe, expect, inject, it } from 'vitest';
import type { ShadcnRegistry, ShadcnRegistryItem, StyleDetail } from '../../generator/contract/schemas';
import { contrast, parseColor, type Rgba } from '../../generator/tokens/color';
import { loadDist } from '../../gateway/dist-store';
import { itemFontFaces, stackFamilies } from '../helpers/font-faces';
import { createValidator } from '../helpers/openapi-validator';

const distDir = inject('distDir');
const store = loadDist(distDir);
const { expectResponse } = createValidator(distDir);
const styles = [...store.search.styles.values()].sort((a, b) => a.id - b.id);
const text = (url: string) => store.get(url)!.body.toString();

/** The variables shadcn/ui's components read (ui.shadcn.com/docs/theming), in each mode. */
const MODE_VARIABLES = [
  'background', 'foreground', 'card', 'card-foreground', 'popover', 'popover-foreground', 'primary', 'primary-foreground',
  'secondary', 'secondary-foreground', 'muted', 'muted-foreground', 'accent', 'accent-foreground', 'destructive', 'border',
  'input', 'ring', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'sidebar', 'sidebar-foreground', 'sidebar-primary',
  'sidebar-primary-foreground', 'sidebar-accent', 'sidebar-accent-foreground', 'sidebar-border', 'sidebar-ring',
  'shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg',
];
const THEME_VARIABLES = ['font-sans', 'font-serif', 'font-mono', 'radius-sm', 'radius-md', 'radius-lg', 'radius-xl'];

/** Text on a background that always reaches 4.5:1, as generator/exports/shadcn-theme.ts promises. */
const TEXT_PAIRS: [text: string, background: string][] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['destructive', 'background'],
  ['sidebar-foreground', 'sidebar'],
  ['sidebar-primary-foreground', 'sidebar-primary'],
  ['sidebar-accent-foreground', 'sidebar-accent'],
];
/** Text that also reaches 4.5:1 on these wherever some colour can be read on all of its backgrounds. */
const WHERE_POSSIBLE: [text: string, backgrounds: string[]][] = [
  ['muted-foreground', ['muted', 'background', 'card']],
  ['destructive', ['background', 'card']],
];

/** Whether any colour reaches 4.5:1 on every one of `backgrounds` (contrast depends on luminance alone, which greys span). */
const readableOnAll = (backgrounds: Rgba[]) =>
  Array.from({ length: 256 }, (_, v) => ({ r: v / 255, g: v / 255, b: v / 255, alpha: 1 })).some((grey) => backgrounds.every((b) => contrast(grey, b) >= 4.5));

describe('GET /r/registry.json', () => {
  const index = JSON.parse(text('/r/registry.json')) as ShadcnRegistry;

  it("passes shadcn's registrySchema and openapi.json, listing every style in id order", () => {
    const parsed = registrySchema.safeParse(index);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expectResponse('getRegistry', 200, index);
    expect(index.name).toBe('design-style-library');
    expect(index.homepage).toBe('http://api.test/developers');
    expect(index.items.map((i) => i.name)).toEqual(styles.map((s) => s.slug));
    expect(index.items.map((i) => [i.title, i.description, i.categories])).toEqual(styles.map((s) => [s.title, s.description, [s.type]]));
  });
});

describe.each(styles.map((s) => s.slug))('GET /r/%s.json', (slug) => {
  const body = text(`/r/${slug}.json`);
  const item = JSON.parse(body) as ShadcnRegistryItem;

  it("passes shadcn's registryItemSchema and openapi.json, and is the shadcn export", () => {
    const parsed = registryItemSchema.safeParse(item);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expectResponse('getRegistryItem', 200, item);
    expect(body).toBe(text(`/api/styles/${slug}/export/shadcn`));
    expect(item).toMatchObject({ name: slug, type: 'registry:theme' });
  });

  it('sets every variable shadcn/ui reads, in both modes, with readable pairs', () => {
    expect(Object.keys(item.cssVars.theme)).toEqual(THEME_VARIABLES);
    expect(Object.keys(item.cssVars.light)).toEqual([...MODE_VARIABLES.slice(0, -4), 'radius', ...MODE_VARIABLES.slice(-4)]);
    expect(Object.keys(item.cssVars.dark)).toEqual(MODE_VARIABLES);
    const low: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const vars = item.cssVars[mode];
      const color = (name: string) => parseColor(vars[name]!)!;
      for (const [fg, bg] of TEXT_PAIRS) {
        expect(color(bg).alpha, `${mode} ${bg} is opaque`).toBe(1);
        const ratio = contrast(color(fg), color(bg));
        if (ratio < 4.5) low.push(`${mode}: ${fg} on ${bg} ${ratio.toFixed(2)}`);
      }
      for (const [fg, bgs] of WHERE_POSSIBLE) {
        const failing = bgs.filter((bg) => contrast(color(fg), color(bg)) < 4.5);
        if (failing.length > 0 && readableOnAll(bgs.map(color))) low.push(`${mode}: ${fg} on ${failing.join(', ')} although a colour could be read on ${bgs.join(', ')}`);
      }
      for (let n = 1; n <= 5; n++) {
        const ratio = contrast(color(`chart-${n}`), color('background'));
        if (ratio < 3) low.push(`${mode}: chart-${n} on background ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });

  it('brings the @font-face rules of the families its font variables render in, served by this service', () => {
    const { fonts } = JSON.parse(text(`/api/styles/${slug}`)) as StyleDetail;
    const served = new Map(fonts.map((f) => [f.family, f]));
    // The family each font-* stack renders in: the first it names that the style's fonts serve.
    const rendered = new Set(
      (['font-sans', 'font-serif', 'font-mono'] as const).flatMap((name) => stackFamilies(item.cssVars.theme[name]!).filter((family) => served.has(family)).slice(0, 1)),
    );
    const faces = itemFontFaces(item);
    expect(faces.every((f) => /^@font-face \/\* .+ \*\/$/.test(f.key))).toBe(true);
    expect(new Set(faces.map((f) => f.family))).toEqual(rendered);
    expect(new Set(faces.map((f) => f.url))).toEqual(new Set([...rendered].flatMap((family) => served.get(family)!.files)));
    expect(faces.filter((f) => !f.url.startsWith('http://api.test/fonts/') || !store.has(new URL(f.url).pathname))).toEqual([]);
    if (faces.length === 0) expect(item.css).toBeUndefined();
  });
});
