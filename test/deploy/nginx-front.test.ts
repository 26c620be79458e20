/**
 * Issue 12: the generated nginx front (real nginx, deploy/nginx-*.conf) with two gateway replicas
 * upstream passes the gateway's contract suite, and keeps answering search when a replica goes away.
 * Issue 21: with no replica left it answers the API's Error body, and its budgets are the configured ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody, rateLimitedDetails } from '../../generator/contract/error-bodies';
import type { Manifest } from '../../generator/build-site';
import { nginxBrotli, nginxLocations, nginxMaps } from '../../generator/deploy/nginx';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request } from '../helpers/http';
import { startNginx, type RunningNginx } from '../helpers/servers';
import { describeContract, newClient } from '../contract/contract-suite';

let replicas: RunningGateway[];
let nginx: RunningNginx;

beforeAll(async () => {
  const distDir = inject('distDir');
  // Replicas keep their own limits behind the front (TRUST_PROXY: they see client addresses).
  replicas = await Promise.all([0, 1].map(() => startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60', RATE_LIMIT_ASSETS_PER_MIN: '600', TRUST_PROXY: 'loopback' })));
  nginx = await startNginx(distDir, { upstreams: replicas.map((r) => new URL(r.url).host), trustForwardedFor: true });
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all((replicas ?? []).map((r) => r.close()));
});

// Brotli only where nginx loads the brotli_static module (servers.ts: nginxHasBrotli).
describeContract('nginx front', () => ({ url: nginx.url, front: true, encodings: nginx.brotli ? ['br', 'gzip'] : ['gzip'] }));

describe('the front topology', () => {
  it('proxies search, MCP and health checks to the gateways', async () => {
    const search = await request(nginx.url, '/api/search?q=glass', { headers: { 'X-Forwarded-For': newClient() } });
    expect(search.status).toBe(200);
    expect((search.json as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect((await request(nginx.url, '/healthz')).json).toMatchObject({ status: 'ok' });
    const mcp = await request(nginx.url, '/mcp', { method: 'GET', headers: { 'X-Forwarded-For': newClient() } });
    expect(mcp.status).toBe(405);
    expect(mcp.headers.get('allow')).toBe('POST');
  });

  it('fails over to the other replica when one goes away', async () => {
    await replicas[0]!.close();
    for (let i = 0; i < 4; i++) {
      const res = await request(nginx.url, `/api/search?q=glass&limit=${i + 1}`, { headers: { 'X-Forwarded-For': newClient() } });
      expect(res.status).toBe(200);
    }
  });
});

describe('the front on its own', () => {
  const distDir = inject('distDir');

  it('answers 503 SERVICE_UNAVAILABLE as JSON when no gateway replica answers, for search, MCP, health checks and lists only a gateway decodes', async () => {
    const alone = await startNginx(distDir, { trustForwardedFor: true });
    try {
      for (const [method, url] of [['GET', '/api/search?q=glass'], ['POST', '/mcp'], ['GET', '/healthz'], ['GET', '/api/styles?page=%32']] as const) {
        const res = await request(alone.url, url, { method, headers: { 'X-Forwarded-For': newClient() } });
        expect(res.status, url).toBe(503);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.text).toBe(errorBody('SERVICE_UNAVAILABLE'));
      }
    } finally {
      await alone.stop();
    }
  });

  it('counts retired URLs in the configured budgets (RATE_LIMIT_API_PER_MIN=5: burst 4, not 29; pages 7; assets 9)', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Manifest;
    const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-deploy-'));
    const front = { totals: manifest.totals, redirects: manifest.redirects ?? {}, apiPerMinute: 5, pagesPerMinute: 7, assetsPerMinute: 9, baseUrl: manifest.baseUrl };
    fs.writeFileSync(path.join(deployDir, 'nginx-maps.conf'), nginxMaps(front));
    fs.writeFileSync(path.join(deployDir, 'nginx-locations.conf'), nginxLocations(front));
    fs.writeFileSync(path.join(deployDir, 'nginx-brotli.conf'), nginxBrotli());
    expect(nginxLocations(front)).not.toContain('burst=29');
    const small = await startNginx(distDir, { trustForwardedFor: true, deployDir });
    try {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(small.url, '/api/styles/pastel-neumorphism', { headers: { 'X-Forwarded-For': client } })).status);
      expect(statuses).toEqual([301, 301, 301, 301, 301, 429]);
      const limited = await request(small.url, '/api/styles/pastel-neumorphism/token', { headers: { 'X-Forwarded-For': client } });
      expect(limited.text).toBe(errorBody('RATE_LIMITED', rateLimitedDetails(5)));
      // Retired preview pages count in the page budget: 7.
      const pages: number[] = [];
      for (let i = 0; i < 8; i++) pages.push((await request(small.url, '/developers/styles/pastel-neumorphism', { headers: { 'X-Forwarded-For': client } })).status);
      expect(pages).toEqual([301, 301, 301, 301, 301, 301, 301, 429]);
      // Retired covers count in the asset budget (issue 31): 9, whatever the pages spent; then its 429 body.
      const covers: number[] = [];
      for (let i = 0; i < 10; i++) covers.push((await request(small.url, '/covers/pastel-neumorphism.svg', { headers: { 'X-Forwarded-For': client } })).status);
      expect(covers).toEqual([...Array<number>(9).fill(301), 429]);
      const asset = await request(small.url, '/favicon.svg', { headers: { 'X-Forwarded-For': client } });
      expect(asset.text).toBe(errorBody('RATE_LIMITED', rateLimitedDetails(9)));
      expect(asset.headers.get('ratelimit-policy')).toBe('"assets"; q=9; w=60');
    } finally {
      await small.stop();
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
