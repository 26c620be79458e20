/** Issue 12: the fast path answers generated files with the very bytes and headers the Express path sends. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request, type HttpResponse } from '../helpers/http';

let fast: RunningGateway;
let express: RunningGateway;
beforeAll(async () => {
  [fast, express] = await Promise.all([startGateway(inject('distDir')), startGateway(inject('distDir'), {}, { fastPath: false })]);
});
afterAll(() => Promise.all([fast?.close(), express?.close()]));

/** Headers that differ per request by design: the request id, the date, the remaining count and reset. */
const stable = (res: HttpResponse) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'ratelimit', 'ratelimit-policy', 'keep-alive', 'connection'].includes(name)));

describe('the fast path', () => {
  it.each([
    ['/api/styles/memphis', {}],
    ['/api/styles/memphis', { 'Accept-Encoding': 'br, gzip' }],
    ['/api/styles/memphis/token', { 'Accept-Encoding': 'gzip' }],
    ['/api/styles?limit=3&page=2', {}],
    ['/api/styles?page=2&limit=3', { 'Accept-Encoding': 'br' }],
    ['/covers/memphis.svg', {}],
    ['/developers/styles/memphis/tokens.css', { 'Accept-Encoding': 'gzip' }],
    ['/favicon.svg', {}],
    ['/developers', { 'Accept-Encoding': 'gzip' }],
    ['/openapi.json', {}],
    ['/api/search?q=glass', {}],
    ['/api/search?q=dark%20mode&limit=3&page=2', { 'Accept-Encoding': 'gzip' }],
  ] as [string, Record<string, string>][])('answers %s %j as Express does', async (url, headers) => {
    const [a, b] = await Promise.all([request(fast.url, url, { headers }), request(express.url, url, { headers })]);
    expect(a.status).toBe(200);
    expect(stable(a)).toEqual(stable(b));
    expect(a.text).toBe(b.text);
    expect(a.headers.get('ratelimit')).toMatch(/^"(api|pages|assets)"; r=\d+; t=\d+$/);
    expect(a.headers.get('ratelimit-policy')).toBe(b.headers.get('ratelimit-policy'));
  });

  it.each(['/api/styles/memphis', '/api/search?q=glass'])('answers HEAD and 304 of %s as Express does', async (url) => {
    const etag = (await request(fast.url, url)).headers.get('etag')!;
    for (const init of [{ method: 'HEAD' }, { headers: { 'If-None-Match': etag } }]) {
      const [a, b] = await Promise.all([request(fast.url, url, init), request(express.url, url, init)]);
      expect(a.status).toBe(b.status);
      expect(stable(a)).toEqual(stable(b));
      expect(a.text).toBe('');
    }
  });

  it('keeps one budget with the Express path: over the limit, the answer is the 429 of express-rate-limit', async () => {
    const limited = await startGateway(inject('distDir'), { RATE_LIMIT_API_PER_MIN: '3' });
    try {
      const statuses = [];
      // Alternate fast-path hits and Express-only answers (a page past the last): one budget.
      for (const url of ['/api/styles/memphis', '/api/styles?page=999', '/api/styles/memphis', '/api/styles/memphis']) statuses.push((await request(limited.url, url)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await request(limited.url, '/api/styles/memphis');
      expect(res.json).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
