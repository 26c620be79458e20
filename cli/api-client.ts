/**
 * A small client of the REST API on Node's fetch: one method per operation, paths taken from the
 * contract's operation list. An error answer becomes a CliError carrying the API's code; 301s from
 * retired slugs are followed (fetch's default) and reported through `onRedirect`.
 */
import { ERROR_CODES, type ErrorCode } from '../generator/contract/error-codes';
import { OPERATIONS, type OperationDescriptor } from '../generator/contract/operations';
import type { ExportFormat } from '../generator/contract/parameters';
import type { DesignTokens, ErrorBody, MarkdownContent, StyleDetail, StyleList, TokenExport } from '../generator/contract/schemas';
import { CliError } from './cli-error';
import { BASE_URL_VARIABLE } from './config';

/** Page and limit are passed as given: the API checks them and answers INVALID_PAGE / INVALID_LIMIT. */
export interface PageQuery {
  page?: string | number | undefined;
  limit?: string | number | undefined;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Told when a retired slug was redirected to the style it was merged into. */
  onRedirect?: (from: string, to: string) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ApiClient {
  readonly baseUrl: string;
  listStyles(query: PageQuery & { type?: string | undefined }): Promise<StyleList>;
  searchStyles(query: PageQuery & { q: string }): Promise<StyleList>;
  getStyle(slug: string): Promise<StyleDetail>;
  getStyleToken(slug: string): Promise<DesignTokens>;
  getStyleContent(slug: string): Promise<MarkdownContent>;
  exportStyleTokens(slug: string, format: ExportFormat): Promise<TokenExport>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const USER_AGENT = 'design-style-cli';

/** The path of an operation with its path parameters filled in, e.g. getStyle → /api/styles/swiss. */
export function operationPath(operationId: OperationDescriptor['operationId'], params: Record<string, string> = {}): string {
  const operation = OPERATIONS.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId} in the contract`);
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const isApiCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** The slug in a /api/styles/{slug}… path, for telling the user where a retired slug led. */
const slugOf = (url: string) => /\/api\/styles\/([^/?#]+)/.exec(new URL(url).pathname)?.[1];

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, onRedirect, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? fetch;

  async function get<T>(path: string, slug?: string): Promise<T> {
    const url = baseUrl + path;
    let response: Response;
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
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const type = response.headers.get('content-type') ?? 'no content type';
      throw new CliError('BAD_RESPONSE', `${url} answered ${response.status} with ${type}, not JSON.`, {
        hint: `Is ${baseUrl} the design-style API? Set ${BASE_URL_VARIABLE} or --base.`,
      });
    }
    if (!response.ok) throw apiError(response, body, slug);
    return body as T;
  }

  return {
    baseUrl,
    listStyles: ({ page, limit, type }) => get(withQuery(operationPath('listStyles'), { page, limit, type })),
    searchStyles: ({ q, page, limit }) => get(withQuery(operationPath('searchStyles'), { q, page, limit })),
    getStyle: (slug) => get(operationPath('getStyle', { slug }), slug),
    getStyleToken: (slug) => get(operationPath('getStyleToken', { slug }), slug),
    getStyleContent: (slug) => get(operationPath('getStyleContent', { slug }), slug),
    exportStyleTokens: (slug, format) => get(operationPath('exportStyleTokens', { slug, format }), slug),
  };
}

/** An error answer as a CliError: the API's code and message, its details (or a CLI hint) and the 429 wait. */
function apiError(response: Response, body: unknown, slug: string | undefined): CliError {
  const { error, code, details } = (body ?? {}) as Partial<ErrorBody>;
  if (!isApiCode(code)) {
    return new CliError('BAD_RESPONSE', `The API answered ${response.status} ${response.statusText}`.trim() + '.', {
      hint: typeof error === 'string' ? error : null,
    });
  }
  const message = typeof error === 'string' ? error : ERROR_CODES[code].message;
  const apiBody: ErrorBody = { error: message, code, details: details ?? null };
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

/** Retry-After as seconds (RFC 9110 10.2.3: delay-seconds or an HTTP date). */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function unreachable(baseUrl: string, error: unknown, timeoutMs: number): CliError {
  const hint = `Start the gateway with \`npm start\`, or point ${BASE_URL_VARIABLE} or --base at a running server.`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new CliError('SERVER_UNREACHABLE', `The API at ${baseUrl} did not answer within ${timeoutMs / 1000} s.`, { hint });
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new CliError('SERVER_UNREACHABLE', `Cannot reach the API at ${baseUrl} (${reason}).`, { hint });
}
