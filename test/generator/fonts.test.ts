/** Issue 18: the font inventory, the stand-ins for proprietary families, the files a style ships, and covers drawn as outlines. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { drawCover } from '../../generator/covers/render-cover';
import { validateLibrary } from '../../generator/documents/validate-library';
import { FONT_DOCUMENT_DIRS, fontCatalog, fontPackages } from '../../generator/fonts/font-catalog';
import { usedFontFiles } from '../../generator/fonts/style-fonts';
import { codePointsOf, fontFaceCss, fontFiles, nearestWeight, parseUnicodeRange } from '../../generator/fonts/font-faces';
import { fontUsage, resolveStack, servedFirst, withStandIn } from '../../generator/fonts/font-usage';
import { STAND_INS, standInFor } from '../../generator/fonts/stand-ins';
import { rolesCss } from '../../generator/portal/preview-roles';
import { fontStack } from '../../generator/tokens/font-stack';
import { fixture } from '../helpers/fixtures';

const catalog = fontCatalog();
const served = (family: string) => catalog.get(family.toLowerCase())!;

describe('stand-ins for proprietary families', () => {
  it.each(Object.entries(STAND_INS))('%s stands in as %s, a family this library serves', (_, standIn) => {
    expect(catalog.has(standIn.family.toLowerCase())).toBe(true);
  });

  it.each([
    ['SF Pro Text', 'SF Pro Text, Inter'],
    ['Helvetica Neue', 'Helvetica Neue, Arimo'],
    ['Segoe UI Variable Display', 'Segoe UI Variable Display, Noto Sans'],
    ['Charcoal, Chicago, Geneva, Verdana, sans-serif', 'Charcoal, Chicago, Geneva, Verdana, DejaVu Sans, sans-serif'],
    ['Monaco, Menlo, Courier New, monospace', 'Monaco, Menlo, Courier New, DejaVu Mono, monospace'],
    ['New York, Times, Times New Roman, serif', 'New York, Times, Times New Roman, Tinos, serif'],
    ['Arial, Arimo, Helvetica, sans-serif', 'Arial, Arimo, Helvetica, sans-serif'],
    ['-apple-system, BlinkMacSystemFont, Segoe UI, Noto Sans, Helvetica, Arial, sans-serif', '-apple-system, BlinkMacSystemFont, Segoe UI, Noto Sans, Helvetica, Arial, sans-serif'],
    ['Press Start 2P', 'Press Start 2P'],
  ])('writes the stand-in into %j → %j', (stack, expected) => {
    expect(withStandIn(stack, catalog)).toBe(expected);
  });

  it('resolves a stack to its first served family, naming the proprietary families before it', () => {
    expect(resolveStack('Times New Roman, Tinos, Times, serif', catalog)).toMatchObject({ served: { family: 'Tinos', npm: '@fontsource/tinos' }, before: ['Times New Roman'], problems: [] });
    expect(resolveStack('SF Pro Text', catalog)).toEqual({ before: ['SF Pro Text'], problems: [{ kind: 'no-stand-in', family: 'SF Pro Text', standIn: 'Inter' }] });
    expect(resolveStack('Comic Papyrus, serif', catalog).problems).toEqual([{ kind: 'unknown', family: 'Comic Papyrus' }]);
    // A family every browser resolves hides what follows it; -apple-system resolves on Apple systems only.
    expect(resolveStack('system-ui, Segoe UI, Noto Sans', catalog).problems).toEqual([{ kind: 'shadowed', family: 'Noto Sans', by: 'system-ui' }]);
    expect(resolveStack('-apple-system, Segoe UI, Noto Sans, system-ui', catalog).problems).toEqual([]);
    expect(standInFor('arial')).toMatchObject({ family: 'Arimo', metric: true });
  });

  it('keeps every family of a stack in the exports, then the fallbacks of its kind', () => {
    expect(fontStack('SF Pro Text, Inter')).toBe("'SF Pro Text', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'DejaVu Sans', sans-serif");
    expect(fontStack('Courier New, Cousine, monospace')).toBe("'Courier New', 'Cousine', monospace");
  });
});

describe('the preview renders in the served family on every machine (issue 31, point 12)', () => {
  it('moves the served family to the front of a stack, keeping every other name in order', () => {
    // With fonts-liberation installed, Arial resolves to Liberation Sans and Arimo would never load.
    expect(servedFirst(fontStack('Arial, Arimo'), catalog)).toBe("'Arimo', 'Arial', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, 'DejaVu Sans', sans-serif");
    // On a Mac, -apple-system answers before Noto Sans; the fallbacks of the stack's kind stay as the export has them.
    expect(servedFirst(fontStack('-apple-system, Segoe UI, Noto Sans, Arial, sans-serif'), catalog)).toBe("'Noto Sans', -apple-system, 'Segoe UI', 'Arial', sans-serif");
    expect(servedFirst(fontStack('Courier New, Cousine'), catalog)).toBe("'Cousine', 'Courier New', ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace");
    expect(servedFirst(fontStack('Inter'), catalog)).toBe(fontStack('Inter'));
  });

  it("overrides in the preview's roles.css only the levels whose exported stack names another face first", () => {
    const css = rolesCss({ typography: { h1: { fontFamily: 'Times New Roman, Tinos, serif', fontSize: '32px' }, body: { fontFamily: 'Inter', fontSize: '16px' } } } as never, catalog);
    expect(css.match(/--typography-[a-z0-9-]+-font-family: .*;/g)).toEqual(["--typography-h1-font-family: 'Tinos', 'Times New Roman', serif;"]);
    expect(css).toContain('--role-body-font-family: var(--typography-body-font-family);');
  });
});

describe('FONT_UNAVAILABLE', () => {
  it('reports a proprietary family without its stand-in, and a family no package serves, at the line of its stack', () => {
    const source = fixture('ink-grid');
    const text = source.text.replace('fontFamily: Inter', 'fontFamily: SF Pro Text').replace('fontFamily: Inter', 'fontFamily: Comic Papyrus');
    const result = validateLibrary([{ ...source, text }]);
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.message])).toEqual([
      ['FONT_UNAVAILABLE', '`headline-lg`: "SF Pro Text" is proprietary; write its open stand-in after it: fontFamily: "SF Pro Text, Inter"'],
      ['FONT_UNAVAILABLE', '`body-md`: no font package serves "Comic Papyrus"; name a family with an @fontsource package, or add it with its open stand-in to generator/fonts/stand-ins.ts'],
    ]);
  });

  it('reports a stack whose served family comes after a family every browser resolves', () => {
    const source = fixture('ink-grid');
    const text = source.text.replace('fontFamily: Inter', 'fontFamily: "system-ui, Inter"');
    const result = validateLibrary([{ ...source, text }]);
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.message])).toEqual([
      ['FONT_UNAVAILABLE', '`headline-lg`: "system-ui" comes before "Inter" and every browser resolves it, so "Inter" never renders; write "system-ui" after it'],
    ]);
  });
});

describe('the inventory of the library', () => {
  const dir = path.resolve('data/styles');
  const stacks = fs
    .readdirSync(dir)
    .flatMap((file) => Object.values((matter(fs.readFileSync(path.join(dir, file), 'utf8')).data.typography ?? {}) as Record<string, { fontFamily: string }>).map((t) => [file, t.fontFamily] as const));

  it('resolves every typography stack of every document to a served family, with no unknown family', () => {
    const unresolved = stacks.filter(([, stack]) => !resolveStack(stack, catalog).served || resolveStack(stack, catalog).problems.length > 0);
    expect(unresolved).toEqual([]);
  });

  it('serves every family some stack resolves to, and pins no font package that nothing uses', () => {
    const used = new Set(stacks.map(([, stack]) => resolveStack(stack, catalog).served!.npm));
    expect([...catalog.values()].map((f) => f.npm).filter((npm) => !used.has(npm))).toEqual([]);
  });

  it('vendors each pinned package at its pinned version, with exactly the font files the documents and fixtures use (npm run fonts)', () => {
    const pinned = fontPackages();
    expect(Object.fromEntries([...catalog.values()].map((f) => [f.npm, f.version]))).toEqual(pinned);
    const needed = usedFontFiles(FONT_DOCUMENT_DIRS, catalog);
    const vendored = new Set([...catalog.values()].flatMap((f) => fs.readdirSync(path.join(f.dir, 'files')).map((file) => `${f.id}/${file}`)));
    expect([...needed].filter((f) => !vendored.has(f)), 'used but not vendored: run npm run fonts').toEqual([]);
    expect([...vendored].filter((f) => !needed.has(f)), 'vendored but unused: run npm run fonts').toEqual([]);
    for (const f of catalog.values()) expect(fs.existsSync(path.join(f.dir, 'LICENSE')), `${f.npm} LICENSE`).toBe(true);
  });
});

describe('the files a style ships', () => {
  it('takes the weights and styles its levels ask for, and the proprietary names each family stands in for', () => {
    const uses = fontUsage({ display: { fontFamily: 'SF Pro Display, Inter', fontWeight: 700 }, body: { fontFamily: 'Inter', fontWeight: 400 }, code: { fontFamily: 'VT323' } }, catalog);
    expect(uses.map((u) => [u.family.family, u.weights, u.styles, u.standsInFor])).toEqual([
      ['Inter', [400, 700], ['normal'], ['SF Pro Display']],
      ['VT323', [400], ['normal'], []],
    ]);
  });

  it('ships one latin file of a variable family, and the nearest static weight of a static one', () => {
    const [inter, poppins] = fontUsage({ a: { fontFamily: 'Inter', fontWeight: 300 }, b: { fontFamily: 'Inter', fontWeight: 800 }, c: { fontFamily: 'Poppins', fontWeight: 450 } }, catalog);
    expect(fontFiles(inter!, new Set()).map((f) => [f.file, f.weight])).toEqual([['inter-latin-wght-normal.woff2', [100, 900]]]);
    expect(nearestWeight(450, served('Poppins').weights)).toBe(400);
    expect(fontFiles(poppins!, new Set()).map((f) => f.file)).toEqual(['poppins-latin-400-normal.woff2']);
  });

  it('adds the subsets covering characters the document writes: a Japanese slice for 間, latin-ext for ō', () => {
    const [noto] = fontUsage({ body: { fontFamily: 'Noto Sans JP', fontWeight: 400 } }, catalog);
    const files = fontFiles(noto!, codePointsOf('ma, 間 — Mujirushi Ryōhin')).map((f) => f.subset);
    expect(files).toContain('latin');
    expect(files).toContain('latin-ext');
    const slice = files.find((s) => /^\[\d+\]$/.test(s))!;
    expect(parseUnicodeRange(served('Noto Sans JP').unicode[slice]!).some(([a, b]) => 0x9593 >= a && 0x9593 <= b)).toBe(true);
  });

  it('writes @font-face rules with font-display swap, the unicode-range and the licence', () => {
    const css = fontFaceCss(fontUsage({ body: { fontFamily: 'Press Start 2P' } }, catalog), new Set(), 'https://styles.example');
    expect(css).toMatch(/^\/\* Press Start 2P: @fontsource\/press-start-2p@[0-9.]+, OFL-1\.1 \(https:\/\/styles\.example\/fonts\/press-start-2p\/LICENSE\.txt\) \*\/\n/);
    expect(css).toContain(
      "@font-face {\n  font-family: 'Press Start 2P';\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400;\n  src: url(https://styles.example/fonts/press-start-2p/press-start-2p-latin-400-normal.woff2) format('woff2');\n  unicode-range: U+0000-00FF,",
    );
  });
});

describe('covers (issue 18)', () => {
  it('draws the title and the specimen as outlines of the display face, not as <text> in a web font', () => {
    const result = validateLibrary([fixture('ink-grid')]);
    if (!result.ok) throw new Error('the fixture does not validate');
    const { elements } = drawCover(result.styles[0]!);
    const paths = [...elements.matchAll(/<path transform="matrix\(([\d.]+) 0 0 -([\d.]+) 48 96\)" d="(m[^"]+)" fill="#[0-9a-f]{6}"\/>/g)];
    expect(paths).toHaveLength(1);
    expect(paths[0]![1]).toBe(paths[0]![2]);
    expect(paths[0]![3]).toMatch(/^m-?\d+[ -]\d+[lqcz]/);
    expect(elements).toMatch(/<path transform="matrix\([\d.]+ 0 0 -[\d.]+ 48 336\)" d="m/);
    expect(elements).not.toMatch(/<text[^>]*font-size="(56|64)"/);
    expect(elements).not.toContain('>Ink Grid</text>');
  });
});
