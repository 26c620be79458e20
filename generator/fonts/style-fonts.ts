/**
 * One style's fonts (issue 18): the families it uses, the files they need, the @font-face stylesheet and
 * the API's `fonts` member, which says how to get each font (package, licence, Google Fonts name, files).
 */
import type { FontInfo } from '../contract/schemas';
import { parseStyleDocument } from '../documents/parse-document';
import { readSources } from '../documents/read-sources';
import { toStyleRecord, type StyleRecord } from '../documents/style-record';
import { fontCatalog, type FontCatalog } from './font-catalog';
import { codePointsOf, fontFaceCss, fontFiles, fontFileUrl, licenseUrl } from './font-faces';
import { fontUsage, type FamilyUse } from './font-usage';
import { standInFor } from './stand-ins';

export interface StyleFonts {
  uses: FamilyUse[];
  /** Characters of the document beyond ASCII: they decide the subsets. */
  codePoints: ReadonlySet<number>;
}

export function styleFonts(style: Pick<StyleRecord, 'tokens' | 'document'>, catalog: FontCatalog = fontCatalog()): StyleFonts {
  return { uses: fontUsage(style.tokens.typography as never, catalog), codePoints: codePointsOf(style.document) };
}

/** The @font-face rules; `base` is '' for root-relative URLs (the preview) or the service's origin (exports). */
export const styleFontCss = (fonts: StyleFonts, base = '') => fontFaceCss(fonts.uses, fonts.codePoints, base);

/** `<id>/<file>` of every file the style needs, for the library stage to copy into dist/fonts/. */
export const styleFontFiles = (fonts: StyleFonts): string[] => fonts.uses.flatMap((u) => fontFiles(u, fonts.codePoints)).map((f) => `${f.family.id}/${f.file}`);

/** `<id>/<file>` of every font file the valid documents under these folders use, with this catalogue (what data/fonts vendors). */
export function usedFontFiles(dirs: readonly string[], catalog: FontCatalog = fontCatalog()): Set<string> {
  const used = new Set<string>();
  for (const dir of dirs) {
    for (const source of readSources(dir)) {
      const parsed = parseStyleDocument(source);
      if (parsed.ok) for (const file of styleFontFiles(styleFonts(toStyleRecord(parsed.doc), catalog))) used.add(file);
    }
  }
  return used;
}

/** The API's `fonts` member: one entry per served family, in the order the levels name them. */
export function fontsMember(fonts: StyleFonts, baseUrl: string): FontInfo[] {
  return fonts.uses.map((use) => {
    const f = use.family;
    const replaced = use.standsInFor.filter((name) => standInFor(name)?.family === f.family);
    return {
      family: f.family,
      weights: use.weights,
      styles: use.styles,
      license: f.license,
      licenseUrl: `${baseUrl}${licenseUrl(f)}`,
      npm: f.npm,
      googleFonts: f.googleFonts,
      standsInFor: use.standsInFor,
      metricCompatible: replaced.length > 0 && replaced.every((name) => standInFor(name)!.metric),
      reason: replaced.length > 0 ? standInFor(replaced[0]!)!.reason : null,
      files: fontFiles(use, fonts.codePoints).map((file) => `${baseUrl}${fontFileUrl(file)}`),
    };
  });
}
