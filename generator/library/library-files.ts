/**
 * The files that depend on the whole library: every family of families.ts, then the manifest, which
 * names their fixed routes. An incremental build must render and write a file only when its bytes can have
 * changed (a one-document edit touches the pages that list that document, not all), and learns it in one
 * of two ways:
 * - the many per-page and per-style files (list pages, similar styles, previews) are compared with the
 *   previous build (`previous`): a list page is unchanged when its filter lists the same styles in the same
 *   order and none of its styles' summaries changed; a style's similar list and preview when its neighbours,
 *   their summaries (and its own, for the preview) did not change. Nothing is hashed or kept per page.
 * - the few others carry a key, a hash of exactly what their bytes depend on, kept by the build cache.
 * Lazy and pure: bodies are rendered only when asked for.
 */
import { API_VERSION } from '../contract/openapi';
import { LIBRARY_FAMILIES } from './families';
import { libraryContext, type LibraryInput } from './library-context';
import type { LibraryFile } from './library-file';
import { searchShardPath, searchStylesPath } from './search-files';
import { MANIFEST_PATH, type Manifest } from '../manifest';
import { shardStyles } from '../search/index-definition';

/** Every library file, family by family (families.ts), in a stable order; the manifest comes last. */
export function* libraryFiles(input: LibraryInput): Generator<LibraryFile> {
  const context = libraryContext(input);
  const routes: Record<string, string> = {};
  for (const family of LIBRARY_FAMILIES) {
    for (const file of family.files(context)) {
      if (family.routed && file.url !== null) routes[file.url] = file.path;
      yield file;
    }
  }
  const { summaries, settings, totals, redirects } = context;
  const shards = [...shardStyles(summaries).keys()];
  const search = { shards: shards.map(searchShardPath), styles: shards.map(searchStylesPath) };
  const manifest: Manifest = { apiVersion: API_VERSION, baseUrl: input.baseUrl, settings, totals, routes: sortKeys(routes), redirects, search };
  yield { url: null, path: MANIFEST_PATH, body: () => JSON.stringify(manifest, null, 1) };
}

const sortKeys = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
