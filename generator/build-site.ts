/**
 * The whole build as a pure function: sources in, every file of dist/ out (or every problem).
 * Nothing here touches the disk; write-dist.ts does.
 */
import { API_VERSION, buildOpenApi } from './contract/openapi';
import { renderCover } from './covers/render-cover';
import type { Problem } from './documents/problem';
import type { SourceDocument } from './documents/read-sources';
import { validateLibrary } from './documents/validate-library';
import { listTotals, renderListPages } from './responses/list-pages';
import { json, type OutputFile } from './responses/output-file';
import { renderStyleContent, renderStyleDetail, renderStyleToken } from './responses/style-files';
import { coverPath, toSummary } from './responses/style-summary';
import { buildSearchIndex } from './search/index-definition';

export interface BuildOptions {
  /** Public base URL without a trailing slash, for absolute links (cover URLs, OpenAPI servers). */
  baseUrl: string;
}

/** dist/manifest.json: maps each public URL to its file, for the gateway and for static-host rewrites. */
export interface Manifest {
  apiVersion: string;
  baseUrl: string;
  /** Styles per list filter (`all` and each type): how the gateway answers pages past the last. */
  totals: Record<string, number>;
  /** Public URL (path + canonical query) → file path inside dist/. */
  routes: Record<string, string>;
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
  const library = validateLibrary(sources);
  if (!library.ok) return library;
  const { styles } = library;
  const summaries = styles.map((style) => toSummary(style, options.baseUrl));

  const files: OutputFile[] = [
    ...renderListPages(summaries),
    ...styles.flatMap((style) => [renderStyleDetail(style, options.baseUrl), renderStyleToken(style), renderStyleContent(style)]),
    ...styles.map((style) => ({ url: coverPath(style.slug), path: coverPath(style.slug).slice(1), body: renderCover(style) })),
    { url: '/openapi.json', path: 'openapi.json', body: JSON.stringify(buildOpenApi(options), null, 2) },
    { url: null, path: SEARCH_INDEX_PATH, body: json(buildSearchIndex(summaries)) },
    { url: null, path: SEARCH_STYLES_PATH, body: json(summaries) },
  ];
  const problems = collisions(files);
  if (problems.length > 0) return { ok: false, problems };

  const manifest: Manifest = {
    apiVersion: API_VERSION,
    baseUrl: options.baseUrl,
    totals: listTotals(summaries),
    routes: Object.fromEntries(files.filter((f) => f.url !== null).map((f) => [f.url, f.path])),
  };
  files.push({ url: null, path: MANIFEST_PATH, body: JSON.stringify(manifest, null, 1) });
  return { ok: true, files, manifest };
}
