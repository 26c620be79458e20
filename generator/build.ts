/**
 * Entry of `npm run build`: data/ in, dist/ out, streamed and incremental (issue 11).
 *
 * 1. Every document whose key (bytes, sync time, version entry, base URL, code version) changed since the last build is
 *    validated and rendered, on worker threads for large libraries, its files written to a staging
 *    directory; unchanged documents come from the build cache as digests. A document whose stat and sync
 *    time are those the cache recorded is not even read (issue 22).
 * 2. Library rules run; on any problem the staging directory is removed and dist/ is left as it was.
 * 3. The library files (lists, search shards, similar styles, portal…) are rendered only where their key
 *    changed. A full build writes them into the staging directory, which then replaces dist/; an
 *    incremental one moves the staged document files into dist/, writes changed files in place, removes
 *    what is no longer produced, and writes the manifest last.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildConfig, type BuildConfig } from './build-config';
import { progressReporter } from './build-progress';
import { collisions } from './build-site';
import { formatProblem, type Problem } from './documents/problem';
import { isRacy, listSources, sameStat, type ListedSource, type SourceDocument } from './documents/read-sources';
import { readRetired } from './documents/retired';
import { libraryProblems, sortProblems } from './documents/validate-library';
import {
  cachedSlugs,
  clearCache,
  markWriting,
  markStatsTaken,
  readCachedDocument,
  readLibraryCache,
  removeCachedDocument,
  writeCachedDocument,
  writeLibraryCache,
  type CacheMemo,
  type CachedDocument,
  type LibraryCache,
} from './pipeline/build-cache';
import { LLMS_FULL_PATH, type LlmsSections, type PreviousLlmsFull } from './publish/llms-txt';
import { codeVersion } from './pipeline/code-version';
import { encodingsOf } from './precompress';
import type { DocumentDigest } from './pipeline/document-stage';
import { keyOf, libraryFiles, listOrders, MANIFEST_PATH, summaryHash, type LibraryFile, type Manifest } from './pipeline/library-stage';
import type { FileToWrite, RenderTask } from './pipeline/render-task';
import { inProcess, workerPool, type TaskRunner } from './pipeline/worker-pool';
import { moveFile, removeEmptyDirs, removeFile, swapIn, writeFile, writePieces, type WriteMode } from './pipeline/writer';
import { lazyPortalAssets } from './portal/assets';
import { readVersions, versionKey, versionProblem, versionsPath, type VersionRecord } from './versions/record';
import { styleRoutes, listPath } from './responses/routes';
import { LIST_FILTERS } from './responses/list-pages';
import { LIMITS } from './contract/limits';
import { pageCount } from './paging';
import { allNeighbours, sameNeighbours, updateNeighbours } from './similarity/nearest';
import { SPRITE_CHUNK, spriteUrl } from './covers/cover-sprite';

export interface WriteStats {
  /** Files written (precompressed siblings included). */
  written: number;
  /** Files removed because nothing produces them any more. */
  deleted: number;
}

export type BuildOutcome =
  | { ok: true; styles: number; rendered: number; full: boolean; writes: WriteStats; warnings: string[] }
  | { ok: false; messages: string[] };

export interface BuildProgress {
  phase: 'documents' | 'library';
  done: number;
  total: number;
}

export interface BuildHooks {
  onProgress?: (progress: BuildProgress) => void;
  /** Called as each phase ends, with its duration (the scale bench prints them). */
  onPhase?: (phase: 'read' | 'documents' | 'similar' | 'library' | 'finish', ms: number) => void;
  /** Worker threads for documents: from this many changed documents on (default 200), or never with Infinity. */
  workersFrom?: number;
  /** Worker threads for the library stage's writes: from this many styles on (default 1,000), or never with Infinity. */
  writePoolFrom?: number;
  /** Write workers the caller keeps between builds (`npm run dev`), used instead of starting a pool per build. */
  writePool?: TaskRunner;
  /** Cache entries the caller keeps between builds (`npm run dev`), read from memory while they are current. */
  memo?: CacheMemo;
  /**
   * What a document changed since its entry in data/versions.json (or without one) is: a problem that fails the
   * build (the default), or, for `npm run dev` while a document is being edited, a warning in the outcome, the
   * document rendered with the version it had.
   */
  unversioned?: 'fail' | 'warn';
  /** Called on an incremental build with the paths (under dist/) of the document files it has just put in place. */
  onDocumentFiles?: (paths: readonly string[]) => void;
}

/**
 * Files written by one library stage, bodies rendered in batches handed to the task runner: small enough that
 * an edit's hundred-odd list pages spread over every worker.
 */
const WRITE_BATCH_BYTES = 512 << 10;
/** A body this large goes to a worker at once, on its own, rather than waiting in a batch. */
const ALONE_BYTES = 1 << 20;
/** From this size on, a changed file's brotli pass runs on another worker than its gzip pass (llms-full.txt). */
const SPLIT_BYTES = 4 << 20;
const MAX_BATCHES_IN_FLIGHT = 4;
/** What a rendered file counts for in a batch: a preview renders to about 10 kB; a search shard or the portal's front page is a batch of its own. */
const taskBytes = (task: RenderTask) => (task.kind === 'preview' ? 64 << 10 : WRITE_BATCH_BYTES);
/** Documents handed out at once: enough to keep every worker busy, few enough to keep memory flat. */
const DOCUMENTS_IN_FLIGHT = 16;

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The longest a build holds its thread between two turns of the event loop. */
const BREATHE_MS = 25;
let breathed = performance.now();

/**
 * Lets the event loop run (timers, sockets) when the build has held the thread for BREATHE_MS, or now: a
 * gateway sharing the thread (npm run dev) keeps answering while the library stage renders.
 */
async function breathe(now = false): Promise<void> {
  if (!now && performance.now() - breathed < BREATHE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  breathed = performance.now();
}

/** A document's cache key: what its files depend on (its version entry included: a new version rewrites its files). */
const documentKey = (source: Pick<SourceDocument, 'syncedAt' | 'text'>, version: string, baseUrl: string, code: string) => keyOf(code, baseUrl, source.syncedAt, version, source.text);

/** Reads a cover's elements back from dist/ (covers/<slug>.svg: the <svg> line, the <title>, the elements, </svg>). */
function coverFromDist(distDir: string, slug: string): string {
  const lines = fs.readFileSync(path.join(distDir, 'covers', `${slug}.svg`), 'utf8').trimEnd().split('\n');
  return lines.slice(2, -1).join('\n');
}

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

/**
 * Bodies made for one write that own their memory move to the worker instead of being copied: a list page
 * (listPageBody), a body of 1 MB or more (llms-full.txt sent whole). A buffer shared by two files moves once.
 */
const transferable = (files: readonly FileToWrite[]): ArrayBuffer[] => [
  ...new Set(
    files.flatMap((f) =>
      'body' in f && Buffer.isBuffer(f.body) && (f.overwrite === true || f.body.length >= 1 << 20) && f.body.byteOffset === 0 && f.body.byteLength === f.body.buffer.byteLength
        ? [f.body.buffer as ArrayBuffer]
        : [],
    ),
  ),
];

/** A source to render, with its text and key when triage already read it. */
interface Pending {
  source: ListedSource;
  text?: string;
  key?: string;
}

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
  /** Unchanged documents whose cache entry needs its new stat or sync time. */
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

type LlmsLayout = NonNullable<LibraryCache['llmsFull']>;

const llmsLayout = (sections: LlmsSections): LlmsLayout => {
  const entries = [...sections];
  return { first: entries[0]?.[0] ?? null, size: entries.at(-1)?.[1][1] ?? 0, sections: Object.fromEntries(entries) };
};

/**
 * The sections of dist/llms-full.txt a build can copy rather than render again: those of documents it did
 * not render, still first (or still not first), from a file of the size the cache recorded.
 */
function previousLlmsFull(distDir: string, layout: LlmsLayout | undefined, fresh: ReadonlyMap<string, unknown>): PreviousLlmsFull | undefined {
  const file = path.join(distDir, LLMS_FULL_PATH.slice(1));
  if (!layout || fs.statSync(file, { throwIfNoEntry: false })?.size !== layout.size) return undefined;
  return {
    range: (slug, first) => {
      const at = layout.sections[slug];
      return at && !fresh.has(slug) && (layout.first === slug) === first ? at : undefined;
    },
    read: (into, at, start, end) => {
      const fd = fs.openSync(file, 'r');
      try {
        for (let done = 0; done < end - start; ) done += fs.readSync(fd, into, at + done, end - start - done, start + done);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

export async function runBuild(config: BuildConfig, hooks: BuildHooks = {}): Promise<BuildOutcome> {
  let mark = performance.now();
  const phase = (name: Parameters<NonNullable<BuildHooks['onPhase']>>[0]) => {
    const now = performance.now();
    hooks.onPhase?.(name, now - mark);
    mark = now;
  };
  const code = codeVersion();
  const distDir = path.resolve(config.distDir);
  const retiredRead = readRetired(config.dataDir);
  if (!retiredRead.ok) return { ok: false, messages: retiredRead.problems.map(formatProblem) };
  const retired = retiredRead.retired;
  let versions: VersionRecord;
  try {
    versions = readVersions(config.dataDir);
  } catch (error) {
    return { ok: false, messages: [`${path.relative(process.cwd(), versionsPath(config.dataDir))}:1: not a version record: ${(error as Error).message}`] };
  }
  const previous = readLibraryCache(distDir);
  const full = !previous || previous.codeVersion !== code || previous.baseUrl !== config.baseUrl || !fs.existsSync(path.join(distDir, MANIFEST_PATH));
  if (full) clearCache(distDir);
  // Before any stat, on the file system's clock: a file changed from now on is racy for the next build.
  const statsTakenAt = markStatsTaken(distDir);
  const listed = listSources(path.join(config.dataDir, 'styles'));
  const cached = new Map<string, CachedDocument>();
  const memo = hooks.memo;
  // Entries another process wrote since (or a full build cleared) are read from disk again.
  if (memo && (full || memo.buildId === undefined || memo.buildId !== previous?.buildId)) memo.entries.clear();
  if (!full) {
    for (const source of listed) {
      const entry = memo?.entries.get(source.slug) ?? readCachedDocument(distDir, source.slug);
      if (entry) cached.set(source.slug, entry);
    }
  }
  const versionKeys = new Map(listed.map((s) => [s.slug, versionKey(versions[s.slug] ?? null)]));
  const documentKeyOf = (source: ListedSource, text: string) => documentKey({ syncedAt: source.syncedAt, text }, versionKeys.get(source.slug)!, config.baseUrl, code);
  const { pending, restat } = triage(listed, cached, previous?.statsTakenAt ?? 0, documentKeyOf, (slug) => versionKeys.get(slug)!);
  const listedSlugs = new Set(listed.map((s) => s.slug));
  const removedSlugs = full ? [] : cachedSlugs(distDir).filter((slug) => !listedSlugs.has(slug));
  const staging = `${distDir}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });

  phase('read');
  const runner: TaskRunner = pending.length >= (hooks.workersFrom ?? 200) ? workerPool() : inProcess;
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const fresh = new Map<string, DocumentDigest>();
  const stagedPaths: string[] = [];
  let written = 0;
  // The library stage of a large library writes on worker threads even when few documents changed: adding
  // a style rewrites every list page of its filters (issue 22). Started now, the workers load their modules
  // while this thread renders the changed documents.
  const writePool = runner === inProcess && !hooks.writePool && listed.length >= (hooks.writePoolFrom ?? 1000) ? workerPool(undefined, 'write') : undefined;
  try {
    let done = 0;
    await eachLimited(pending, DOCUMENTS_IN_FLIGHT, async (item) => {
      const { file, slug, syncedAt } = item.source;
      const text = item.text ?? fs.readFileSync(item.source.path, 'utf8');
      const key = item.key ?? documentKeyOf(item.source, text);
      item.text = undefined; // handed to the runner: the text is no longer needed here
      // Its bytes against its entry of data/versions.json: a valid document changed without a new version fails the build.
      const version = versions[slug] ?? null;
      const unversioned = versionProblem({ file, slug, text }, version ?? undefined);
      const outcome = await runner.run({ kind: 'document', source: { file, slug, syncedAt, text, version }, baseUrl: config.baseUrl, key, root: staging });
      if (outcome.kind !== 'document') return;
      written += outcome.written;
      if (!outcome.result.ok) problems.push(...outcome.result.problems);
      else {
        if (unversioned && hooks.unversioned !== 'warn') problems.push(unversioned);
        else if (unversioned) warnings.push(formatProblem(unversioned));
        fresh.set(slug, unversioned ? { ...outcome.result.digest, versionKey: 'unversioned' } : outcome.result.digest);
        stagedPaths.push(...outcome.result.paths);
      }
      hooks.onProgress?.({ phase: 'documents', done: ++done, total: pending.length });
    });
    // Cached digests keep their preview data unparsed until a preview page needs it; covers are read from dist/.
    const digests = listed
      .map((s) => fresh.get(s.slug) ?? (cached.has(s.slug) ? (Object.assign(cached.get(s.slug)!.digest, { cover: '' }) as DocumentDigest) : undefined))
      .filter((d): d is DocumentDigest => d !== undefined);
    problems.push(...libraryProblems(digests.map((d) => ({ file: d.file, slug: d.summary.slug, id: d.summary.id, idLine: d.idLine })), { retired }));
    if (problems.length > 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      return { ok: false, messages: sortProblems(problems).map(formatProblem) };
    }
    digests.sort((a, b) => a.summary.id - b.summary.id);
    const writer = runner !== inProcess ? runner : (hooks.writePool ?? writePool ?? runner);
    phase('documents');

    // Similar styles: from scratch on a full build; otherwise only the styles a change can affect.
    const vectors = new Map(digests.map((d) => [d.summary.slug, d.features]));
    const previousNeighbours = new Map([...cached].map(([slug, entry]) => [slug, entry.neighbours]));
    const neighbours = full ? allNeighbours(vectors) : updateNeighbours(vectors, previousNeighbours, new Set([...fresh.keys(), ...removedSlugs]));

    phase('similar');
    const live = full ? staging : distDir;
    const mode: WriteMode = full ? 'fresh' : 'atomic';
    // An interrupted build's files are not what the cache says (LibraryCache.writing): make and compare every one.
    const vouched = !full && previous!.writing !== true;
    // The previous build's manifest: its list totals now, the files it named once this build is written.
    const previousManifest = full ? undefined : (JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest);
    let llmsFull = vouched ? previous!.llmsFull : undefined;
    // Library files' paths follow from the code, the slugs and the list totals: when every filter lists the
    // same styles in the same order as in the previous build, which was checked, they cannot clash.
    const orders = listOrders(digests);
    const checkClashes = !vouched || JSON.stringify(orders) !== JSON.stringify(previous!.listOrders);
    const library = libraryFiles({
      digests,
      baseUrl: config.baseUrl,
      portalAssets: lazyPortalAssets(),
      retired,
      neighbours,
      // Read back when needed rather than held: a large library's texts and covers need not stay in memory.
      documentBytes: (slug) => fs.readFileSync(path.join(config.dataDir, 'styles', `${slug}.md`)),
      // Every cover is on disk by now: fresh ones in the staging directory (full build) or moved into dist/.
      coverElements: (slug) => coverFromDist(live, slug),
      apiPerMinute: config.apiRequestsPerMinute,
      pagesPerMinute: config.pageRequestsPerMinute,
      assetsPerMinute: config.assetRequestsPerMinute,
      llmsFull: { previous: previousLlmsFull(distDir, llmsFull, fresh), rendered: (sections) => (llmsFull = llmsLayout(sections)) },
      previous: !vouched
        ? undefined
        : {
            summaries: new Map([...cached].map(([slug, entry]) => [slug, entry.summaryHash])),
            previewKeys: new Map([...cached].map(([slug, entry]) => [slug, entry.digest.previewKey])),
            neighbours: previousNeighbours,
            listOrders: previous!.listOrders,
            totals: previousManifest!.totals,
          },
      listOrders: orders,
      // Without a clash check, nothing needs the files the previous build proves unchanged.
      omitUnchanged: !checkClashes,
    });

    // Documents first: staged files move into dist/ before any page links to them.
    if (!full) {
      // From here dist/ changes in place. A build stopped half way leaves a cache that vouches for no library
      // file, and no entry for the documents whose files it moved in: the next build makes and compares them all.
      markWriting(distDir, previous!);
      for (const slug of fresh.keys()) removeCachedDocument(distDir, slug);
      for (const file of stagedPaths) written += moveFile(staging, distDir, file);
      hooks.onDocumentFiles?.(stagedPaths);
      // A server on this thread (npm run dev) answers with them now, not once the library stage is done.
      await breathe(true);
    }

    const keysWritten: Record<string, string> = {};
    const produced: { url: string | null; path: string }[] = [];
    let manifestFile: LibraryFile | undefined;
    let batch: FileToWrite[] = [];
    let batchBytes = 0;
    const writes: Promise<void>[] = [];
    // At most a few batches in flight: bodies wait in memory only until a worker has written them.
    const inFlight = new Set<Promise<void>>();
    // A failed write stops the loop at its next file and fails the build once every batch in flight has settled
    // (not left as a rejection nobody awaits yet, which would end a dev server's process).
    let failure: { error: unknown } | undefined;
    const dispatch = async (files: FileToWrite[]) => {
      const job: Promise<void> = writer.run({ kind: 'files', root: live, mode, files }, transferable(files)).then(
        (r) => {
          written += r.written;
          inFlight.delete(job);
        },
        (error: unknown) => {
          failure ??= { error };
          inFlight.delete(job);
        },
      );
      inFlight.add(job);
      writes.push(job);
      if (inFlight.size >= MAX_BATCHES_IN_FLIGHT) await Promise.race(inFlight);
    };
    const flush = async () => {
      if (batch.length === 0) return;
      const files = batch;
      batch = [];
      batchBytes = 0;
      await dispatch(files);
    };
    let libraryDone = 0;
    for (const file of library) {
      await breathe();
      if (failure) break;
      if (file.path === MANIFEST_PATH) {
        manifestFile = file;
        continue;
      }
      if (checkClashes) produced.push({ url: file.url, path: file.path });
      if (file.key) keysWritten[file.path] = file.key;
      hooks.onProgress?.({ phase: 'library', done: ++libraryDone, total: 0 });
      if (vouched && (file.unchanged || (file.key !== undefined && previous!.files[file.path] === file.key))) continue;
      // An incremental write compares the bytes on disk first (writer.ts): an unchanged file is not compressed again.
      // Worker threads render what takes work (render-task.ts); the main thread keeps to joining strings.
      const task = writer !== inProcess ? file.task : undefined;
      if (task) {
        batch.push({ path: file.path, task });
        batchBytes += taskBytes(task);
      } else {
        const laidOut = file.laidOut?.();
        // A file with no compressed sibling to make is written as it is made, never held whole (llms-full.txt).
        if (laidOut && encodingsOf(file.path, laidOut.size).length === 0) {
          written += await writePieces(live, file.path, mode, laidOut.pieces(), () => breathe());
          continue;
        }
        let body = laidOut ? laidOut.body() : file.body();
        // A large string crosses to a worker as bytes it can take over, not as a copy to decode again.
        if (writer !== inProcess && typeof body === 'string' && body.length >= ALONE_BYTES) body = Buffer.from(body);
        const size = Buffer.byteLength(body);
        if (writer !== inProcess && size >= ALONE_BYTES) {
          // A keyed file that got here changed, so there is nothing to compare: its brotli pass can start apart.
          if (size >= SPLIT_BYTES && file.key !== undefined && encodingsOf(file.path, size).some((e) => e.name === 'br')) {
            await dispatch([{ path: file.path, body: Buffer.from(body), parts: ['.br'] }]);
            await dispatch([{ path: file.path, body, parts: ['', '.gz'] }]);
          } else await dispatch([{ path: file.path, body }]);
          continue;
        }
        batch.push(file.overwrite ? { path: file.path, body, overwrite: true, differs: file.differs } : { path: file.path, body });
        batchBytes += size;
      }
      if (batchBytes >= WRITE_BATCH_BYTES) await flush();
    }
    if (!failure) await flush();
    await Promise.all(writes);
    if (failure) throw failure.error;

    // Document files follow one pattern per slug; library files could clash (eleventy's check, as buildSite does).
    const clashes = collisions(produced);
    if (clashes.length > 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      return { ok: false, messages: clashes.map(formatProblem) };
    }

    phase('library');
    const manifestBody = manifestFile!.body();
    const manifest = JSON.parse(String(manifestBody)) as Manifest;
    let deleted = 0;
    if (full) {
      written += writeFile(staging, MANIFEST_PATH, manifestBody, 'fresh');
      swapIn(staging, distDir);
    } else {
      // What is no longer produced: a removed style's files, pages past the new last page, dropped shards and sprites.
      const old = previousManifest!;
      const removed: string[] = [];
      const remove = (file: string) => {
        const count = removeFile(distDir, file);
        if (count > 0) removed.push(file);
        deleted += count;
      };
      for (const slug of removedSlugs) for (const route of styleRoutes(slug)) remove(route.path);
      if (JSON.stringify(old.totals) !== JSON.stringify(manifest.totals)) {
        const pages = listPaths(manifest.totals);
        for (const page of listPaths(old.totals)) if (!pages.has(page)) remove(page);
      }
      for (const shard of old.search?.shards ?? []) if (!manifest.search.shards.includes(shard)) remove(shard);
      // Fixed routes no longer produced (a font file no style needs any more).
      for (const [url, file] of Object.entries(old.routes)) if (!(url in manifest.routes)) remove(file);
      const previousCount = cached.size + removedSlugs.length;
      for (let chunk = Math.ceil(digests.length / SPRITE_CHUNK); chunk * SPRITE_CHUNK < previousCount; chunk++) remove(spriteUrl(chunk).slice(1));
      removeEmptyDirs(distDir, removed);
      // Last, so a reader that sees the new manifest finds every file it names.
      written += writeFile(distDir, MANIFEST_PATH, manifestBody, 'atomic');
      fs.rmSync(staging, { recursive: true, force: true });
    }

    // The cache, after dist/: only the documents whose entry changed are written.
    const bySource = new Map(listed.map((s) => [s.slug, s]));
    const restatted = new Set(restat.map((s) => s.slug));
    for (const digest of digests) {
      const slug = digest.summary.slug;
      const entry = cached.get(slug);
      const own = neighbours.get(slug) ?? [];
      const moved = entry === undefined || fresh.has(slug) || restatted.has(slug) || !sameNeighbours(entry.neighbours, own);
      if (!moved) continue;
      const { cover: _cover, ...rest } = digest;
      const source = bySource.get(slug)!;
      const updated = { stat: source.stat, syncedAt: source.syncedAt, summaryHash: summaryHash(digest.summary), digest: rest, neighbours: own };
      writeCachedDocument(distDir, updated);
      memo?.entries.set(slug, updated);
    }
    for (const slug of removedSlugs) removeCachedDocument(distDir, slug);
    const buildId = randomUUID();
    writeLibraryCache(distDir, { format: 2, codeVersion: code, baseUrl: config.baseUrl, statsTakenAt, files: keysWritten, listOrders: orders, llmsFull, buildId });
    if (memo) {
      for (const slug of removedSlugs) memo.entries.delete(slug);
      for (const [slug, entry] of cached) if (!memo.entries.has(slug)) memo.entries.set(slug, entry);
      memo.buildId = buildId;
    }
    phase('finish');
    return { ok: true, styles: digests.length, rendered: pending.length, full, writes: { written, deleted }, warnings };
  } finally {
    await runner.close();
    await writePool?.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let config: BuildConfig;
  try {
    config = readBuildConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const started = performance.now();
  const outcome = await runBuild(config, { onProgress: progressReporter((line) => console.error(`  ${line}`)) });
  if (!outcome.ok) {
    for (const message of outcome.messages) console.error(message);
    console.error(`Build failed: ${outcome.messages.length} problem(s); ${path.relative(process.cwd(), config.distDir) || config.distDir} was left as it was.`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  const { written, deleted } = outcome.writes;
  console.log(
    `Built ${outcome.styles} styles into ${config.distDir} in ${ms} ms (${outcome.full ? 'full build' : `${outcome.rendered} document(s) changed`}): ${written} files written, ${deleted} deleted.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

