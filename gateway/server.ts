/** Entry of `npm start`: reads config, builds dist/ when stale, listens, and drains on SIGTERM. */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { progressReporter } from '../generator/build-progress';
import { staleReason } from '../generator/freshness';
import { createApp } from './app';
import { ConfigError, readConfig, type GatewayConfig } from './config';
import { loadDist } from './dist-store';
import { createLogger } from './logger';
import { createGatewayServer } from './refusals';
import { listenFailure, whereToGo } from './start-messages';
import type { CounterStores } from './rate-limit';
import type { RedisConnection } from './shared-counters';

export const GENERATOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'generator');

/**
 * Builds dist/ when it is missing or stale, logging its progress; throws when the build fails. `unversioned`:
 * what a document changed since its recorded version is (generator/build.ts), a failure unless `npm run dev` says.
 */
export async function ensureBuilt(config: GatewayConfig, logger: Logger, unversioned: 'fail' | 'warn' = 'fail'): Promise<void> {
  const started = performance.now();
  const reason = staleReason(config, GENERATOR_DIR);
  if (reason === null) {
    logger.info(`dist/ is up to date (checked in ${Math.round(performance.now() - started)} ms)`);
    return;
  }
  logger.info(`building dist/: ${reason}`);
  // Imported only when a build is needed: the generator (fonts, covers) is not part of a serving gateway.
  const { runBuild } = await import('../generator/build');
  const outcome = await runBuild(config, { unversioned, onProgress: progressReporter((line) => logger.info(`building dist/: ${line}`)) });
  if (!outcome.ok) {
    for (const message of outcome.messages) logger.error(message);
    throw new Error('the build failed; fix the documents above');
  }
  for (const warning of outcome.warnings) logger.warn(warning);
  logger.info(`built ${outcome.styles} styles into dist/ in ${Math.round(performance.now() - started)} ms`);
}

/** The error listening on host:port would meet now (EADDRINUSE…), or null: tried before a build, so nobody waits for one in vain. */
function tryListen(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[gateway] configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config);
  // A port in use (or privileged) is one line naming it and PORT, exit 2: a configuration error, not a crash.
  const cannotListen = (error: NodeJS.ErrnoException) => {
    const line = listenFailure(error, config.host, config.port);
    if (line === null) throw error;
    console.error(`[gateway] ${line}`);
    process.exit(2);
  };
  const busy = config.port === 0 ? null : await tryListen(config.host, config.port);
  if (busy) cannotListen(busy);
  await ensureBuilt(config, logger);
  const started = performance.now();
  const store = loadDist(config.distDir, { cacheBytes: config.cacheBytes });
  const loadMs = Math.round(performance.now() - started);
  let redis: RedisConnection | undefined;
  let counters: CounterStores | undefined;
  if (config.redisUrl) {
    // Imported only when configured: the redis client is a large module graph to load on every start.
    const { connectRedis, redisCounters } = await import('./shared-counters');
    const client = connectRedis(config.redisUrl, logger);
    redis = client;
    counters = (budget) => redisCounters(client, budget);
  }
  const server = createGatewayServer(createApp({ config, store, logger, counters }), config, logger);
  // Taken since the check (a build can be long).
  server.once('error', cannotListen);
  server.listen(config.port, config.host, () => {
    server.off('error', cannotListen);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      `ready: ${store.search.styles.size} styles loaded in ${loadMs} ms; rate-limit counters in ${redis ? 'redis' : 'memory'}; ` +
        `listening on http://${config.host}:${port}`,
    );
    for (const line of whereToGo(config.baseUrl)) logger.info(line);
  });

  let stopping = false;
  // While draining, every response closes its connection, so keep-alive clients cannot hold the server open.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests`);
    // close() stops accepting and waits for active requests; idle keep-alive sockets are closed now.
    server.close(() => {
      redis?.destroy();
      logger.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
