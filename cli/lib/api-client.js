// @ts-check
/**
 * A small client of the REST API on Node's fetch: one method per operation, paths taken from the
 * contract's operation list. An error answer becomes a CliError carrying the API's code; 301s from
 * retired slugs are followed (fetch's default) and reported through `onRedirect`.
 */
import { CliError } from './cli-error.js';
import { BASE_URL_VARIABLE } from './config.js';
import { ERROR_MESSAGES, OPERATION_PATHS } from './contract.js';
/** @import { DesignTokens, ErrorBody, ErrorCode, ExportFormat, MarkdownContent, OperationId, StyleChanges, StyleDetail, StyleList, TokenExport } from './types.js' */

/**
 * Page and limit are passed as given: the API checks them and answers INVALID_PAGE / INVALID_LIMIT.
 * @typedef {{ page?: string | number | undefined, limit?: string | number | undefined }} PageQuery
 */

/**
 * @typedef {object} ApiClientOptions
 * @property {string} baseUrl
 * @property {(from: string, to: string) => void} [onRedirect] Told when a retired slug was redirected to the style it was merged into.
 * @property {number} [timeoutMs]
 * @property {typeof fetch} [fetch]
 */

/**
 * @typedef {object} ApiClient
 * @property {string} baseUrl
 * @property {(query: PageQuery & { type?: string | undefined }) => Promise<StyleList>} listStyles
 * @property {(query: PageQuery & { q: string }) => Promise<StyleList>} searchStyles
 * @property {(slug: string) => Promise<StyleDetail>} getStyle
 * @property {(slug: string) => Promise<DesignTokens>} getStyleToken
 * @property {(slug: string) => Promise<MarkdownContent>} getStyleContent
 * @property {(slug: string, format: ExportFormat) => Promise<TokenExport>} exportStyleTokens
 * @property {(slug: string) => Promise<StyleChanges>} getStyleChanges
 */

/** @typedef {StyleChanges['changes'][number]} StyleChange One version of a style, as GET /api/styles/{slug}/changes lists them (issue 35). */

const DEFAULT_TIMEOUT_MS = 30_000;
const USER_AGENT = 'design-style-cli';

/**
 * The path of an operation with its path parameters filled in, e.g. getStyle → /api/styles/swiss.
 * @param {OperationId} operationId
 * @param {Record<string, string>} [params]
 */
export function operationPath(operationId, params = {}) {
  return OPERATION_PATHS[operationId].replace(/\{(\w+)\}/g, (_, /** @type {string} */ name) => encodeURIComponent(params[name] ?? ''));
}

/**
 * @param {string} path
 * @param {Record<string, string | number | undefined>} query
 */
function withQuery(path, query) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * @param {unknown} code
 * @returns {code is ErrorCode}
 */
const isApiCode = (code) => typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/**
 * The slug in a /api/styles/{slug}… path, for telling the user where a retired slug led.
 * @param {string} url
 */
const slugOf = (url) => /\/api\/styles\/([^/?#]+)/.exec(new URL(url).pathname)?.[1];

/**
 * @param {ApiClientOptions} options
 * @returns {ApiClient}
 */
export function createApiClient(options) {
  const { baseUrl, onRedirect, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? fetch;

  /**
   * @template T
   * @param {string} path
   * @param {string} [slug]
   * @returns {Promise<T>}
   */
  async function get(path, slug) {
    const url = baseUrl + path;
    /** @type {Response} */
    let response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(baseUrl, error, timeoutMs);
    }
    if (response.redirected && onRedirect) {
      const from = slugOf(url);
      const to = slugOf(response.url);
      if (from && to && from !== to) onRedirect(decodeURIComponent(from), decodeURIComponent(to));
    }
    const text = await response.text();
    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      const type = response.headers.get('content-type') ?? 'no content type';
      throw new CliError('BAD_RESPONSE', `${url} answered ${response.status} with ${type}, not JSON.`, {
        hint: `Is ${baseUrl} the design-style API? Set ${BASE_URL_VARIABLE} or --base.`,
      });
    }
    if (!response.ok) throw apiError(response, body, slug);
    return /** @type {T} */ (body);
  }

  return {
    baseUrl,
    listStyles: ({ page, limit, type }) => get(withQuery(operationPath('listStyles'), { page, limit, type })),
    searchStyles: ({ q, page, limit }) => get(withQuery(operationPath('searchStyles'), { q, page, limit })),
    getStyle: (slug) => get(operationPath('getStyle', { slug }), slug),
    getStyleToken: (slug) => get(operationPath('getStyleToken', { slug }), slug),
    getStyleContent: (slug) => get(operationPath('getStyleContent', { slug }), slug),
    exportStyleTokens: (slug, format) => get(operationPath('exportStyleTokens', { slug, format }), slug),
    getStyleChanges: (slug) => get(operationPath('getStyleChanges', { slug }), slug),
  };
}

/**
 * An error answer as a CliError: the API's code and message, its details (or a CLI hint) and the 429 wait.
 * @param {Response} response
 * @param {unknown} body
 * @param {string | undefined} slug
 */
function apiError(response, body, slug) {
  const { error, code, details } = /** @type {Partial<ErrorBody>} */ (body ?? {});
  if (!isApiCode(code)) {
    return new CliError('BAD_RESPONSE', `The API answered ${response.status} ${response.statusText}`.trim() + '.', {
      hint: typeof error === 'string' ? error : null,
    });
  }
  const message = typeof error === 'string' ? error : ERROR_MESSAGES[code];
  /** @type {ErrorBody} */
  const apiBody = { error: message, code, details: details ?? null };
  if (code === 'STYLE_NOT_FOUND' && slug !== undefined) {
    return new CliError(code, `No style has the slug ${JSON.stringify(slug)}.`, {
      hint: 'Find one with `design-style search <words>` or `design-style list`.',
      body: apiBody,
    });
  }
  if (code === 'RATE_LIMITED') {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    const wait = retryAfter === null ? 'Try again in a minute.' : `Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`;
    return new CliError(code, message, { hint: [details, wait].filter(Boolean).join(' '), retryAfter, body: apiBody });
  }
  return new CliError(code, message, { hint: details && details !== message ? details : null, body: apiBody });
}

/**
 * Retry-After as seconds (RFC 9110 10.2.3: delay-seconds or an HTTP date).
 * @param {string | null} header
 * @returns {number | null}
 */
function retryAfterSeconds(header) {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * @param {string} baseUrl
 * @param {unknown} error
 * @param {number} timeoutMs
 */
function unreachable(baseUrl, error, timeoutMs) {
  const hint = `Start the gateway with \`npm start\`, or point ${BASE_URL_VARIABLE} or --base at a running server.`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new CliError('SERVER_UNREACHABLE', `The API at ${baseUrl} did not answer within ${timeoutMs / 1000} s.`, { hint });
  }
  const cause = error instanceof Error ? /** @type {{ code?: string, message?: string } | undefined} */ (error.cause) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new CliError('SERVER_UNREACHABLE', `Cannot reach the API at ${baseUrl} (${reason}).`, { hint });
}
