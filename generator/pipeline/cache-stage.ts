/**
 * The build's last stage: the cache, written after dist/, so every entry describes files already there. Only
 * the documents whose entry changed (rendered, re-statted, or with other neighbours) are written; the library
 * entry, with a new build id, last.
 */
import { randomUUID } from 'node:crypto';
import { summaryHash } from '../library/library-context';
import type { KeyedNeighbour } from '../similarity/nearest';
import { sameNeighbours } from '../similarity/nearest';
import { removeCachedDocument, writeCachedDocument, writeLibraryCache, type CacheMemo, type LibraryCache } from './build-cache';
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
  for (const digest of documents.digests) {
    const slug = digest.summary.slug;
    const entry = cached.get(slug);
    const own = neighbours.get(slug) ?? [];
    const moved = entry === undefined || documents.fresh.has(slug) || restatted.has(slug) || !sameNeighbours(entry.neighbours, own);
    if (!moved) continue;
    const { cover: _cover, ...rest } = digest;
    const source = bySource.get(slug)!;
    const updated = { stat: source.stat, syncedAt: source.syncedAt, summaryHash: summaryHash(digest.summary), digest: rest, neighbours: own };
    writeCachedDocument(distDir, updated);
    memo?.entries.set(slug, updated);
  }
  for (const slug of removedSlugs) removeCachedDocument(distDir, slug);
  const buildId = randomUUID();
  writeLibraryCache(distDir, { format: 2, codeVersion: plan.code, baseUrl: plan.config.baseUrl, statsTakenAt: plan.statsTakenAt, files, listOrders, llmsFull, buildId });
  if (memo) {
    for (const slug of removedSlugs) memo.entries.delete(slug);
    for (const [slug, entry] of cached) if (!memo.entries.has(slug)) memo.entries.set(slug, entry);
    memo.buildId = buildId;
  }
}
