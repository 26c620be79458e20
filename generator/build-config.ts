/** Build settings from the environment, read once (DATA_DIR, DIST_DIR, BASE_URL, RATE_LIMIT_*). */
import path from 'node:path';
import { LIMITS } from './contract/limits';

export interface BuildConfig {
  dataDir: string;
  distDir: string;
  baseUrl: string;
  /** Budgets the generated nginx front enforces (the gateway reads the same variables). */
  apiRequestsPerMinute?: number;
  pageRequestsPerMinute?: number;
}

function perMinute(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new Error(`${name} must be a positive integer; got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** Defaults: ./data, ./dist, and the gateway's default address. */
export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const port = env.PORT ?? '3000';
  return Object.freeze({
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    baseUrl: normalizeBaseUrl(env.BASE_URL ?? `http://localhost:${port}`),
    apiRequestsPerMinute: perMinute(env, 'RATE_LIMIT_API_PER_MIN', LIMITS.API_REQUESTS_PER_MINUTE),
    pageRequestsPerMinute: perMinute(env, 'RATE_LIMIT_PAGES_PER_MIN', LIMITS.PAGE_REQUESTS_PER_MINUTE),
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
