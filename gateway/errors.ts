/** The one place that turns error codes into HTTP responses with the Error body (spec 2.6). */
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ERROR_CODES, type ErrorCode, type Failure } from '../generator/contract/error-codes';
import { errorBody } from '../generator/contract/error-bodies';
import { CACHE_CONTROL } from '../generator/deploy/cache-policy';

/** An expected failure, thrown or passed to next() from a route; carries its code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    readonly details?: string,
  ) {
    super(ERROR_CODES[code].message);
  }

  static from(failure: Failure): ApiError {
    return new ApiError(failure.code, failure.details);
  }
}

/** Writes the Error body with Node's own response API, so it works inside and outside Express. */
export function sendError(res: ServerResponse, code: ErrorCode, details?: string): void {
  const body = errorBody(code, details);
  if (code === 'METHOD_NOT_ALLOWED') res.setHeader('Allow', 'GET, HEAD');
  res.setHeader('Cache-Control', CACHE_CONTROL.error);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.statusCode = ERROR_CODES[code].status;
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** Renders ApiError as is; a client error from Express (bad URL encoding) as BAD_REQUEST; anything else as a logged 500. */
export const errorHandler = (logger: Logger): ErrorRequestHandler => (error, req, res, _next) => {
  if (res.headersSent) return void res.end();
  if (error instanceof ApiError) return sendError(res, error.code, error.details);
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return sendError(res, 'BAD_REQUEST', 'The URL is malformed.');
  logger.error({ err: error, method: req.method, url: req.originalUrl.slice(0, 300) }, 'request failed');
  sendError(res, 'INTERNAL_ERROR');
};
