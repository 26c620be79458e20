/**
 * `npm run fonts` (issue 18): copies into data/fonts/<package>/ the files of the pinned @fontsource packages
 * that the library's documents use (and the test fixtures'), with each package's package.json,
 * metadata.json, unicode.json and licence, in the package's own layout. The packages themselves stay out
 * of `npm ci` (the install budget): this script installs them into a temporary folder from the npm
 * registry, reads them with the catalogue's own reader, and copies byte for byte. It is a maintainer's step,
 * run when a document names a new family, weight or script; the build and the service never download.
 *
 *   npm run fonts                              # re-vendor the pinned packages for the current documents
 *   npm run fonts -- add @fontsource/modak     # pin a new package (its latest version), then vendor
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogOf, FONT_DOCUMENT_DIRS, FONT_PACKAGE, FONT_PACKAGES_FILE, FONTS_DIR, fontPackages } from './font-catalog';
import { usedFontFiles } from './style-fonts';
/** The package files the catalogue reads, beside the font files. */
const PACKAGE_FILES = ['package.json', 'metadata.json', 'unicode.json', 'LICENSE'];

function pin(names: readonly string[]): Record<string, string> {
  const pinned = fontPackages();
  for (const name of names) {
    if (!FONT_PACKAGE.test(name)) throw new Error(`${name} is not an @fontsource or @fontsource-variable package`);
    pinned[name] = execFileSync('npm', ['view', name, 'version'], { encoding: 'utf8' }).trim();
  }
  const sorted = Object.fromEntries(Object.entries(pinned).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(FONT_PACKAGES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

/** Installs the pinned packages into a temporary folder; returns its node_modules. */
function install(pinned: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'design-style-fonts-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: pinned }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: dir, stdio: 'inherit' });
  return path.join(dir, 'node_modules');
}

function main(): void {
  const [command, ...names] = process.argv.slice(2);
  const pinned = command === 'add' ? pin(names) : fontPackages();
  const modules = install(pinned);
  const catalog = catalogOf(Object.keys(pinned), (npm) => path.join(modules, npm));
  const needed = usedFontFiles(FONT_DOCUMENT_DIRS, catalog);
  let bytes = 0;
  let files = 0;
  for (const family of catalog.values()) {
    const dest = path.join(FONTS_DIR, family.npm);
    fs.rmSync(dest, { recursive: true, force: true });
    fs.mkdirSync(path.join(dest, 'files'), { recursive: true });
    for (const file of PACKAGE_FILES) if (fs.existsSync(path.join(family.dir, file))) fs.copyFileSync(path.join(family.dir, file), path.join(dest, file));
    for (const entry of needed) {
      const [id, file] = entry.split('/') as [string, string];
      if (id !== family.id) continue;
      fs.copyFileSync(path.join(family.dir, 'files', file), path.join(dest, 'files', file));
      bytes += fs.statSync(path.join(dest, 'files', file)).size;
      files += 1;
    }
  }
  fs.rmSync(path.dirname(modules), { recursive: true, force: true });
  console.log(`data/fonts: ${catalog.size} packages, ${files} font files, ${(bytes / 1e6).toFixed(1)} MB`);
}

main();
