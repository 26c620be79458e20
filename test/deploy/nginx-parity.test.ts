/** Issue 6: real nginx with the generated config answers every static URL byte-identically to the gateway. */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publicUrls } from '../../gateway/dist-store';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { startNginx, type RunningProcess } from '../helpers/servers';
import { newClient } from '../contract/contract-suite';

const distDir = inject('distDir');
let gw: RunningGateway;
let nginx: RunningProcess;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Each request comes from a client of its own (X-Forwarded-For), so the rate limits of the front never bite. */
function fetchBytes(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; type?: string; encoding?: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'X-Forwarded-For': newClient(), ...headers }, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), type: res.headers['content-type'], encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  gw = await startGateway(distDir, { TRUST_PROXY: 'loopback' });
  nginx = await startNginx(distDir, { upstreams: [new URL(gw.url).host], trustForwardedFor: true });
});
afterAll(async () => {
  agent.destroy();
  await Promise.all([gw?.close(), nginx?.stop()]);
});

describe('nginx parity', () => {
  it('answers every list, detail, token and content URL of the manifest byte-identically', async () => {
    const urls = [...publicUrls(gw.store)].filter((u) => u.startsWith('/api/styles'));
    expect(urls.length).toBeGreaterThan(1000);
    const mismatches: string[] = [];
    for (let i = 0; i < urls.length; i += 16) {
      await Promise.all(
        urls.slice(i, i + 16).map(async (url) => {
          const [a, b] = await Promise.all([fetchBytes(gw.url, url), fetchBytes(nginx.url, url)]);
          if (a.status !== 200 || b.status !== 200 || !a.body.equals(b.body)) mismatches.push(`${url}: gateway ${a.status}, nginx ${b.status}`);
        }),
      );
    }
    expect(mismatches).toEqual([]);
  });

  it('answers every page and sprite of the portal\'s gallery byte-identically (issue 34)', async () => {
    const urls = [...publicUrls(gw.store)].filter((u) => u.startsWith('/developers/gallery'));
    expect(urls).toEqual(expect.arrayContaining(['/developers/gallery', '/developers/gallery/covers.svg', '/developers/gallery/page/2', '/developers/gallery/type/retro/covers.svg']));
    const mismatches: string[] = [];
    for (const url of urls) {
      const [a, b] = await Promise.all([fetchBytes(gw.url, url), fetchBytes(nginx.url, url)]);
      if (a.status !== 200 || b.status !== 200 || !a.body.equals(b.body)) mismatches.push(`${url}: gateway ${a.status}, nginx ${b.status}`);
    }
    expect(mismatches).toEqual([]);
    for (const url of ['/developers/gallery/page/999', '/developers/gallery/type/nothing']) {
      expect([(await fetchBytes(gw.url, url)).status, (await fetchBytes(nginx.url, url)).status], url).toEqual([404, 404]);
    }
  });

  it.each(['/api/styles', '/api/styles?type=retro', '/api/styles?page=2&limit=5', '/api/styles?type=flat&limit=3&page=2', '/covers/memphis.svg', '/openapi.json'])(
    'answers the non-canonical form %s like the gateway',
    async (url) => {
      const [a, b] = await Promise.all([fetchBytes(gw.url, url), fetchBytes(nginx.url, url)]);
      expect(b.status).toBe(200);
      expect(b.body.equals(a.body)).toBe(true);
    },
  );

  it.each([
    ['compresses a style\'s own response and a list page, which have no .gz (issue 34)', ['/api/styles/memphis', '/api/styles?limit=20&page=1', '/developers/styles/memphis']],
    ['serves the precompressed .gz of a library-wide file', ['/openapi.json', '/developers', '/developers/gallery/page/2', '/developers/gallery/type/retro/covers.svg', '/llms-full.txt']],
  ])('%s, in gzip that decodes to the gateway\'s bytes', async (_, urls) => {
    for (const url of urls) {
      const res = await fetchBytes(nginx.url, url, { 'Accept-Encoding': 'gzip' });
      expect(res.encoding, url).toBe('gzip');
      const identity = await fetchBytes(gw.url, url);
      expect(zlib.gunzipSync(res.body).equals(identity.body), url).toBe(true);
    }
  });

  it('hides build internals and refuses traversal in query parameters', async () => {
    for (const url of ['/manifest.json', '/search/index-0.json', '/deploy/nginx.conf', '/_redirects']) {
      expect((await fetchBytes(nginx.url, url)).status, url).toBe(404);
    }
    for (const url of ['/api/styles?type=..%2F..', '/api/styles?type=../../etc', '/api/styles?page=1x']) {
      expect((await fetchBytes(nginx.url, url)).status, url).toBe(400);
    }
  });
});
