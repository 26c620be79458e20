/**
 * The build's first stage: what it reads before rendering anything. data/retired.yaml, data/versions.json,
 * the build cache and dist/manifest.json of the previous build, and the list of sources, sorted into those
 * the cache proves unchanged and those to render. A build whose cache was made by other code or for another
 * base URL (or has no dist/ to update) has no previous build: every document renders, into an empty dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildConfig } from '../build-config';
import { formatProblem } from '../documents/problem';
import { isRacy, listSources, sameStat, type ListedSource, type SourceDocument } from '../documents/read-sources';
import { readRetired, type RetiredStyle } from '../documents/retired';
import { MANIFEST_PATH, type Manifest } from '../manifest';
import { readVersions, versionKey, versionsPath, type VersionRecord } from '../versions/record';
import { clearCache, markStatsTaken, readCachedDocuments, readLibraryCache, type CacheMemo, type CachedDocument, type LibraryCache } from './build-cache';
import { codeVersion } from './code-version';
import { keyOf } from './key';

/** The previous build, when this one updates its dist/ in place. */
export interface PreviousBuild {
  cache: LibraryCache;
  /** Its dist/manifest.json: its list totals now, the files it named once this build is written. */
  manifest: Manifest;
  /** Whether its library files are what its cache says: false after a build stopped half way (LibraryCache.writing). */
  vouched: boolean;
}

/** A source to render, with its text and key when triage already read it. */
export interface Pending {
  source: ListedSource;
  text?: string;
  key?: string;
}

/** What the later stages start from. */
export interface BuildPlan {
  config: BuildConfig;
  distDir: string;
  code: string;
  retired: readonly RetiredStyle[];
  versions: VersionRecord;
  /** Undefined for a full build. */
  previous?: PreviousBuild;
  /** When this build took its stats, on the file system's clock (build-cache.ts markStatsTaken). */
  statsTakenAt: number;
  listed: readonly ListedSource[];
  /** The previous build's entries of the listed documents (none on a full build). */
  cached: ReadonlyMap<string, CachedDocument>;
  /** How many lines the build cache's documents.log holds (build-cache.ts compactDocuments). */
  logLines: number;
  /** The documents to render. */
  pending: Pending[];
  /** Unchanged documents whose cache entry needs its new stat or sync time. */
  restat: readonly ListedSource[];
  /** Slugs the previous build had and the sources no longer have. */
  removedSlugs: readonly string[];
  /** A document's cache key from its text. */
  documentKeyOf(source: ListedSource, text: string): string;
}

/** A document's cache key: what its files depend on (its version entry included: a new version rewrites its files). */
const documentKey = (source: Pick<SourceDocument, 'syncedAt' | 'text'>, version: string, baseUrl: string, code: string) => keyOf(code, baseUrl, source.syncedAt, version, source.text);

/**
 * Sorts the sources into those the cache proves unchanged and those to render. A source whose stat and
 * sync time match the cache's (and were not racy) is not read; one whose stat moved is read and hashed,
 * and renders only if its key changed.
 */
function triage(
  listed: readonly ListedSource[],
  cached: ReadonlyMap<string, CachedDocument>,
  statsTakenAt: number,
  keyOfText: (s: ListedSource, text: string) => string,
  versionKeyOf: (slug: string) => string,
) {
  const pending: Pending[] = [];
  const restat: ListedSource[] = [];
  for (const source of listed) {
    const entry = cached.get(source.slug);
    if (entry && entry.syncedAt === source.syncedAt && entry.digest.versionKey === versionKeyOf(source.slug) && sameStat(entry.stat, source.stat) && !isRacy(entry.stat, statsTakenAt)) continue;
    if (!entry) {
      pending.push({ source });
      continue;
    }
    const text = fs.readFileSync(source.path, 'utf8');
    const key = keyOfText(source, text);
    if (key === entry.digest.key && entry.digest.versionKey === versionKeyOf(source.slug)) restat.push(source);
    else pending.push({ source, text, key });
  }
  return { pending, restat };
}

/**
 * Reads what the build starts from; a full build clears the cache first. `memo` (npm run dev) loses the
 * entries another process wrote since its last build.
 */
export function readStage(config: BuildConfig, memo?: CacheMemo): { ok: true; plan: BuildPlan } | { ok: false; messages: string[] } {
  const code = codeVersion();
  const distDir = path.resolve(config.distDir);
  const retiredRead = readRetired(config.dataDir);
  if (!retiredRead.ok) return { ok: false, messages: retiredRead.problems.map(formatProblem) };
  let versions: VersionRecord;
  try {
    versions = readVersions(config.dataDir);
  } catch (error) {
    return { ok: false, messages: [`${path.relative(process.cwd(), versionsPath(config.dataDir))}:1: not a version record: ${(error as Error).message}`] };
  }
  const cache = readLibraryCache(distDir);
  const manifestFile = path.join(distDir, MANIFEST_PATH);
  const full = !cache || cache.codeVersion !== code || cache.baseUrl !== config.baseUrl || !fs.existsSync(manifestFile);
  const previous: PreviousBuild | undefined = full ? undefined : { cache, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest, vouched: cache.writing !== true };
  if (!previous) clearCache(distDir);
  // Before any stat, on the file system's clock: a file changed from now on is racy for the next build.
  const statsTakenAt = markStatsTaken(distDir);
  const listed = listSources(path.join(config.dataDir, 'styles'));
  const cached = new Map<string, CachedDocument>();
  // Entries another process wrote since (or a full build cleared) are read from disk again.
  if (memo && (!previous || memo.buildId === undefined || memo.buildId !== previous.cache.buildId)) memo.entries.clear();
  let entries: ReadonlyMap<string, CachedDocument> = new Map();
  let logLines = 0;
  if (previous) {
    if (memo && memo.entries.size > 0) {
      entries = memo.entries;
      logLines = previous.cache.logLines ?? memo.entries.size;
    } else {
      ({ entries, lines: logLines } = readCachedDocuments(distDir));
    }
    // A build stopped while moving these documents' files in: their entries may describe replaced files.
    const forgotten = new Set(previous.cache.forgotten);
    for (const source of listed) {
      const entry = entries.get(source.slug);
      if (entry && !forgotten.has(source.slug)) cached.set(source.slug, entry);
    }
  }
  const versionKeys = new Map(listed.map((s) => [s.slug, versionKey(versions[s.slug] ?? null)]));
  const documentKeyOf = (source: ListedSource, text: string) => documentKey({ syncedAt: source.syncedAt, text }, versionKeys.get(source.slug)!, config.baseUrl, code);
  const { pending, restat } = triage(listed, cached, previous?.cache.statsTakenAt ?? 0, documentKeyOf, (slug) => versionKeys.get(slug)!);
  const listedSlugs = new Set(listed.map((s) => s.slug));
  const removedSlugs = [...entries.keys()].filter((slug) => !listedSlugs.has(slug));
  return { ok: true, plan: { config, distDir, code, retired: retiredRead.retired, versions, previous, statsTakenAt, listed, cached, logLines, pending, restat, removedSlugs, documentKeyOf } };
}
