/**
 * What a document's build keeps to do once (issue 22) gives what computing it again gives: cover lines
 * shaped once per font and text, themes resolved once per tokens object, a body compressed once per task.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineText } from '../../generator/covers/glyph-outlines';
import { fontCatalog } from '../../generator/fonts/font-catalog';
import { resolveStack } from '../../generator/fonts/font-usage';
import { documentsLog, readCachedDocuments, writeCachedDocuments, type CachedDocument } from '../../generator/pipeline/build-cache';
import { writeFiles } from '../../generator/pipeline/writer';
import { BROTLI_FROM_BYTES, ENCODINGS } from '../../generator/precompress';
import { themeOf, type StyleTokens } from '../../generator/tokens/theme';

describe('document caches', () => {
  it('draws a line again with the same path, placed and scaled for its own call', () => {
    const inter = resolveStack('Inter', fontCatalog()).served!;
    const header = outlineText('Quiet Memphis', inter, 700, 56, 48, 96, 864)!;
    const card = outlineText('Quiet Memphis', inter, 700, 22, 312, 410, 576)!;
    expect(card.d).toBe(header.d);
    expect(card.transform).not.toBe(header.transform);
    expect(card.width / header.width).toBeCloseTo(22 / 56, 6);
    outlineText('Aa', inter, 700, 64, 48, 336, 96);
    expect(outlineText('Quiet Memphis', inter, 700, 56, 48, 96, 864)).toEqual(header);
  });

  it('keeps the features of a cached document packed in the log, and reads them back exactly when asked', () => {
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'document-caches-')), 'dist');
    try {
      const features = [0.1 + 0.2, 0, -0, 1e-300, 1 / 3, 0.9529];
      const summary = { id: 1, slug: 'packed', title: 'Packed', description: 'A style.', type: 'flat', synced_at: '2026-11-29T00:00:00.000Z', version: '1.0.0', updated_at: '2026-11-29T00:00:00Z' };
      const entry = {
        stat: { size: 1, mtimeMs: 1, ctimeMs: 1, ino: 1 },
        syncedAt: summary.synced_at,
        summaryHash: 'h',
        neighbours: [{ key: 'other', d2: 0.5 }],
        digest: { key: 'k', versionKey: 'v', file: 'packed.md', idLine: 3, summary, preview: { rows: [], components: [], specimens: [] }, previewKey: 'p', features, fontFiles: [] },
      } as unknown as CachedDocument;
      writeCachedDocuments(dist, [entry]);
      // Packed as the bytes of a Float64Array: no number of the vector is written out as JSON.
      expect(fs.readFileSync(documentsLog(dist), 'utf8')).not.toContain('0.30000000000000004');
      const read = readCachedDocuments(dist).entries.get('packed')!;
      expect(read.digest.features).toHaveLength(features.length);
      read.digest.features.forEach((value, i) => expect(Object.is(value, features[i])).toBe(true));
      expect(read.neighbours).toEqual(entry.neighbours);
      expect(read.digest.preview).toEqual(entry.digest.preview);
      // Neither is a field of the entry's own: copying it (as the build does) leaves both unread.
      expect(Object.keys({ ...read.digest })).not.toContain('features');
      expect(Object.keys({ ...read.digest })).not.toContain('preview');
      // Written back from the entry as read, without unpacking, the line is the same.
      const again = path.join(path.dirname(dist), 'again');
      const unread = readCachedDocuments(dist).entries.get('packed')!;
      writeCachedDocuments(again, [unread]);
      expect(fs.readFileSync(documentsLog(again), 'utf8')).toBe(fs.readFileSync(documentsLog(dist), 'utf8'));
    } finally {
      fs.rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });

  it('resolves a tokens object once per mode, and equal tokens alike', () => {
    const tokens: StyleTokens = { colors: { surface: '#ffffff', 'on-surface': '#111111' }, modes: { dark: { colors: { surface: '#000000', 'on-surface': '#eeeeee' } } } };
    expect(themeOf(tokens, 'light')).toBe(themeOf(tokens, 'light'));
    expect(themeOf(tokens, 'dark')).not.toBe(themeOf(tokens, 'light'));
    expect(themeOf(structuredClone(tokens), 'dark')).toEqual(themeOf(tokens, 'dark'));
  });

  it('writes the same compressed siblings for a body written twice in one task', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'document-caches-'));
    try {
      // 128 kB or more, so both siblings (precompress.ts), on paths the build precompresses (not a style's own, issue 34).
      const body = JSON.stringify({ registry: 'item', padding: Array.from({ length: 30_000 }, (_, i) => i) });
      expect(body.length).toBeGreaterThanOrEqual(BROTLI_FROM_BYTES);
      expect(writeFiles(root, [{ path: 'a/item.json', body }, { path: 'b/item.json', body }], 'fresh')).toBe(2 * (1 + ENCODINGS.length));
      for (const file of ['a/item.json', 'b/item.json']) {
        for (const e of ENCODINGS) expect(fs.readFileSync(path.join(root, `${file}${e.extension}`)).equals(e.compress(Buffer.from(body)))).toBe(true);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
