/**
 * The library stage's writes: every library file whose bytes can have changed, rendered and compressed in
 * batches on the task runner (worker threads for large libraries), the rest skipped on the previous build's
 * word. The manifest is held back for the write stage, which writes it last.
 */
import type { Problem } from '../documents/problem';
import { collisions } from '../library/collisions';
import type { LibraryFile } from '../library/library-file';
import { MANIFEST_PATH } from '../manifest';
import { precompressedOf } from '../precompress';
import { breathe } from './breathe';
import type { BuildHooks } from './build-hooks';
import type { FileToWrite, RenderTask } from './render-task';
import type { TaskRunner } from './worker-pool';
import { inProcess } from './worker-pool';
import { writePieces, type WriteMode } from './writer';

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
/**
 * What a batch holding a search shard weighs when the pool picks a worker: more than every other batch in flight
 * together. The shard's Lunr build is the longest task of an edit (0.6–1.1 s at 1,000 styles); a batch that
 * waited behind it on a tie (a 5 MB llms-full part's gzip, 0.2–0.3 s) came after it on the edit's critical path.
 * A shard built ahead weighs as much (shards-ahead.ts).
 */
export const SHARD_WEIGHT = MAX_BATCHES_IN_FLIGHT + 1;
/** What a rendered file counts for in a batch: a preview renders to about 10 kB; a search shard or the portal's front page is a batch of its own. */
const taskBytes = (task: RenderTask) => (task.kind === 'preview' ? 64 << 10 : WRITE_BATCH_BYTES);

/**
 * Bodies made for one write that own their memory move to the worker instead of being copied: a list page
 * (library/list-pages.ts listPageBody), a body of 1 MB or more (llms-full.txt sent whole). A buffer shared by two files moves once.
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

export interface LibraryWrites {
  written: number;
  /** Keyed file path → the key it was written with (for the build cache). */
  keys: Record<string, string>;
  /** The manifest, not yet written. */
  manifest: LibraryFile;
  /** Library files that would share a path or URL (checked only with `checkClashes`). */
  clashes: Problem[];
}

/** A body rendered ahead of the library stage for a file's path and key (shards-ahead.ts), or undefined. */
export type BodiesAhead = (path: string, key: string | undefined) => Promise<string> | undefined;

export interface LibraryWriteOptions {
  writer: TaskRunner;
  /** Where and how to write (dist-target.ts). */
  root: string;
  mode: WriteMode;
  /** The keys of the files the previous build wrote, when its cache vouches for them. */
  vouchedKeys?: Readonly<Record<string, string>>;
  /** Whether to check that no two files clash (eleventy's check, as buildSite does). */
  checkClashes: boolean;
  /** Bodies rendered ahead of this stage (shards-ahead.ts): used for a file whose key is the one they were made for. */
  ahead?: BodiesAhead;
  onProgress?: BuildHooks['onProgress'];
}

export async function writeLibraryFiles(library: Iterable<LibraryFile>, options: LibraryWriteOptions): Promise<LibraryWrites> {
  const { writer, root, mode, vouchedKeys, checkClashes } = options;
  let written = 0;
  const keys: Record<string, string> = {};
  const produced: { url: string | null; path: string }[] = [];
  let manifest: LibraryFile | undefined;
  let batch: FileToWrite[] = [];
  let batchBytes = 0;
  const writes: Promise<void>[] = [];
  // At most a few batches in flight: bodies wait in memory only until a worker has written them.
  const inFlight = new Set<Promise<void>>();
  // A failed write stops the loop at its next file and fails the build once every batch in flight has settled
  // (not left as a rejection nobody awaits yet, which would end a dev server's process).
  let failure: { error: unknown } | undefined;
  // A batch, or one file whose body is still being rendered ahead (it holds a place in flight meanwhile).
  const dispatch = async (batchOrLater: FileToWrite[] | Promise<FileToWrite[]>) => {
    const run = async () => {
      const files = await batchOrLater;
      const weight = files.some((f) => 'task' in f && f.task.kind === 'search-shard') ? SHARD_WEIGHT : 1;
      return writer.run({ kind: 'files', root, mode, files }, transferable(files), weight);
    };
    const job: Promise<void> = run().then(
      (r) => {
        if (r.kind === 'files') written += r.written;
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
  let done = 0;
  for (const file of library) {
    await breathe();
    if (failure) break;
    if (file.path === MANIFEST_PATH) {
      manifest = file;
      continue;
    }
    if (checkClashes) produced.push({ url: file.url, path: file.path });
    if (file.key) keys[file.path] = file.key;
    options.onProgress?.({ phase: 'library', done: ++done, total: 0 });
    if (vouchedKeys && (file.unchanged || (file.key !== undefined && vouchedKeys[file.path] === file.key))) continue;
    // An incremental write compares the bytes on disk first (writer.ts): an unchanged file is not compressed again.
    // Worker threads render what takes work (render-task.ts); the main thread keeps to joining strings.
    const task = writer !== inProcess ? file.task : undefined;
    const ahead = task?.kind === 'search-shard' ? options.ahead?.(file.path, file.key) : undefined;
    if (task && ahead) {
      // Built ahead for these very inputs: written when it is done, or built here should that have failed.
      await dispatch(ahead.then((body): FileToWrite[] => [{ path: file.path, body }], (): FileToWrite[] => [{ path: file.path, task }]));
    } else if (task) {
      batch.push({ path: file.path, task });
      batchBytes += taskBytes(task);
    } else {
      const laidOut = file.laidOut?.();
      // A file with no compressed sibling to make is written as it is made, never held whole (llms-full.txt).
      if (laidOut && precompressedOf(file.path, laidOut.size).length === 0) {
        written += await writePieces(root, file.path, mode, laidOut.pieces(), () => breathe());
        continue;
      }
      let body = laidOut ? laidOut.body() : file.body();
      // A large string crosses to a worker as bytes it can take over, not as a copy to decode again.
      if (writer !== inProcess && typeof body === 'string' && body.length >= ALONE_BYTES) body = Buffer.from(body);
      const size = Buffer.byteLength(body);
      if (writer !== inProcess && size >= ALONE_BYTES) {
        // A keyed file that got here changed, so there is nothing to compare: its brotli pass can start apart.
        if (size >= SPLIT_BYTES && file.key !== undefined && precompressedOf(file.path, size).some((e) => e.name === 'br')) {
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
  // Document files follow one pattern per slug; library files could clash.
  return { written, keys, manifest: manifest!, clashes: collisions(produced) };
}
