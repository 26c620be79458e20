/**
 * The hot path (issue 12). A GET or HEAD whose URL names a file of dist/, or a valid search, is answered
 * here without Express: everything that does not change per request (status line, content headers, ETag,
 * security and CORS headers) is prepared once per file and encoding; per request only the count (in
 * express-rate-limit's own store, so budgets stay shared with the Express path and across replicas),
 * RateLimit, X-Request-Id, a search's body and the access line are added. The bytes and headers are
 * those the Express path sends (test/gateway/fast-path.test.ts compares them). Everything else (errors,
 * over-limit answers, MCP, pages past the last) goes to Express.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import etag from 'etag';
import { ipKeyGenerator, type ClientRateLimitInfo } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';
import type { Logger } from 'pino';
import { parseListParams, parseSearchParams, type SearchParams } from '../generator/contract/parse-params';
import { CACHE_CONTROL } from '../generator/deploy/cache-policy';
import { searchStyles } from '../generator/search/search-styles';
import { everyAnswerHeaders } from '../generator/deploy/security-headers';
import { listUrl } from '../generator/responses/routes';
import type { DistStore, Representation, StoredFile } from './dist-store';
import { CLIENT_ID, REQUEST_ID_HEADER } from './logger';
import { WINDOW_MS, type Budget, type RateLimits } from './rate-limit';
import { chooseEncoding } from './routes/choose-encoding';
import { matchesIfNoneMatch } from './routes/send-stored';

export interface FastPathOptions {
  store: DistStore;
  limits: RateLimits;
  /**
   * Express's compiled `trust proxy` function, so the client address is the one req.ip would give; none
   * when no proxy is trusted (TRUST_PROXY off): then it is the socket's address, as proxyaddr would find.
   */
  trust: ((address: string, hop: number) => boolean) | undefined;
  logger: Logger;
  /** The public URL (BASE_URL), which the security headers depend on. */
  baseUrl: string;
}

/** The stored file a GET/HEAD names exactly, or undefined (then Express answers). */
export function storedFileFor(store: DistStore, url: string): StoredFile | undefined {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname === '/api/styles') {
    // The same parser Express's default ("simple") query parser uses.
    const params = parseListParams(querystring.parse(q < 0 ? '' : url.slice(q + 1)));
    return params.ok ? store.get(listUrl(params.value)) : undefined;
  }
  return store.get(pathname);
}

interface Prepared {
  /**
   * Flat [name, value, …] of a 200 answer in this coding, its first PER_REQUEST entries the fields each
   * request fills in (request id, RateLimit, RateLimit-Policy): copied, filled, written.
   */
  ok: string[];
  /** Of a 304 answer (no representation metadata, RFC 9110 15.4.5), with the same first entries. */
  notModified: string[];
  representation: Representation;
}

/** The fields each answer fills in, first in every prepared header list. */
const PER_REQUEST = [REQUEST_ID_HEADER, '', 'RateLimit', '', 'RateLimit-Policy', ''];
const withPerRequest = (headers: string[]) => [...PER_REQUEST, ...headers];

type Coding = 'identity' | 'br' | 'gzip';

/** `common`: the headers of every response, as helmet and cors set them on the Express path. */
function prepare(file: StoredFile, coding: Coding, common: readonly string[]): Prepared {
  const representation = coding === 'identity' ? file : file.encoded[coding]!;
  const caching = ['Cache-Control', file.cacheControl, 'ETag', representation.etag, ...(file.codings.length > 0 ? ['Vary', 'Accept-Encoding'] : [])];
  return {
    ok: withPerRequest([...common, 'Content-Type', file.contentType, ...caching, ...(coding === 'identity' ? [] : ['Content-Encoding', coding]), 'Content-Length', String(representation.body.length)]),
    notModified: withPerRequest([...common, ...caching]),
    representation,
  };
}

/** A small memo (cleared when full): the same client asks again and again. */
function memo(compute: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= 10_000) known.clear();
      known.set(key, value);
    }
    return value;
  };
}

/** The partition key of draft-8's RateLimit-Policy, as express-rate-limit computes it. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');

/** Each budget's RateLimit-Policy for a client, as express-rate-limit writes it. */
const policies: Record<Budget['name'], Map<number, (key: string) => string>> = { api: new Map(), pages: new Map(), assets: new Map() };
function policyFor(budget: Budget): (key: string) => string {
  let policy = policies[budget.name].get(budget.limit);
  if (!policy) policies[budget.name].set(budget.limit, (policy = memo((key) => `"${budget.name}"; q=${budget.limit}; w=${WINDOW_MS / 1000}; pk=:${partitionKey(key)}:`)));
  return policy;
}

/** express-rate-limit's key of a client address (an IPv6 address stands for its /56), without parsing an IPv4 one. */
const ipv6Key = memo(ipKeyGenerator);
const keyOfAddress = (address: string | undefined): string => (address?.includes(':') ? ipv6Key(address) : (address ?? ''));

/** Returns a handler that answers and returns true, or returns false without touching the request. */
export function createFastPath({ store, limits, trust, logger, baseUrl }: FastPathOptions) {
  const common = everyAnswerHeaders(baseUrl);
  const prepared = new WeakMap<StoredFile, Partial<Record<Coding, Prepared>>>();
  const logging = logger.isLevelEnabled('info');

  /** A stored file's prepared answer in the coding the client accepts. */
  const storedAnswer = (req: IncomingMessage, file: StoredFile): Prepared => {
    const coding = file.codings.length > 0 ? chooseEncoding(req.headers['accept-encoding'], file.codings) : 'identity';
    let forFile = prepared.get(file);
    if (!forFile) prepared.set(file, (forFile = {}));
    return (forFile[coding] ??= prepare(file, coding, common));
  };

  /** A search's answer, as Express's res.json would send it (weak ETag of the body). */
  const searchAnswer = (params: SearchParams): Prepared => {
    const body = Buffer.from(JSON.stringify(searchStyles(store.search, params)));
    const tag = etag(body, { weak: true });
    const caching = ['Cache-Control', CACHE_CONTROL.api, 'ETag', tag];
    return {
      ok: withPerRequest([...common, ...caching, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)]),
      notModified: withPerRequest([...common, ...caching]),
      representation: { body, etag: tag },
    };
  };

  /** What a request gets: a stored file (prepared once per coding) or a search (computed now). */
  const answerOf = (req: IncomingMessage, file: StoredFile | undefined, search: SearchParams | undefined): Prepared =>
    file ? storedAnswer(req, file) : searchAnswer(search!);

  const send = (req: IncomingMessage, res: ServerResponse, ready: Prepared, budget: Budget, key: string, counted: ClientRateLimitInfo | undefined, id: string, started: number) => {
    const notModified = matchesIfNoneMatch(req.headers['if-none-match'], ready.representation.etag);
    let headers = (notModified ? ready.notModified : ready.ok).slice();
    headers[1] = id;
    if (counted) {
      const reset = counted.resetTime ? Math.max(0, Math.ceil((counted.resetTime.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
      headers[3] = `"${budget.name}"; r=${Math.max(budget.limit - counted.totalHits, 0)}; t=${reset}`;
      headers[5] = policyFor(budget)(key);
    } else {
      // A shared store that is down: no rate-limit fields.
      headers = [headers[0]!, id, ...headers.slice(PER_REQUEST.length)];
    }
    res.writeHead(notModified ? 304 : 200, headers);
    res.end(notModified || req.method === 'HEAD' ? undefined : ready.representation.body);
    if (logging) {
      const entry = { req: { id, method: req.method, url: (req.url ?? '').slice(0, 300) }, res: { statusCode: res.statusCode }, responseTime: Math.round((performance.now() - started) * 1000) / 1000 };
      logger.info(entry, 'request completed');
    }
  };

  // Plain functions of the request's parts, not closures made per request (the hot path allocates little).
  const onCount = (req: IncomingMessage, res: ServerResponse, express: RequestListener, file: StoredFile | undefined, search: SearchParams | undefined, budget: Budget, key: string, id: string, started: number, counted: ClientRateLimitInfo) => {
    if (counted.totalHits > budget.limit) {
      // Over the limit: Express answers the 429 exactly as always, counting this request itself.
      const toExpress = () => express(req, res);
      void Promise.resolve(budget.store.decrement(key)).then(toExpress, toExpress);
      return;
    }
    send(req, res, answerOf(req, file, search), budget, key, counted, id, started);
  };
  const onFailure = (req: IncomingMessage, res: ServerResponse, express: RequestListener, file: StoredFile | undefined, search: SearchParams | undefined, budget: Budget, key: string, id: string, started: number, error: unknown) => {
    if (!budget.failOpen) {
      logger.error({ err: error }, 'rate-limit store failed');
      return express(req, res);
    }
    // A shared store that is down lets requests through, without rate-limit fields (as express-rate-limit does).
    send(req, res, answerOf(req, file, search), budget, key, undefined, id, started);
  };

  /** Answers and returns true, or returns false without touching the request (then `express` is the caller's to call). */
  return (req: IncomingMessage, res: ServerResponse, express: RequestListener): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    // What the fast path can answer: a stored file, or a search with valid parameters.
    let file: StoredFile | undefined;
    let search: SearchParams | undefined;
    if (pathname === '/api/search') {
      const params = parseSearchParams(querystring.parse(q < 0 ? '' : url.slice(q + 1)));
      if (!params.ok) return false;
      search = params.value;
    } else {
      file = storedFileFor(store, url);
      if (!file) return false;
    }
    const started = logging ? performance.now() : 0;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : randomUUID();
    const budget = limits.budgetFor(pathname);
    const key = trust ? keyOfAddress(proxyaddr(req, trust)) : keyOfAddress(req.socket.remoteAddress);
    let counted: ClientRateLimitInfo | Promise<ClientRateLimitInfo>;
    try {
      counted = budget.store.increment(key);
    } catch (error) {
      onFailure(req, res, express, file, search, budget, key, id, started, error);
      return true;
    }
    // Memory counters answer at once (memory-counters.ts); a shared store (Redis) with a promise.
    if (typeof (counted as Partial<Promise<unknown>>).then === 'function') {
      (counted as Promise<ClientRateLimitInfo>).then(
        (info) => onCount(req, res, express, file, search, budget, key, id, started, info),
        (error: unknown) => onFailure(req, res, express, file, search, budget, key, id, started, error),
      );
    } else {
      onCount(req, res, express, file, search, budget, key, id, started, counted as ClientRateLimitInfo);
    }
    return true;
  };
}
