/** Structured JSON logs (pino) and access logs with a request id echoed in `X-Request-Id`. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { GatewayConfig } from './config';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A client-supplied id is kept only when it is short and plain. */
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function createLogger(config: Pick<GatewayConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'design-style-library' } });
}

/** Access log middleware: one line per response with method, URL, status, time and request id. */
export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.slice(0, 300) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
