/**
 * The font files a style needs and their @font-face rules (issue 18). Only what is used ships: per family,
 * the latin subset plus any subset covering a character of the style's own document (Japanese slices for a
 * document that writes Japanese, say), of the weights and styles its levels ask for; a variable package's
 * one file per subset covers every weight. Files are served from /fonts/<id>/<file>, each family's
 * licence beside them.
 */
import type { ServedFamily } from './font-catalog';
import type { FamilyUse, FontStyle } from './font-usage';

export const FONTS_PATH = '/fonts';

/** One file of a family: what it holds and where it is served. */
export interface FontFile {
  family: ServedFamily;
  /** File name in the package's `files/` folder, also its name under /fonts/<id>/. */
  file: string;
  subset: string;
  style: FontStyle;
  /** A weight, or the range a variable file covers. */
  weight: number | [number, number];
  unicodeRange: string;
}

export const fontFileUrl = (f: { family: { id: string }; file: string }) => `${FONTS_PATH}/${f.family.id}/${f.file}`;
export const licenseUrl = (family: { id: string }) => `${FONTS_PATH}/${family.id}/LICENSE.txt`;

type Ranges = [number, number][];

/** `U+0000-00FF,U+0131,U+25??` → code point intervals. */
export function parseUnicodeRange(range: string): Ranges {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    if (from!.includes('?')) return [Number.parseInt(from!.replace(/\?/g, '0'), 16), Number.parseInt(from!.replace(/\?/g, 'F'), 16)];
    return [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)];
  });
}

/** Ranges already parsed: the catalogue's few hundred subset ranges, read for every style's files. */
const parsedRanges = new Map<string, Ranges>();
const rangesOf = (range: string): Ranges => parsedRanges.get(range) ?? parsedRanges.set(range, parseUnicodeRange(range)).get(range)!;

const covers = (ranges: Ranges, codePoints: ReadonlySet<number>) => [...codePoints].some((c) => ranges.some(([a, b]) => c >= a && c <= b));

/** The code points of a text beyond ASCII (latin covers ASCII in every package). */
export function codePointsOf(text: string): Set<number> {
  const points = new Set<number>();
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c > 0x7e) points.add(c);
  }
  return points;
}

/** Subsets to ship: latin, and those covering a character the document writes. */
export function subsetsFor(family: ServedFamily, codePoints: ReadonlySet<number>): string[] {
  return Object.entries(family.unicode)
    .filter(([subset, range]) => subset === 'latin' || (range !== '' && covers(rangesOf(range), codePoints)))
    .map(([subset]) => subset);
}

/** The static weight CSS font matching would pick for `wanted` among those a package has (the nearest; ties go lighter). */
export function nearestWeight(wanted: number, available: readonly number[]): number {
  return available.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), available[0]!);
}

/** `[0]` (a sliced CJK subset) → `0`, as fontsource names its files. */
const subsetInFileName = (subset: string) => subset.replace(/^\[(\d+)\]$/, '$1');

/** The files one family's use needs. */
export function fontFiles(use: FamilyUse, codePoints: ReadonlySet<number>): FontFile[] {
  const { family } = use;
  const styles = use.styles.map((s) => (family.styles.includes(s) ? s : 'normal'));
  const files: FontFile[] = [];
  for (const subset of subsetsFor(family, codePoints)) {
    const unicodeRange = family.unicode[subset]!;
    const name = subsetInFileName(subset);
    for (const style of [...new Set(styles)]) {
      if (family.variable) {
        files.push({ family, file: `${family.id}-${name}-wght-${style}.woff2`, subset, style, weight: family.weightRange, unicodeRange });
        continue;
      }
      for (const weight of [...new Set(use.weights.map((w) => nearestWeight(w, family.weights)))]) {
        files.push({ family, file: `${family.id}-${name}-${weight}-${style}.woff2`, subset, style, weight, unicodeRange });
      }
    }
  }
  return files;
}

/** The descriptors of one @font-face rule, as CSS writes them. */
export interface FontFaceDescriptors {
  'font-family': string;
  'font-style': FontStyle;
  'font-display': 'swap';
  'font-weight': string;
  src: string;
  'unicode-range'?: string;
}

/** The descriptors of one @font-face rule, in the order the rule writes them; `base` prefixes the URL. */
export function fontFaceDescriptors(f: FontFile, base = ''): FontFaceDescriptors {
  return {
    'font-family': `'${f.family.family}'`,
    'font-style': f.style,
    'font-display': 'swap',
    'font-weight': Array.isArray(f.weight) ? `${f.weight[0]} ${f.weight[1]}` : String(f.weight),
    src: `url(${base}${fontFileUrl(f)}) format('woff2')`,
    ...(f.unicodeRange ? { 'unicode-range': f.unicodeRange } : {}),
  };
}

/** One @font-face rule; `base` prefixes the URL (empty for root-relative, the service's origin in exports). */
export function fontFaceRule(f: FontFile, base = ''): string {
  const descriptors = Object.entries(fontFaceDescriptors(f, base)).map(([name, value]) => `  ${name}: ${value};`);
  return ['@font-face {', ...descriptors, '}'].join('\n');
}

/** A stylesheet of @font-face rules, with a comment naming each family's package and licence. */
export function fontFaceCss(uses: readonly FamilyUse[], codePoints: ReadonlySet<number>, base = ''): string {
  const blocks = uses.map((use) => {
    const f = use.family;
    const head = `/* ${f.family}: ${f.npm}@${f.version}, ${f.license} (${base}${licenseUrl(f)}) */`;
    return [head, ...fontFiles(use, codePoints).map((file) => fontFaceRule(file, base))].join('\n');
  });
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}
