/**
 * Issue 22: the writer of dist/. In place, a file already holding its bytes is left alone; a large changed
 * file may be written in parts (its brotli pass on one worker, the rest on another) into the same bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFile } from '../../generator/pipeline/writer';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-writer-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const tree = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)).toString('base64')]),
  );

const body = (word: string) => JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => ({ id: i, word })) });

describe('writeFile', () => {
  it('writes a file with its brotli and gzip siblings, and leaves the same bytes alone in place', () => {
    const dir = path.join(root, 'whole');
    expect(writeFile(dir, 'api/a.json', body('one'), 'fresh')).toBe(3);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'api/a.json.br'))).toString()).toBe(body('one'));
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'api/a.json.gz'))).toString()).toBe(body('one'));
    expect(writeFile(dir, 'api/a.json', body('one'), 'atomic')).toBe(0);
    expect(writeFile(dir, 'api/a.json', body('two'), 'atomic')).toBe(3);
  });

  it('written in parts, a changed file ends as the whole write leaves it, with no temporary file left', () => {
    const whole = path.join(root, 'parts-whole');
    const parted = path.join(root, 'parts');
    for (const dir of [whole, parted]) writeFile(dir, 'llms-full.txt', body('old'), 'fresh');
    writeFile(whole, 'llms-full.txt', body('new'), 'atomic');
    // Each part alone writes only its forms, even where the bytes on disk are those of another part's write.
    expect(writeFile(parted, 'llms-full.txt', body('new'), 'atomic', undefined, ['.br'])).toBe(1);
    expect(fs.readFileSync(path.join(parted, 'llms-full.txt'), 'utf8')).toBe(body('old'));
    expect(writeFile(parted, 'llms-full.txt', body('new'), 'atomic', undefined, ['', '.gz'])).toBe(2);
    expect(tree(parted)).toEqual(tree(whole));
  });
});
