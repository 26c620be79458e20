/**
 * The whole build as a pure function: sources in, every file of dist/ out (or every problem).
 * Nothing here touches the disk; write-dist.ts does.
 */
import { API_VERSION, buildOpenApi } from './contract/openapi';
import { coverSvg, drawCover } from './covers/render-cover';
import { nginxLocations, nginxMaps, nginxServer, NGINX_LOCATIONS_PATH, NGINX_MAPS_PATH, NGINX_SERVER_PATH } from './deploy/nginx';
import { headersFile, redirectsFile } from './deploy/static-host';
import { compressedVariants, ENCODINGS, etagOf, isCompressible, type EncodingName } from './precompress';
import type { Problem } from './documents/problem';
import type { SourceDocument } from './documents/read-sources';
import type { RetiredStyle } from './documents/retired';
import { redirectsOf, type Redirects } from './responses/redirects';
import { validateLibrary } from './documents/validate-library';
import type { PortalAssets } from './portal/assets';
import { renderPreviewFiles } from './portal/preview-page';
import { renderPortal } from './portal/render-portal';
import { renderServerCard } from './publish/server-card';
import { listTotals, renderListPages } from './responses/list-pages';
import { json, type OutputFile } from './responses/output-file';
import { renderStyleExports } from './responses/style-exports';
import { renderStyleContent, renderStyleDetail, renderStyleToken } from './responses/style-files';
import { coverPath, toSummary } from './responses/style-summary';
import { buildSearchIndex } from './search/index-definition';

export interface BuildOptions {
  /** Public base URL without a trailing slash, for absolute links (cover URLs, OpenAPI servers). */
  baseUrl: string;
  /** The developer portal's static inputs, read by the caller (build.ts) so this stays pure. */
  portalAssets: PortalAssets;
  /** Styles merged into others (data/retired.yaml): their slugs redirect, their ids stay retired. */
  retired?: readonly RetiredStyle[];
}

/** dist/manifest.json: maps each public URL to its file, for the gateway and for static-host rewrites. */
export interface Manifest {
  apiVersion: string;
  baseUrl: string;
  /** Styles per list filter (`all` and each type): how the gateway answers pages past the last. */
  totals: Record<string, number>;
  /** Public URL (path + canonical query) → its file inside dist/. */
  routes: Record<string, RouteEntry>;
  /** Retired slug → surviving slug: their URLs answer 301 (responses/redirects.ts). */
  redirects: Redirects;
}

export interface RouteEntry {
  file: string;
  /** Strong ETag of the identity bytes; a compressed variant's ETag adds `-br` or `-gzip` inside the quotes. */
  etag: string;
  /** Precompressed siblings (`<file>.br`, `<file>.gz`) that exist, best first. */
  encodings: EncodingName[];
}

export const MANIFEST_PATH = 'manifest.json';
export const SEARCH_INDEX_PATH = 'search/index.json';
export const SEARCH_STYLES_PATH = 'search/styles.json';

export type BuildResult = { ok: true; files: OutputFile[]; manifest: Manifest } | { ok: false; problems: Problem[] };

/** Fails, as eleventy does, when two outputs would land on one path or answer one URL. */
function collisions(files: readonly OutputFile[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    for (const key of [`path ${file.path}`, ...(file.url ? [`URL ${file.url}`] : [])]) {
      if (seen.has(key)) problems.push({ file: file.path, line: 1, code: 'OUTPUT_COLLISION', message: `two outputs share the ${key}` });
      seen.add(key);
    }
  }
  return problems;
}

export function buildSite(sources: readonly SourceDocument[], options: BuildOptions): BuildResult {
  const retired = options.retired ?? [];
  const library = validateLibrary(sources, { retired });
  if (!library.ok) return library;
  const { styles } = library;
  const summaries = styles.map((style) => toSummary(style, options.baseUrl));
  const covers = styles.map(drawCover);

  const files: OutputFile[] = [
    ...renderListPages(summaries),
    ...styles.flatMap((style) => [renderStyleDetail(style, options.baseUrl), renderStyleToken(style), renderStyleContent(style)]),
    ...styles.flatMap(renderStyleExports),
    ...covers.map((cover) => ({ url: coverPath(cover.slug), path: coverPath(cover.slug).slice(1), body: coverSvg(cover) })),
    { url: '/openapi.json', path: 'openapi.json', body: JSON.stringify(buildOpenApi(options), null, 2) },
    renderServerCard(options.baseUrl),
    ...renderPortal({ baseUrl: options.baseUrl, styles: summaries, covers, assets: options.portalAssets }),
    ...styles.flatMap((style) => renderPreviewFiles(style)),
    { url: null, path: SEARCH_INDEX_PATH, body: json(buildSearchIndex(summaries)) },
    { url: null, path: SEARCH_STYLES_PATH, body: json(summaries) },
    { url: null, path: NGINX_MAPS_PATH, body: nginxMaps() },
    { url: null, path: NGINX_LOCATIONS_PATH, body: nginxLocations(redirectsOf(retired)) },
    { url: null, path: NGINX_SERVER_PATH, body: nginxServer() },
    { url: null, path: '_redirects', body: redirectsFile(redirectsOf(retired)) },
    { url: null, path: '_headers', body: headersFile() },
  ];
  const problems = collisions(files);
  if (problems.length > 0) return { ok: false, problems };

  const routes: Record<string, RouteEntry> = {};
  for (const f of files) {
    if (f.url === null) continue;
    routes[f.url] = { file: f.path, etag: etagOf(f.body), encodings: isCompressible(f) ? ENCODINGS.map((e) => e.name) : [] };
  }
  const redirects = redirectsOf(retired);
  const manifest: Manifest = { apiVersion: API_VERSION, baseUrl: options.baseUrl, totals: listTotals(summaries), routes, redirects };
  files.push(...compressedVariants(files));
  files.push({ url: null, path: MANIFEST_PATH, body: JSON.stringify(manifest, null, 1) });
  return { ok: true, files, manifest };
}
