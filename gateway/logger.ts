/** Structured JSON logs (pino) and access logs with a request id echoed in `X-Request-Id`. */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import type { GatewayConfig } from './config';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A client-supplied id is kept only when it is short and plain. */
export const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A pino logger writing asynchronously to stdout: sonic-boom coalesces the lines written while a
 * write is pending instead of one write per line (measured in bench/http.ts). pino flushes it at exit.
 */
export function createLogger(config: Pick<GatewayConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'design-style-library' } }, pino.destination({ dest: 1, sync: false }));
}

/**
 * Access log: one line per response — request id, method, URL, status and time. Written with pino
 * directly (not pino-http, whose per-request child logger and serializers cost about a tenth of a
 * static response in the HTTP bench).
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    if (logger.isLevelEnabled('info')) {
      const started = performance.now();
      res.once('finish', () => {
        const entry = {
          req: { id, method: req.method, url: (req.originalUrl ?? req.url).slice(0, 300) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round((performance.now() - started) * 1000) / 1000,
        };
        if (res.statusCode >= 500) logger.error(entry, 'request failed');
        else logger.info(entry, 'request completed');
      });
    }
    next();
  };
}
