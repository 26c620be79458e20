/** Issue 6: ETags, 304s, Cache-Control, precompressed encodings, CORS, security headers, logs, /healthz. */
import { Writable } from 'node:stream';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pino } from 'pino';
import { BROTLI_FROM_BYTES, etagOf } from '../../generator/precompress';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request, type HttpResponse } from '../helpers/http';
import { createValidator } from '../helpers/openapi-validator';
import http from 'node:http';

const distDir = inject('distDir');
let gw: RunningGateway;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({ write: (chunk, _enc, done) => (logLines.push(JSON.parse(String(chunk))), done()) });
  gw = await startGateway(distDir, {}, { logger: pino({ level: 'info' }, sink) });
});
afterAll(() => gw.close());

/** Raw bytes, undecoded, to check the chosen content coding. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const GENERATED = ['/api/styles?limit=20&page=1', '/api/styles/memphis', '/api/styles/memphis/token', '/api/styles/memphis/content', '/covers/memphis.svg', '/openapi.json'];

describe('strong ETags and conditional GET', () => {
  it.each(GENERATED)('%s has the strong ETag computed at build time', async (url) => {
    const res = await raw(url);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(etagOf(fs.readFileSync(path.join(distDir, gw.store.pathOf(url)!))));
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it.each(GENERATED)('%s answers 304 without a body when If-None-Match names its ETag', async (url) => {
    const { headers } = await raw(url);
    for (const inm of [headers.etag!, `"other", ${headers.etag}`, `W/${headers.etag}`, '*']) {
      const res = await raw(url, { 'If-None-Match': inm });
      expect(res.status, inm).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(headers.etag);
      expect(res.headers['cache-control']).toBe(headers['cache-control']);
    }
    expect((await raw(url, { 'If-None-Match': '"nope"' })).status).toBe(200);
  });

  it('is described in openapi.json: If-None-Match on every operation, 304 and the caching headers', async () => {
    const { doc } = createValidator(distDir);
    for (const item of Object.values(doc.paths)) {
      const op = item.get as unknown as { parameters: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
      expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'If-None-Match', in: 'header' }));
      expect(Object.keys(op.responses['304']!.headers!)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control']));
      expect(Object.keys(op.responses['200']!.headers!)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control', 'Vary', 'RateLimit']));
    }
  });

  it('answers the default list URL with the canonical page and its ETag', async () => {
    const res = await raw('/api/styles');
    expect(res.headers.etag).toBe(etagOf(fs.readFileSync(path.join(distDir, gw.store.pathOf('/api/styles?limit=20&page=1')!))));
  });
});

describe('Cache-Control per kind', () => {
  it.each([
    ['/api/styles', CACHE_CONTROL.api],
    ['/api/styles/memphis/token', CACHE_CONTROL.api],
    ['/api/search?q=glass', CACHE_CONTROL.api],
    ['/covers/memphis.svg', CACHE_CONTROL.cover],
    ['/openapi.json', CACHE_CONTROL.document],
    ['/api/styles/nope', CACHE_CONTROL.error],
    ['/api/styles?limit=0', CACHE_CONTROL.error],
  ])('%s → %s', async (url, policy) => {
    expect((await raw(url)).headers['cache-control']).toBe(policy);
  });

  it('uses a short max-age with stale-while-revalidate for API JSON and a long one for covers', () => {
    expect(CACHE_CONTROL.api).toMatch(/max-age=60, stale-while-revalidate=\d+/);
    expect(CACHE_CONTROL.cover).toMatch(/max-age=604800/);
  });
});

describe('precompressed encodings', () => {
  it.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ['gzip;q=0.5, br;q=0.4', 'gzip', zlib.gunzipSync],
  ] as const)('Accept-Encoding "%s" gets %s, which decodes to the identity bytes (openapi.json: 128 kB or more, so .br and .gz)', async (accept, coding, decode) => {
    const identity = await raw('/openapi.json');
    expect(identity.body.length).toBeGreaterThanOrEqual(BROTLI_FROM_BYTES);
    const res = await raw('/openapi.json', { 'Accept-Encoding': accept });
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(identity.body.length);
    expect(decode(res.body).equals(identity.body)).toBe(true);
    expect(res.headers.etag).toBe(identity.headers.etag!.replace(/"$/, `-${coding}"`));
  });

  it.each(['/api/styles?limit=20&page=1', '/api/styles/memphis', '/api/styles/memphis/export/css'])('answers %s in gzip to a client that accepts brotli too: a file under 128 kB has no .br (precompress.ts)', async (url) => {
    const identity = await raw(url);
    const res = await raw(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).equals(identity.body)).toBe(true);
    expect(res.headers.etag).toBe(identity.headers.etag!.replace(/"$/, '-gzip"'));
    expect((await raw(url, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends identity when the client accepts no coding', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await raw('/covers/memphis.svg', accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toMatch(/^<svg /);
    }
  });

  it('answers HEAD wherever GET works, with the same headers and no body', async () => {
    for (const url of [...GENERATED, '/api/search?q=glass', '/healthz']) {
      const get = await raw(url, { 'Accept-Encoding': 'br' });
      const head = await new Promise<HttpResponse>((resolve, reject) => {
        const { port } = new URL(gw.url);
        http
          .request({ host: '127.0.0.1', port, path: url, method: 'HEAD', headers: { 'Accept-Encoding': 'br' }, agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, headers: new Headers(res.headers as Record<string, string>), text: '', json: undefined }));
          })
          .on('error', reject)
          .end();
      });
      expect(head.status, url).toBe(200);
      for (const h of ['content-type', 'content-length', 'etag', 'content-encoding', 'cache-control']) {
        expect(head.headers.get(h), `${url} ${h}`).toBe((get.headers[h] as string | undefined) ?? null);
      }
    }
  });
});

describe('CORS, security headers, request ids, logs and /healthz', () => {
  it('lets any origin read the API and answers preflights with 204', async () => {
    const res = await request(gw.url, '/api/styles/memphis', { headers: { Origin: 'https://example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit');
    const preflight = await request(gw.url, '/api/styles', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await request(gw.url, '/openapi.json');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('echoes a plain client request id and replaces an unsafe one', async () => {
    expect((await request(gw.url, '/api/styles', { headers: { 'X-Request-Id': 'abc-123' } })).headers.get('x-request-id')).toBe('abc-123');
    const replaced = (await request(gw.url, '/api/styles', { headers: { 'X-Request-Id': 'bad id <script>' } })).headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one structured access log line per request, with its id and status', async () => {
    await request(gw.url, '/api/styles/nope', { headers: { 'X-Request-Id': 'log-check-1' } });
    await new Promise((r) => setTimeout(r, 20));
    const line = logLines.find((l) => (l.req as { id?: string } | undefined)?.id === 'log-check-1');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/styles/nope' }, res: { statusCode: 404 } });
    expect(line!.responseTime).toEqual(expect.any(Number));
  });

  it('serves /healthz outside the rate limits', async () => {
    const res = await request(gw.url, '/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', apiVersion: '1.0.0', styles: gw.store.manifest.totals.all });
    expect(res.headers.get('ratelimit')).toBeNull();
  });
});
