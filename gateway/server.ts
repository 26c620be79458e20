/** Entry of `npm start`: reads config, builds dist/ when stale, listens, and drains on SIGTERM. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuild } from '../generator/build';
import { staleReason } from '../generator/freshness';
import { createApp } from './app';
import { ConfigError, readConfig, type GatewayConfig } from './config';
import { loadDist } from './dist-store';

const GENERATOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'generator');

function ensureBuilt(config: GatewayConfig): void {
  const reason = staleReason(config, GENERATOR_DIR);
  if (reason === null) return;
  console.log(`[gateway] building dist/: ${reason}`);
  const outcome = runBuild(config);
  if (!outcome.ok) {
    for (const message of outcome.messages) console.error(message);
    throw new Error('the build failed; fix the documents above');
  }
}

function main(): void {
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
  ensureBuilt(config);
  const started = performance.now();
  const store = loadDist(config.distDir);
  const loadMs = Math.round(performance.now() - started);
  const server = createApp({ config, store }).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`[gateway] ${store.files.size} responses loaded in ${loadMs} ms; listening on http://${config.host}:${port} (public ${config.baseUrl})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[gateway] ${signal}: finishing in-flight requests`);
    // close() stops accepting and waits for active requests; idle keep-alive sockets are closed now.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
