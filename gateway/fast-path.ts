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
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import etag from 'etag';
import { ipKeyGenerator } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';
import type { Logger } from 'pino';
import { parseListParams, parseSearchParams, type SearchParams } from '../generator/contract/parse-params';
import { CACHE_CONTROL } from '../generator/deploy/cache-policy';
import { searchStyles } from '../generator/search/search-styles';
import { EXPOSED_HEADERS, helmetHeaders } from '../generator/deploy/security-headers';
import { listUrl } from '../generator/responses/routes';
import type { DistStore, Representation, StoredFile } from './dist-store';
import { CLIENT_ID, REQUEST_ID_HEADER } from './logger';
import { WINDOW_MS, type Budget, type RateLimits } from './rate-limit';
import { chooseEncoding } from './routes/choose-encoding';
import { matchesIfNoneMatch } from './routes/send-stored';

export interface FastPathOptions {
  store: DistStore;
  limits: RateLimits;
  /** Express's compiled `trust proxy` function, so the client address is the one req.ip would give. */
  trust: (address: string, hop: number) => boolean;
  logger: Logger;
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

/** Headers of every response, as helmet and cors set them on the Express path. */
export const STATIC_HEADERS: string[] = [
  ...helmetHeaders().flat(),
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  EXPOSED_HEADERS.join(','),
];

interface Prepared {
  /** Flat [name, value, …] of a 200 answer in this coding. */
  ok: string[];
  /** Of a 304 answer (no representation metadata, RFC 9110 15.4.5). */
  notModified: string[];
  representation: Representation;
}

type Coding = 'identity' | 'br' | 'gzip';

function prepare(file: StoredFile, coding: Coding): Prepared {
  const representation = coding === 'identity' ? file : file.encoded[coding]!;
  const caching = ['Cache-Control', file.cacheControl, 'ETag', representation.etag, ...(file.codings.length > 0 ? ['Vary', 'Accept-Encoding'] : [])];
  return {
    ok: [...STATIC_HEADERS, 'Content-Type', file.contentType, ...caching, ...(coding === 'identity' ? [] : ['Content-Encoding', coding]), 'Content-Length', String(representation.body.length)],
    notModified: [...STATIC_HEADERS, ...caching],
    representation,
  };
}

/** The partition key of draft-8's RateLimit-Policy, as express-rate-limit computes it, kept per client. */
const partitionKeys = new Map<string, string>();
function partitionKey(key: string): string {
  let pk = partitionKeys.get(key);
  if (pk === undefined) {
    pk = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
    if (partitionKeys.size > 10_000) partitionKeys.clear();
    partitionKeys.set(key, pk);
  }
  return pk;
}

/** Returns a handler that answers and returns true, or returns false without touching the request. */
export function createFastPath({ store, limits, trust, logger }: FastPathOptions) {
  const prepared = new WeakMap<StoredFile, Partial<Record<Coding, Prepared>>>();
  const logging = logger.isLevelEnabled('info');

  /** A stored file's prepared answer in the coding the client accepts. */
  const storedAnswer = (req: IncomingMessage, file: StoredFile): Prepared => {
    const coding = file.codings.length > 0 ? chooseEncoding(req.headers['accept-encoding'], file.codings) : 'identity';
    let forFile = prepared.get(file);
    if (!forFile) prepared.set(file, (forFile = {}));
    return (forFile[coding] ??= prepare(file, coding));
  };

  /** A search's answer, as Express's res.json would send it (weak ETag of the body). */
  const searchAnswer = (params: SearchParams): Prepared => {
    const body = Buffer.from(JSON.stringify(searchStyles(store.search, params)));
    const tag = etag(body, { weak: true });
    const caching = ['Cache-Control', CACHE_CONTROL.api, 'ETag', tag];
    return {
      ok: [...STATIC_HEADERS, ...caching, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)],
      notModified: [...STATIC_HEADERS, ...caching],
      representation: { body, etag: tag },
    };
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: () => Prepared, budget: Budget, key: string, hits: number | undefined, resetTime: Date | undefined, id: string, started: number) => {
    const ready = answer();
    const notModified = matchesIfNoneMatch(req.headers['if-none-match'], ready.representation.etag);
    const headers = [REQUEST_ID_HEADER, id];
    if (hits !== undefined) {
      const reset = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
      headers.push(
        'RateLimit',
        `"${budget.name}"; r=${Math.max(budget.limit - hits, 0)}; t=${reset}`,
        'RateLimit-Policy',
        `"${budget.name}"; q=${budget.limit}; w=${WINDOW_MS / 1000}; pk=:${partitionKey(key)}:`,
      );
    }
    res.writeHead(notModified ? 304 : 200, [...headers, ...(notModified ? ready.notModified : ready.ok)]);
    res.end(notModified || req.method === 'HEAD' ? undefined : ready.representation.body);
    if (logging) {
      const entry = { req: { id, method: req.method, url: (req.url ?? '').slice(0, 300) }, res: { statusCode: res.statusCode }, responseTime: Math.round((performance.now() - started) * 1000) / 1000 };
      logger.info(entry, 'request completed');
    }
  };

  /** What the fast path can answer: a stored file, or a search with valid parameters. */
  const answerFor = (req: IncomingMessage, url: string, pathname: string, q: number): (() => Prepared) | undefined => {
    if (pathname === '/api/search') {
      const params = parseSearchParams(querystring.parse(q < 0 ? '' : url.slice(q + 1)));
      return params.ok ? () => searchAnswer(params.value) : undefined;
    }
    const file = storedFileFor(store, url);
    return file ? () => storedAnswer(req, file) : undefined;
  };

  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const answer = answerFor(req, url, pathname, q);
    if (!answer) return false;
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : randomUUID();
    const budget = limits.budgetFor(pathname);
    const key = ipKeyGenerator(proxyaddr(req, trust));
    Promise.resolve(budget.store.increment(key)).then(
      ({ totalHits, resetTime }) => {
        if (totalHits > budget.limit) {
          // Over the limit: Express answers the 429 exactly as always, counting this request itself.
          void Promise.resolve(budget.store.decrement(key)).then(fallback, fallback);
          return;
        }
        send(req, res, answer, budget, key, totalHits, resetTime, id, started);
      },
      (error: unknown) => {
        if (!budget.failOpen) {
          logger.error({ err: error }, 'rate-limit store failed');
          return fallback();
        }
        // A shared store that is down lets requests through, without rate-limit fields (as express-rate-limit does).
        send(req, res, answer, budget, key, undefined, undefined, id, started);
      },
    );
    return true;
  };
}
