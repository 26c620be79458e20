/** Small HTTP helpers for tests. Paths are sent raw (node:http), so `%2e%2e` reaches the server un-normalised, as an attacker would send it. */
import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import type { StyleList, StyleSummary } from '../../generator/contract/schemas';

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

export function request(base: string, path: string, init: RequestOptions = {}): Promise<HttpResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
        resolve(parse(res.statusCode ?? 0, headers, Buffer.concat(chunks).toString('utf8')));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function parse(status: number, headers: Headers, text: string): HttpResponse {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

/** Every response carries the governing limit's IETF rate-limit fields (issue 2). */
export function expectRateLimitHeaders(res: HttpResponse, policy: 'api' | 'pages' | 'assets'): void {
  expect(res.headers.get('ratelimit'), 'RateLimit header').toMatch(new RegExp(`^"${policy}"; r=\\d+; t=\\d+$`));
  expect(res.headers.get('ratelimit-policy'), 'RateLimit-Policy header').toMatch(new RegExp(`^"${policy}"; q=\\d+; w=60`));
}

/** An error response: status, JSON content type and the code in an Error body. */
export function expectError(res: HttpResponse, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.json).toMatchObject({ error: expect.any(String), code });
}

/**
 * Sends `head` (and `body`) as written on a socket of its own and reads the answer until the server closes:
 * for requests no HTTP client would send (no Host, a malformed request line, a head past the server's
 * buffers). The head should say `Connection: close`.
 */
export function rawRequest(base: string, head: string, body: Buffer | string = ''): Promise<HttpResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server may close while the request is still being written (it answered from the head alone).
    socket.on('error', (error: NodeJS.ErrnoException) => (chunks.length && error.code === 'ECONNRESET' ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks).toString('latin1');
      const end = bytes.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(bytes.slice(0, 200))}`));
      const [statusLine, ...lines] = bytes.slice(0, end).split('\r\n');
      const headers = new Headers();
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(parse(Number(statusLine!.split(' ')[1]), headers, Buffer.from(bytes.slice(end + 4), 'latin1').toString('utf8')));
    });
    socket.write(head, 'latin1');
    if (body.length) socket.write(body);
  });
}

/** Every style summary, read page by page from `GET /api/styles` until `total` are in. */
export async function listAllStyles(base: string, total: number): Promise<StyleSummary[]> {
  const styles: StyleSummary[] = [];
  for (let page = 1; styles.length < total; page++) styles.push(...((await request(base, `/api/styles?limit=50&page=${page}`)).json as StyleList).data);
  return styles;
}
