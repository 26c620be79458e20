/**
 * Issue 31, point 10: the reference packages (data/references/packages.json) are read from their copies in
 * data/references/<package>/, not installed by `npm ci`. Each copy is the pinned version, with its
 * package.json and licence and every file its readers open; the modules a test requires load on their own.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_FIELDS, DEBIAN_DIR_NAME, DEBIAN_REFERENCE_FILES, DEBIAN_REFERENCES_DIR, debianReferencePackages, stylesheetValues } from '../../generator/references/debian-references';
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
      .filter((e) => e.isDirectory() && e.name !== DEBIAN_DIR_NAME)
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

/**
 * Issue 33, point 1: reference copies from Debian packages (libadwaita's stylesheet, which no npm package
 * ships), pinned in data/references/debian-packages.json and made by `npm run references` from the .deb
 * (generator/references/debian-references.ts) into data/references/debian/<package>/.
 */
describe('data/references/debian', () => {
  const debian = debianReferencePackages();

  it('pins exact Debian versions, and says which resources each pinned package contributes', () => {
    expect(Object.keys(debian).sort()).toEqual(Object.keys(DEBIAN_REFERENCE_FILES).sort());
    for (const [name, version] of Object.entries(debian)) expect(version, name).toMatch(/^(\d+:)?\d[\w.+~]*-[\w.+~]+$/);
    expect(fs.readdirSync(DEBIAN_REFERENCES_DIR).sort()).toEqual(Object.keys(debian).sort());
  });

  it.each(Object.entries(debian))('%s: the pinned version, its copyright file and every resource its readers open', (name, version) => {
    const dir = path.join(DEBIAN_REFERENCES_DIR, name);
    const control = Object.fromEntries(
      fs
        .readFileSync(path.join(dir, 'control'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => /^([\w-]+):\s*(.*)$/.exec(line)!.slice(1, 3) as [string, string]),
    );
    expect(Object.keys(control)).toEqual(CONTROL_FIELDS);
    expect(control).toMatchObject({ Package: name, Version: version });
    expect(fs.readFileSync(path.join(dir, 'copyright'), 'utf8')).toMatch(/^License: /m);
    const spec = DEBIAN_REFERENCE_FILES[name]!;
    for (const file of spec.resources) expect(fs.statSync(path.join(dir, file.slice(1))).size, file).toBeGreaterThan(0);
    // The derived files are JSON the tests can read (their values are checked by their readers).
    const derived = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(derived.length).toBeGreaterThan(0);
    for (const file of derived) expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object).length, file).toBeGreaterThan(0);
  });

  it('reads a GTK stylesheet’s colours and the declarations of named selectors, later rules overriding earlier ones', () => {
    const css = [
      '@define-color blue_3 #3584e4;',
      '/* a comment { with braces } */',
      '@define-color accent_bg_color @blue_3;',
      'button, entry { padding: 5px 10px; color: mix(@a,@b,0.2); }',
      'button:hover, .x button, button.pill { background-color: alpha(currentColor,0.15); }',
      '.x button, button { padding: 4px; }',
    ].join('\n');
    expect(stylesheetValues(css, ['button', 'button:hover'])).toEqual({
      colors: { blue_3: '#3584e4', accent_bg_color: '@blue_3' },
      rules: { button: { padding: '4px', color: 'mix(@a,@b,0.2)' }, 'button:hover': { 'background-color': 'alpha(currentColor,0.15)' } },
    });
    // A selector that no rule's list names exactly fails the vendoring (`button.pill` is named; `entry:hover` is not).
    expect(() => stylesheetValues(css, ['button.pill', 'entry:hover'])).toThrow('no rule names entry:hover');
  });
});
