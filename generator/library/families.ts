/**
 * The only list of the library-wide output families: the files that depend on the whole library. To add a
 * format: a module here exporting a LibraryFamily (library-file.ts), then a line below; the library stage
 * (library-files.ts, called by pipeline/library-stage.ts) runs the list and knows no family by name.
 *
 * In the order they are written: the longest work first (search shards, llms-full.txt, the portal's
 * front page and
 * gallery), so a build writing on worker threads starts it while the main thread still joins list pages.
 */
import { cliPackageFile } from './cli-package-file';
import { fontFiles } from './font-files';
import { galleryFiles } from './gallery-pages';
import type { LibraryFamily } from './library-file';
import { listPages } from './list-pages';
import { llmsFiles } from './llms-files';
import { nginxFront } from './nginx-front';
import { openApiFile } from './openapi-file';
import { portalPages } from './portal-pages';
import { previewPages } from './preview-pages';
import { searchFiles } from './search-files';
import { serverCardFile } from './server-card-file';
import { shadcnRegistryFile } from './shadcn-registry-file';
import { similarStyles } from './similar-styles';
import { staticHostFiles } from './static-host-files';

export const LIBRARY_FAMILIES: readonly LibraryFamily[] = [
  searchFiles,
  openApiFile,
  serverCardFile,
  llmsFiles,
  shadcnRegistryFile,
  portalPages,
  galleryFiles,
  nginxFront,
  staticHostFiles,
  fontFiles,
  cliPackageFile,
  previewPages,
  similarStyles,
  listPages,
];
