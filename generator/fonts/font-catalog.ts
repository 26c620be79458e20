/**
 * The families this library serves (issue 18): one per @fontsource (static) or @fontsource-variable package
 * pinned in data/fonts/packages.json. Each package ships its metadata (family, weights, styles, licence,
 * variable axes), the unicode-range of every subset and the font's licence file. The packages are not
 * installed by `npm ci`: `npm run fonts` (vendor-fonts.ts) copies from them, byte for byte, the files the
 * library uses into data/fonts/<package>/, in the package's own layout, and the build reads them there.
 * Nothing is fetched at build or run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServedFamily {
  /** The family as documents name it, e.g. `Inter`. */
  family: string;
  /** Fontsource id, e.g. `inter`: the folder under /fonts/. */
  id: string;
  /** npm package, e.g. `@fontsource-variable/inter`. */
  npm: string;
  version: string;
  /** SPDX identifier of the font's licence, e.g. `OFL-1.1`. */
  license: string;
  /** The family's name on Google Fonts, or null when it comes from elsewhere. */
  googleFonts: string | null;
  category: string;
  /** A variable package: one file per subset and style covers `weightRange`. */
  variable: boolean;
  weights: number[];
  weightRange: [number, number];
  styles: ('normal' | 'italic')[];
  /** Subset → CSS unicode-range (`latin`, `latin-ext`, …; sliced CJK subsets are `[0]`, `[1]`…); '' when the package gives none. */
  unicode: Record<string, string>;
  /** The package's folder. */
  dir: string;
}

interface FontsourceMetadata {
  id: string;
  subsets: string[];
  family: string;
  weights: number[];
  styles: ('normal' | 'italic')[];
  variable: false | Record<string, { min: string; max: string }>;
  category: string;
  license: { type: string };
  type: string;
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FONT_PACKAGE = /^@fontsource(-variable)?\//;
/** Where the served font packages live, each in its npm layout: data/fonts/@fontsource/tinos/… */
export const FONTS_DIR = path.join(ROOT, 'data', 'fonts');
/** The documents whose fonts are vendored: the library's and the test fixtures'. */
export const FONT_DOCUMENT_DIRS = ['data/styles', 'test/fixtures/styles'] as const;
/** The pinned packages: npm name → exact version. */
export const FONT_PACKAGES_FILE = path.join(FONTS_DIR, 'packages.json');

/** The pinned font packages, by name. */
export function fontPackages(): Record<string, string> {
  return JSON.parse(fs.readFileSync(FONT_PACKAGES_FILE, 'utf8')) as Record<string, string>;
}

/** Reads one package from its folder (the vendored copy under data/fonts, or an installed package). */
export function readServedFamily(npm: string, dir: string = path.join(FONTS_DIR, npm)): ServedFamily {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // Packages from outside Google Fonts (DejaVu) list no ranges: their subsets then cover whatever the font has.
  const unicode = Object.keys(ranges).length > 0 ? ranges : Object.fromEntries(meta.subsets.map((s) => [s, '']));
  const variable = npm.startsWith('@fontsource-variable/');
  const wght = meta.variable ? meta.variable.wght : undefined;
  const weights = [...meta.weights].sort((a, b) => a - b);
  return {
    family: meta.family,
    id: meta.id,
    npm,
    version: pkg.version,
    license: meta.license.type,
    googleFonts: meta.type === 'google' ? meta.family : null,
    category: meta.category,
    variable,
    weights,
    weightRange: variable && wght ? [Number(wght.min), Number(wght.max)] : [weights[0]!, weights.at(-1)!],
    styles: [...meta.styles].sort((a, b) => (a === 'normal' ? -1 : b === 'normal' ? 1 : 0)),
    unicode,
    dir,
  };
}

export type FontCatalog = ReadonlyMap<string, ServedFamily>;

let cached: FontCatalog | undefined;

/** A catalogue of the given packages read from their folders. */
export function catalogOf(names: readonly string[], dirOf: (npm: string) => string): FontCatalog {
  return new Map([...names].sort().map((npm) => readServedFamily(npm, dirOf(npm))).map((f) => [f.family.toLowerCase(), f]));
}

/** Every served family, keyed by lower-case family name; read once per process from data/fonts. */
export function fontCatalog(): FontCatalog {
  cached ??= catalogOf(Object.keys(fontPackages()), (npm) => path.join(FONTS_DIR, npm));
  return cached;
}

/** Name and version of every font package, for the build's code version (a new release redraws the covers). */
export function fontPackageVersions(): string[] {
  return [...fontCatalog().values()].map((f) => `${f.npm}@${f.version}`);
}
