/** Gateway settings, read from the environment once at start into a frozen object (README: Configuration). */
import { readBuildConfig, type BuildConfig, type Budgets } from '../generator/build-config';

/** The build's settings (the budgets read by the build's one definition, BUDGETS), and the gateway's own. */
export interface GatewayConfig extends Omit<BuildConfig, keyof Budgets>, Budgets {
  port: number;
  host: string;
  /** Express `trust proxy` value: false (use the socket address), a hop count, or a list of trusted proxies. */
  trustProxy: boolean | number | string;
  /** Redis for shared rate-limit counters across replicas; null keeps them in this process. */
  redisUrl: string | null;
  logLevel: LogLevel;
  /** LOG_FORMAT: `auto` (pretty lines in a terminal, JSON lines otherwise), `json` or `pretty` (logger.ts). */
  logFormat: LogFormat;
  /** Memory for hot responses read from dist/ (RESPONSE_CACHE_MB). */
  cacheBytes: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || (n === 0 && !allowZero)) throw new ConfigError(`${name} must be a positive integer; got ${JSON.stringify(raw)}`);
  return n;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || /^(off|false|no|0)$/i.test(raw)) return false;
  if (/^(on|true|yes)$/i.test(raw)) return true;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  // Otherwise a comma-separated list of addresses, subnets or names Express understands (loopback, uniquelocal…).
  return raw;
}

function redisUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL; got ${JSON.stringify(raw)}`);
  return raw;
}

function logLevel(raw: string | undefined): LogLevel {
  if (!raw) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got ${JSON.stringify(raw)}`);
  return raw as LogLevel;
}

function logFormat(raw: string | undefined): LogFormat {
  if (!raw) return 'auto';
  if (!(LOG_FORMATS as readonly string[]).includes(raw)) throw new ConfigError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}; got ${JSON.stringify(raw)}`);
  return raw as LogFormat;
}

/** Reads PORT, HOST, BASE_URL, RATE_LIMIT_API_PER_MIN, RATE_LIMIT_PAGES_PER_MIN, RATE_LIMIT_ASSETS_PER_MIN, TRUST_PROXY, REDIS_URL, LOG_LEVEL, LOG_FORMAT, RESPONSE_CACHE_MB, DIST_DIR, DATA_DIR. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = positiveInt(env, 'PORT', 3000, { allowZero: true });
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535; got ${port}`);
  let build: BuildConfig & Budgets;
  try {
    build = readBuildConfig({ ...env, PORT: String(port) });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return Object.freeze({
    ...build,
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: redisUrl(env.REDIS_URL),
    logLevel: logLevel(env.LOG_LEVEL),
    logFormat: logFormat(env.LOG_FORMAT),
    cacheBytes: positiveInt(env, 'RESPONSE_CACHE_MB', 64, { allowZero: true }) * (1 << 20),
  });
}
