/**
 * Issue 9: every style's exports work in the tools they are for. The CSS parses with a real CSS parser
 * and every custom property it reads is defined; the Tailwind theme loads in Tailwind itself and yields
 * a class for each token; the DTCG file passes a DTCG parser's validation of every type.
 */
import { defineConfig as defineTerrazzo, parse as parseDtcg } from '@terrazzo/parser';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { describe, expect, inject, it } from 'vitest';
import type { CssVariables, TailwindTheme } from '../../generator/contract/schemas';
import { loadDist } from '../../gateway/dist-store';

const store = loadDist(inject('distDir'));
const slugs = [...store.search.styles.values()].sort((a, b) => a.id - b.id).map((s) => s.slug);
const exported = <T>(slug: string, format: string) => JSON.parse(store.get(`/api/styles/${slug}/export/${format}`)!.body.toString()) as T;

const VAR_USE = /var\(\s*(--[a-z0-9-]+)\s*([,)])/g;

/** Custom properties declared anywhere in the stylesheet, and those read without a fallback. */
function customProperties(css: string): { declared: Set<string>; required: Set<string>; rules: number } {
  const root = postcss.parse(css);
  const declared = new Set<string>();
  const required = new Set<string>();
  let rules = 0;
  root.walkRules(() => void rules++);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.add(decl.prop);
    for (const [, name, next] of decl.value.matchAll(VAR_USE)) if (next === ')') required.add(name!);
  });
  return { declared, required, rules };
}

/** One utility class per token of each theme group, as a page using the theme would write them. */
function classesFor(extend: Record<string, Record<string, unknown> | undefined>): string[] {
  const prefix: Record<string, string[]> = {
    colors: ['bg', 'text'],
    fontFamily: ['font'],
    fontSize: ['text'],
    borderRadius: ['rounded'],
    spacing: ['p'],
    boxShadow: ['shadow'],
    backdropBlur: ['backdrop-blur'],
    transitionDuration: ['duration'],
    transitionTimingFunction: ['ease'],
    backgroundImage: ['bg'],
  };
  return Object.entries(prefix).flatMap(([group, utilities]) => Object.keys(extend[group] ?? {}).flatMap((key) => utilities.map((u) => `${u}-${key}`)));
}

const escapeClass = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

describe.each(slugs)('exports of %s', (slug) => {
  it('css: parses, and every custom property it reads without a fallback is declared', () => {
    const { css } = exported<CssVariables>(slug, 'css');
    const { declared, required, rules } = customProperties(css);
    expect(rules).toBeGreaterThanOrEqual(2);
    expect([...required].filter((name) => !declared.has(name))).toEqual([]);
    for (const group of ['--color-', '--typography-', '--motion-']) expect([...declared].some((d) => d.startsWith(group)), group).toBe(true);
  });

  it('tailwind: loads in Tailwind CSS and generates a class for every token', async () => {
    const { theme } = exported<TailwindTheme>(slug, 'tailwind');
    const classes = classesFor(theme.extend as Record<string, Record<string, unknown>>);
    const result = await postcss([tailwindcss({ content: [{ raw: classes.join(' '), extension: 'html' }], theme, corePlugins: { preflight: false } })]).process(
      '@tailwind utilities;',
      { from: undefined },
    );
    const missing = classes.filter((c) => !result.css.includes(`.${escapeClass(c)} {`) && !result.css.includes(`.${escapeClass(c)}{`));
    expect(missing).toEqual([]);
  });

  it('dtcg: passes a DTCG 2025.10 parser with every token valid for its type', async () => {
    const config = defineTerrazzo({}, { cwd: new URL('file:///tmp/') });
    const src = JSON.stringify(exported<object>(slug, 'dtcg'));
    const { tokens } = await parseDtcg([{ src, filename: new URL(`file:///tmp/${slug}.tokens.json`) }], { config, logger: undefined });
    const types = new Set(Object.values(tokens).map((t) => (t as { $type: string }).$type));
    expect([...types]).toEqual(expect.arrayContaining(['color', 'dimension', 'typography', 'duration', 'cubicBezier']));
  });
});

describe('the version in every export (issue 35)', () => {
  it.each(slugs)('%s: a header comment in css and css-tailwind, the DTCG root extension, the shadcn item meta', (slug) => {
    const summary = store.search.styles.get(slug)!;
    const { version, updated_at } = summary;
    const header = `/* ${summary.title} ${version} (${slug}), updated ${updated_at}; changes: http://api.test/api/styles/${slug}/changes */\n`;
    expect(exported<CssVariables>(slug, 'css').css.startsWith(header)).toBe(true);
    expect(exported<CssVariables>(slug, 'css-tailwind').css.startsWith(header)).toBe(true);
    const dtcg = exported<{ $extensions: Record<string, Record<string, unknown>> }>(slug, 'dtcg');
    expect(dtcg.$extensions['org.design-style-library']).toMatchObject({ slug, version, updated_at });
    expect(exported<{ meta: unknown }>(slug, 'shadcn').meta).toEqual({ slug, version, updated_at });
  });
});
