/** Small HTTP helpers for tests. Paths are sent raw (node:http), so `%2e%2e` reaches the server un-normalised, as an attacker would send it. */
import http from 'node:http';
import { expect } from 'vitest';

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
export function expectRateLimitHeaders(res: HttpResponse, policy: 'api' | 'pages'): void {
  expect(res.headers.get('ratelimit'), 'RateLimit header').toMatch(new RegExp(`^"${policy}"; r=\\d+; t=\\d+$`));
  expect(res.headers.get('ratelimit-policy'), 'RateLimit-Policy header').toMatch(new RegExp(`^"${policy}"; q=\\d+; w=60`));
}

/** An error response: status, JSON content type and the code in an Error body. */
export function expectError(res: HttpResponse, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.json).toMatchObject({ error: expect.any(String), code });
}
