/** Build settings from the environment, read once (DATA_DIR, DIST_DIR, BASE_URL, RATE_LIMIT_*). */
import path from 'node:path';
import { LIMITS } from './contract/limits';

/**
 * The rate-limit budgets, each read from its variable with the contract's default: the one definition both
 * the build (which publishes them in openapi.json, llms.txt, the portal and the nginx front) and the gateway
 * (which enforces them) read (issue 31, point 7). A budget added here is published and checked for freshness.
 */
export const BUDGETS = {
  apiRequestsPerMinute: { variable: 'RATE_LIMIT_API_PER_MIN', fallback: LIMITS.API_REQUESTS_PER_MINUTE },
  pageRequestsPerMinute: { variable: 'RATE_LIMIT_PAGES_PER_MIN', fallback: LIMITS.PAGE_REQUESTS_PER_MINUTE },
  /** Stylesheets, scripts, fonts and covers that pages load (contract/budgets.ts, issue 31 point 4). */
  assetRequestsPerMinute: { variable: 'RATE_LIMIT_ASSETS_PER_MIN', fallback: LIMITS.ASSET_REQUESTS_PER_MINUTE },
} as const;

export type Budgets = { readonly [K in keyof typeof BUDGETS]: number };

export interface BuildConfig extends Partial<Budgets> {
  dataDir: string;
  distDir: string;
  baseUrl: string;
  /** Documents one llms-full file holds at most (default LLMS_FULL_MAX_STYLES, publish/llms-txt.ts); tests lower it. */
  llmsFullMaxStyles?: number;
}

const BUDGET_KEYS = Object.keys(BUDGETS) as (keyof Budgets)[];

/** Every budget of `config`, the contract's default where it has none (a build called without them). */
export function budgetsOf(config: Partial<Budgets>): Budgets {
  return Object.fromEntries(BUDGET_KEYS.map((key) => [key, config[key] ?? BUDGETS[key].fallback])) as Budgets;
}

function perMinute(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new Error(`${name} must be a positive integer; got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** Defaults: ./data, ./dist, the gateway's default address and the contract's budgets. */
export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig & Budgets {
  const port = env.PORT ?? '3000';
  const budgets = Object.fromEntries(BUDGET_KEYS.map((key) => [key, perMinute(env, BUDGETS[key].variable, BUDGETS[key].fallback)])) as Budgets;
  return Object.freeze({
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    baseUrl: normalizeBaseUrl(env.BASE_URL ?? `http://localhost:${port}`),
    ...budgets,
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
