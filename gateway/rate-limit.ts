/**
 * Per-IP rate limits (spec 8): one budget for /api paths, one for every other path. Each response
 * carries the IETF RateLimit / RateLimit-Policy fields of the limit that governs its path.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import type { GatewayConfig } from './config';
import { rateLimitedDetails } from '../generator/contract/error-bodies';
import { sendError } from './errors';

const WINDOW_MS = 60_000;

/** Paths under the API budget: /api and below, and the MCP endpoint (its tools answer the same data). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/mcp' || path.startsWith('/mcp/');
}

function limiter(identifier: string, limit: number, extra: Partial<Options>): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    identifier,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The client IP is req.ip: the socket address unless TRUST_PROXY says which proxies to believe.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      // Retry-After (set by express-rate-limit) says when; the body says which budget.
      sendError(res, 'RATE_LIMITED', rateLimitedDetails(limit));
    },
    ...extra,
  });
}

/** Where counters live: this process's memory by default, or a shared store per budget (Redis). */
export type CounterStores = (budget: 'api' | 'pages') => Store;

/** One middleware applying the API budget under /api and the page budget elsewhere. */
export function createRateLimit(config: GatewayConfig, stores?: CounterStores): RequestHandler {
  // With a shared store, an outage lets requests through (fails open) rather than failing them.
  const extra = (budget: 'api' | 'pages'): Partial<Options> => (stores ? { store: stores(budget), passOnStoreError: true } : {});
  const api = limiter('api', config.apiRequestsPerMinute, extra('api'));
  const pages = limiter('pages', config.pageRequestsPerMinute, extra('pages'));
  return (req, res, next) => (isApiPath(req.path) ? api : pages)(req, res, next);
}
