/**
 * `npm run references` (issue 31, point 10): installs the reference packages pinned in
 * data/references/packages.json into a temporary folder from the npm registry and copies into
 * data/references/<package>/ what the tests and the build read (references.ts says which files, and which
 * values are computed by the package's code), with each package's package.json and licence. A maintainer's
 * step, run after changing a pin; the packages stay out of `npm ci`, and nothing is fetched at build, test
 * or run time.
 *
 * It also vendors the Debian packages pinned in data/references/debian-packages.json (issue 33: libadwaita's
 * stylesheet, which no npm package ships) into data/references/debian/<package>/, by `apt-get download`,
 * `dpkg-deb -x` and `gresource extract` (debian-references.ts); that part needs a Debian machine whose apt
 * sources carry the pinned versions, with dpkg-deb and gresource (libglib2.0-bin).
 *
 *   npm run references      # re-vendor every pinned package; folders of unpinned packages are removed
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEBIAN_DIR_NAME, vendorDebianReferences } from './debian-references';
import { REFERENCE_FILES, REFERENCES_DIR, referencePackages } from './references';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)/i;

/** Installs the pinned packages into a temporary folder; returns its node_modules. */
function install(pinned: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'design-style-references-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: pinned }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: dir, stdio: 'inherit' });
  return path.join(dir, 'node_modules');
}

/** `file` and, for a folder (`dir/`), every file under it, as paths in the package. */
function expand(packageDir: string, file: string): string[] {
  if (!file.endsWith('/')) return [file];
  return fs
    .readdirSync(path.join(packageDir, file), { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(packageDir, file, f)).isFile())
    .sort()
    .map((f) => path.posix.join(file, f.split(path.sep).join('/')));
}

function copy(from: string, to: string): number {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
  return fs.statSync(to).size;
}

/** Copies one package's files; returns the bytes written. */
function vendor(name: string, version: string, packageDir: string): number {
  const spec = REFERENCE_FILES[name];
  if (!spec) throw new Error(`${name} is pinned but references.ts says nothing of its files`);
  const installed = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (installed !== version) throw new Error(`${name}: installed ${installed}, pinned ${version}`);
  const licence = spec.licence ?? fs.readdirSync(packageDir).filter((f) => LICENCE_FILE.test(f));
  if (licence.length === 0) throw new Error(`${name} has no licence file: name the files that state its licence in references.ts`);
  const dest = path.join(REFERENCES_DIR, name);
  fs.rmSync(dest, { recursive: true, force: true });
  let bytes = 0;
  for (const file of ['package.json', ...licence, ...spec.files.flatMap((f) => expand(packageDir, f))]) bytes += copy(path.join(packageDir, file), path.join(dest, file));
  for (const file of spec.modules ?? []) {
    // The copy is required from data/references, where the package's dependencies are not installed.
    if (/\brequire\(/.test(fs.readFileSync(path.join(packageDir, file), 'utf8'))) throw new Error(`${name}/${file} requires other modules: derive its values instead`);
    bytes += copy(path.join(packageDir, file), path.join(dest, file));
  }
  for (const [file, value] of Object.entries(spec.derive?.(packageDir) ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.writeFileSync(path.join(dest, file), `${JSON.stringify(value, null, 2)}\n`);
    bytes += fs.statSync(path.join(dest, file)).size;
  }
  return bytes;
}

/** Removes the folders of packages no longer pinned (data/references/<name> or <@scope>/<name>); the Debian copies are kept. */
function removeUnpinned(pinned: Record<string, string>): void {
  for (const entry of fs.readdirSync(REFERENCES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === DEBIAN_DIR_NAME) continue;
    const names = entry.name.startsWith('@') ? fs.readdirSync(path.join(REFERENCES_DIR, entry.name)).map((n) => `${entry.name}/${n}`) : [entry.name];
    for (const name of names) if (!(name in pinned)) fs.rmSync(path.join(REFERENCES_DIR, name), { recursive: true, force: true });
    if (entry.name.startsWith('@') && fs.readdirSync(path.join(REFERENCES_DIR, entry.name)).length === 0) fs.rmdirSync(path.join(REFERENCES_DIR, entry.name));
  }
}

function main(): void {
  const pinned = referencePackages();
  const modules = install(pinned);
  let bytes = 0;
  for (const [name, version] of Object.entries(pinned)) bytes += vendor(name, version, path.join(modules, name));
  removeUnpinned(pinned);
  fs.rmSync(path.dirname(modules), { recursive: true, force: true });
  console.log(`data/references: ${Object.keys(pinned).length} packages, ${(bytes / 1e6).toFixed(1)} MB`);
  const debian = vendorDebianReferences();
  console.log(`data/references/debian: ${debian.packages} packages, ${(debian.bytes / 1e3).toFixed(0)} kB`);
}

main();
