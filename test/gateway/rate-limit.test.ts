import { afterEach, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectError, expectRateLimitHeaders, request } from '../helpers/http';
import { createValidator } from '../helpers/openapi-validator';

const distDir = inject('distDir');
const { expectResponse } = createValidator(distDir);
const DEFAULT_LIMITS = { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60', RATE_LIMIT_ASSETS_PER_MIN: '600' };
let gw: RunningGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

async function burst(path: string, n: number, headers?: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await request(gw!.url, path, { headers: headers?.(i) })).status);
  return statuses;
}

describe('rate limits (spec 8)', () => {
  it('answers the 31st API request in a minute with 429, Retry-After and the Error body', async () => {
    gw = await startGateway(distDir, DEFAULT_LIMITS);
    const paths = ['/api/styles', '/api/search?q=glass', '/api/styles/no-such-style'];
    for (let i = 0; i < 30; i++) expect((await request(gw.url, paths[i % 3]!)).status).toBeLessThan(429);
    const res = await request(gw.url, '/api/styles/no-such-style/token');
    expectError(res, 429, 'RATE_LIMITED');
    expectResponse('getStyleToken', 429, res.json);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit')).toMatch(/^"api"; r=0; t=\d+$/);
    expect(res.headers.get('ratelimit-policy')).toMatch(/^"api"; q=30; w=60/);
  });

  it('gives page paths their own budget of 60', async () => {
    gw = await startGateway(distDir, DEFAULT_LIMITS);
    expect(await burst('/api/styles', 31)).toContain(429);
    const pages = await burst('/openapi.json', 61);
    expect(pages.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(pages[60]).toBe(429);
    const res = await request(gw.url, '/no-such-page');
    expectError(res, 429, 'RATE_LIMITED');
    expectRateLimitHeaders(res, 'pages');
  });

  it('counts what pages load in a budget of their own (issue 31): 600 by default, RATE_LIMIT_ASSETS_PER_MIN', async () => {
    gw = await startGateway(distDir, DEFAULT_LIMITS);
    expect((await burst('/developers/styles/memphis', 61)).slice(59)).toEqual([200, 429]);
    // Pages are spent; a preview's stylesheets, script, fonts, the covers and the icon are not.
    const assets = ['/developers/styles/memphis/tokens.css', '/developers/assets/preview.css', '/developers/assets/preview.js', '/covers/memphis.svg', '/developers/gallery/covers.svg', '/favicon.svg', '/favicon.ico'];
    for (const path of assets) {
      const res = await request(gw.url, path);
      expect(res.status, path).toBeLessThan(400);
      expectRateLimitHeaders(res, 'assets');
      expect(res.headers.get('ratelimit-policy')).toMatch(/^"assets"; q=600; w=60/);
    }
    await gw.close();
    gw = await startGateway(distDir, { ...DEFAULT_LIMITS, RATE_LIMIT_ASSETS_PER_MIN: '3' });
    expect(await burst('/developers/assets/portal.css', 4)).toEqual([200, 200, 200, 429]);
    const res = await request(gw.url, '/fonts/nope.woff2');
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.json).toMatchObject({ details: 'Limit of 3 requests per minute reached.' });
    expectRateLimitHeaders(res, 'assets');
    expect((await request(gw.url, '/developers')).status).toBe(200);
  });

  it('counts down the RateLimit remaining field, 404s included', async () => {
    gw = await startGateway(distDir, DEFAULT_LIMITS);
    const first = await request(gw.url, '/api/styles/nope');
    const second = await request(gw.url, '/nope');
    const third = await request(gw.url, '/api/nope');
    expect(first.headers.get('ratelimit')).toMatch(/^"api"; r=29;/);
    expect(second.headers.get('ratelimit')).toMatch(/^"pages"; r=59;/);
    expect(third.headers.get('ratelimit')).toMatch(/^"api"; r=28;/);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    gw = await startGateway(distDir, { ...DEFAULT_LIMITS, RATE_LIMIT_API_PER_MIN: '3' });
    const spoofed = await burst('/api/styles', 4, (i) => ({ 'X-Forwarded-For': `203.0.113.${i}` }));
    expect(spoofed).toEqual([200, 200, 200, 429]);
  });

  it('keys the budget on the forwarded client IP when TRUST_PROXY trusts the loopback proxy', async () => {
    gw = await startGateway(distDir, { ...DEFAULT_LIMITS, RATE_LIMIT_API_PER_MIN: '3', TRUST_PROXY: 'loopback' });
    expect(await burst('/api/styles', 4, () => ({ 'X-Forwarded-For': '203.0.113.7' }))).toEqual([200, 200, 200, 429]);
    expect(await burst('/api/styles', 3, () => ({ 'X-Forwarded-For': '203.0.113.8' }))).toEqual([200, 200, 200]);
  });
});
