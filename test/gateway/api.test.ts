import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { budgetOf } from '../../generator/contract/budgets';
import { errorBody } from '../../generator/contract/error-bodies';
import { STYLE_TYPES } from '../../generator/contract/style-types';
import type { StyleList, StyleSummary } from '../../generator/contract/schemas';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectError, expectRateLimitHeaders, request, type HttpResponse, type RequestOptions } from '../helpers/http';
import { createValidator } from '../helpers/openapi-validator';

const distDir = inject('distDir');
const { expectResponse, doc } = createValidator(distDir);
let gw: RunningGateway;
let all: StyleSummary[];

const get = async (p: string, init?: RequestOptions): Promise<HttpResponse> => {
  const res = await request(gw.url, p, init);
  expectRateLimitHeaders(res, budgetOf(p.split('?')[0]!));
  expect(res.status, `${p} never answers 5xx`).toBeLessThan(500);
  return res;
};

beforeAll(async () => {
  gw = await startGateway(distDir);
  all = ((await get('/api/styles?limit=50')).json as StyleList).data;
  for (let page = 2; all.length < gw.store.manifest.totals.all!; page++) {
    all.push(...((await get(`/api/styles?limit=50&page=${page}`)).json as StyleList).data);
  }
});
afterAll(() => gw.close());

describe('GET /api/styles (listStyles)', () => {
  it('returns the first 20 styles ordered by id, as application/json', async () => {
    const res = await get('/api/styles');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectResponse('listStyles', 200, res.json);
    const body = res.json as StyleList;
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: all.length, totalPages: Math.ceil(all.length / 20) });
    expect(body.data.map((s) => s.id)).toEqual(all.slice(0, 20).map((s) => s.id));
    expect(all.map((s) => s.id)).toEqual([...all.map((s) => s.id)].sort((a, b) => a - b));
  });

  it('serves bodies byte-identical to the generated files', async () => {
    for (const url of ['/api/styles', '/api/styles?limit=3&page=2', '/api/styles?type=retro&limit=2', `/api/styles/${all[0]!.slug}`]) {
      const canonical = url === '/api/styles' ? '/api/styles?limit=20&page=1' : url === '/api/styles?type=retro&limit=2' ? '/api/styles?limit=2&page=1&type=retro' : url;
      const file = gw.store.pathOf(canonical);
      expect(file, canonical).toBeDefined();
      expect((await get(url)).text).toBe(fs.readFileSync(path.join(distDir, file!), 'utf8'));
    }
  });

  it.each([1, 7, 20, 50])('walks every page of limit %i: same order, no duplicates, count = total', async (limit) => {
    const seen: number[] = [];
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page++) {
      const res = await get(`/api/styles?limit=${limit}&page=${page}`);
      expectResponse('listStyles', 200, res.json);
      const body = res.json as StyleList;
      totalPages = body.pagination.totalPages;
      expect(body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...body.data.map((s) => s.id));
    }
    expect(seen).toEqual(all.map((s) => s.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each(STYLE_TYPES)('filters by type=%s', async (type) => {
    const res = await get(`/api/styles?type=${type}&limit=50`);
    expectResponse('listStyles', 200, res.json);
    const body = res.json as StyleList;
    const expected = all.filter((s) => s.type === type);
    expect(body.data.map((s) => s.slug)).toEqual(expected.map((s) => s.slug));
    expect(body.pagination.total).toBe(expected.length);
  });

  it('answers a page past the last with 200, empty data and the true pagination', async () => {
    const res = await get('/api/styles?page=999&limit=10&type=flat');
    expectResponse('listStyles', 200, res.json);
    const total = all.filter((s) => s.type === 'flat').length;
    expect(res.json).toEqual({ data: [], pagination: { page: 999, limit: 10, total, totalPages: Math.ceil(total / 10) } });
  });

  it.each([
    ['page=0', 'INVALID_PAGE'],
    ['page=-1', 'INVALID_PAGE'],
    ['page=abc', 'INVALID_PAGE'],
    ['page=1.5', 'INVALID_PAGE'],
    ['limit=0', 'INVALID_LIMIT'],
    ['limit=51', 'INVALID_LIMIT'],
    ['limit=', 'INVALID_LIMIT'],
    ['type=vaporwave', 'INVALID_TYPE'],
    ['page=1&page=2', 'DUPLICATE_PARAMETER'],
    ['type=retro&type=flat', 'DUPLICATE_PARAMETER'],
    [`limit=${'9'.repeat(5000)}`, 'INVALID_LIMIT'],
    [`type=${'x'.repeat(5000)}`, 'INVALID_TYPE'],
  ])('returns 400 with code %s → %s', async (query, code) => {
    const res = await get(`/api/styles?${query}`);
    expectError(res, 400, code);
    expectResponse('listStyles', 400, res.json);
  });
});

describe('GET /api/styles/{slug}, /token, /content, /changes', () => {
  it('serves the detail, tokens, content and changes of every style, each valid against openapi.json', async () => {
    for (const style of all) {
      const detail = await get(`/api/styles/${style.slug}`);
      expect(detail.status).toBe(200);
      expectResponse('getStyle', 200, detail.json);
      expect(detail.json).toMatchObject(style);
      const tokens = await get(`/api/styles/${style.slug}/token`);
      expectResponse('getStyleToken', 200, tokens.json);
      expect(Object.keys(tokens.json as object)).toEqual(expect.arrayContaining(['colors', 'typography', 'components']));
      const content = await get(`/api/styles/${style.slug}/content`);
      expectResponse('getStyleContent', 200, content.json);
      const { design_document } = detail.json as { design_document: string };
      expect(design_document.endsWith((content.json as { content: string }).content)).toBe(true);
      expect((content.json as { content: string }).content).not.toMatch(/^---/);
      // Issue 35: the version the summary names, and its changes newest first, the last the initial one.
      const changes = await get(`/api/styles/${style.slug}/changes`);
      expectResponse('getStyleChanges', 200, changes.json);
      const { version, updated_at } = detail.json as { version: string; updated_at: string };
      expect(changes.json).toMatchObject({ slug: style.slug, version, updated_at, changes: expect.arrayContaining([expect.objectContaining({ version })]) });
      expect((changes.json as { changes: { bump: string }[] }).changes.at(-1)!.bump).toBe('initial');
    }
  });

  it.each([
    ['getStyle', '/api/styles/no-such-style'],
    ['getStyleToken', '/api/styles/no-such-style/token'],
    ['getStyleContent', '/api/styles/no-such-style/content'],
    ['getStyleChanges', '/api/styles/no-such-style/changes'],
  ])('%s returns 404 STYLE_NOT_FOUND for an unknown slug', async (operationId, url) => {
    const res = await get(url);
    expectError(res, 404, 'STYLE_NOT_FOUND');
    expectResponse(operationId, 404, res.json);
  });
});

describe('covers', () => {
  it('serves every cover at its absolute `cover` URL as image/svg+xml, under the asset budget (issue 31)', async () => {
    for (const style of all) {
      expect(style.cover).toBe(`http://api.test/covers/${style.slug}.svg`);
      const res = await request(gw.url, new URL(style.cover!).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expectRateLimitHeaders(res, 'assets');
      expect(res.text).toContain(`<title id="t">`);
    }
  });
});

describe('GET /api/search (searchStyles)', () => {
  it('finds styles by name, ranked, paginated like the list', async () => {
    const res = await get('/api/search?q=brutalism&limit=3');
    expectResponse('searchStyles', 200, res.json);
    const body = res.json as StyleList;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((s) => s.type === 'brutalism' || /brutal/i.test(JSON.stringify(s)))).toBe(true);
    expect(body.pagination).toMatchObject({ page: 1, limit: 3 });
  });

  it.each([
    ['', 'QUERY_MISSING'],
    ['?q=', 'QUERY_TOO_SHORT'],
    ['?q=a', 'QUERY_TOO_SHORT'],
    ['?q=%20%20%20', 'QUERY_TOO_SHORT'],
    [`?q=${'a'.repeat(5000)}`, 'QUERY_TOO_LONG'],
    ['?q=glass&q=flat', 'DUPLICATE_PARAMETER'],
    ['?q=glass&limit=99', 'INVALID_LIMIT'],
  ])('returns 400 for %s with %s', async (query, code) => {
    const res = await get(`/api/search${query}`);
    expectError(res, 400, code);
    expectResponse('searchStyles', 400, res.json);
  });

  it('answers QUERY_TOO_SHORT and QUERY_TOO_LONG with the rule, never the length given (issue 31: details never echo the request)', async () => {
    for (const [codes, queries] of [
      ['QUERY_TOO_SHORT', ['', 'a', '%20%20%20', '%F0%9F%8E%A8']],
      ['QUERY_TOO_LONG', ['a'.repeat(201), 'a'.repeat(5000)]],
    ] as const) {
      for (const q of queries) {
        const res = await get(`/api/search?q=${q}`);
        expect(res.status).toBe(400);
        expect(res.text).toBe(errorBody(codes));
        expect(res.text).not.toMatch(/got|\b(0|1|201|5000)\b/);
      }
    }
  });

  it('answers a page past the last with empty data', async () => {
    const res = await get('/api/search?q=glass&page=500');
    expectResponse('searchStyles', 200, res.json);
    expect((res.json as StyleList).data).toEqual([]);
  });
});

describe('errors, methods and hostile input', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    for (const p of ['/api/styles', `/api/styles/${all[0]!.slug}`, '/api/search?q=glass', '/openapi.json']) {
      const res = await get(p, { method });
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await get('/api/styles?limit=5', { method: 'HEAD' });
    const full = await get('/api/styles?limit=5');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
  });

  it.each(['/nothing-here', '/api', '/api/unknown', '/api/styles/a/b/c', '/dist/manifest.json', '/manifest.json', '/search/index.json'])(
    'answers unknown path %s with a JSON 404 NOT_FOUND or STYLE_NOT_FOUND',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect((res.json as { code: string }).code).toMatch(/^(NOT_FOUND|STYLE_NOT_FOUND)$/);
    },
  );

  it.each([
    '/api/styles/..%2F..%2Fpackage.json',
    '/api/styles/%2e%2e/%2e%2e/package.json',
    '/api/styles/%2e%2e%2f%2e%2e%2fpackage.json/token',
    '/%2e%2e/package.json',
    '/..%2Fpackage.json',
    '/api/styles/%00',
    '/api/styles/%E0%A4%A',
    '/api/styles/' + 'a'.repeat(5000),
    '/api/styles/..\\..\\package.json',
    '/covers/..%2F..%2Fpackage.json',
  ])('never serves a file outside dist/ for %s', async (p) => {
    // A path nginx cannot read (an escaped NUL, a malformed escape) is refused before routing: no RateLimit (issue 21).
    const res = await request(gw.url, p);
    expect(res.headers.get('ratelimit-policy')).toBeTruthy();
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain('"devDependencies"');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it.each([
    'q=title:foo', 'q=foo:', 'q=*', 'q=**', 'q=glass*', 'q=~1', 'q=neo~2', 'q=flat^2', 'q=c%2B%2B', 'q=%22unbalanced',
    'q=%2Bglass%20-flat', 'q=-', 'q=%F0%9F%8E%A8%F0%9F%8E%A8', 'q=%5C%5C', 'q=(glass)', 'q=glass%20AND%20flat', 'q=%3A%3A',
    'q[]=glass', 'q[a]=glass', 'page[]=1&q=glass', 'limit[]=1', 'type[]=retro', 'q=%00%00', `q=${'ab%20'.repeat(66)}`,
  ])('never answers 5xx to hostile query %s', async (query) => {
    const path = query.startsWith('limit') || query.startsWith('type') ? `/api/styles?${query}` : `/api/search?${query}`;
    const res = await get(path);
    expect([200, 400]).toContain(res.status);
    expectResponse(path.startsWith('/api/search') ? 'searchStyles' : 'listStyles', res.status, res.json);
  });

  it('redirects a page address with a trailing slash to its canonical form', async () => {
    const res = await get('/developers/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/developers');
  });

  it('publishes openapi.json (OpenAPI 3.1, version 1.0.0) with the ten operations', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    const served = res.json as typeof doc & { openapi: string; info: { version: string } };
    expect(served.openapi).toBe('3.1.0');
    expect(served.info.version).toBe('1.0.0');
    const ids = Object.values(served.paths).map((p) => p.get.operationId);
    expect(ids).toEqual(['listStyles', 'getStyle', 'getStyleToken', 'getStyleContent', 'getStyleChanges', 'getSimilarStyles', 'exportStyleTokens', 'searchStyles', 'getRegistryItem', 'getRegistry']);
    expect(Object.keys(served.components.schemas)).toEqual(
      expect.arrayContaining(['StyleSummary', 'StyleDetail', 'DesignTokens', 'MarkdownContent', 'StyleChanges', 'Pagination', 'Error']),
    );
  });
});
