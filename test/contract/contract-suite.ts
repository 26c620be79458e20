/**
 * The API's contract as a client sees it, one suite for every way the service is deployed (issue 12): the
 * gateway alone, and the generated nginx front with gateway upstreams. Errors, list pages and pages past
 * the last, headers, HEAD, 304 and rate limits must be the same byte for byte, but for the one documented
 * difference: behind nginx, `RateLimit` is absent and `RateLimit-Policy` has no `pk` (README "Deploying").
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody, duplicateDetails, rateLimitedDetails } from '../../generator/contract/error-bodies';
import type { ErrorCode } from '../../generator/contract/error-codes';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { helmetHeaders } from '../../generator/deploy/security-headers';
import { request, type HttpResponse, type RequestOptions } from '../helpers/http';

export interface ContractTarget {
  url: string;
  /** Behind the nginx front: the documented rate-limit header difference applies. */
  front: boolean;
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

      it.each(['/api/styles/no-such-style', '/api/styles/no-such-style/token', '/api/styles/no-such-style/content', '/api/styles/no-such-style/similar', '/api/styles/no-such-style/export/css', '/r/no-such-style.json'])(
        '%s answers 404 STYLE_NOT_FOUND',
        async (url) => expectErrorAnswer(await get(url), 404, 'STYLE_NOT_FOUND'),
      );

      it.each(['/api/nothing', '/api', '/nothing-here', '/manifest.json', '/search/index-0.json', '/deploy/nginx.conf', '/_redirects', '/r', '/r/nothing', '/r/memphis'])('%s answers 404 NOT_FOUND', async (url) => {
        expectErrorAnswer(await get(url), 404, 'NOT_FOUND');
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
      ] as const)('%s carries the security, CORS and rate-limit fields', async (url, budget) => {
        const res = await get(url);
        for (const [header, value] of helmetHeaders()) expect(res.headers.get(header), header).toBe(value);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{16,}$/);
        const quota = budget === 'api' ? 30 : 60;
        expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${budget}"; q=${quota}; w=60${t.front ? '$' : '; pk=:[A-Za-z0-9+/=]+:$'}`));
        // The documented difference: nginx's limit_req has no remaining count.
        if (t.front) expect(res.headers.get('ratelimit')).toBeNull();
        else expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"${budget}"; r=\\d+; t=\\d+$`));
      });

      it('serves the precompressed representations a client accepts', async () => {
        for (const encoding of ['gzip', 'br']) {
          const res = await request(t.url, '/api/styles/memphis', { headers: { 'Accept-Encoding': encoding, 'X-Forwarded-For': newClient() } });
          expect(res.headers.get('content-encoding')).toBe(encoding);
          expect(res.headers.get('vary')).toContain('Accept-Encoding');
        }
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

    describe('rate limits', () => {
      it('answers the 31st API request of a minute with 429 RATE_LIMITED and Retry-After', async () => {
        const client = newClient();
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) statuses.push((await get(i % 2 ? '/api/styles/memphis' : '/api/styles?limit=2', {}, client)).status);
        expect(statuses.every((s) => s === 200)).toBe(true);
        const res = await get('/api/styles/memphis', {}, client);
        expectErrorAnswer(res, 429, 'RATE_LIMITED', rateLimitedDetails(30));
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another client still has its whole budget.
        expect((await get('/api/styles/memphis')).status).toBe(200);
      });

      it('counts the shadcn registry (/r) against the API budget (issue 19)', async () => {
        const client = newClient();
        for (let i = 0; i < 30; i++) expect((await get(i % 2 ? '/r/memphis.json' : '/api/styles/memphis', {}, client)).status).toBe(200);
        expectErrorAnswer(await get('/r/registry.json', {}, client), 429, 'RATE_LIMITED', rateLimitedDetails(30));
      });

      it('counts pages apart from the API: 60 a minute', async () => {
        // A small page (the server card): nginx's leaky bucket refills one request a second, so the 61 requests
        // must land within one; openapi.json (240 KB) takes longer than that on a loaded machine.
        const client = newClient();
        const page = '/.well-known/mcp/server-card.json';
        for (let i = 0; i < 60; i++) expect((await get(page, {}, client)).status).toBe(200);
        expectErrorAnswer(await get(page, {}, client), 429, 'RATE_LIMITED', rateLimitedDetails(60));
        expect((await get('/api/styles/memphis', {}, client)).status).toBe(200);
      });
    });
  });
}
