/**
 * What the previous build wrote and this one no longer produces: a removed style's files, list pages past a
 * filter's new last page, dropped search shards, fixed routes gone (a font file no style needs
 * any more, a gallery page and its sprite past a filter's new last page). Found from the two manifests and the removed slugs, never by walking dist/.
 */
import { LIMITS } from '../contract/limits';
import { searchStylesFiles, type Manifest } from '../manifest';
import { pageCount } from '../paging';
import { LIST_FILTERS } from '../responses/list-pages';
import { listPath, styleRoutes } from '../responses/routes';

/** Paths of the list pages of a library with these totals. */
function listPaths(totals: Readonly<Record<string, number>>): Set<string> {
  const paths = new Set<string>();
  for (const type of LIST_FILTERS) {
    const total = totals[type ?? 'all'] ?? 0;
    for (let limit = LIMITS.LIMIT_MIN; limit <= LIMITS.LIMIT_MAX; limit++) {
      for (let page = 1; page <= Math.max(1, pageCount(total, limit)); page++) paths.add(listPath(type ? { page, limit, type } : { page, limit }));
    }
  }
  return paths;
}

export interface StaleInput {
  /** The previous build's manifest (none on a full build: nothing is stale in an empty dist/). */
  old?: Manifest;
  manifest: Manifest;
  removedSlugs: readonly string[];
}

/** The paths to remove, in the order they are removed. */
export function staleFiles({ old, manifest, removedSlugs }: StaleInput): string[] {
  if (!old) return [];
  const stale: string[] = [];
  for (const slug of removedSlugs) for (const route of styleRoutes(slug)) stale.push(route.path);
  if (JSON.stringify(old.totals) !== JSON.stringify(manifest.totals)) {
    const pages = listPaths(manifest.totals);
    for (const page of listPaths(old.totals)) if (!pages.has(page)) stale.push(page);
  }
  const searchFiles = (m: Manifest) => (m.search ? [...m.search.shards, ...searchStylesFiles(m)] : []);
  const search = new Set(searchFiles(manifest));
  for (const file of searchFiles(old)) if (!search.has(file)) stale.push(file);
  for (const [url, file] of Object.entries(old.routes)) if (!(url in manifest.routes)) stale.push(file);
  return stale;
}
