/**
 * Logs (pino): JSON lines for log collectors, or short readable lines in a terminal (issue 31, point 6); and
 * access logs with a request id echoed in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { PrettyOptions } from 'pino-pretty';
import type { GatewayConfig, LogFormat } from './config';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A client-supplied id is kept only when it is short and plain. */
export const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Pretty lines when asked, or by default in a terminal; JSON lines when asked, or when stdout is a file or a pipe. */
export function chooseLogFormat(format: LogFormat, stdoutIsTTY: boolean): 'json' | 'pretty' {
  return format === 'auto' ? (stdoutIsTTY ? 'pretty' : 'json') : format;
}

/** What a pretty line says: an access entry as `GET /api/styles 200 1.2 ms`, any other entry its message. */
export function prettyMessage(entry: Record<string, unknown>): string {
  const { req, res, responseTime, msg } = entry as { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number; msg?: string };
  if (req?.method && res?.statusCode !== undefined) return `${req.method} ${req.url} ${res.statusCode} ${responseTime ?? '?'} ms`;
  return msg ?? '';
}

/**
 * pino-pretty as a stream on this thread (not a transport's worker: the terminal case is a person watching), loaded
 * only when used: a serving gateway writing JSON does not load it.
 */
function prettyStream(colorize: boolean): DestinationStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as { build(options: PrettyOptions): DestinationStream };
  return pretty.build({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service,req,res,responseTime',
    messageFormat: (entry) => prettyMessage(entry),
    destination: 1,
    // A terminal's few lines written at once: none is lost when the process exits (a port in use, exit 2).
    sync: true,
  });
}

/**
 * A pino logger writing asynchronously to stdout: sonic-boom coalesces the lines written while a
 * write is pending instead of one write per line (measured in bench/http.ts). pino flushes it at exit.
 * JSON lines, or pretty ones (chooseLogFormat) when LOG_FORMAT and stdout say so.
 */
export function createLogger(config: Pick<GatewayConfig, 'logLevel'> & Partial<Pick<GatewayConfig, 'logFormat'>>, stdoutIsTTY = process.stdout.isTTY === true): Logger {
  const options = { level: config.logLevel, base: { service: 'design-style-library' } };
  if (chooseLogFormat(config.logFormat ?? 'auto', stdoutIsTTY) === 'pretty') return pino(options, prettyStream(stdoutIsTTY));
  return pino(options, pino.destination({ dest: 1, sync: false }));
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
