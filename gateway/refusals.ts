/**
 * Requests refused before they are routed (issue 21), answered exactly as the generated nginx front answers
 * them: a request line or headers larger than nginx's buffers hold (414, 431), a path nginx cannot read
 * (400), an HTTP/1.1 request without one Host (400), a declared body over the limit (413), and whatever
 * Node's own parser rejects. Each gets the API's Error body with the security, CORS and cache headers of
 * every answer and `Connection: close`. A refused request is counted in no budget: it carries the page
 * budget's `RateLimit-Policy` (its path is not routed, or not even read) and no `RateLimit`.
 */
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { errorBody } from '../generator/contract/error-bodies';
import { ERROR_CODES, type ErrorCode } from '../generator/contract/error-codes';
import { LIMITS } from '../generator/contract/limits';
import { CACHE_CONTROL } from '../generator/deploy/cache-policy';
import { everyAnswerHeaders } from '../generator/deploy/security-headers';
import type { GatewayConfig } from './config';
import { CLIENT_ID, REQUEST_ID_HEADER } from './logger';
import { WINDOW_MS } from './rate-limit';

/**
 * Node's parser keeps up to this much of a request's head, well past what nginx's buffers hold, so that
 * the refusals below (which follow nginx's rules) decide; only a head larger still is refused by Node.
 */
export const MAX_HEAD_BYTES = 64 * 1024;

/**
 * Which line of a request head nginx's header buffers cannot hold (ngx_http_alloc_large_header_buffer):
 * lines are read into a buffer of HEADER_BUFFER_BYTES, then into large buffers; a line the current buffer
 * cannot finish moves, as far as it was read, to the next large buffer, and must fit in one. `lines` are
 * the byte lengths of the request line, each header line and the closing empty line, CRLF included.
 */
export function headOverflow(lines: readonly number[]): 'request-line' | 'header' | undefined {
  const { HEADER_BUFFER_BYTES, LARGE_HEADER_BUFFER_BYTES: large, LARGE_HEADER_BUFFERS } = LIMITS;
  let size: number = HEADER_BUFFER_BYTES;
  let pos = 0;
  let buffers = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (pos + line > size) {
      if (buffers === LARGE_HEADER_BUFFERS || line > large) return i === 0 ? 'request-line' : 'header';
      buffers++;
      size = large;
      pos = line;
    } else {
      pos += line;
    }
    // A line that ends its buffer exactly: the next one starts in a new large buffer.
    if (pos === size && i < lines.length - 1) {
      if (buffers === LARGE_HEADER_BUFFERS) return 'header';
      buffers++;
      size = large;
      pos = 0;
    }
  }
  return undefined;
}

/** The byte lengths of a request's head as a client writes it: `METHOD target HTTP/1.1`, `Name: value` lines, the empty line. */
function headLines(req: IncomingMessage): number[] {
  // `GET /x HTTP/1.1\r\n`: two spaces, `HTTP/` and CRLF beside the method, target and version.
  const lines = [(req.method?.length ?? 0) + (req.url?.length ?? 0) + req.httpVersion.length + 9];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) lines.push(raw[i]!.length + raw[i + 1]!.length + 4);
  lines.push(2);
  return lines;
}

const isHost = (name: string) => name.length === 4 && (name === 'Host' || name === 'host' || name.toLowerCase() === 'host');

/**
 * Why the front would refuse this request before routing it, in nginx's order (request line, path,
 * headers, Host, then the body once the method is known to be served), or undefined. `pathReadable`
 * says whether the target parses (request-target.ts).
 */
export function refusalOf(req: IncomingMessage, pathReadable: boolean): ErrorCode | undefined {
  // One pass over the head: its size (a head that fits in the first buffer cannot overflow) and its Hosts.
  const raw = req.rawHeaders;
  let bytes = (req.method?.length ?? 0) + (req.url?.length ?? 0) + req.httpVersion.length + 11;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    bytes += raw[i]!.length + raw[i + 1]!.length + 4;
    if (isHost(raw[i]!)) hosts++;
  }
  const overflow = bytes <= LIMITS.HEADER_BUFFER_BYTES ? undefined : headOverflow(headLines(req));
  if (overflow === 'request-line') return 'URI_TOO_LONG';
  // nginx answers 505 past HTTP/1 (Node reads "HTTP/2.0" in a request line), which the front sends as 400.
  if (req.httpVersionMajor !== 1 || !pathReadable) return 'BAD_REQUEST';
  if (overflow === 'header') return 'HEADERS_TOO_LARGE';
  if (hosts > 1 || (hosts === 0 && req.httpVersion === '1.1')) return 'BAD_REQUEST';
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > LIMITS.BODY_MAX_BYTES) {
    // Other methods are 405 first (OPTIONS 204), as on the front; /mcp takes them all.
    const mcp = req.url === '/mcp' || req.url?.startsWith('/mcp?');
    if (req.method === 'GET' || req.method === 'HEAD' || (mcp && req.method !== 'OPTIONS')) return 'CONTENT_TOO_LARGE';
  }
  return undefined;
}

/** What a refusal's headers depend on: the page budget and the public URL (the CSP). */
export type RefusalConfig = Pick<GatewayConfig, 'pageRequestsPerMinute' | 'baseUrl'>;

/**
 * The headers every refusal carries, whatever it refuses: the page budget's `RateLimit-Policy` without a
 * partition key (nothing was counted), then the security and CORS headers of every answer.
 */
export const refusalCommonHeaders = ({ pageRequestsPerMinute, baseUrl }: RefusalConfig): string[] => [
  'RateLimit-Policy',
  `"pages"; q=${pageRequestsPerMinute}; w=${WINDOW_MS / 1000}`,
  ...everyAnswerHeaders(baseUrl),
];

function refusalHeaders(code: ErrorCode, id: string, common: readonly string[]): string[] {
  return [
    REQUEST_ID_HEADER,
    id,
    ...common,
    'Cache-Control',
    CACHE_CONTROL.error,
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(errorBody(code))),
    'Connection',
    'close',
  ];
}

/** Answers a refused request (and logs it like any request). */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, code: ErrorCode, common: readonly string[], logger: Logger): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : randomUUID();
  res.writeHead(ERROR_CODES[code].status, refusalHeaders(code, id, common));
  res.end(req.method === 'HEAD' ? undefined : errorBody(code));
  if (logger.isLevelEnabled('info')) logger.info({ req: { id, method: req.method, url: (req.url ?? '').slice(0, 300) }, res: { statusCode: res.statusCode } }, 'request refused');
}

/**
 * Whether a head past MAX_HEAD_BYTES overflowed in its request line, judged from the bytes Node was
 * parsing (the packet that overflowed, not the whole head): they start a request line longer than a large
 * buffer, end one (` HTTP/1.1` before the first line end), or hold no line end at all.
 */
function overflowedInRequestLine(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const end = packet.indexOf('\r\n');
  const first = packet.toString('latin1', 0, end < 0 ? Math.min(packet.length, 64) : end);
  if (end < 0) return true;
  return / HTTP\/\d\.\d$/.test(first) || (/^[A-Z]+ \//.test(first) && end + 2 > LIMITS.LARGE_HEADER_BUFFER_BYTES);
}

/**
 * What Node's parser refuses before any request exists: a head past MAX_HEAD_BYTES (414 or 431, as
 * nginx would) and malformed HTTP (400). A request that timed out is closed without an answer, as nginx
 * does.
 */
export function clientErrorHandler(common: readonly string[], logger: Logger) {
  return (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): void => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const code: ErrorCode = error.code !== 'HPE_HEADER_OVERFLOW' ? 'BAD_REQUEST' : overflowedInRequestLine(error.rawPacket) ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
    const status = ERROR_CODES[code].status;
    const headers = refusalHeaders(code, randomUUID(), common);
    let head = `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nDate: ${new Date().toUTCString()}\r\n`;
    for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
    socket.end(`${head}\r\n${errorBody(code)}`);
    logger.debug({ err: { code: error.code } }, 'malformed request refused by the HTTP parser');
  };
}

/** The gateway's HTTP server: Node's limits set so that the refusals above decide, and its parser errors answered as JSON. */
export function createGatewayServer(listener: RequestListener, config: RefusalConfig, logger: Logger): http.Server {
  const server = http.createServer({ maxHeaderSize: MAX_HEAD_BYTES, requireHostHeader: false }, listener);
  server.on('clientError', clientErrorHandler(refusalCommonHeaders(config), logger));
  return server;
}
