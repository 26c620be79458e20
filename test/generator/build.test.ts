import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../generator/build';
import { readSources } from '../../generator/documents/read-sources';
import { readPortalAssets } from '../../generator/portal/assets';
import { buildSite, type BuildResult } from '../../generator/build-site';
import { fixture, followVersions, validSources } from '../helpers/fixtures';

const BASE = 'http://api.test';

function built(result: BuildResult) {
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  const byUrl = new Map(result.files.filter((f) => f.url && f.path.endsWith('.json')).map((f) => [f.url!, JSON.parse(String(f.body)) as Record<string, unknown>]));
  return { ...result, byUrl };
}

describe('buildSite (in memory)', () => {
  const site = built(buildSite(validSources(), { baseUrl: BASE, portalAssets: readPortalAssets() }));

  it('writes design_document as the complete file, front matter included', () => {
    expect(site.byUrl.get('/api/styles/ink-grid')!.design_document).toBe(fixture('ink-grid').text);
  });

  it('writes content as the body only, without front matter', () => {
    const { content } = site.byUrl.get('/api/styles/ink-grid/content') as { content: string };
    expect(content.startsWith('## Overview\n')).toBe(true);
    expect(content).not.toContain('---\nversion');
    expect(fixture('ink-grid').text.endsWith(content)).toBe(true);
  });

  it('writes only the token groups in the token response: DESIGN.md\'s five, then the extensions', () => {
    const tokens = site.byUrl.get('/api/styles/ink-grid/token')!;
    expect(Object.keys(tokens)).toEqual(['colors', 'typography', 'spacing', 'rounded', 'components', 'mode', 'modes', 'elevation', 'borders', 'motion', 'component-effects']);
    expect(tokens.colors).toMatchObject({ primary: '#111111', surface: '#FFFFFF', accent: '#C8102E' });
    expect(tokens.modes).toMatchObject({ dark: { colors: { surface: '#111111' } } });
    expect(Object.keys(site.byUrl.get('/api/styles/paper-bloom/token')!)).toEqual(['colors', 'typography', 'rounded', 'components', 'mode', 'modes', 'elevation', 'borders', 'motion', 'corners', 'component-effects']);
  });

  it('takes whenToUse and historicalContext from their sections, null when absent', () => {
    expect(site.byUrl.get('/api/styles/ink-grid')).toMatchObject({
      whenToUse: 'Dense reference material.',
      historicalContext: 'Swiss posters of the 1950s.',
    });
    expect(site.byUrl.get('/api/styles/paper-bloom')).toMatchObject({ whenToUse: null, historicalContext: null, use_case: null, style_type: null });
  });

  it('writes the summary fields in contract order with the cover as an absolute URL', () => {
    expect(site.byUrl.get('/api/styles/loud-box')).toMatchObject({
      id: 103,
      slug: 'loud-box',
      title: 'Loud Box',
      type: 'brutalism',
      cover: `${BASE}/covers/loud-box.svg`,
      era: '2020s',
      keywords: ['neo-brutalism', 'outline', 'yellow'],
      synced_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('writes every list page for every limit, unfiltered and per type, including empty types', () => {
    const lists = [...site.byUrl.keys()].filter((url) => url.startsWith('/api/styles?'));
    // 3 styles: limits 1..3 give 3, 2, 1 pages, limits 4..50 one page each.
    expect(lists.filter((url) => !url.includes('type='))).toHaveLength(3 + 2 + 1 + 47);
    expect(site.byUrl.get('/api/styles?limit=20&page=1&type=flat')).toEqual({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
    expect(site.byUrl.get('/api/styles?limit=2&page=2')).toMatchObject({
      data: [{ id: 103 }],
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2 },
    });
    expect(site.manifest.totals).toMatchObject({ all: 3, minimalism: 1, organic: 1, brutalism: 1, flat: 0 });
  });

  it('lists in the manifest the files outside the per-style and list patterns, and the search shards', () => {
    expect(site.manifest.routes).toMatchObject({ '/openapi.json': 'openapi.json', '/developers': 'developers/index.html', '/llms.txt': 'llms.txt' });
    expect(Object.keys(site.manifest.routes).filter((u) => u.startsWith('/api/'))).toEqual([]);
    expect(site.manifest.search).toEqual({ shards: ['search/index-0.json'], styles: ['search/styles-0.json'] });
    const paths = new Set(site.files.map((f) => f.path));
    for (const file of Object.values(site.manifest.routes)) expect(paths.has(file), file).toBe(true);
    // Issue 34, decision 1: a style's own responses and the list pages are compressed where they are served, the library-wide files here.
    for (const own of ['api/styles/ink-grid/index.json', 'developers/styles/ink-grid/index.html', 'covers/ink-grid.svg', 'api/lists/all/20/1.json']) {
      expect(paths.has(own), own).toBe(true);
      expect([paths.has(`${own}.gz`), paths.has(`${own}.br`)], own).toEqual([false, false]);
    }
    expect(paths.has('openapi.json.br') && paths.has('openapi.json.gz')).toBe(true);
    expect(paths.has('llms.txt.gz') && paths.has('developers/index.html.gz')).toBe(true);
    // Files no URL serves (the search files, the manifest, deploy/) have no compressed siblings (issue 34).
    expect([...paths].filter((p) => /^(?:search|deploy)\/|^manifest\.json/.test(p) && /\.(?:gz|br)$/.test(p))).toEqual([]);
  });

  it('is deterministic: the same input gives byte-identical output', () => {
    const again = built(buildSite([...validSources()].reverse(), { baseUrl: BASE, portalAssets: readPortalAssets() }));
    const hashed = (files: typeof site.files) => files.map((f) => `${f.path} ${createHash('sha1').update(f.body).digest('hex')}`);
    expect(hashed(again.files)).toEqual(hashed(site.files));
  });

  it('fails when two outputs would land on one path', () => {
    const twin = { ...fixture('ink-grid'), file: 'elsewhere/ink-grid.md' };
    const result = buildSite([twin, ...validSources()].map((s, i) => (i === 0 ? { ...s, text: s.text.replace('id: 101', 'id: 999') } : s)), { baseUrl: BASE, portalAssets: readPortalAssets() });
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toContain('OUTPUT_COLLISION');
  });
});

describe('runBuild (to disk)', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

  function tempLibrary(names: string[]) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-build-'));
    roots.push(root);
    fs.mkdirSync(path.join(root, 'data', 'styles'), { recursive: true });
    for (const name of names) {
      const f = fixture(name);
      fs.writeFileSync(path.join(root, 'data', 'styles', `${f.slug}.md`), f.text);
    }
    followVersions(path.join(root, 'data'));
    return { root, config: { dataDir: path.join(root, 'data'), distDir: path.join(root, 'dist'), baseUrl: BASE } };
  }

  function snapshot(dir: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) out[path.relative(dir, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    }
    return out;
  }

  it('builds twice, in process and on worker threads, into byte-identical trees, and like buildSite in memory', async () => {
    const { config } = tempLibrary(['ink-grid', 'paper-bloom', 'loud-box']);
    expect(await runBuild(config)).toMatchObject({ ok: true, styles: 3, full: true });
    const first = snapshot(config.distDir);
    fs.rmSync(config.distDir, { recursive: true });
    // Workers render the documents, the search shards and the previews (render-task.ts) and compress everything.
    expect(await runBuild(config, { workersFrom: 0 })).toMatchObject({ ok: true, full: true });
    expect(snapshot(config.distDir)).toEqual(first);
    expect(Object.keys(first).length).toBeGreaterThan(600);
    const sources = readSources(path.join(config.dataDir, 'styles'));
    const inMemory = buildSite(sources, { baseUrl: BASE, portalAssets: readPortalAssets() });
    const identity = (p: string) => !p.endsWith('.br') && !p.endsWith('.gz');
    expect(inMemory.ok && Object.fromEntries(inMemory.files.filter((f) => identity(f.path)).map((f) => [f.path, String(f.body)]).sort())).toEqual(
      Object.fromEntries(Object.entries(first).filter(([p]) => identity(p)).sort()),
    );
    // Three builds, one of them starting worker threads that load the generator: slow on a loaded machine.
  }, 180_000);

  it('leaves the previous dist/ intact when a document is bad, and says file:line', async () => {
    const { root, config } = tempLibrary(['ink-grid', 'loud-box']);
    expect((await runBuild(config)).ok).toBe(true);
    const before = snapshot(config.distDir);
    fs.writeFileSync(path.join(root, 'data', 'styles', 'invalid-type.md'), fixture('INVALID_TYPE').text);
    const outcome = await runBuild(config);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.messages).toEqual([
      expect.stringMatching(/invalid-type\.md:6: `type` must be one of .*; got "vaporwave" \[INVALID_FIELD\]$/),
    ]);
    expect(snapshot(config.distDir)).toEqual(before);
    // Nothing staged is left behind; the build cache sits beside dist/, never inside it.
    expect(fs.readdirSync(root).sort()).toEqual(['data', 'dist', 'dist.cache']);
  });

  it("removes the staging directories of builds stopped half way, whose process is gone, and leaves a running build's", async () => {
    const { root, config } = tempLibrary(['ink-grid']);
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      for (const pid of [gone, live.pid!]) {
        fs.mkdirSync(path.join(root, `dist.staging-${pid}`, 'api', 'styles'), { recursive: true });
        fs.writeFileSync(path.join(root, `dist.staging-${pid}`, 'api', 'styles', 'ink-grid.json'), '{}');
      }
      expect((await runBuild(config)).ok).toBe(true);
      expect(fs.readdirSync(root).sort()).toEqual(['data', 'dist', 'dist.cache', `dist.staging-${live.pid}`]);
    } finally {
      live.kill();
    }
  });
});
