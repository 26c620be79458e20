/**
 * The hot path for generated responses. A GET or HEAD whose URL names a file of dist/ exactly (list
 * pages after the same parameter parsing as the route) runs the same middleware instances as the
 * Express app — access log, rate limit, security headers, CORS — on the raw Node request, then
 * sends the file. Everything else (errors, misses, search, MCP, /healthz, pages past the last) goes
 * to Express. Static hits skip only Express's router (about a tenth of a static response in a CPU
 * profile under bench/http.ts load) and answer the same bytes and headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseListParams } from '../generator/contract/parse-params';
import { listUrl } from '../generator/responses/list-pages';
import type { DistStore, StoredFile } from './dist-store';
import { sendError } from './errors';
import { sendStored } from './routes/send-stored';

export interface FastPathOptions {
  store: DistStore;
  /** Middleware run before sending, in order; the same instances the Express app uses. */
  chain: readonly RequestHandler[];
  /** The Express app whose request and response prototypes the middleware expects. */
  app: Express;
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

/** Returns a handler that answers and returns true, or returns false without touching the request. */
export function createFastPath({ store, chain, app, logger }: FastPathOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = storedFileFor(store, req.url ?? '/');
    if (!file) return false;
    const url = req.url ?? '/';
    // As Express's app.handle does before routing: its request and response methods (req.ip, req.path,
    // res.append…) come from these prototypes. Only the router is skipped.
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    const expressReq = Object.assign(req, { res }) as unknown as Parameters<RequestHandler>[0];
    const expressRes = Object.assign(res, { req, locals: Object.create(null) }) as unknown as Parameters<RequestHandler>[1];
    const step = (i: number) => (error?: unknown) => {
      if (error) {
        logger.error({ err: error, url: url.slice(0, 300) }, 'request failed');
        return sendError(res, 'INTERNAL_ERROR');
      }
      const middleware = chain[i];
      if (!middleware) return sendStored(expressReq, expressRes, file);
      void middleware(expressReq, expressRes, step(i + 1));
    };
    step(0)();
    return true;
  };
}
