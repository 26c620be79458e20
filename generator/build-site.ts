/**
 * The whole build in memory: sources in, every file of dist/ out (or every problem). The same stages as
 * `npm run build` (pipeline/document-stage.ts, library/library-files.ts) without the cache, the worker
 * threads or the disk, for tests and small libraries: 11ty's "build to memory".
 */
import type { Problem } from './documents/problem';
import type { SourceDocument } from './documents/read-sources';
import type { RetiredStyle } from './documents/retired';
import { libraryProblems, sortProblems } from './documents/library-problems';
import { processDocument, type DocumentDigest } from './pipeline/document-stage';
import { libraryFiles } from './library/library-files';
import { MANIFEST_PATH, type Manifest } from './manifest';
import { keyOf } from './pipeline/key';
import type { PortalAssets } from './portal/assets';
import { compressedVariants } from './precompress';
import type { OutputFile } from './responses/output-file';
import { allNeighbours } from './similarity/nearest';
import { collisions } from './library/collisions';

export { MANIFEST_PATH, type Manifest };

export interface BuildOptions {
  /** Public base URL without a trailing slash, for absolute links (cover URLs, OpenAPI servers). */
  baseUrl: string;
  /** The developer portal's static inputs, read by the caller (build.ts) so this stays pure. */
  portalAssets: PortalAssets;
  /** Styles merged into others (data/retired.yaml): their slugs redirect, their ids stay retired. */
  retired?: readonly RetiredStyle[];
}

export type BuildResult = { ok: true; files: OutputFile[]; manifest: Manifest } | { ok: false; problems: Problem[] };

export function buildSite(sources: readonly SourceDocument[], options: BuildOptions): BuildResult {
  const retired = options.retired ?? [];
  const problems: Problem[] = [];
  const rendered: { digest: DocumentDigest; files: OutputFile[] }[] = [];
  for (const source of sources) {
    const result = processDocument(source, options.baseUrl, keyOf(source.text, source.syncedAt, options.baseUrl));
    if (!result.ok) problems.push(...result.problems);
    else rendered.push(result);
  }
  // Id order, whatever order the sources came in: the output is deterministic.
  rendered.sort((a, b) => a.digest.summary.id - b.digest.summary.id);
  const digests = rendered.map((r) => r.digest);
  const files = rendered.flatMap((r) => r.files);
  problems.push(...libraryProblems(digests.map((d) => ({ file: d.file, slug: d.summary.slug, id: d.summary.id, idLine: d.idLine })), { retired }));
  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };

  const bySlug = new Map(digests.map((d) => [d.summary.slug, d]));
  const texts = new Map(sources.map((s) => [s.slug, s.text]));
  const library = libraryFiles({
    digests,
    baseUrl: options.baseUrl,
    portalAssets: options.portalAssets,
    retired,
    neighbours: allNeighbours(new Map(digests.map((d) => [d.summary.slug, d.features]))),
    documentBytes: (slug) => Buffer.from(texts.get(slug)!),
    coverElements: (slug) => bySlug.get(slug)!.cover,
  });
  for (const file of library) files.push({ url: file.url, path: file.path, body: file.body() });
  const clashes = collisions(files);
  if (clashes.length > 0) return { ok: false, problems: clashes };
  const manifest = JSON.parse(String(files.find((f) => f.path === MANIFEST_PATH)!.body)) as Manifest;
  return { ok: true, files: [...files, ...compressedVariants(files)], manifest };
}
