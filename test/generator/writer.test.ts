/**
 * Issue 22: the writer of dist/. In place, a file already holding its bytes is left alone; a large changed
 * file may be written in parts (its brotli pass on one worker, the rest on another) into the same bytes; a
 * list page is rewritten over its own bytes (same inode) rather than replaced.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeEmptyDirs, removeFile, writeFile, writeFiles, writePieces } from '../../generator/pipeline/writer';
import { BROTLI_FROM_BYTES, encodingsOf, isPrecompressed, MAX_COMPRESS_BYTES } from '../../generator/precompress';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-writer-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const tree = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)).toString('base64')]),
  );

const body = (word: string, length = 400) => JSON.stringify({ data: Array.from({ length }, (_, i) => ({ id: i, word })) });
/** A body of 128 kB or more, which gets a .br beside its .gz (precompress.ts). */
const large = (word: string) => body(word, 8000);

describe('writeFile', () => {
  it('writes a file with its gzip sibling, a file of 128 kB or more with a brotli one too, and leaves the same bytes alone in place', () => {
    const dir = path.join(root, 'whole');
    expect(large('one').length).toBeGreaterThanOrEqual(BROTLI_FROM_BYTES);
    expect(writeFile(dir, 'api/a.json', large('one'), 'fresh')).toBe(3);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'api/a.json.br'))).toString()).toBe(large('one'));
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'api/a.json.gz'))).toString()).toBe(large('one'));
    expect(writeFile(dir, 'api/a.json', large('one'), 'atomic')).toBe(0);
    expect(writeFile(dir, 'api/a.json', large('two'), 'atomic')).toBe(3);
    expect(writeFile(dir, 'api/b.json', body('one'), 'fresh')).toBe(2);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'api/b.json.gz'))).toString()).toBe(body('one'));
    expect(fs.existsSync(path.join(dir, 'api/b.json.br'))).toBe(false);
    // Shrunk below 128 kB, a file loses its .br (a static host would serve the old bytes from it).
    expect(writeFile(dir, 'api/a.json', body('three'), 'atomic')).toBe(2);
    expect(fs.existsSync(path.join(dir, 'api/a.json.br'))).toBe(false);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'api/a.json.gz'))).toString()).toBe(body('three'));
  });

  it('written in parts, a changed file ends as the whole write leaves it, with no temporary file left', () => {
    const whole = path.join(root, 'parts-whole');
    const parted = path.join(root, 'parts');
    for (const dir of [whole, parted]) writeFile(dir, 'llms-full.txt', large('old'), 'fresh');
    writeFile(whole, 'llms-full.txt', large('new'), 'atomic');
    // Each part alone writes only its forms, even where the bytes on disk are those of another part's write.
    expect(writeFile(parted, 'llms-full.txt', large('new'), 'atomic', undefined, ['.br'])).toBe(1);
    expect(fs.readFileSync(path.join(parted, 'llms-full.txt'), 'utf8')).toBe(large('old'));
    expect(writeFile(parted, 'llms-full.txt', large('new'), 'atomic', undefined, ['', '.gz'])).toBe(2);
    expect(tree(parted)).toEqual(tree(whole));
  });

  it('writes a file too large to compress from its pieces, small ones gathered, in place through a rename, dropping stale siblings', async () => {
    const dir = path.join(root, 'pieces');
    writeFile(dir, 'llms-full.txt', large('old'), 'fresh');
    const inode = fs.statSync(path.join(dir, 'llms-full.txt')).ino;
    const big = Buffer.alloc(MAX_COMPRESS_BYTES + 1, 'x');
    const pieces = [Buffer.from('head '), Buffer.from('of the file\n'), big.subarray(0, 3 << 20), big.subarray(3 << 20), Buffer.from('\ntail')];
    let turns = 0;
    expect(await writePieces(dir, 'llms-full.txt', 'atomic', pieces, async () => void turns++)).toBe(1);
    const written = fs.readFileSync(path.join(dir, 'llms-full.txt'));
    expect(written.equals(Buffer.concat(pieces))).toBe(true);
    // Replaced, not rewritten over: a reader holds the old file or the new one, never half of one.
    expect(fs.statSync(path.join(dir, 'llms-full.txt')).ino).not.toBe(inode);
    expect(turns).toBeGreaterThan(0);
    // The old version's siblings are gone (a static host would serve them for the new bytes); no temporary file is left.
    expect(fs.readdirSync(dir)).toEqual(['llms-full.txt']);
  });

  it('writes no sibling for a list page or a style\'s own file (issue 34), whose gzip, made where it is served, is level 4 for a list page and 6 otherwise', () => {
    const dir = path.join(root, 'levels');
    const page = body('a list page');
    writeFiles(
      dir,
      [
        { path: 'api/lists/all/20/1.json', body: page },
        { path: 'api/styles/x/index.json', body: page },
        { path: 'developers/index.html', body: page },
      ],
      'fresh',
    );
    expect(Object.keys(tree(dir)).sort()).toEqual(['api/lists/all/20/1.json', 'api/styles/x/index.json', 'developers/index.html', 'developers/index.html.gz']);
    expect([isPrecompressed('api/lists/all/20/1.json'), isPrecompressed('api/styles/x/index.json'), isPrecompressed('developers/index.html')]).toEqual([false, false, true]);
    const gzip = (file: string) => encodingsOf(file, page.length).map((e) => e.compress(Buffer.from(page)));
    expect(gzip('api/lists/all/20/1.json')).toEqual([zlib.gzipSync(page, { level: 4 })]);
    expect(gzip('api/styles/x/index.json')).toEqual([zlib.gzipSync(page, { level: 6 })]);
    expect(fs.readFileSync(path.join(dir, 'developers/index.html.gz')).equals(zlib.gzipSync(page, { level: 6 }))).toBe(true);
  });

  it('overwrites a list page over its own bytes: same inodes, a shorter body truncated, a new page created', () => {
    const replaced = path.join(root, 'replaced');
    const overwritten = path.join(root, 'overwritten');
    for (const dir of [replaced, overwritten]) writeFile(dir, 'api/lists/all/20/1.json', body('a longer first body'), 'fresh');
    const inodes = (dir: string) => [fs.statSync(path.join(dir, 'api/lists/all/20/1.json')).ino];
    const before = inodes(overwritten);
    const files = [
      { path: 'api/lists/all/20/1.json', body: body('short'), overwrite: true },
      { path: 'api/lists/all/20/2.json', body: body('new page'), overwrite: true },
    ];
    expect(writeFiles(overwritten, files, 'atomic')).toBe(2); // a list page has no sibling (precompress.ts isPrecompressed)
    expect(inodes(overwritten)).toEqual(before);
    writeFiles(replaced, files.map(({ overwrite: _, ...f }) => f), 'atomic');
    expect(inodes(replaced)).not.toEqual(before);
    expect(tree(overwritten)).toEqual(tree(replaced));
    expect(JSON.parse(fs.readFileSync(path.join(overwritten, 'api/lists/all/20/1.json'), 'utf8'))).toEqual(JSON.parse(body('short')));
    // The same bytes again are compared, not written; a file said to differ is written without reading it.
    expect(writeFiles(overwritten, files, 'atomic')).toBe(0);
    const reads = vi.spyOn(fs, 'readSync');
    try {
      expect(writeFiles(overwritten, files.map((f) => ({ ...f, differs: true })), 'atomic')).toBe(2);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(tree(overwritten)).toEqual(tree(replaced));
  });

  it('removes the folders a removal left empty, and only those', () => {
    const dir = path.join(root, 'removal');
    writeFile(dir, 'api/styles/gone/export/tokens.json', body('x'), 'fresh');
    writeFile(dir, 'api/styles/kept/index.json', body('y'), 'fresh');
    fs.mkdirSync(path.join(dir, 'empty-before'));
    expect(removeFile(dir, 'api/styles/gone/export/tokens.json')).toBe(2); // its identity and .gz
    removeEmptyDirs(dir, ['api/styles/gone/export/tokens.json']);
    expect(fs.existsSync(path.join(dir, 'api/styles/gone'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'api/styles/kept/index.json'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'empty-before'))).toBe(true);
  });
});
