/** Fixture documents as build sources, without touching data/. */
import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceDocument } from '../../generator/documents/read-sources';
import { documentHash, readVersions, writeVersions } from '../../generator/versions/record';
import { seedVersions } from '../../generator/versions/version-style';

const FIXTURES = path.resolve('test/fixtures');
export const SYNCED_AT = '2026-01-02T03:04:05.000Z';

/** A fixture as a source; broken fixtures get a valid slug so only their named fault is reported. */
export function fixture(name: string, slug = name.toLowerCase().replace(/_/g, '-')): SourceDocument {
  const dir = fs.existsSync(path.join(FIXTURES, 'styles', `${name}.md`)) ? 'styles' : 'broken';
  const file = path.join('test/fixtures', dir, `${name}.md`);
  return { file, slug, text: fs.readFileSync(file, 'utf8'), syncedAt: SYNCED_AT };
}

export const VALID_FIXTURES = ['ink-grid', 'paper-bloom', 'loud-box'] as const;

export const validSources = (): SourceDocument[] => VALID_FIXTURES.map((name) => fixture(name));

/**
 * The version record of a test library (data/versions.json): every document without an entry seeded at 1.0.0
 * (what `npm run version -- --seed` does), and an entry whose document was edited since taking its new hash while
 * keeping its version. For tests of the pipeline, which measure what an edit itself rewrites; a real version (a new
 * summary on every list page) is cut in test/generator/versions.test.ts. Reads with a named import, which the
 * tests' spies on `fs.readFileSync` do not count.
 */
export function followVersions(dataDir: string): void {
  seedVersions(dataDir);
  const record = readVersions(dataDir);
  let moved = false;
  for (const [slug, entry] of Object.entries(record)) {
    const file = path.join(dataDir, 'styles', `${slug}.md`);
    if (!fs.existsSync(file)) continue;
    const hash = documentHash(readFileSync(file));
    if (entry.hash !== hash) [entry.hash, moved] = [hash, true];
  }
  if (moved) writeVersions(dataDir, record);
}
