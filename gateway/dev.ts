/**
 * Entry of `npm run dev`: serves like `npm start`, watches data/ and rebuilds on every change.
 * A good build is swapped in without dropping the listener; a bad one is reported (file:line) and
 * the last good library keeps being served.
 */
import fs from 'node:fs';
import { runBuild } from '../generator/build';
import { workerPool } from '../generator/pipeline/worker-pool';
import { createApp } from './app';
import { readConfig } from './config';
import { loadDist } from './dist-store';
import { createLogger } from './logger';
import { createGatewayServer } from './refusals';
import { ensureBuilt } from './server';

const DEBOUNCE_MS = 150;

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  await ensureBuilt(config, logger);
  const store = loadDist(config.distDir, { cacheBytes: config.cacheBytes });
  let app = createApp({ config, store, logger });
  // A large library's rebuilds write on worker threads; kept warm here, an edit does not wait for them to start.
  const writePool = store.search.styles.size >= 1000 ? workerPool(undefined, 'write') : undefined;
  const server = createGatewayServer((req, res) => app(req, res), config.pageRequestsPerMinute, logger);

  let timer: NodeJS.Timeout | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  const rebuild = async () => {
    const started = performance.now();
    const outcome = await runBuild(config, { writePool });
    if (!outcome.ok) {
      for (const message of outcome.messages) logger.error(message);
      logger.warn('build failed: still serving the last good library');
      return;
    }
    // A fresh app also resets the in-memory rate-limit counters, which is what a developer wants.
    app = createApp({ config, store: loadDist(config.distDir, { cacheBytes: config.cacheBytes }), logger });
    const { written, deleted } = outcome.writes;
    logger.info(`rebuilt ${outcome.styles} styles in ${Math.round(performance.now() - started)} ms (${outcome.rendered} changed; ${written} files written, ${deleted} deleted)`);
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
  fs.watch(config.dataDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(schedule, DEBOUNCE_MS);
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`dev server watching ${config.dataDir}; listening on http://${config.host}:${port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('SIGINT', () => process.exit(0));
}

await main();
