/**
 * The font files of dist/ (issue 18): every file some style needs, copied byte for byte from its vendored
 * npm package (data/fonts/<package>/files, see fonts/vendor-fonts.ts) into fonts/<id>/, and each family's
 * licence as fonts/<id>/LICENSE.txt. WOFF2 is compressed already, so these get no .br/.gz siblings
 * (precompress.ts compresses only text).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fontCatalog, type ServedFamily } from '../fonts/font-catalog';
import { FONTS_PATH, licenseUrl } from '../fonts/font-faces';
import { keyOf } from '../pipeline/key';
import type { LibraryFamily, LibraryFile } from './library-file';

/** One LibraryFile per needed font file (`<id>/<file>`) and per family's licence, in a stable order. */
function fontDistFiles(needed: Iterable<string>): LibraryFile[] {
  const byId = new Map([...fontCatalog().values()].map((f) => [f.id, f]));
  const families = new Map<string, { family: ServedFamily; files: Set<string> }>();
  for (const entry of needed) {
    const [id, file] = entry.split('/') as [string, string];
    const family = byId.get(id);
    if (!family) throw new Error(`no font package serves ${entry}`);
    const seen = families.get(id) ?? { family, files: new Set<string>() };
    seen.files.add(file);
    families.set(id, seen);
  }
  const out: LibraryFile[] = [];
  for (const [id, { family, files }] of [...families].sort(([a], [b]) => a.localeCompare(b))) {
    const version = `${family.npm}@${family.version}`;
    const license = licenseUrl(family);
    out.push({ url: license, path: license.slice(1), key: keyOf(version, 'LICENSE'), body: () => fs.readFileSync(path.join(family.dir, 'LICENSE')) });
    for (const file of [...files].sort()) {
      if (!fs.existsSync(path.join(family.dir, 'files', file))) {
        throw new Error(`data/fonts has no ${family.npm}/files/${file}, which a document uses: run \`npm run fonts\` to vendor it from the package`);
      }
      const url = `${FONTS_PATH}/${id}/${file}`;
      out.push({ url, path: url.slice(1), key: keyOf(version, file), body: () => fs.readFileSync(path.join(family.dir, 'files', file)) });
    }
  }
  return out;
}

export const fontFiles: LibraryFamily = {
  name: 'fonts',
  routed: true,
  files: ({ input }) => fontDistFiles(new Set(input.digests.flatMap((d) => d.fontFiles ?? []))),
};
