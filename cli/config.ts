/** Where the CLI finds the API: `--base`, else DESIGN_STYLE_API, else a local gateway. The only reader of process.env. */
import { CliError, EXIT } from './cli-error';

export const DEFAULT_BASE_URL = 'http://localhost:3000';
export const BASE_URL_VARIABLE = 'DESIGN_STYLE_API';

/** The environment the CLI reads, captured once by main(). */
export interface CliEnv {
  apiBaseUrl: string | undefined;
}

export function readCliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  return { apiBaseUrl: env[BASE_URL_VARIABLE] || undefined };
}

/** The base URL to call, without a trailing slash; a value that is not an http(s) URL is a usage error. */
export function resolveBaseUrl(option: string | undefined, env: CliEnv): string {
  const raw = option ?? env.apiBaseUrl ?? DEFAULT_BASE_URL;
  const source = option !== undefined ? '--base' : env.apiBaseUrl !== undefined ? BASE_URL_VARIABLE : 'the default';
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new CliError('INVALID_BASE_URL', `${source} must be an http:// or https:// URL; got ${JSON.stringify(raw)}.`, { exitCode: EXIT.USAGE });
  }
  return url.href.replace(/\/+$/, '');
}
