/**
 * Entry of `npm run build`: data/ in, dist/ out, streamed and incremental (issue 11), in five stages, one code
 * path for full and incremental builds (issue 34):
 * 1. read (pipeline/read-stage.ts): data/retired.yaml, data/versions.json, the sources, and the previous
 *    build's cache and manifest. A document whose stat and sync time are those the cache recorded is not
 *    even read (issue 22); one whose key (bytes, sync time, version entry, base URL, code version) changed
 *    is pending. Without a previous build of the same code and base URL, every document is pending.
 * 2. documents (pipeline/documents-stage.ts): the pending documents validated and rendered, on worker
 *    threads for large libraries, their files written to a staging directory; then the library rules. On
 *    any problem the staging directory is removed and dist/ is left as it was. Meanwhile the write workers
 *    build the search shards the pending documents' front matter changes (pipeline/shards-ahead.ts).
 * 3. library (pipeline/similar-stage.ts, pipeline/library-stage.ts): similar styles, then the library files
 *    (library/families.ts: lists, search, similar, previews, covers, OpenAPI, server card, llms, portal,
 *    nginx, fonts…), each rendered only where it can have changed.
 * 4. write (pipeline/dist-target.ts): without a previous build the staging directory, which holds
 *    everything, replaces dist/; with one, dist/ was changed in place, and what is no longer produced is
 *    removed. The manifest is written last.
 * 5. cache (pipeline/cache-stage.ts): what the next build needs, written after dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildConfig, type BuildConfig } from './build-config';
import { progressReporter } from './build-progress';
import type { BuildHooks, BuildPhase } from './pipeline/build-hooks';
import { libraryFile } from './pipeline/build-cache';
import { cacheStage } from './pipeline/cache-stage';
import { distTarget, writeStage } from './pipeline/dist-target';
import { documentsStage } from './pipeline/documents-stage';
import { libraryStage } from './pipeline/library-stage';
import { readStage, type BuildPlan } from './pipeline/read-stage';
import { shardsAhead } from './pipeline/shards-ahead';
import { similarStage } from './pipeline/similar-stage';
import { workerBundle } from './pipeline/worker-bundle';
import { inProcess, workerPool, type TaskRunner } from './pipeline/worker-pool';

export type { BuildHooks, BuildProgress } from './pipeline/build-hooks';
// For a caller of the bundled entry (generator/run-build.mjs buildEntry): the bench builds as `npm run build` does.
export { readBuildConfig };

/** Styles from which a build writes its library files on worker threads (BuildHooks.writePoolFrom). */
const WRITE_POOL_FROM = 1000;

export interface WriteStats {
  /** Files written (precompressed siblings included). */
  written: number;
  /** Files removed because nothing produces them any more. */
  deleted: number;
}

export type BuildOutcome =
  | { ok: true; styles: number; rendered: number; full: boolean; writes: WriteStats; warnings: string[] }
  | { ok: false; messages: string[] };

/** Calls onPhase with the time since the previous call. */
function phaseClock(onPhase: BuildHooks['onPhase']): (phase: BuildPhase) => void {
  let mark = performance.now();
  return (phase) => {
    const now = performance.now();
    onPhase?.(phase, now - mark);
    mark = now;
  };
}

/**
 * Write workers for a large library that a previous build left a cache for, started before the read stage:
 * they load their modules (about a second at 10,000 styles) while this thread reads the sources and the
 * cache, rather than while the library stage waits for them (issue 34). A build that turns out to render
 * many documents stops these: its write workers start when its documents are done (taskRunners).
 */
function earlyWritePool(config: BuildConfig, hooks: BuildHooks): TaskRunner | undefined {
  if (hooks.writePool || !fs.existsSync(libraryFile(config.distDir))) return undefined;
  const stylesDir = path.join(config.dataDir, 'styles');
  const sources = fs.existsSync(stylesDir) ? fs.readdirSync(stylesDir).filter((n) => n.endsWith('.md')).length : 0;
  return sources >= (hooks.writePoolFrom ?? WRITE_POOL_FROM) ? workerPool(undefined, 'write') : undefined;
}

/**
 * The task runners: worker threads for documents from `workersFrom` pending ones; and for the library
 * stage's writes of a large library even when few documents changed, since adding a style rewrites every
 * list page of its filters (issue 22): the early pool when there is one, else started now, to load their
 * modules while this thread renders the changed documents.
 */
function taskRunners(plan: BuildPlan, hooks: BuildHooks, early: TaskRunner | undefined) {
  const documentPool = plan.pending.length >= (hooks.workersFrom ?? 200);
  const runner: TaskRunner = documentPool ? workerPool() : inProcess;
  const large = !hooks.writePool && plan.listed.length >= (hooks.writePoolFrom ?? WRITE_POOL_FROM);
  let writePool = large && !documentPool ? (early ?? workerPool(undefined, 'write')) : undefined;
  const unused = early !== writePool ? early?.close() : undefined;
  // Bundled now, so that write workers can start at once when the documents are done.
  if (documentPool && !hooks.writePool) workerBundle('write').catch(() => {});
  return {
    runner,
    /** The write workers known before the documents stage, which can build search shards ahead (shards-ahead.ts). */
    writePool: hooks.writePool ?? writePool,
    /**
     * The library stage's runner, asked for as the documents stage ends. Document workers stop there and write
     * workers take over: theirs are fresh heaps, where the document workers' had grown to their bound (a full
     * build's peak memory is in its library stage, issue 34). They load while this thread finds similar styles.
     */
    writer(): TaskRunner {
      if (hooks.writePool) return hooks.writePool;
      if (!documentPool) return writePool ?? runner;
      void runner.close();
      return (writePool ??= workerPool(undefined, 'write'));
    },
    async close() {
      await Promise.all([runner.close(), writePool?.close(), unused]);
    },
  };
}

export async function runBuild(config: BuildConfig, hooks: BuildHooks = {}): Promise<BuildOutcome> {
  const phase = phaseClock(hooks.onPhase);
  const early = earlyWritePool(config, hooks);
  const read = readStage(config, hooks.memo);
  if (!read.ok) {
    await early?.close();
    return read;
  }
  const { plan } = read;
  const target = distTarget(plan.distDir, plan.previous);
  phase('read');
  const runners = taskRunners(plan, hooks, early);
  try {
    const ahead = await shardsAhead(plan, runners.writePool, hooks.onShardAhead);
    const rendered = await documentsStage(plan, runners.runner, target.staging, hooks);
    if (!rendered.ok) return rendered;
    const { documents } = rendered;
    phase('documents');
    const writer = runners.writer();
    const neighbours = similarStage(plan, documents);
    phase('similar');
    const built = await libraryStage(plan, documents, neighbours, target, writer, ahead, hooks);
    if (!built.ok) return built;
    const { library } = built;
    phase('library');
    const dist = writeStage(plan, library.manifest, target);
    cacheStage(plan, { documents, neighbours, files: library.keys, listOrders: library.listOrders, llmsFull: library.llmsFull }, hooks.memo);
    phase('finish');
    const written = documents.written + library.written + dist.written;
    return { ok: true, styles: documents.digests.length, rendered: plan.pending.length, full: !plan.previous, writes: { written, deleted: dist.deleted }, warnings: documents.warnings };
  } finally {
    await runners.close();
    target.discard();
  }
}

/** `npm run build` (generator/run-build.mjs runs it from a bundle): the build, its figures, its exit code. */
export async function main(): Promise<void> {
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

