/**
 * Issue 12: the generated nginx front (real nginx, deploy/nginx-*.conf) with two gateway replicas
 * upstream passes the gateway's contract suite, and keeps answering search when a replica goes away.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request } from '../helpers/http';
import { startNginx, type RunningProcess } from '../helpers/servers';
import { describeContract, newClient } from '../contract/contract-suite';

let replicas: RunningGateway[];
let nginx: RunningProcess;

beforeAll(async () => {
  const distDir = inject('distDir');
  // Replicas keep their own limits behind the front (TRUST_PROXY: they see client addresses).
  replicas = await Promise.all([0, 1].map(() => startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60', TRUST_PROXY: 'loopback' })));
  nginx = await startNginx(distDir, { upstreams: replicas.map((r) => new URL(r.url).host), trustForwardedFor: true });
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all((replicas ?? []).map((r) => r.close()));
});

describeContract('nginx front', () => ({ url: nginx.url, front: true }));

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
