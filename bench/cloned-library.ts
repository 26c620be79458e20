/**
 * A large, lint-clean library for the HTTP bench: the shipped documents cloned under new ids, slugs
 * and names until there are N, in a temporary directory (never committed). Unlike the search bench's
 * synthetic vocabulary, these pass the full build, so every list page, cover and export exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `count` documents to `<tmp>/styles/` and returns the data directory. */
export function writeClonedLibrary(count: number, stylesDir = path.resolve('data', 'styles')): string {
  const originals = fs.readdirSync(stylesDir).filter((f) => f.endsWith('.md')).sort().map((f) => fs.readFileSync(path.join(stylesDir, f), 'utf8'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-cloned-'));
  fs.mkdirSync(path.join(dataDir, 'styles'));
  for (let i = 0; i < count; i++) {
    const original = originals[i % originals.length]!;
    const copy = Math.floor(i / originals.length);
    const name = /^name: (.+)$/m.exec(original)![1]!;
    const text = original.replace(/^id: \d+$/m, `id: ${i + 1}`).replace(/^name: .+$/m, `name: ${name} ${copy + 1}`);
    fs.writeFileSync(path.join(dataDir, 'styles', `style-${String(i + 1).padStart(5, '0')}.md`), text);
  }
  return dataDir;
}
