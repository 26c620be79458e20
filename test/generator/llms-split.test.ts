/**
 * Issue 34, decision 2: past LLMS_FULL_MAX_STYLES styles the complete documents are split, one file per type
 * (/llms-full/{type}.txt, then {type}-2.txt… past the limit), each listed in llms.txt; /llms-full.txt is then
 * the list of those files. A fixture library with the limit lowered (BuildConfig.llmsFullMaxStyles), built
 * whole, edited, and built again with the default, served by a real gateway.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../generator/build';
import type { StyleSummary } from '../../generator/contract/schemas';
import { LLMS_FULL_MAX_STYLES, llmsFullParts } from '../../generator/publish/llms-txt';
import { fixture, followVersions, VALID_FIXTURES } from '../helpers/fixtures';
import { startGateway } from '../helpers/gateway';
import { request } from '../helpers/http';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-llms-split-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const config = { dataDir: path.join(root, 'data'), distDir: path.join(root, 'dist'), baseUrl: 'http://api.test' };
const stylesDir = path.join(config.dataDir, 'styles');
const build = (c: Parameters<typeof runBuild>[0]) => {
  followVersions(c.dataDir);
  return runBuild(c);
};
const read = (file: string, dir = config.distDir) => fs.readFileSync(path.join(dir, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(config.distDir, file));
/** The fixtures' types, each its own file once split. */
const PARTS = { 'ink-grid': 'minimalism', 'loud-box': 'brutalism', 'paper-bloom': 'organic' } as const;
const source = (slug: string) => fs.readFileSync(path.join(stylesDir, `${slug}.md`), 'utf8').trimEnd();
const holds = (text: string, slug: string) => text.includes(`\`\`\`\`markdown\n${source(slug)}\n\`\`\`\`\n`);
/** Whether a text has the style's line (publish/llms-txt.ts styleLine): its name linking its Markdown. */
const listsStyle = (text: string, slug: string) => text.includes(`](http://api.test/api/styles/${slug}/content): `);

describe('llmsFullParts', () => {
  const summary = (id: number, type: string) => ({ id, slug: `s${id}`, type }) as StyleSummary;
  it('keeps one file up to the limit, then splits per type in name order, in parts of at most the limit', () => {
    const styles = [summary(1, 'retro'), summary(2, 'flat'), summary(3, 'retro'), summary(4, 'retro')];
    expect(llmsFullParts(styles, 4).map((p) => [p.url, p.styles.map((s) => s.id)])).toEqual([['/llms-full.txt', [1, 2, 3, 4]]]);
    expect(llmsFullParts(styles, 2).map((p) => [p.url, p.heading, p.styles.map((s) => s.id)])).toEqual([
      ['/llms-full/flat.txt', 'every flat document', [2]],
      ['/llms-full/retro.txt', 'every retro document, part 1 of 2', [1, 3]],
      ['/llms-full/retro-2.txt', 'every retro document, part 2 of 2', [4]],
    ]);
    expect(LLMS_FULL_MAX_STYLES).toBe(250);
  });
});

describe('a split library (llmsFullMaxStyles lowered to 2 for three styles)', () => {
  fs.mkdirSync(stylesDir, { recursive: true });
  for (const name of VALID_FIXTURES) fs.writeFileSync(path.join(stylesDir, `${name}.md`), fixture(name).text);
  const split = { ...config, llmsFullMaxStyles: 2 };

  it('writes one file per type with its documents byte for byte, each listed in llms.txt and in llms-full.txt, each with its .gz', async () => {
    expect(await build(split)).toMatchObject({ ok: true, full: true });
    const llms = read('llms.txt');
    const index = read('llms-full.txt');
    expect(index).toMatch(/^# Design-Style Library: every document, in 3 files\n/);
    for (const [slug, type] of Object.entries(PARTS)) {
      const file = `llms-full/${type}.txt`;
      const text = read(file);
      expect(text).toMatch(new RegExp(`^# Design-Style Library: every ${type} document\n`));
      expect(holds(text, slug), file).toBe(true);
      for (const other of Object.keys(PARTS)) if (other !== slug) expect(holds(text, other), `${other} in ${file}`).toBe(false);
      const line = `- [Every ${type} document](http://api.test/${file}): the complete DESIGN.md of 1 ${type} style`;
      expect(llms).toContain(line);
      expect(index).toContain(line);
      expect(gunzipSync(fs.readFileSync(path.join(config.distDir, `${file}.gz`))).toString()).toBe(text);
    }
    expect(llms).not.toContain('http://api.test/llms-full.txt');
    expect(index).not.toContain('````markdown');
    expect(llms).toContain("The library's 3 styles are more than one file lists (2)");
    for (const [slug, type] of Object.entries(PARTS)) {
      const file = `llms/${type}.txt`;
      const text = read(file);
      expect(text).toMatch(new RegExp(`^# Design-Style Library: the ${type} styles\n`));
      expect(text).toContain(`The complete DESIGN.md of these styles: http://api.test/llms-full/${type}.txt.`);
      expect(listsStyle(text, slug), file).toBe(true);
      for (const other of Object.keys(PARTS)) if (other !== slug) expect(listsStyle(text, other), `${other} in ${file}`).toBe(false);
      expect(listsStyle(llms, slug), `${slug} in llms.txt`).toBe(false);
      expect(llms).toContain(`- [The ${type} styles](http://api.test/${file}): one line for each of 1 ${type} style, linking its Markdown and its tokens`);
      expect(gunzipSync(fs.readFileSync(path.join(config.distDir, `${file}.gz`))).toString()).toBe(text);
    }
    const manifest = JSON.parse(read('manifest.json')) as { routes: Record<string, string> };
    expect(manifest.routes['/llms-full/organic.txt']).toBe('llms-full/organic.txt');
    expect(manifest.routes['/llms/organic.txt']).toBe('llms/organic.txt');
  });

  it('serves the parts from the gateway as text, compressed where asked', async () => {
    const gw = await startGateway(config.distDir);
    try {
      const res = await request(gw.url, '/llms-full/organic.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe(read('llms-full/organic.txt'));
      const gz = await request(gw.url, '/llms-full/organic.txt', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect((await request(gw.url, '/llms-full/retro.txt')).status).toBe(404);
      const lines = await request(gw.url, '/llms/organic.txt');
      expect(lines.status).toBe(200);
      expect(lines.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(lines.text).toBe(read('llms/organic.txt'));
    } finally {
      await gw.close();
    }
  });

  it('rewrites only the edited document\'s parts on an edit, the other parts and the lists as they were, and ends as a build from scratch', async () => {
    const before = Object.fromEntries(Object.values(PARTS).map((type) => [type, read(`llms-full/${type}.txt`)]));
    const lines = Object.fromEntries(Object.values(PARTS).map((type) => [type, read(`llms/${type}.txt`)]));
    const index = read('llms-full.txt');
    const llms = read('llms.txt');
    const file = path.join(stylesDir, 'paper-bloom.md');
    const edited = fs.readFileSync(file, 'utf8').replace(/\n## /, '\nA sentence added by the split test.\n\n## ');
    fs.writeFileSync(file, edited.replace(/^description: /m, 'description: Edited by the split test. '));
    expect(await build(split)).toMatchObject({ ok: true, full: false, rendered: 1 });
    expect(read('llms-full/organic.txt')).not.toBe(before.organic);
    expect(holds(read('llms-full/organic.txt'), 'paper-bloom')).toBe(true);
    expect(read('llms-full/minimalism.txt')).toBe(before.minimalism);
    expect(read('llms-full/brutalism.txt')).toBe(before.brutalism);
    expect(read('llms-full.txt')).toBe(index);
    // Its description changed: its line changes, in its type's file only, and llms.txt, which lists files, stays.
    expect(read('llms/organic.txt')).not.toBe(lines.organic);
    expect(read('llms/minimalism.txt')).toBe(lines.minimalism);
    expect(read('llms/brutalism.txt')).toBe(lines.brutalism);
    expect(read('llms.txt')).toBe(llms);
    const scratch = { ...split, distDir: path.join(root, 'scratch') };
    expect(await build(scratch)).toMatchObject({ ok: true, full: true });
    const files = ['llms.txt', 'llms-full.txt', ...Object.values(PARTS).flatMap((t) => [`llms-full/${t}.txt`, `llms/${t}.txt`])];
    for (const f of files) expect(read(f), f).toBe(read(f, scratch.distDir));
  });

  it('goes back to one llms-full.txt with every document under the default limit, the parts removed', async () => {
    expect(await build(config)).toMatchObject({ ok: true, full: false });
    const whole = read('llms-full.txt');
    expect(whole).toMatch(/^# Design-Style Library: every document\n/);
    for (const slug of Object.keys(PARTS)) expect(holds(whole, slug), slug).toBe(true);
    for (const type of Object.values(PARTS)) expect(exists(`llms-full/${type}.txt`), type).toBe(false);
    for (const type of Object.values(PARTS)) expect(exists(`llms/${type}.txt`), type).toBe(false);
    for (const slug of Object.keys(PARTS)) expect(listsStyle(read('llms.txt'), slug), slug).toBe(true);
    expect(read('llms.txt')).toContain('- [Every document in one file](http://api.test/llms-full.txt): the complete DESIGN.md of all 3 styles');
  });
});
