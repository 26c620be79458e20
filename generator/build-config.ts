/** Build settings from the environment, read once (DATA_DIR, DIST_DIR, BASE_URL). */
import path from 'node:path';

export interface BuildConfig {
  dataDir: string;
  distDir: string;
  baseUrl: string;
}

/** Defaults: ./data, ./dist, and the gateway's default address. */
export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const port = env.PORT ?? '3000';
  return Object.freeze({
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    baseUrl: normalizeBaseUrl(env.BASE_URL ?? `http://localhost:${port}`),
  });
}

/** Validates a base URL (http or https, no query or fragment) and drops a trailing slash. */
export function normalizeBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BASE_URL must be an absolute http(s) URL; got ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`BASE_URL must be an http(s) URL without query or fragment; got ${JSON.stringify(value)}`);
  }
  return url.href.replace(/\/+$/, '');
}
