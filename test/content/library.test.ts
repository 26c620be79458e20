/** The library itself (issue 3): every document as CONTENT.md asks, every cover a sound SVG. */
import { contrastRatio, lint, type ResolvedColor } from '@google/design.md/linter';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { STYLE_TYPES } from '../../generator/contract/style-types';
import { GALLERY_PAGE_SIZE, gallerySpriteUrl } from '../../generator/portal/gallery';
import { TOKEN_LIKE_EXTENSIONS } from '../../generator/contract/token-extensions';
import { colorsUsedByExtensions, isAllowedFinding } from '../../generator/documents/rules/design-md-lint';
import { parseStyleDocument } from '../../generator/documents/parse-document';

const STYLES_DIR = 'data/styles';
const SECTIONS = ['Overview', 'Colors', 'Typography', 'Layout', 'Elevation & Depth', 'Shapes', 'Components', "Do's and Don'ts", 'When to Use', 'Historical Context'];
const STYLE_TYPE_VALUES = ['design movement', 'UI trend', 'platform language', 'internet aesthetic', 'art movement'];

const documents = fs
  .readdirSync(STYLES_DIR)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => {
    const text = fs.readFileSync(path.join(STYLES_DIR, file), 'utf8');
    const { data, content } = matter(text, {});
    return { file, slug: file.slice(0, -3), text, data, body: content };
  });

const count = (o: unknown) => (o && typeof o === 'object' ? Object.keys(o).length : 0);

/** The official linter's report on each document, made once: three tests below read it, and it takes some 50 ms a document. */
const reports = new Map<string, ReturnType<typeof lint>>();
function linted(doc: { file: string; text: string }): ReturnType<typeof lint> {
  let report = reports.get(doc.file);
  if (!report) reports.set(doc.file, (report = lint(doc.text)));
  return report;
}

describe('the library', () => {
  it('has at least 170 styles and at least 12 of each type (issues 20 and 33)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(170);
    for (const type of STYLE_TYPES) expect(documents.filter((d) => d.data.type === type).length, type).toBeGreaterThanOrEqual(12);
  });

  it('has unique ids and slugs', () => {
    const ids = documents.map((d) => d.data.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(documents.map((d) => d.slug)).size).toBe(documents.length);
  });

  it('repeats no paragraph across documents', () => {
    const owners = new Map<string, string>();
    const repeated: string[] = [];
    for (const doc of documents) {
      const paragraphs = new Set(doc.body.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 60 && !p.startsWith('#')));
      for (const p of paragraphs) {
        const owner = owners.get(p);
        if (owner) repeated.push(`${doc.file} and ${owner}: ${p.slice(0, 60)}`);
        else owners.set(p, doc.file);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe.each(documents)('$file', (doc) => {
  // The linter flags an unknown group only when its values look like tokens (a hex colour, a CSS
  // dimension, a typography property); a group of shadow-layer lists or component wiring is not flagged.
  it('is lint-clean with the official DESIGN.md linter, but for token-like-ignored at most once per extension group it carries (and orphaned colours extensions use)', () => {
    const findings = linted(doc).findings.filter((f) => f.severity !== 'info');
    expect(findings.filter((f) => !isAllowedFinding(f, colorsUsedByExtensions(doc.data)))).toEqual([]);
    const ignored = findings.filter((f) => f.rule === 'token-like-ignored').map((f) => f.path ?? '');
    expect(new Set(ignored).size).toBe(ignored.length);
    const carried = TOKEN_LIKE_EXTENSIONS.filter((g) => doc.data[g] !== undefined);
    expect(ignored.filter((g) => !carried.includes(g))).toEqual([]);
  });

  it('gets the same findings and tokens from the linter whether it reads the whole document or the build\'s outline of it (its data as JSON, its headings)', () => {
    const parsed = parseStyleDocument({ file: doc.file, slug: doc.slug, text: doc.text, syncedAt: '2026-01-01T00:00:00Z' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const whole = linted(doc);
    const outline = parsed.doc.lint();
    expect(outline.findings).toEqual(whole.findings);
    expect(outline.designSystem).toEqual(whole.designSystem);
    expect(outline.sections).toEqual(whole.sections);
  });

  it('ships both modes and says in its Colors section what changes in the other one', () => {
    const own = doc.data.mode?.default;
    expect(['light', 'dark']).toContain(own);
    const other = own === 'dark' ? 'light' : 'dark';
    expect(Object.keys(doc.data.modes ?? {})).toEqual([other]);
    const colors = /^## Colors\n([\s\S]*?)^## /m.exec(doc.body)?.[1] ?? '';
    expect(colors).toMatch(new RegExp(`^\\*\\*${other[0]!.toUpperCase()}${other.slice(1)} mode\\.\\*\\*`, 'm'));
  });

  it('has the CONTENT.md metadata', () => {
    expect(doc.data).toMatchObject({ version: 'alpha', id: expect.any(Number), name: expect.any(String), description: expect.any(String) });
    expect(STYLE_TYPES).toContain(doc.data.type);
    expect(STYLE_TYPE_VALUES).toContain(doc.data.style_type);
    expect(doc.data.era).toEqual(expect.stringMatching(/\d{2}/));
    expect(doc.data.use_case).toEqual(expect.any(String));
    expect(doc.data.keywords.length).toBeGreaterThanOrEqual(3);
    expect(doc.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('loses no metadata to a YAML comment: an unquoted ` #` (a hex colour) would end the value there', () => {
    const lost = doc.text
      .split('\n')
      .filter((line) => /^(name|description|era): (?!["'])/.test(line) && / #/.test(line));
    expect(lost).toEqual([]);
  });

  it('has the CONTENT.md sections, in order', () => {
    expect([...doc.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim())).toEqual(SECTIONS);
  });

  it('has the token counts CONTENT.md asks for', () => {
    expect(count(doc.data.colors)).toBeGreaterThanOrEqual(6);
    expect(count(doc.data.colors)).toBeLessThanOrEqual(16);
    expect(count(doc.data.typography)).toBeGreaterThanOrEqual(6);
    expect(count(doc.data.typography)).toBeLessThanOrEqual(12);
    expect(count(doc.data.components)).toBeGreaterThanOrEqual(5);
    expect(count(doc.data.spacing)).toBeGreaterThan(0);
    expect(count(doc.data.rounded)).toBeGreaterThan(0);
  });

  it('reaches WCAG AA (4.5:1) in every component that sets text and background', () => {
    const { components } = linted(doc).designSystem;
    for (const [name, def] of components) {
      const fg = def.properties.get('textColor') as ResolvedColor | undefined;
      const bg = def.properties.get('backgroundColor') as ResolvedColor | undefined;
      if (fg?.type === 'color' && bg?.type === 'color') expect(contrastRatio(fg, bg), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('covers', () => {
  const distDir = inject('distDir');
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const covers = documents.map((d) => ({ ...d, svg: fs.readFileSync(path.join(distDir, 'covers', `${d.slug}.svg`), 'utf8') }));

  it.each(covers.map((c) => [c.slug, c] as const))('%s is well-formed SVG that names the style, with nothing active or external', (_, cover) => {
    expect(XMLValidator.validate(cover.svg)).toBe(true);
    const tree = parser.parse(cover.svg) as { svg: { title: { '#text': string } } };
    expect(tree.svg.title['#text']).toContain(cover.data.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(cover.svg).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=|href\s*=|url\((?!#)|@import|<image/i);
    // Internal references only, to definitions of this cover (ids start with its slug, so the sprite has no clashes).
    for (const [, ref] of cover.svg.matchAll(/url\(#([^)]+)\)/g)) {
      expect(ref!.startsWith(`${cover.slug}-`), ref).toBe(true);
      expect(cover.svg).toContain(`id="${ref}"`);
    }
  });

  it.each(covers.map((c) => [c.slug, c] as const))('%s draws its title lines and specimen as outlines of its display face (issue 18)', (_, cover) => {
    expect(cover.svg).not.toMatch(/<text[^>]*font-size="(56|64|22)"/);
    expect(cover.svg).toMatch(/<path transform="matrix\([\d.]+ 0 0 -[\d.]+ 48 96\)" d="m-?\d+[ -]\d+[lqcz]/);
  });

  it('puts every cover in the sprites of the gallery pages it shows on, in order, one <view> per style, with nothing active or external (issue 34)', () => {
    const byId = [...documents].sort((a, b) => a.data.id - b.data.id);
    const types = [...new Set(byId.map((d) => d.data.type as string))];
    for (const type of [undefined, ...types]) {
      const listed = type ? byId.filter((d) => d.data.type === type) : byId;
      for (let page = 1; (page - 1) * GALLERY_PAGE_SIZE < listed.length; page++) {
        const sprite = fs.readFileSync(path.join(distDir, gallerySpriteUrl(type, page).slice(1)), 'utf8');
        expect(XMLValidator.validate(sprite)).toBe(true);
        const views = [...sprite.matchAll(/<view id="cover-([a-z0-9-]+)" viewBox="0 (\d+) 960 540"\/>/g)].map((m) => [m[1], Number(m[2])]);
        expect(views).toEqual(listed.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE).map((d, i) => [d.slug, i * 540]));
        expect(sprite).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=|href\s*=|url\((?!#)|@import|<image/i);
        const ids = [...sprite.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it('escapes document text', async () => {
    const { renderCover } = await import('../../generator/covers/render-cover');
    const { validateLibrary } = await import('../../generator/documents/validate-library');
    const text = fs.readFileSync('test/fixtures/styles/loud-box.md', 'utf8').replace('name: Loud Box', 'name: "<script>alert(1)</script> & Co"');
    const result = validateLibrary([{ file: 'x.md', slug: 'x', text, syncedAt: '2026-01-01T00:00:00.000Z' }]);
    const svg = renderCover(result.ok ? result.styles[0]! : (undefined as never));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  it('renders a handful of covers to PNG with rsvg-convert', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-covers-'));
    try {
      for (const cover of covers.filter((_, i) => i % 12 === 0)) {
        const png = path.join(out, `${cover.slug}.png`);
        execFileSync('rsvg-convert', ['-w', '480', '-o', png, path.join(distDir, 'covers', `${cover.slug}.svg`)]);
        const bytes = fs.readFileSync(png);
        expect(bytes.subarray(1, 4).toString()).toBe('PNG');
        expect(bytes.readUInt32BE(16)).toBe(480); // IHDR width
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
