/**
 * What the previous build made, kept beside dist/ (in `<dist>.cache/`, never published), one file per
 * document so an edit reads the stats it needs and rewrites only what it changed (issue 22):
 * - `docs/<slug>.json`: the source's stat and sync time, the document's digest and its similar styles. Line
 *   one is that JSON without the preview data; line two is the preview data, parsed only when a preview
 *   page is rendered again.
 * - `library.json`: the code version and base URL it was built with, when the stats were taken, the keys
 *   of the keyed library files, the order of every list filter and where each style lies in llms-full.txt.
 * - `stats-taken`: an empty file touched as a build starts, to read the file system's clock.
 * A different code version or base URL discards everything; a missing or unreadable document file makes
 * that document render again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceStat } from '../documents/read-sources';
import type { KeyedNeighbour } from '../similarity/nearest';
import type { DocumentDigest } from './document-stage';

export interface LibraryCache {
  format: 2;
  codeVersion: string;
  baseUrl: string;
  /** When the build that wrote this cache took its stats, on the file system's clock (markStatsTaken): see isRacy. */
  statsTakenAt: number;
  /** Keyed library file path → the key it was written with. */
  files: Record<string, string>;
  /** Per list filter, the key of its order (library/library-context.ts listOrders). */
  listOrders: Record<string, string>;
  /**
   * Per file of complete documents (dist/llms-full.txt, or its parts in a split library: publish/llms-txt.ts),
   * where each style's section lies, the file's size and the slug of the first (it has no leading blank line).
   */
  llmsFull?: Record<string, { first: string | null; size: number; sections: Record<string, readonly [number, number]> }>;
  /** A random id of the build that wrote this cache: a process holding a CacheMemo knows whether it wrote it. */
  buildId?: string;
  /**
   * Set while a build changes dist/ in place (markWriting). Found by the next build, that one stopped half way:
   * some list pages may be half written (writer.ts, 'overwrite'), other files newer than the entries, so the
   * cache vouches for no library file, and every one is made and compared with the bytes on disk.
   */
  writing?: true;
}

/**
 * The document entries a long-lived process (`npm run dev`) keeps between its builds instead of reading them
 * back (at 2,000 styles, about 0.2 s an edit): valid while library.json is the one its last build wrote.
 */
export interface CacheMemo {
  buildId?: string;
  entries: Map<string, CachedDocument>;
}

/** One document as the previous build left it. */
export interface CachedDocument {
  stat: SourceStat;
  syncedAt: string;
  /** The digest; its cover is in dist/covers/, its preview data is read when first used. */
  digest: Omit<DocumentDigest, 'cover'>;
  /** library/library-context.ts summaryHash of the digest's summary. */
  summaryHash: string;
  neighbours: KeyedNeighbour[];
}

export const cacheDir = (distDir: string) => `${path.resolve(distDir)}.cache`;
const libraryFile = (distDir: string) => path.join(cacheDir(distDir), 'library.json');
const documentsDir = (distDir: string) => path.join(cacheDir(distDir), 'docs');
const documentFile = (distDir: string, slug: string) => path.join(documentsDir(distDir), `${slug}.json`);

function writeAtomically(file: string, body: string): void {
  const temporary = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, file);
}

export function readLibraryCache(distDir: string): LibraryCache | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(libraryFile(distDir), 'utf8')) as LibraryCache;
    return cache.format === 2 ? cache : undefined;
  } catch {
    return undefined;
  }
}

/** A document's cache entry, its preview data parsed on first read; undefined when missing or unreadable. */
export function readCachedDocument(distDir: string, slug: string): CachedDocument | undefined {
  let text: string;
  try {
    text = fs.readFileSync(documentFile(distDir, slug), 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  try {
    const entry = JSON.parse(text.slice(0, newline)) as CachedDocument;
    const previewJson = text.slice(newline + 1);
    let preview: DocumentDigest['preview'] | undefined;
    Object.defineProperty(entry.digest, 'preview', {
      get: () => (preview ??= JSON.parse(previewJson) as DocumentDigest['preview']),
      enumerable: true,
    });
    return entry;
  } catch {
    return undefined;
  }
}

export function writeCachedDocument(distDir: string, entry: CachedDocument): void {
  const { preview, ...digest } = entry.digest;
  fs.mkdirSync(documentsDir(distDir), { recursive: true });
  writeAtomically(documentFile(distDir, digest.summary.slug), `${JSON.stringify({ ...entry, digest })}\n${JSON.stringify(preview)}`);
}

/** Every entry of the cache, as a CacheMemo current for it: what `npm run dev` starts from. */
export function readCacheMemo(distDir: string): CacheMemo {
  // The id first: should another build write between, the entries are at least as new as it, and the next
  // build, finding another id, reads them again.
  const buildId = readLibraryCache(distDir)?.buildId;
  const entries = new Map<string, CachedDocument>();
  for (const slug of cachedSlugs(distDir)) {
    const entry = readCachedDocument(distDir, slug);
    if (entry) entries.set(slug, entry);
  }
  return { buildId, entries };
}

/** The slugs the cache holds an entry for (a removed document's files are found through them). */
export function cachedSlugs(distDir: string): string[] {
  try {
    return fs.readdirSync(documentsDir(distDir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length));
  } catch {
    return [];
  }
}

export function removeCachedDocument(distDir: string, slug: string): void {
  fs.rmSync(documentFile(distDir, slug), { force: true });
}

/**
 * Written last, after dist/: every entry describes files already in dist/. A full build clears the cache
 * first, so a build that stops half way leaves no library file and the next one is full again.
 */
export function writeLibraryCache(distDir: string, cache: LibraryCache): void {
  fs.mkdirSync(cacheDir(distDir), { recursive: true });
  writeAtomically(libraryFile(distDir), JSON.stringify(cache));
}

/** Marks the cache while a build changes dist/ in place (LibraryCache.writing); the build's own cache replaces it. */
export function markWriting(distDir: string, previous: LibraryCache): void {
  writeLibraryCache(distDir, { ...previous, files: {}, listOrders: {}, llmsFull: undefined, buildId: undefined, writing: true });
}

/**
 * Touches `<dist>.cache/stats-taken` and returns its modification time: the moment a build starts taking
 * stats, on the clock the file system stamps sources with (coarser than Date.now(), and behind it).
 */
export function markStatsTaken(distDir: string): number {
  const file = path.join(cacheDir(distDir), 'stats-taken');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  return fs.statSync(file).mtimeMs;
}

/** Forgets everything (a full build starts from an empty cache). */
export function clearCache(distDir: string): void {
  fs.rmSync(cacheDir(distDir), { recursive: true, force: true });
}
