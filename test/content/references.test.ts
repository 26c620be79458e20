/**
 * Issue 31, point 10: the reference packages (data/references/packages.json) are read from their copies in
 * data/references/<package>/, not installed by `npm ci`. Each copy is the pinned version, with its
 * package.json and licence and every file its readers open; the modules a test requires load on their own.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILES, REFERENCES_DIR, referencePackages } from '../../generator/references/references';

const require = createRequire(import.meta.url);
const pinned = referencePackages();
const LICENCE_FILE = /^(licen[cs]e|copying|notice)/i;

describe('data/references', () => {
  it('pins exact versions, and says which files each pinned package contributes', () => {
    expect(Object.keys(pinned).sort()).toEqual(Object.keys(REFERENCE_FILES).sort());
    for (const [name, version] of Object.entries(pinned)) expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('holds one folder per pinned package and no other', () => {
    const folders = fs
      .readdirSync(REFERENCES_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => (e.name.startsWith('@') ? fs.readdirSync(path.join(REFERENCES_DIR, e.name)).map((n) => `${e.name}/${n}`) : [e.name]));
    expect(folders.sort()).toEqual(Object.keys(pinned).sort());
  });

  it.each(Object.entries(pinned))('%s: the pinned version, its licence and every file its readers open', (name, version) => {
    const dir = path.join(REFERENCES_DIR, name);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
    expect(manifest).toMatchObject({ name, version });
    const spec = REFERENCE_FILES[name]!;
    const licence = spec.licence ?? fs.readdirSync(dir).filter((f) => LICENCE_FILE.test(f));
    expect(licence.length, 'licence files').toBeGreaterThan(0);
    for (const file of licence) expect(fs.statSync(path.join(dir, file)).size, file).toBeGreaterThan(0);
    for (const file of [...spec.files, ...(spec.modules ?? [])]) {
      const stat = fs.statSync(path.join(dir, file));
      expect(file.endsWith('/') ? stat.isDirectory() && fs.readdirSync(path.join(dir, file)).length > 0 : stat.size > 0, file).toBe(true);
    }
    for (const file of spec.modules ?? []) expect(Object.keys(require(path.join(dir, file)) as object).length, file).toBeGreaterThan(0);
  });

  it('are not dependencies of the project, so `npm ci` leaves them out', () => {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    const installed = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(Object.keys(pinned).filter((name) => name in installed)).toEqual([]);
  });
});
