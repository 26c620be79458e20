/**
 * The families this library serves: one per @fontsource (static) or @fontsource-variable package among the
 * project's dependencies (issue 18). Each package ships its metadata (family, weights, styles, licence,
 * variable axes), the unicode-range of every subset and the font's licence file; nothing is fetched.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/** Reads one installed package. */
export function readServedFamily(npm: string, resolveFrom: string = ROOT): ServedFamily {
  const require = createRequire(path.join(resolveFrom, 'package.json'));
  const dir = path.dirname(require.resolve(`${npm}/package.json`));
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

/** Every served family, keyed by lower-case family name; read once per process from package.json's dependencies. */
export function fontCatalog(): FontCatalog {
  if (cached) return cached;
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const names = Object.keys(pkg.dependencies ?? {}).filter((n) => FONT_PACKAGE.test(n)).sort();
  cached = new Map(names.map((npm) => readServedFamily(npm)).map((f) => [f.family.toLowerCase(), f]));
  return cached;
}

/** Name and version of every font package, for the build's code version (a new release redraws the covers). */
export function fontPackageVersions(): string[] {
  return [...fontCatalog().values()].map((f) => `${f.npm}@${f.version}`);
}
