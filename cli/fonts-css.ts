/**
 * `design-style add --fonts` (issue 18): the @font-face rules of a style's families as a stylesheet of its
 * own. `service` keeps the API's rules, which point at this service's /fonts/ files (CORS is open);
 * `package` points each rule at the same file inside its npm package under node_modules, for projects that
 * self-host (then `npm install` the packages listed in the file's first comment).
 */
import type { FontInfo } from '../generator/contract/schemas';

export const FONT_SOURCES = ['service', 'package'] as const;
export type FontSource = (typeof FONT_SOURCES)[number];

/** The @font-face rules at the head of the CSS export, with each family's comment. */
export function fontFaceRules(exportCss: string): string {
  const end = exportCss.search(/^:root \{/m);
  return (end < 0 ? '' : exportCss.slice(0, end)).trim();
}

/**
 * The fonts stylesheet. For `package`, `packagePath(npm, file)` is the URL of a package's file as seen
 * from the stylesheet (e.g. `../node_modules/@fontsource/vt323/files/vt323-latin-400-normal.woff2`).
 */
export function fontsStylesheet(slug: string, exportCss: string, fonts: readonly FontInfo[], source: FontSource, packagePath: (npm: string, file: string) => string): string {
  let rules = fontFaceRules(exportCss);
  if (source === 'package') {
    for (const font of fonts) {
      for (const url of font.files) rules = rules.split(`url(${url})`).join(`url(${packagePath(font.npm, url.slice(url.lastIndexOf('/') + 1))})`);
    }
  }
  const install = fonts.length ? `npm install ${fonts.map((f) => f.npm).join(' ')}` : 'no font package';
  const head = [
    `/* The families of ${slug}: @font-face rules (design-style add --fonts ${source}).`,
    source === 'service' ? ' * The files are served by the design-style library; to self-host them instead:' : ' * The files come from these npm packages:',
    ` *   ${install}`,
    ' */',
  ].join('\n');
  return `${head}\n${rules ? `${rules}\n` : ''}`;
}
