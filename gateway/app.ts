/**
 * Builds the gateway's request listener from config and the loaded dist/: the fast path for exact
 * hits on generated files, and the Express app for everything else. It does not listen (server.ts does).
 */
import type { RequestListener } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { OPERATIONS, type OperationDescriptor } from '../generator/contract/operations';
import type { GatewayConfig } from './config';
import type { DistStore } from './dist-store';
import { ApiError, errorHandler } from './errors';
import { createFastPath } from './fast-path';
import { refusalCommonHeaders, refusalOf, sendRefusal } from './refusals';
import { canonicalTarget } from './request-target';
import { healthz } from './health';
import { accessLog, createLogger } from './logger';
import { createRateLimits, type CounterStores } from './rate-limit';
import { notFound } from './routes/not-found';
import { publishedFiles } from './routes/published-files';
import { getRegistry, getRegistryItem } from './routes/registry';
import { retiredStyles } from './routes/retired-styles';
import { portalForBrowsers } from './routes/root';
import { searchStyles } from './routes/search';
import { openCors, securityHeaders } from './security';
import { exportStyleTokens, getSimilarStyles, getStyle, getStyleChanges, getStyleContent, getStyleToken, listStyles } from './routes/styles';

export interface AppOptions {
  config: GatewayConfig;
  store: DistStore;
  /** Defaults to a logger at config.logLevel. */
  logger?: Logger;
  /** Shared rate-limit counters (Redis); defaults to this process's memory. */
  counters?: CounterStores;
  /** Answer generated files on the fast path (default); off, Express answers everything (tests compare both). */
  fastPath?: boolean;
}

/**
 * /mcp, with the MCP SDK imported after start-up (about half a second of a 10,000-style gateway's start):
 * the import begins once the server is listening, and the first /mcp request waits for it if needed.
 */
function lazyMcpEndpoint(store: DistStore): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  const load = () => (handler ??= import('./mcp/http').then((m) => m.mcpEndpoint({ store })));
  setTimeout(() => void load(), 0).unref();
  return (req, res, next) => {
    load().then((mcp) => mcp(req, res, next), next);
  };
}

const HANDLERS: Record<OperationDescriptor['operationId'], (store: DistStore) => RequestHandler> = {
  listStyles,
  getStyle,
  getStyleToken,
  getStyleContent,
  getStyleChanges,
  getSimilarStyles,
  exportStyleTokens,
  searchStyles,
  getRegistryItem,
  getRegistry,
};

/** `/api/styles/{slug}` → `/api/styles/:slug`. */
const expressPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** The API is read-only (spec 4): anything but GET and HEAD is 405 with an Allow header. */
const readOnly: RequestHandler = (req, _res, next) =>
  next(req.method === 'GET' || req.method === 'HEAD' ? undefined : new ApiError('METHOD_NOT_ALLOWED'));

export function createApp({ config, store, logger = createLogger(config), counters, fastPath: fast = true }: AppOptions): RequestListener {
  const log = accessLog(logger);
  // One instance of each, shared by both paths, so counters and policies are the same whichever answers.
  const limits = createRateLimits(config, counters);
  // Headers first, so that every answer, a 429 included, carries the security and CORS headers (a script of
  // another origin reads RATE_LIMITED and Retry-After); cors answers preflights before they are counted (issue 31).
  const guards = [securityHeaders(config.baseUrl), openCors(), limits.middleware];
  const app = express();
  app.disable('x-powered-by');
  // Paths match as written, as on the nginx front: `/API/styles` and `/api/styles/` name nothing.
  app.enable('case sensitive routing');
  app.enable('strict routing');
  app.set('trust proxy', config.trustProxy);
  app.use(log);
  // Before the limits: load balancers poll it, and it must not spend a client's budget.
  app.get('/healthz', healthz(store));
  app.use(...guards);
  // The one non-GET route: MCP messages are POSTed (stateless Streamable HTTP), so it sits before readOnly.
  app.all('/mcp', lazyMcpEndpoint(store));
  app.use(readOnly);
  app.use(retiredStyles(store));
  app.get('/', portalForBrowsers);
  for (const op of OPERATIONS) app.get(expressPath(op.path), HANDLERS[op.operationId](store));
  app.use(publishedFiles(store));
  app.use(notFound(store));
  app.use(errorHandler(logger));

  const trust = config.trustProxy === false ? undefined : (app.get('trust proxy fn') as (a: string, i: number) => boolean);
  const fastPath = createFastPath({ store, limits, trust, logger, baseUrl: config.baseUrl });
  const refused = refusalCommonHeaders(config);
  return (req, res) => {
    // The target as the nginx front reads it (request-target.ts), and what the front refuses before routing.
    const url = req.url ?? '/';
    const target = canonicalTarget(url);
    const refusal = refusalOf(req, target !== undefined);
    if (refusal) return sendRefusal(req, res, refusal, refused, logger);
    if (target !== url) req.url = target;
    if (!fast || !fastPath(req, res, app)) app(req, res);
  };
}
