/** Starts the real gateway (createApp's listener, fast path included) on an ephemeral loopback port. */
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from '../../gateway/app';
import { readConfig, type GatewayConfig } from '../../gateway/config';
import { loadDist, type DistStore } from '../../gateway/dist-store';
import { createLogger } from '../../gateway/logger';
import { createGatewayServer } from '../../gateway/refusals';

export interface RunningGateway {
  url: string;
  config: GatewayConfig;
  store: DistStore;
  close(): Promise<void>;
}

const stores = new Map<string, DistStore>();

/** `env` overrides the environment the gateway would read; rate limits are lifted unless set. */
export async function startGateway(
  distDir: string,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'logger' | 'counters' | 'fastPath'> = {},
): Promise<RunningGateway> {
  const config = readConfig({
    RATE_LIMIT_API_PER_MIN: '1000000',
    RATE_LIMIT_PAGES_PER_MIN: '1000000',
    RATE_LIMIT_ASSETS_PER_MIN: '1000000',
    BASE_URL: 'http://api.test',
    LOG_LEVEL: 'silent',
    ...env,
    DIST_DIR: distDir,
  });
  const store = stores.get(distDir) ?? loadDist(distDir);
  stores.set(distDir, store);
  const logger = options.logger ?? createLogger(config);
  const server = createGatewayServer(createApp({ config, store, ...options, logger }), config, logger).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    store,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      // The app imports the MCP SDK in the background after start-up; let that import finish before the
      // test file's environment is torn down (vitest refuses a module load after teardown).
      await import('../../gateway/mcp/http');
    },
  };
}
