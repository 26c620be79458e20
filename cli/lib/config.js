// @ts-check
/**
 * Where the CLI finds the API: `--base`, else DESIGN_STYLE_API, else the service the package was fetched from
 * (service.json, written into the tarball by the build that publishes it), else a local gateway. The only
 * reader of process.env.
 */
import fs from 'node:fs';
import { CliError, EXIT } from './cli-error.js';

export const LOCAL_BASE_URL = 'http://localhost:3000';
export const BASE_URL_VARIABLE = 'DESIGN_STYLE_API';

/** The package's service.json: absent in a clone, present in the tarball a service publishes at /cli/design-style.tgz. */
const SERVICE_FILE = new URL('../service.json', import.meta.url);

/**
 * The environment the CLI reads, captured once by main().
 * @typedef {object} CliEnv
 * @property {string | undefined} apiBaseUrl DESIGN_STYLE_API, when set and not empty.
 * @property {string} defaultBaseUrl The service the package came from, else the local gateway.
 */

/** The base URL baked into the package by the service that published it, if any. */
export function serviceBaseUrl() {
  try {
    const { baseUrl } = JSON.parse(fs.readFileSync(SERVICE_FILE, 'utf8'));
    return typeof baseUrl === 'string' && baseUrl !== '' ? baseUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {CliEnv}
 */
export function readCliEnv(env = process.env) {
  return { apiBaseUrl: env[BASE_URL_VARIABLE] || undefined, defaultBaseUrl: serviceBaseUrl() ?? LOCAL_BASE_URL };
}

/**
 * The base URL to call, without a trailing slash; a value that is not an http(s) URL is a usage error.
 * @param {string | undefined} option
 * @param {CliEnv} env
 * @returns {string}
 */
export function resolveBaseUrl(option, env) {
  const raw = option ?? env.apiBaseUrl ?? env.defaultBaseUrl;
  const source = option !== undefined ? '--base' : env.apiBaseUrl !== undefined ? BASE_URL_VARIABLE : 'the default';
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new CliError('INVALID_BASE_URL', `${source} must be an http:// or https:// URL; got ${JSON.stringify(raw)}.`, { exitCode: EXIT.USAGE });
  }
  return url.href.replace(/\/+$/, '');
}
