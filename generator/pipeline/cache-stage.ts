/**
 * The build's last stage: the cache, written after dist/, so every entry describes files already there. Only
 * the documents whose entry changed (rendered, re-statted, or with other neighbours) are appended to the
 * log, with a line for each removed one; the library entry, with a new build id, last.
 */
import { randomUUID } from 'node:crypto';
import { summaryHash } from '../library/library-context';
import type { KeyedNeighbour } from '../similarity/nearest';
import { sameNeighbours } from '../similarity/nearest';
import { cachedDigest, compactDocuments, removeCachedDocuments, writeCachedDocuments, writeLibraryCache, type CacheMemo, type CachedDocument, type LibraryCache } from './build-cache';
import type { RenderedDocuments } from './documents-stage';
import type { BuildPlan } from './read-stage';

export interface CacheInput {
  documents: RenderedDocuments;
  neighbours: ReadonlyMap<string, KeyedNeighbour[]>;
  /** The keys of the keyed library files written. */
  files: Record<string, string>;
  listOrders: Record<string, string>;
  llmsFull: LibraryCache['llmsFull'];
}

export function cacheStage(plan: BuildPlan, { documents, neighbours, files, listOrders, llmsFull }: CacheInput, memo?: CacheMemo): void {
  const { distDir, cached, removedSlugs } = plan;
  const bySource = new Map(plan.listed.map((s) => [s.slug, s]));
  const restatted = new Set(plan.restat.map((s) => s.slug));
  const live = new Map<string, CachedDocument>();
  const changed: CachedDocument[] = [];
  for (const digest of documents.digests) {
    const slug = digest.summary.slug;
    const entry = cached.get(slug);
    const own = neighbours.get(slug) ?? [];
    const moved = entry === undefined || documents.fresh.has(slug) || restatted.has(slug) || !sameNeighbours(entry.neighbours, own);
    if (!moved) {
      live.set(slug, entry);
      continue;
    }
    const source = bySource.get(slug)!;
    const updated = { stat: source.stat, syncedAt: source.syncedAt, summaryHash: summaryHash(digest.summary), digest: cachedDigest(digest), neighbours: own };
    live.set(slug, updated);
    changed.push(updated);
  }
  const appended = writeCachedDocuments(distDir, changed) + removeCachedDocuments(distDir, removedSlugs);
  const logLines = compactDocuments(distDir, plan.logLines + appended, live);
  const buildId = randomUUID();
  writeLibraryCache(distDir, { format: 4, codeVersion: plan.code, baseUrl: plan.config.baseUrl, statsTakenAt: plan.statsTakenAt, files, listOrders, llmsFull, logLines, buildId });
  if (memo) {
    memo.entries.clear();
    for (const [slug, entry] of live) memo.entries.set(slug, entry);
    memo.buildId = buildId;
  }
}
