/**
 * Issues 6 and 11: a rebuild renders only the documents whose key changed and writes only the files
 * whose inputs changed, and ends with exactly the tree a build from scratch makes.
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runBuild } from '../../generator/build';
import { documentsLog, libraryFile, type CacheMemo } from '../../generator/pipeline/build-cache';
import { fixture, followVersions, VALID_FIXTURES } from '../helpers/fixtures';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-incremental-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const config = { dataDir: path.join(root, 'data'), distDir: path.join(root, 'dist'), baseUrl: 'http://api.test' };
const scratch = { ...config, distDir: path.join(root, 'scratch') };
const stylesDir = path.join(config.dataDir, 'styles');
/** A build after the version record follows the edits (helpers/fixtures.ts): this file measures what an edit rewrites. */
const build: typeof runBuild = (c, hooks) => {
  followVersions(c.dataDir);
  return runBuild(c, hooks);
};

/** Every file of a tree with a hash of its bytes (comparing hashes keeps the assertions fast). */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(path.relative(dir, path.join(e.parentPath, e.name)), createHash('sha1').update(fs.readFileSync(path.join(e.parentPath, e.name))).digest('hex'));
  }
  return out;
}

/** Pins every document's mtime, so only the edited content (not synced_at) differs between builds. */
function pinMtimes(): void {
  for (const name of fs.readdirSync(stylesDir)) fs.utimesSync(path.join(stylesDir, name), 1_700_000_000, 1_700_000_000);
}

/** The incremental tree equals a build from scratch of the same data. */
async function expectSameAsFullBuild(): Promise<void> {
  fs.rmSync(scratch.distDir, { recursive: true, force: true });
  fs.rmSync(`${scratch.distDir}.cache`, { recursive: true, force: true });
  expect(await build(scratch)).toMatchObject({ ok: true, full: true });
  expect(snapshot(config.distDir)).toEqual(snapshot(scratch.distDir));
}

/** The keys the build cache holds for the library files (build-cache.ts LibraryCache.files). */
const libraryKeys = () => (JSON.parse(fs.readFileSync(libraryFile(config.distDir), 'utf8')) as { files: Record<string, string> }).files;

const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([p, hash]) => before.get(p) !== hash).map(([p]) => p).sort();

describe('incremental rebuild', () => {
  fs.mkdirSync(stylesDir, { recursive: true });
  for (const name of VALID_FIXTURES) fs.writeFileSync(path.join(stylesDir, `${name}.md`), fixture(name).text);

  it('builds everything the first time, then renders and writes nothing when nothing changed', async () => {
    pinMtimes();
    const first = await build(config);
    expect(first).toMatchObject({ ok: true, full: true, rendered: 3 });
    const before = snapshot(config.distDir);
    expect(await build(config)).toMatchObject({ ok: true, full: false, rendered: 0, writes: { written: 0, deleted: 0 } });
    expect(changedFiles(before, snapshot(config.distDir))).toEqual([]);
  });

  it('reads only the documents whose stat moved, and notices an edit that keeps the size and the mtime', async () => {
    const file = path.join(stylesDir, 'ink-grid.md');
    const original = fs.readFileSync(file, 'utf8');
    const reads = vi.spyOn(fs, 'readFileSync');
    const stylesRead = () => reads.mock.calls.map(([p]) => String(p)).filter((p) => p.startsWith(stylesDir) && p.endsWith('.md'));
    try {
      // Same length, same mtime: only the change time (and git's racy rule) can tell.
      fs.writeFileSync(file, original.replace('Ink Grid', 'Ink Grit'));
      pinMtimes();
      expect(await build(config)).toMatchObject({ ok: true, rendered: 1 });
      expect(fs.readFileSync(path.join(config.distDir, 'api/styles/ink-grid/index.json'), 'utf8')).toContain('Ink Grit');
      // A build that started in the clock tick of the edit trusts no stat of that tick (git's racy rule) and
      // reads those files once more; the one after it reads none.
      expect(await build(config)).toMatchObject({ ok: true, rendered: 0, writes: { written: 0, deleted: 0 } });
      reads.mockClear();
      expect(await build(config)).toMatchObject({ ok: true, rendered: 0, writes: { written: 0, deleted: 0 } });
      expect(stylesRead()).toEqual([]);
      fs.writeFileSync(file, original);
      pinMtimes();
      reads.mockClear();
      expect(await build(config)).toMatchObject({ ok: true, rendered: 1 });
      // pinMtimes moved every document's change time: each is read and hashed, only ink-grid renders.
      expect(new Set(stylesRead()).size).toBe(3);
    } finally {
      reads.mockRestore();
    }
    await expectSameAsFullBuild();
  });

  it('renders one document and rewrites exactly the files whose bytes depend on its body', async () => {
    const before = snapshot(config.distDir);
    const file = path.join(stylesDir, 'paper-bloom.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Brown ink on cream.', 'Brown ink on warm cream.'));
    pinMtimes();
    const outcome = await build(config);
    const changed = changedFiles(before, snapshot(config.distDir));
    expect(outcome).toMatchObject({ ok: true, full: false, rendered: 1 });
    // The body changed: the detail and content responses, llms-full.txt and its .gz (a style's own files have no
    // compressed sibling, issue 34; files under 128 kB have no .br).
    expect(changed).toEqual(['api/styles/paper-bloom/content.json', 'api/styles/paper-bloom/index.json', 'llms-full.txt', 'llms-full.txt.gz']);
    await expectSameAsFullBuild();
  });

  it('rewrites the list pages, search shard and previews a description edit reaches', async () => {
    const before = snapshot(config.distDir);
    const file = path.join(stylesDir, 'loud-box.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Thick black outlines', 'Very thick black outlines'));
    pinMtimes();
    // A large library's incremental build writes on worker threads: here too, to check they write the same. Its
    // search shard is built ahead from the front matter while the document renders (pipeline/shards-ahead.ts).
    const ahead: string[] = [];
    expect(await build(config, { writePoolFrom: 0, onShardAhead: (shard) => ahead.push(shard) })).toMatchObject({ ok: true, rendered: 1 });
    expect(ahead).toEqual(['search/index-0.json']);
    const changed = changedFiles(before, snapshot(config.distDir));
    expect(changed).toEqual(expect.arrayContaining(['api/styles/loud-box/index.json', 'api/lists/all/20/1.json', 'api/lists/brutalism/1/1.json', 'search/index-0.json', 'developers/index.html']));
    // Pages that do not list loud-box are untouched.
    expect(changed).not.toContain('api/lists/organic/20/1.json');
    expect(changed).not.toContain('api/lists/all/1/1.json');
    await expectSameAsFullBuild();
  });

  it('builds no search shard ahead for an edit that leaves the searched fields alone, and writes none for a document that fails', async () => {
    const file = path.join(stylesDir, 'loud-box.md');
    const text = fs.readFileSync(file, 'utf8');
    const ahead: string[] = [];
    const hooks = { writePoolFrom: 0, onShardAhead: (shard: string) => ahead.push(shard) };
    // A use case and the body: neither is searched.
    fs.writeFileSync(file, text.replace('use_case: Indie product pages', 'use_case: Indie product pages and zines').replace('## Layout\n', '## Layout\n\nAn edited paragraph.\n'));
    pinMtimes();
    expect(await build(config, hooks)).toMatchObject({ ok: true, rendered: 1 });
    expect(ahead).toEqual([]);
    // A type no filter knows fails the document, after its shard was built ahead from the front matter: that
    // shard is never written, and dist/ is left as it was.
    const before = snapshot(config.distDir);
    fs.writeFileSync(file, text.replace(/^type: brutalism$/m, 'type: loud'));
    pinMtimes();
    expect(await build(config, hooks)).toMatchObject({ ok: false });
    expect(ahead).toEqual([]);
    expect(snapshot(config.distDir)).toEqual(before);
    fs.writeFileSync(file, text);
    pinMtimes();
    expect(await build(config, hooks)).toMatchObject({ ok: true, rendered: 1 });
    await expectSameAsFullBuild();
  });

  it('rewrites the summaries a new sync time reaches, but not the front page, whose cards do not show it', async () => {
    const before = snapshot(config.distDir);
    const keysBefore = libraryKeys();
    const file = path.join(stylesDir, 'paper-bloom.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Brown ink on warm cream.', 'Brown ink on cream.'));
    fs.utimesSync(file, 1_700_000_600, 1_700_000_600);
    expect(await build(config)).toMatchObject({ ok: true, rendered: 1 });
    const changed = changedFiles(before, snapshot(config.distDir));
    expect(changed).toEqual(expect.arrayContaining(['api/styles/paper-bloom/index.json', 'api/lists/all/20/1.json', 'search/styles-0.json']));
    expect(changed).not.toContain('developers/index.html');
    // The shard's table shows the new sync time; its index, made from the searched fields only, keeps its key, so
    // the build did not make it again (a Lunr build of 1,000 styles was most of an edit's library stage, issue 34).
    const keysAfter = libraryKeys();
    expect(keysAfter['search/styles-0.json']).not.toBe(keysBefore['search/styles-0.json']);
    expect(keysAfter['search/index-0.json']).toBe(keysBefore['search/index-0.json']);
    await expectSameAsFullBuild();
    pinMtimes();
    await build(config);
  });

  it('keeps cache entries in memory between its own builds (npm run dev), and reads them again after another build', async () => {
    const memo: CacheMemo = { entries: new Map() };
    const file = path.join(stylesDir, 'paper-bloom.md');
    const original = fs.readFileSync(file, 'utf8');
    const reads = vi.spyOn(fs, 'readFileSync');
    const entriesRead = () => reads.mock.calls.map(([p]) => String(p)).filter((p) => p === documentsLog(config.distDir));
    try {
      expect(await build(config, { memo })).toMatchObject({ ok: true });
      expect([...memo.entries.keys()].sort()).toEqual([...VALID_FIXTURES].sort());
      fs.writeFileSync(file, original.replace('Brown ink on cream.', 'Brown ink on pale cream.'));
      pinMtimes();
      reads.mockClear();
      expect(await build(config, { memo })).toMatchObject({ ok: true, rendered: 1 });
      expect(entriesRead()).toEqual([]);
      await expectSameAsFullBuild();

      // Another process builds (its library.json is not the one the memo knows): every entry is read again.
      fs.writeFileSync(file, original);
      pinMtimes();
      expect(await build(config)).toMatchObject({ ok: true, rendered: 1 });
      fs.writeFileSync(file, original.replace('Brown ink on cream.', 'Brown ink on bright cream.'));
      pinMtimes();
      reads.mockClear();
      expect(await build(config, { memo })).toMatchObject({ ok: true, rendered: 1 });
      // One read of the packed entries, not one per document.
      expect(entriesRead()).toHaveLength(1);
      await expectSameAsFullBuild();
    } finally {
      reads.mockRestore();
      fs.writeFileSync(file, original);
      pinMtimes();
      await build(config);
    }
  });

  it('keeps its document entries in one packed log: a line cut short renders that document again, and the log is rewritten once it holds twice its entries', async () => {
    const log = documentsLog(config.distDir);
    const slugsOf = () =>
      fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => line.slice(0, line.indexOf('\t')));
    expect(new Set(slugsOf())).toEqual(new Set(VALID_FIXTURES));
    // ASCII, though ink-grid's text is not: read back as Latin-1, without a UTF-8 decoder.
    expect(isAscii(fs.readFileSync(path.join(stylesDir, 'ink-grid.md')))).toBe(false);
    expect(isAscii(fs.readFileSync(log))).toBe(true);
    // A build stopped while appending leaves its last line cut short: that document renders again, the others do not.
    const text = fs.readFileSync(log, 'utf8');
    const cut = slugsOf().at(-1)!;
    fs.writeFileSync(log, text.slice(0, text.length - 200));
    expect(await build(config)).toMatchObject({ ok: true, full: false, rendered: 1 });
    expect(slugsOf().at(-1)).toBe(cut);
    await expectSameAsFullBuild();

    // Every edit appends its entries' lines; past twice as many lines as entries (and a margin) the log is
    // rewritten with one line a document.
    const file = path.join(stylesDir, 'paper-bloom.md');
    const original = fs.readFileSync(file, 'utf8');
    let longest = 0;
    try {
      for (let edit = 1; edit <= 24; edit++) {
        fs.writeFileSync(file, original.replace('Brown ink on cream.', `Brown ink on cream, proof ${edit}.`));
        pinMtimes();
        expect(await build(config)).toMatchObject({ ok: true, rendered: 1 });
        longest = Math.max(longest, slugsOf().length);
      }
      expect(longest).toBeGreaterThan(2 * VALID_FIXTURES.length);
      expect(slugsOf().length).toBeLessThanOrEqual(longest);
      expect(longest).toBeLessThanOrEqual(2 * VALID_FIXTURES.length + 17);
      await expectSameAsFullBuild();
    } finally {
      fs.writeFileSync(file, original);
      pinMtimes();
      await build(config);
    }
  });

  it('adds a document, then deletes it with all of its files', async () => {
    const extra = fixture('ink-grid').text.replace('id: 101', 'id: 104').replace('name: Ink Grid', 'name: Ink Grid Two');
    fs.writeFileSync(path.join(stylesDir, 'ink-grid-two.md'), extra);
    pinMtimes();
    expect(await build(config)).toMatchObject({ ok: true, styles: 4, rendered: 1 });
    expect(fs.existsSync(path.join(config.distDir, 'api/styles/ink-grid-two/index.json'))).toBe(true);
    await expectSameAsFullBuild();

    fs.rmSync(path.join(stylesDir, 'ink-grid-two.md'));
    const outcome = await build(config);
    expect(outcome.ok && outcome.writes.deleted).toBeGreaterThan(0);
    expect([...snapshot(config.distDir).keys()].filter((f) => f.includes('ink-grid-two'))).toEqual([]);
    expect(fs.existsSync(path.join(config.distDir, 'api/styles/ink-grid-two'))).toBe(false);
    await expectSameAsFullBuild();
  });

  it('trusts nothing a build stopped half way through its list pages wrote: the next one repairs them', async () => {
    const file = path.join(stylesDir, 'loud-box.md');
    const original = fs.readFileSync(file, 'utf8');
    const edited = original.replace('black outlines', 'grey outlines');
    expect(edited).not.toBe(original);
    fs.writeFileSync(file, edited);
    pinMtimes();
    // List pages are rewritten over their own bytes (writer.ts): the fifth one's truncation stops the build.
    const truncate = fs.ftruncateSync.bind(fs);
    let truncations = 0;
    const stop = vi.spyOn(fs, 'ftruncateSync').mockImplementation((fd, length) => {
      if (++truncations === 5) throw new Error('stopped half way');
      truncate(fd, length);
    });
    try {
      await expect(build(config)).rejects.toThrow('stopped half way');
    } finally {
      stop.mockRestore();
    }
    expect(snapshot(config.distDir).size).toBeGreaterThan(0);
    // Back to the text the previous cache describes: that cache alone would have the next build skip the
    // detail and the pages the stopped one changed, and keep a page it left half written.
    fs.writeFileSync(file, original);
    pinMtimes();
    expect(await build(config)).toMatchObject({ ok: true, full: false, rendered: 1 });
    await expectSameAsFullBuild();
    expect(await build(config)).toMatchObject({ ok: true, rendered: 0, writes: { written: 0 } });
  });
});
