/**
 * Entry of `npm run dev`: serves like `npm start`, watches data/ and rebuilds on every change.
 * A good build is swapped in without dropping the listener; a bad one is reported (file:line) and
 * the last good library keeps being served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runBuild } from '../generator/build';
import type { BuildConfig } from '../generator/build-config';
import { readCacheMemo } from '../generator/pipeline/build-cache';
import { processDocument } from '../generator/pipeline/document-stage';
import { workerPool } from '../generator/pipeline/worker-pool';
import { createApp } from './app';
import { buildGate } from './build-gate';
import { readConfig } from './config';
import { loadDist } from './dist-store';
import { createLogger } from './logger';
import { createGatewayServer } from './refusals';
import { ensureBuilt } from './server';
import { whereToGo } from './start-messages';

/** Long enough to take an editor's save (a write and a rename, or a truncate and a write) as one change. */
const DEBOUNCE_MS = 50;

/**
 * Renders one document and throws the result away: the first document a process renders costs about five
 * times the next (the linter's and exporters' first runs, font and glyph caches), so the first edit does not pay it.
 */
function warmDocumentStage(config: Pick<BuildConfig, 'dataDir' | 'baseUrl'>): void {
  const dir = path.join(config.dataDir, 'styles');
  const name = fs.readdirSync(dir).find((f) => f.endsWith('.md'));
  if (!name) return;
  const full = path.join(dir, name);
  processDocument({ file: path.relative(process.cwd(), full), slug: name.slice(0, -3), text: fs.readFileSync(full, 'utf8'), syncedAt: new Date(0).toISOString() }, config.baseUrl, 'warm-up');
}

/**
 * Calls `changed` on any change under `root`, watching each of its folders on its own (new ones as they appear);
 * returns what stops watching. Not `fs.watch(root, { recursive: true })`: on Linux, Node 20's recursive watch
 * stops reporting a file once it has been saved by a rename (sed -i, vim, most editors' safe save), so the second
 * such save went unnoticed; a folder's own watch sees every rename into it.
 */
function watchTree(root: string, changed: () => void): () => void {
  const watchers = new Map<string, fs.FSWatcher>();
  const watch = (dir: string) => {
    if (watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => {
        if (name) {
          const entry = path.join(dir, name.toString());
          if (fs.statSync(entry, { throwIfNoEntry: false })?.isDirectory()) watch(entry);
        }
        changed();
      });
    } catch {
      return; // gone before it could be watched
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) watch(path.join(dir, entry.name));
  };
  watch(root);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  await ensureBuilt(config, logger, 'warn');
  let store = loadDist(config.distDir, { cacheBytes: config.cacheBytes });
  let app = createApp({ config, store, logger });
  // A large library's rebuilds write on worker threads; kept warm here, an edit does not wait for them to start.
  const writePool = store.search.styles.size >= 1000 ? workerPool(undefined, 'write') : undefined;
  // The cache entries stay in memory, read once now: an edit does not read every document's back.
  const memo = readCacheMemo(config.distDir);
  warmDocumentStage(config);
  const gate = buildGate();
  const server = createGatewayServer((req, res) => gate.pass(store.pathOf(req.url ?? '/'), () => app(req, res)), config, logger);

  let timer: NodeJS.Timeout | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  const rebuild = async () => {
    const started = performance.now();
    logger.info(`a change under ${config.dataDir}: rebuilding`);
    // The edited style's own files are served as soon as they are in place; the rest when the build is done.
    gate.close();
    try {
      const outcome = await runBuild(config, {
        writePool,
        memo,
        // An edited document is served as it is while it is being written; npm run build and npm run check still fail it.
        unversioned: 'warn',
        onDocumentFiles: (paths) => {
          store.forget(paths);
          gate.release(paths);
        },
      });
      if (!outcome.ok) {
        for (const message of outcome.messages) logger.error(message);
        logger.warn('build failed: still serving the last good library');
        return;
      }
      // A fresh app also resets the in-memory rate-limit counters, which is what a developer wants.
      store = loadDist(config.distDir, { cacheBytes: config.cacheBytes });
      app = createApp({ config, store, logger });
      for (const warning of outcome.warnings) logger.warn(warning);
      const { written, deleted } = outcome.writes;
      logger.info(`rebuilt ${outcome.styles} styles in ${Math.round(performance.now() - started)} ms (${outcome.rendered} changed; ${written} files written, ${deleted} deleted)`);
    } finally {
      gate.open();
    }
  };
  /** One build at a time; changes during a build start one more when it ends. */
  const schedule = () => {
    if (building) return void (again = true);
    building = rebuild().finally(() => {
      building = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  const unwatch = watchTree(config.dataDir, () => {
    clearTimeout(timer);
    timer = setTimeout(schedule, DEBOUNCE_MS);
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`dev server watching ${config.dataDir}; listening on http://${config.host}:${port}`);
    for (const line of whereToGo(config.baseUrl)) logger.info(line);
  });
  // A rebuild in progress is let finish before the process exits: one stopped half way leaves its staging folder
  // and a cache that vouches for nothing, so the next start would remake every library file. A second signal
  // exits at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    unwatch();
    clearTimeout(timer);
    again = false;
    if (building) logger.info(`${signal}: stopping once the rebuild in progress is done (${signal} again to stop now)`);
    void Promise.resolve(building).finally(() => server.close(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await main();
