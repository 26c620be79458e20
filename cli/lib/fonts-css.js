// @ts-check
/**
 * `design-style add --fonts` (issue 18): the @font-face rules of a style's families as a stylesheet of its
 * own. `service` keeps the API's rules, which point at this service's /fonts/ files (CORS is open);
 * `package` points each rule at the same file inside its npm package under node_modules, for projects that
 * self-host (then `npm install` the packages listed in the file's first comment).
 */
import fs from 'node:fs';
import path from 'node:path';
/** @import { FontInfo } from './types.js' */

export const FONT_SOURCES = /** @type {const} */ (['service', 'package']);
/** @typedef {(typeof FONT_SOURCES)[number]} FontSource */

/**
 * The @font-face rules at the head of the CSS export, with each family's comment (`/* Inter: @fontsource/inter@5…`),
 * without the export's own header (its title and version, issue 35).
 * @param {string} exportCss
 */
export function fontFaceRules(exportCss) {
  const end = exportCss.search(/^:root \{/m);
  const head = end < 0 ? '' : exportCss.slice(0, end);
  const start = head.search(/^(\/\* .+: @|@font-face)/m);
  return (start < 0 ? '' : head.slice(start)).trim();
}

/**
 * The node_modules a stylesheet in `dir` takes an npm package from, as Node and bundlers resolve it (issue 31):
 * the nearest above `dir` that holds the package; while it is not installed, the one beside the nearest
 * package.json (where `npm install` will put it); without a project, `dir`'s own.
 * @param {string} dir an absolute directory
 * @param {string} npm a package name
 */
export function nodeModulesFor(dir, npm) {
  /** @param {(d: string) => boolean} found */
  const upFrom = (found) => {
    for (let d = dir; ; d = path.dirname(d)) {
      if (found(d)) return d;
      if (path.dirname(d) === d) return undefined;
    }
  };
  const installed = upFrom((d) => fs.existsSync(path.join(d, 'node_modules', npm, 'package.json')));
  return path.join(installed ?? upFrom((d) => fs.existsSync(path.join(d, 'package.json'))) ?? dir, 'node_modules');
}

/**
 * The fonts stylesheet. For `package`, `packagePath(npm, file)` is the URL of a package's file as seen
 * from the stylesheet (e.g. `../node_modules/@fontsource/vt323/files/vt323-latin-400-normal.woff2`).
 * @param {string} slug
 * @param {string} exportCss
 * @param {readonly FontInfo[]} fonts
 * @param {FontSource} source
 * @param {(npm: string, file: string) => string} packagePath
 */
export function fontsStylesheet(slug, exportCss, fonts, source, packagePath) {
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
