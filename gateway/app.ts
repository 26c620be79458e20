/** Builds the Express app from config and the loaded dist/; it does not listen (server.ts does). */
import express, { type RequestHandler } from 'express';
import { OPERATIONS, type OperationDescriptor } from '../generator/contract/operations';
import type { GatewayConfig } from './config';
import type { DistStore } from './dist-store';
import { ApiError, errorHandler } from './errors';
import { createRateLimit } from './rate-limit';
import { publishedFiles } from './routes/published-files';
import { searchStyles } from './routes/search';
import { getStyle, getStyleContent, getStyleToken, listStyles } from './routes/styles';

export interface AppOptions {
  config: GatewayConfig;
  store: DistStore;
}

const HANDLERS: Record<OperationDescriptor['operationId'], (store: DistStore) => RequestHandler> = {
  listStyles,
  getStyle,
  getStyleToken,
  getStyleContent,
  searchStyles,
};

/** `/api/styles/{slug}` → `/api/styles/:slug`. */
const expressPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** The API is read-only (spec 4): anything but GET and HEAD is 405 with an Allow header. */
const readOnly: RequestHandler = (req, _res, next) =>
  next(req.method === 'GET' || req.method === 'HEAD' ? undefined : new ApiError('METHOD_NOT_ALLOWED', `${req.method.slice(0, 20)} is not supported.`));

export function createApp({ config, store }: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(createRateLimit(config));
  app.use(readOnly);
  for (const op of OPERATIONS) app.get(expressPath(op.path), HANDLERS[op.operationId](store));
  app.use(publishedFiles(store));
  app.use((req, _res, next) => next(new ApiError('NOT_FOUND', `Nothing is published at ${req.path.slice(0, 200)}.`)));
  app.use(errorHandler);
  return app;
}
