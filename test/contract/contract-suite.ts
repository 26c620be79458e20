/**
 * The API's contract as a client sees it, one suite for every way the service is deployed (issue 12): the
 * gateway alone, and the generated nginx front with gateway upstreams. Errors, list pages and pages past
 * the last, headers, HEAD, 304 and rate limits must be the same byte for byte, but for the one documented
 * difference: behind nginx, `RateLimit` is absent and `RateLimit-Policy` has no `pk` (docs/serving.md "The nginx front").
 * Requests refused before routing (issue 21: paths nginx cannot read, heads past its buffers, bodies past
 * the limit, malformed HTTP) get the same Error body and headers from both, each class with its edges.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody, duplicateDetails, rateLimitedDetails } from '../../generator/contract/error-bodies';
import type { ErrorCode } from '../../generator/contract/error-codes';
import { LIMITS } from '../../generator/contract/limits';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { helmetHeaders } from '../../generator/deploy/security-headers';
import { rawRequest, request, type HttpResponse, type RequestOptions } from '../helpers/http';

export interface ContractTarget {
  url: string;
  /** Behind the nginx front: the documented rate-limit header difference applies. */
  front: boolean;
  /** The precompressed codings it serves (the front serves `br` only with nginx's brotli_static module). */
  encodings: readonly ('br' | 'gzip')[];
}

let clients = 0;
/** A client address of its own (X-Forwarded-For, believed from loopback), so each test has whole budgets. */
export const newClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;

export function describeContract(name: string, target: () => ContractTarget): void {
  const distDir = inject('distDir');
  const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
  let t: ContractTarget;
  const get = (p: string, init: RequestOptions = {}, client = newClient()): Promise<HttpResponse> =>
    request(t.url, p, { ...init, headers: { 'X-Forwarded-For': client, ...init.headers } });
  beforeAll(() => {
    t = target();
  });

  /** The security headers (the CSP of the build's public URL) and the CORS fields every answer carries (issue 31). */
  const expectEveryAnswerHeaders = (res: HttpResponse) => {
    const { baseUrl } = JSON.parse(read('manifest.json')) as { baseUrl: string };
    for (const [header, value] of helmetHeaders(baseUrl)) expect(res.headers.get(header), header).toBe(value);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = res.headers.get('access-control-expose-headers')?.split(',') ?? [];
    // nginx's limit_req has no remaining count: the front sends no RateLimit field to expose.
    expect(exposed).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit-Policy', 'X-Request-Id', ...(t.front ? [] : ['RateLimit'])]));
  };

  const expectErrorAnswer = (res: HttpResponse, status: number, code: ErrorCode, details?: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.error);
    expect(res.text).toBe(errorBody(code, details));
  };

  describe(`the contract, ${name}`, () => {
    describe('errors', () => {
      it.each([
        ['/api/styles?page=0', 'INVALID_PAGE'],
        ['/api/styles?page=abc', 'INVALID_PAGE'],
        ['/api/styles?page=1000001', 'INVALID_PAGE'],
        ['/api/styles?page=0000000001', 'INVALID_PAGE'],
        ['/api/styles?page=', 'INVALID_PAGE'],
        ['/api/styles?limit=51', 'INVALID_LIMIT'],
        ['/api/styles?limit=0', 'INVALID_LIMIT'],
        ['/api/styles?limit=2.5', 'INVALID_LIMIT'],
        ['/api/styles?type=bogus', 'INVALID_TYPE'],
        ['/api/styles?type=', 'INVALID_TYPE'],
        ['/api/styles?type=RETRO', 'INVALID_TYPE'],
        ['/api/styles?page=x&limit=x&type=x', 'INVALID_PAGE'],
        ['/api/styles?limit=x&type=x', 'INVALID_LIMIT'],
        ['/api/styles/no-such-style/export/pdf', 'INVALID_FORMAT'],
      ] as const)('%s answers 400 %s', async (url, code) => {
        expectErrorAnswer(await get(url), 400, code);
      });

      it.each([
        ['/api/styles?limit=2&limit=3', 'limit'],
        ['/api/styles?page=1&page=1', 'page'],
        ['/api/styles?type=retro&type=flat', 'type'],
        ['/api/styles?page=bad&page=1', 'page'],
        ['/api/styles?page=bad&limit=1&limit=2', 'page'],
      ] as const)('%s answers 400 DUPLICATE_PARAMETER or the first failing parameter, in page-limit-type order', async (url, name) => {
        const res = await get(url);
        if (url.startsWith('/api/styles?page=bad&limit')) expectErrorAnswer(res, 400, 'INVALID_PAGE');
        else expectErrorAnswer(res, 400, 'DUPLICATE_PARAMETER', duplicateDetails(name));
      });

      it.each(['/api/styles/no-such-style', '/api/styles/no-such-style/token', '/api/styles/no-such-style/content', '/api/styles/no-such-style/similar', '/api/styles/no-such-style/changes', '/api/styles/no-such-style/export/css', '/r/no-such-style.json'])(
        '%s answers 404 STYLE_NOT_FOUND',
        async (url) => expectErrorAnswer(await get(url), 404, 'STYLE_NOT_FOUND'),
      );

      it.each(['/api/nothing', '/api', '/nothing-here', '/manifest.json', '/search/index-0.json', '/deploy/nginx.conf', '/_redirects', '/r', '/r/nothing', '/r/memphis'])('%s answers 404 NOT_FOUND', async (url) => {
        expectErrorAnswer(await get(url), 404, 'NOT_FOUND');
      });

      // Issue 31: a browser that opens a page naming nothing reads an HTML page; JSON clients keep the Error body.
      const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

      it.each(['/nothing-here', '/developers/styles/no-such-style', '/developers/nothing', '/manifest.json', '/developers/404.html'])(
        '%s answers a browser asking for a page with the HTML 404 page, status 404',
        async (url) => {
          for (const method of ['GET', 'HEAD']) {
            const res = await get(url, { method, headers: { Accept: BROWSER_ACCEPT } });
            expect(res.status).toBe(404);
            expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
            expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.error);
            expect(res.headers.get('etag')).toBeNull();
            expect(res.text).toBe(method === 'HEAD' ? '' : read('developers/404.html'));
            expectEveryAnswerHeaders(res);
          }
        },
      );

      it.each([
        ['/api/nothing', 'NOT_FOUND'],
        ['/api/styles/no-such-style', 'STYLE_NOT_FOUND'],
        ['/r/nothing', 'NOT_FOUND'],
        ['/mcp/nothing', 'NOT_FOUND'],
        ['/developers/assets/nothing.css', 'NOT_FOUND'],
        ['/covers/no-such-style.svg', 'NOT_FOUND'],
      ] as const)('%s keeps the Error body %s for a browser too (an API path or an asset)', async (url, code) => {
        expectErrorAnswer(await get(url, { headers: { Accept: BROWSER_ACCEPT } }), 404, code);
      });

      it('answers /favicon.ico with 301 to the portal\'s SVG icon, counted as an asset', async () => {
        const res = await get('/favicon.ico');
        expect(res.status).toBe(301);
        expect(res.headers.get('location')).toBe('/favicon.svg');
        expect(res.headers.get('ratelimit-policy')).toMatch(/^"assets"; q=600; w=60/);
        const icon = await get('/favicon.svg');
        expect(icon.status).toBe(200);
        expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(icon.text).toBe(read('favicon.svg'));
      });

      it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on an API path answers 405 with Allow: GET, HEAD', async (method) => {
        const res = await get('/api/styles', { method });
        expectErrorAnswer(res, 405, 'METHOD_NOT_ALLOWED');
        expect(res.headers.get('allow')).toBe('GET, HEAD');
      });

      it.each([
        ['/api/search', 'QUERY_MISSING'],
        ['/api/search?q=a', 'QUERY_TOO_SHORT'],
        ['/api/search?q=glass&page=0', 'INVALID_PAGE'],
      ] as const)('search: %s answers 400 %s (from the gateway, whatever the front)', async (url, code) => {
        const res = await get(url);
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({ code });
      });
    });

    describe('list pages', () => {
      it.each([
        ['/api/styles', 'api/lists/all/20/1.json'],
        ['/api/styles?page=2&limit=5', 'api/lists/all/5/2.json'],
        ['/api/styles?limit=5&page=2', 'api/lists/all/5/2.json'],
        ['/api/styles?page=002&limit=05', 'api/lists/all/5/2.json'],
        ['/api/styles?type=retro', 'api/lists/retro/20/1.json'],
        ['/api/styles?type=flat&limit=3&page=2&utm_source=x', 'api/lists/flat/3/2.json'],
        ['/api/styles?page=1&limit=20&type=glassmorphism', 'api/lists/glassmorphism/20/1.json'],
      ])('%s answers the generated page', async (url, file) => {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.api);
        expect(res.text).toBe(read(file));
      });

      it('answers a page past the last with no data and the true pagination', async () => {
        const total = (JSON.parse(read('api/lists/retro/20/1.json')) as { pagination: { total: number } }).pagination.total;
        const res = await get('/api/styles?type=retro&limit=7&page=999');
        expect(res.status).toBe(200);
        expect(res.text).toBe(JSON.stringify({ data: [], pagination: { page: 999, limit: 7, total, totalPages: Math.ceil(total / 7) } }));
      });

      it('decodes percent-encoded arguments as the gateway does', async () => {
        const res = await get('/api/styles?pa%67e=%32&limit=%35');
        expect(res.status).toBe(200);
        expect(res.text).toBe(read('api/lists/all/5/2.json'));
      });
    });

    describe('a style\'s versions (issue 35)', () => {
      it('/api/styles/memphis/changes answers the generated file with the API cache policy, HEAD alike', async () => {
        const res = await get('/api/styles/memphis/changes');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.api);
        expect(res.text).toBe(read('api/styles/memphis/changes.json'));
        expect(res.json).toMatchObject({ slug: 'memphis', version: (JSON.parse(read('api/styles/memphis/index.json')) as { version: string }).version });
        const head = await get('/api/styles/memphis/changes', { method: 'HEAD' });
        expect([head.status, head.text, head.headers.get('etag')]).toEqual([200, '', res.headers.get('etag')]);
      });
    });

    describe('the shadcn registry (issue 19)', () => {
      it.each([
        ['/r/registry.json', 'r/registry.json'],
        ['/r/memphis.json', 'r/memphis.json'],
      ])('%s answers the generated file with the API cache policy', async (url, file) => {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.api);
        expect(res.text).toBe(read(file));
      });

      it('answers a retired style\'s item with 301 to the survivor\'s', async () => {
        const res = await get('/r/pastel-neumorphism.json');
        expect(res.status).toBe(301);
        expect(res.headers.get('location')).toMatch(/\/r\/soft-ui\.json$/);
      });
    });

    describe('headers', () => {
      it.each([
        ['/api/styles/memphis', 'api'],
        ['/api/styles?limit=3', 'api'],
        ['/api/styles/no-such-style', 'api'],
        ['/openapi.json', 'pages'],
        ['/developers', 'pages'],
        ['/r/memphis.json', 'api'],
        ['/r/registry.json', 'api'],
        ['/r/no-such-style.json', 'api'],
        ['/developers/styles/memphis', 'pages'],
        ['/developers/styles/memphis/tokens.css', 'assets'],
        ['/developers/assets/preview.js', 'assets'],
        ['/covers/memphis.svg', 'assets'],
        ['/favicon.svg', 'assets'],
      ] as const)('%s carries the security, CORS and rate-limit fields', async (url, budget) => {
        const res = await get(url);
        expectEveryAnswerHeaders(res);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{16,}$/);
        const quota = { api: 30, pages: 60, assets: 600 }[budget];
        expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${budget}"; q=${quota}; w=60${t.front ? '$' : '; pk=:[A-Za-z0-9+/=]+:$'}`));
        // The documented difference: nginx's limit_req has no remaining count.
        if (t.front) expect(res.headers.get('ratelimit')).toBeNull();
        else expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"${budget}"; r=\\d+; t=\\d+$`));
      });

      // Precompressed by the build (openapi.json) or where it is served (a style's own response, a list page: issue 34).
      it('serves the compressed representations a client accepts, and identity for a coding it does not serve (a .br only from 128 kB)', async () => {
        const cases = [
          { url: '/openapi.json', file: 'openapi.json', served: ['gzip', 'br'] },
          { url: '/api/styles/memphis', file: 'api/styles/memphis/index.json', served: ['gzip'] },
          { url: '/api/styles?limit=20&page=1', file: 'api/lists/all/20/1.json', served: ['gzip'] },
        ];
        for (const { url, file, served } of cases) {
          for (const encoding of ['gzip', 'br'] as const) {
            const res = await request(t.url, url, { headers: { 'Accept-Encoding': encoding, 'X-Forwarded-For': newClient() } });
            if (t.encodings.includes(encoding) && served.includes(encoding)) {
              expect(res.headers.get('content-encoding'), `${url} ${encoding}`).toBe(encoding);
              expect(res.headers.get('vary')).toContain('Accept-Encoding');
            } else {
              expect(res.headers.get('content-encoding'), `${url} ${encoding}`).toBeNull();
              expect(res.text).toBe(read(file));
            }
          }
        }
      });

      it.each([
        ['200', '/api/styles/memphis', {}],
        ['304', '/api/styles/memphis', { 'If-None-Match': 'etag' }],
        ['400', '/api/styles?page=0', {}],
        ['404', '/api/styles/no-such-style', {}],
        ['404', '/nothing-here', {}],
        ['405', '/api/styles', { method: 'DELETE' }],
      ] as const)('a %s (%s) carries the security and CORS headers, Retry-After and the RateLimit fields exposed (issue 31)', async (status, url, init) => {
        const { method, ...headers } = init as { method?: string } & Record<string, string>;
        const etag = 'If-None-Match' in headers ? (await get(url)).headers.get('etag')! : undefined;
        const res = await get(url, { method, headers: { Origin: 'http://app.test', ...headers, ...(etag ? { 'If-None-Match': etag } : {}) } });
        expect(res.status).toBe(Number(status));
        expectEveryAnswerHeaders(res);
      });

      it('serves the CLI\'s package /cli/design-style.tgz as application/gzip, cacheable, byte for byte (issue 31)', async () => {
        const res = await fetch(`${t.url}/cli/design-style.tgz`, { headers: { 'X-Forwarded-For': newClient(), 'Accept-Encoding': 'gzip, br' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/gzip');
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.document);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(distDir, 'cli/design-style.tgz')))).toBe(true);
      });

      it('answers a CORS preflight with 204', async () => {
        const res = await get('/api/styles', { method: 'OPTIONS', headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'GET' } });
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
      });
    });

    describe('HEAD and conditional requests', () => {
      it.each(['/api/styles/memphis', '/api/styles?limit=3', '/api/styles/no-such-style', '/api/styles?page=0', '/covers/memphis.svg', '/r/memphis.json'])(
        'HEAD %s answers as GET does, without a body',
        async (url) => {
          const [got, head] = await Promise.all([get(url), get(url, { method: 'HEAD' })]);
          expect(head.status).toBe(got.status);
          expect(head.text).toBe('');
          for (const header of ['content-type', 'content-length', 'cache-control', 'etag']) expect(head.headers.get(header), header).toBe(got.headers.get(header));
        },
      );

      it.each(['/api/styles/memphis', '/api/styles?limit=3', '/covers/memphis.svg', '/openapi.json', '/r/registry.json'])('%s answers 304 to its ETag, with no representation metadata', async (url) => {
        const first = await get(url);
        const etag = first.headers.get('etag');
        expect(etag).toBeTruthy();
        const again = await get(url, { headers: { 'If-None-Match': etag! } });
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.get('content-type')).toBeNull();
        expect(again.headers.get('content-length')).toBeNull();
      });
    });

    describe('requests refused before routing (issue 21)', () => {
      /** A raw request from a client of its own; `head` is the request line and any extra header lines. */
      const raw = (requestLine: string, extra = '', body = '') =>
        rawRequest(t.url, `${requestLine}\r\nHost: api.test\r\nX-Forwarded-For: ${newClient()}\r\n${extra}Connection: close\r\n\r\n`, body);

      /** The Error body and every header of an answer, counted in no budget: the page budget's policy, no RateLimit. */
      const expectRefusal = (res: HttpResponse, status: number, code: ErrorCode, method = 'GET') => {
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.error);
        expect(res.text).toBe(method === 'HEAD' ? '' : errorBody(code));
        expectEveryAnswerHeaders(res);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{16,}$/);
        expect(res.headers.get('ratelimit-policy')).toBe('"pages"; q=60; w=60');
        expect(res.headers.get('ratelimit')).toBeNull();
      };

      // Every path nginx cannot read (ngx_http_parse_complex_uri): an escaped NUL, a malformed escape, `..` above the root.
      const UNREADABLE = [
        '/api/styles/mem%00phis',
        '/api/styles/memphis%00.json',
        '/api/styles/memphis/token%00',
        '/covers/memphis%00.svg',
        '/%00',
        '/api/styles/%zz',
        '/api/styles/memphis%zz/token',
        '/api/styles/%',
        '/developers/%',
        '/api/styles/%2',
        '/api/styles/%g0',
        '/api/search%E0%A4%A?q=glass',
        '/..',
        '/../../etc/passwd',
        '/api/../../openapi.json',
        '/api/styles/../../../memphis',
        '/%2e%2e/x',
        '/api/%2E%2E/%2e%2e/openapi.json',
        '/api/styles/..%2f..%2f..%2fx',
        '/./../x',
        '/api/styles/%zz?page=1',
        '/..?limit=2',
      ];
      it.each(UNREADABLE)('%s answers 400 BAD_REQUEST to GET and HEAD', async (path) => {
        for (const method of ['GET', 'HEAD']) expectRefusal(await raw(`${method} ${path} HTTP/1.1`), 400, 'BAD_REQUEST', method);
      });

      it.each(['OPTIONS', 'POST', 'DELETE'])('an unreadable path answers 400 BAD_REQUEST before the method is judged (%s)', async (method) => {
        const preflight = method === 'OPTIONS' ? 'Origin: https://example.com\r\nAccess-Control-Request-Method: GET\r\n' : '';
        expectRefusal(await raw(`${method} /api/styles/%zz HTTP/1.1`, preflight), 400, 'BAD_REQUEST');
        expectRefusal(await raw(`${method} /api/../../x HTTP/1.1`, preflight), 400, 'BAD_REQUEST');
      });

      // Spellings nginx reads as another path (escapes decoded, dot segments resolved, `//` merged) answer as that path.
      it.each([
        ['/api/styles/../styles/memphis', '/api/styles/memphis'],
        ['/api/styles/%6Demphis', '/api/styles/memphis'],
        ['//api//styles///memphis', '/api/styles/memphis'],
        ['/api/./styles/memphis/./token', '/api/styles/memphis/token'],
        ['/api/styles/memphis/export/pdf/../css', '/api/styles/memphis/export/css'],
        ['/api/styles/x/%2e%2e/memphis', '/api/styles/memphis'],
        ['/api/styles/memphis%2Fcontent', '/api/styles/memphis/content'],
        ['/covers/%6Demphis.svg', '/covers/memphis.svg'],
        ['/api/styles/a%2Fb', '/api/styles/a/b'],
        ['/api/styles/%ff', '/api/styles/%EF%BF%BD'],
        ['/api/styles/memphis/.', '/api/styles/memphis/'],
        ['/api/%73tyles?limit=3', '/api/styles?limit=3'],
      ])('%s answers as %s', async (spelled, path) => {
        const [a, b] = await Promise.all([get(spelled), get(path)]);
        expect(a.status).toBe(b.status);
        expect(a.text).toBe(b.text);
        expect(a.headers.get('ratelimit-policy')?.split(';')[0]).toBe(b.headers.get('ratelimit-policy')?.split(';')[0]);
      });

      it.each(['/API/styles/memphis', '/api/styles/memphis/', '/api/styles/', '/api/search/?q=glass', '/openapi.json/', '/healthz/'])(
        '%s names nothing: paths match as written (404 NOT_FOUND)',
        async (path) => expectErrorAnswer(await get(path), 404, 'NOT_FOUND'),
      );

      // The request line must fit in one large header buffer, CRLF included: `GET ` + target + ` HTTP/1.1\r\n`.
      const line = LIMITS.LARGE_HEADER_BUFFER_BYTES;
      const target = (bytes: number, prefix = '/api/styles?q=') => `${prefix}${'a'.repeat(bytes - 'GET  HTTP/1.1\r\n'.length - prefix.length)}`;
      it('reads a request line of exactly the large buffer; one byte more is 414 URI_TOO_LONG', async () => {
        expect((await raw(`GET ${target(line)} HTTP/1.1`)).status).toBe(200);
        expectRefusal(await raw(`GET ${target(line + 1)} HTTP/1.1`), 414, 'URI_TOO_LONG');
      });

      it.each([
        ['a query of 8,000 characters', `/api/styles?q=${'a'.repeat(8000)}`, 200],
        ['a search of 8,000 characters', `/api/search?q=${'a'.repeat(8000)}`, 400],
        ['a query of 8,200 characters', `/api/styles?q=${'a'.repeat(8200)}`, 414],
        ['a path of 9,000 characters', `/api/styles/${'a'.repeat(9000)}`, 414],
        ['a query of 70,000 characters (past Node\'s own head limit)', `/api/styles?q=${'a'.repeat(70_000)}`, 414],
      ])('%s answers %i', async (_name, path, status) => {
        const res = await raw(`GET ${path} HTTP/1.1`);
        if (status === 414) expectRefusal(res, 414, 'URI_TOO_LONG');
        else expect(res.status).toBe(status);
      });

      // Each header line must fit in one large buffer; all of them, with the request line, in the first buffer and four large ones.
      const header = (name: string, bytes: number) => `${name}: ${'v'.repeat(bytes - name.length - 4)}\r\n`;
      it('reads a header line of exactly the large buffer; one byte more is 431 HEADERS_TOO_LARGE', async () => {
        expect((await raw('GET /api/styles/memphis HTTP/1.1', header('X-Big', line))).status).toBe(200);
        expectRefusal(await raw('GET /api/styles/memphis HTTP/1.1', header('X-Big', line + 1)), 431, 'HEADERS_TOO_LARGE');
      });

      it.each([
        ['three lines of 7,000 bytes', [7000, 7000, 7000], 200],
        ['four lines of 8,000 bytes (one large buffer each)', [8000, 8000, 8000, 8000], 200],
        ['five lines of 8,000 bytes', [8000, 8000, 8000, 8000, 8000], 431],
        ['twelve lines of 8,000 bytes (past Node\'s own head limit)', Array(12).fill(8000) as number[], 431],
        ['forty lines of 700 bytes', Array(40).fill(700) as number[], 200],
        ['sixty lines of 700 bytes', Array(60).fill(700) as number[], 431],
      ])('headers of %s answer %i', async (_name, lines, status) => {
        const res = await raw('GET /api/styles/memphis HTTP/1.1', lines.map((bytes, i) => header(`X-H${i}`, bytes)).join(''));
        if (status === 431) expectRefusal(res, 431, 'HEADERS_TOO_LARGE');
        else expect(res.status).toBe(status);
      });

      it('takes a body of the limit; past it, GET, HEAD and POST /mcp answer 413 CONTENT_TOO_LARGE, other methods 405 first', async () => {
        const limit = LIMITS.BODY_MAX_BYTES;
        expect((await raw('GET /api/styles/memphis HTTP/1.1', `Content-Length: ${limit}\r\n`, 'x'.repeat(limit))).status).toBe(200);
        // The body past the limit is sent to nginx, as a client sends it: nginx answers from the head, then reads the
        // declared body before it closes, and without it waited lingering_timeout (5 s) a request. The gateway answers
        // from the head and closes; a body still arriving there could reset the connection before the answer is read.
        const past = t.front ? 'x'.repeat(limit + 1) : '';
        for (const [method, path] of [['GET', '/api/styles/memphis'], ['HEAD', '/openapi.json'], ['POST', '/mcp']]) {
          expectRefusal(await raw(`${method} ${path} HTTP/1.1`, `Content-Length: ${limit + 1}\r\nContent-Type: application/json\r\n`, past), 413, 'CONTENT_TOO_LARGE', method);
        }
        expectErrorAnswer(await raw('POST /api/styles HTTP/1.1', `Content-Length: ${limit + 1}\r\n`, past), 405, 'METHOD_NOT_ALLOWED');
      });

      it('answers malformed HTTP with 400 BAD_REQUEST: no Host, two Hosts, HTTP/2.0 in a request line, no request line', async () => {
        const other = (head: string) => rawRequest(t.url, head);
        expectRefusal(await other('GET /api/styles/memphis HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
        expectRefusal(await other('GET /api/styles/memphis HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
        expectRefusal(await other('GET /api/styles/memphis HTTP/2.0\r\nHost: a\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
        expectRefusal(await other('GARBAGE\r\n\r\n'), 400, 'BAD_REQUEST');
        // HTTP/1.0 needs no Host.
        expect((await other(`GET /api/styles/memphis HTTP/1.0\r\nX-Forwarded-For: ${newClient()}\r\n\r\n`)).status).toBe(200);
      });
    });

    describe('redirects: retired styles, canonical page paths', () => {
      it.each([
        ['/api/styles/pastel-neumorphism', '/api/styles/soft-ui', CACHE_CONTROL.api],
        ['/api/styles/pastel-neumorphism/export/css?x=1', '/api/styles/soft-ui/export/css?x=1', CACHE_CONTROL.api],
        ['/developers/styles/pastel-neumorphism', '/developers/styles/soft-ui', CACHE_CONTROL.document],
        ['/covers/pastel-neumorphism.svg', '/covers/soft-ui.svg', CACHE_CONTROL.cover],
        ['/developers/styles/memphis/', '/developers/styles/memphis', CACHE_CONTROL.document],
      ])('%s answers 301 to %s, with no body', async (url, location, cacheControl) => {
        for (const method of ['GET', 'HEAD']) {
          const res = await get(url, { method });
          expect(res.status).toBe(301);
          expect(res.headers.get('location')).toBe(location);
          expect(res.headers.get('cache-control')).toBe(cacheControl);
          expect(res.headers.get('content-length')).toBe('0');
          expect(res.headers.get('content-type')).toBeNull();
          expect(res.text).toBe('');
        }
      });
    });

    describe('rate limits', () => {
      /**
       * A client's `n` requests, sent at once: nginx's limit_req refills its bucket continuously (one request
       * per 60 s / budget), so a budget spent slowly on a loaded machine would not be spent.
       */
      const spend = async (client: string, n: number, url: (i: number) => string) =>
        (await Promise.all(Array.from({ length: n }, (_, i) => get(url(i), {}, client)))).map((r) => r.status);

      /**
       * The client's next request once its budget is spent. The gateway's window is fixed; the front's bucket
       * has refilled one request per 60 s / budget since `since`, which a loaded machine makes more than none.
       */
      const next = async (client: string, url: string, perMinute: number, since: number): Promise<HttpResponse> => {
        for (let passed = 0; ; passed++) {
          const res = await get(url, {}, client);
          const refilled = Math.ceil(((performance.now() - since) / 60_000) * perMinute);
          if (res.status === 429 || !t.front || passed >= refilled) return res;
        }
      };

      it('answers the 31st API request of a minute with 429 RATE_LIMITED and Retry-After', async () => {
        const client = newClient();
        const since = performance.now();
        const statuses = await spend(client, 30, (i) => (i % 2 ? '/api/styles/memphis' : '/api/styles?limit=2'));
        expect(statuses.every((s) => s === 200)).toBe(true);
        const res = await next(client, '/api/styles/memphis', 30, since);
        expectErrorAnswer(res, 429, 'RATE_LIMITED', rateLimitedDetails(30));
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        // A script of another origin reads it (issue 31).
        expectEveryAnswerHeaders(res);
        // Another client still has its whole budget.
        expect((await get('/api/styles/memphis')).status).toBe(200);
      });

      it('counts a retired slug in the API budget: its 301 until the budget is spent, then 429', async () => {
        const client = newClient();
        const since = performance.now();
        expect(new Set(await spend(client, 29, () => '/api/styles/memphis'))).toEqual(new Set([200]));
        const moved = await get('/api/styles/pastel-neumorphism', {}, client);
        expect(moved.status).toBe(301);
        expect(moved.headers.get('ratelimit-policy')).toMatch(/^"api"; q=30; w=60/);
        // The 301 was the 30th: the budget is spent, for the retired URL as for any other.
        expectErrorAnswer(await next(client, '/api/styles/memphis', 30, since), 429, 'RATE_LIMITED', rateLimitedDetails(30));
        expectErrorAnswer(await get('/api/styles/pastel-neumorphism', {}, client), 429, 'RATE_LIMITED', rateLimitedDetails(30));
        expectErrorAnswer(await get('/api/styles/pastel-neumorphism/token', {}, client), 429, 'RATE_LIMITED', rateLimitedDetails(30));
      });

      it('counts the shadcn registry (/r) against the API budget (issue 19)', async () => {
        const client = newClient();
        for (let i = 0; i < 30; i++) expect((await get(i % 2 ? '/r/memphis.json' : '/api/styles/memphis', {}, client)).status).toBe(200);
        expectErrorAnswer(await get('/r/registry.json', {}, client), 429, 'RATE_LIMITED', rateLimitedDetails(30));
      });

      it('counts no CORS preflight, in either budget, and answers one once the budget is spent (issue 31)', async () => {
        const client = newClient();
        const preflight = { method: 'OPTIONS', headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-trace' } };
        const preflights = await Promise.all(Array.from({ length: 70 }, (_, i) => get(i % 2 ? '/api/styles/memphis' : '/developers', preflight, client)));
        expect(new Set(preflights.map((r) => r.status))).toEqual(new Set([204]));
        const [api, page] = [await get('/api/styles/memphis', {}, client), await get('/developers', {}, client)];
        expect([api.status, page.status]).toEqual([200, 200]);
        if (!t.front) expect([api.headers.get('ratelimit'), page.headers.get('ratelimit')]).toEqual([expect.stringMatching(/^"api"; r=29; /), expect.stringMatching(/^"pages"; r=59; /)]);
        // The API budget spent, a preflight still passes (so the request it announces can read its 429).
        const since = performance.now();
        expect(new Set(await spend(client, 29, () => '/api/styles/memphis'))).toEqual(new Set([200]));
        expect((await next(client, '/api/styles/memphis', 30, since)).status).toBe(429);
        const after = await get('/api/styles/memphis', preflight, client);
        expect(after.status).toBe(204);
        expect(after.headers.get('access-control-allow-origin')).toBe('*');
      });

      it('counts pages apart from the API: 60 a minute', async () => {
        // A small page (the server card): openapi.json (240 KB) is slow to spend 60 times on a loaded machine,
        // and `next` allows for what nginx's leaky bucket refilled meanwhile.
        const client = newClient();
        const page = '/.well-known/mcp/server-card.json';
        const since = performance.now();
        expect(new Set(await spend(client, 60, () => page))).toEqual(new Set([200]));
        expectErrorAnswer(await next(client, page, 60, since), 429, 'RATE_LIMITED', rateLimitedDetails(60));
        expect((await get('/api/styles/memphis', {}, client)).status).toBe(200);
      });

      it('counts what pages load apart from pages: 600 a minute (issue 31)', async () => {
        const client = newClient();
        const since = performance.now();
        expect(new Set(await spend(client, 60, () => '/developers/styles/memphis'))).toEqual(new Set([200]));
        expectErrorAnswer(await next(client, '/developers/styles/memphis', 60, since), 429, 'RATE_LIMITED', rateLimitedDetails(60));
        // The pages are spent; what they load is not: stylesheets, scripts, fonts, covers, the icon.
        const assets = ['/developers/styles/memphis/tokens.css', '/developers/assets/preview.js', '/covers/memphis.svg', '/favicon.svg'];
        // In batches of 100: the front's test nginx takes 512 connections at once.
        for (let batch = 0; batch < 6; batch++) expect(new Set(await spend(client, 100, (i) => assets[i % assets.length]!))).toEqual(new Set([200]));
        const limited = await next(client, '/favicon.svg', 600, since);
        expectErrorAnswer(limited, 429, 'RATE_LIMITED', rateLimitedDetails(600));
        expect(limited.headers.get('ratelimit-policy')).toMatch(/^"assets"; q=600; w=60/);
      });
    });
  });
}
