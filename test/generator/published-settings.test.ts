/**
 * Issue 31, point 7: configuration reaches what is published. Every setting the build writes into a published
 * file (BASE_URL, every rate-limit budget) is recorded in the manifest and compared by the freshness check, so
 * `npm start` with RATE_LIMIT_API_PER_MIN=10 rebuilds a dist/ built with 30, and openapi.json, llms.txt, the
 * portal and the nginx front then say 10 while the gateway enforces it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../gateway/config';
import { GENERATOR_DIR } from '../../gateway/server';
import { BUDGETS, readBuildConfig } from '../../generator/build-config';
import { buildOpenApi } from '../../generator/contract/openapi';
import { staleReason } from '../../generator/freshness';
import { publishedSettings, settingsChange } from '../../generator/published-settings';
import { copyDist, type DistCopy } from '../helpers/dist-copy';
import { request } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const distDir = inject('distDir');
const dataDir = inject('dataDir');

describe('publishedSettings', () => {
  it('names BASE_URL and every budget by its variable, with the contract defaults', () => {
    const expected = { BASE_URL: 'http://localhost:3000', ...Object.fromEntries(Object.values(BUDGETS).map((b) => [b.variable, b.fallback])) };
    expect(publishedSettings(readBuildConfig({}))).toEqual(expected);
    expect(publishedSettings({ baseUrl: 'http://localhost:3000' })).toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['RATE_LIMIT_API_PER_MIN', 'RATE_LIMIT_PAGES_PER_MIN']));
  });

  it.each([
    [{ RATE_LIMIT_API_PER_MIN: 30 }, { RATE_LIMIT_API_PER_MIN: 30 }, null],
    [{ RATE_LIMIT_API_PER_MIN: 30 }, { RATE_LIMIT_API_PER_MIN: 10 }, 'dist/ was built with RATE_LIMIT_API_PER_MIN=30, not 10'],
    [
      { BASE_URL: 'http://a.test', RATE_LIMIT_PAGES_PER_MIN: 60 },
      { BASE_URL: 'http://b.test', RATE_LIMIT_PAGES_PER_MIN: 20 },
      'dist/ was built with BASE_URL=http://a.test, not http://b.test; RATE_LIMIT_PAGES_PER_MIN=60, not 20',
    ],
    [{ BASE_URL: 'http://a.test' }, { BASE_URL: 'http://a.test', RATE_LIMIT_API_PER_MIN: 30 }, 'dist/ was built with RATE_LIMIT_API_PER_MIN=(unset), not 30'],
  ])('settingsChange(%j, %j) is %j', (built, wanted, reason) => {
    expect(settingsChange(built, wanted)).toBe(reason);
  });
});

describe('the gateway and the build read every budget alike (one definition, BUDGETS)', () => {
  const outcome = (read: () => object, key: string) => {
    try {
      return { value: (read() as Record<string, unknown>)[key] };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  for (const [key, { variable }] of Object.entries(BUDGETS)) {
    it.each(['', '10', '0', '-5', '1.5', 'ten', '99999999999'])(`${variable}=%j`, (raw) => {
      const env = { [variable]: raw };
      expect(outcome(() => readConfig(env), key)).toEqual(outcome(() => readBuildConfig(env), key));
    });
  }
});

describe('npm start with RATE_LIMIT_API_PER_MIN=10 on a dist/ built with the defaults', () => {
  let copy: DistCopy | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    copy?.remove();
  });

  it('is stale, rebuilds, and then openapi.json, llms.txt, the portal and the nginx front say 10, as the gateway enforces', async () => {
    copy = copyDist(distDir);
    const config = (env: Record<string, string>) => readBuildConfig({ DATA_DIR: dataDir, DIST_DIR: copy!.distDir, BASE_URL: 'http://api.test', ...env });
    expect(staleReason(config({}), GENERATOR_DIR)).toBeNull();
    expect(staleReason(config({ RATE_LIMIT_API_PER_MIN: '10' }), GENERATOR_DIR)).toBe('dist/ was built with RATE_LIMIT_API_PER_MIN=30, not 10');

    server = await startServerProcess({ DIST_DIR: copy.distDir, DATA_DIR: dataDir, RATE_LIMIT_API_PER_MIN: '10', LOG_LEVEL: 'info' });
    expect(server.output()).toContain('building dist/: dist/ was built with RATE_LIMIT_API_PER_MIN=30, not 10');
    expect(staleReason(config({ RATE_LIMIT_API_PER_MIN: '10' }), GENERATOR_DIR)).toBeNull();

    // openapi.json is the one the contract builds for these budgets, not the default one.
    const openapi = (await request(server.url, '/openapi.json')).json;
    expect(openapi).toEqual(buildOpenApi({ baseUrl: 'http://api.test', budgets: { apiRequestsPerMinute: 10 } }));
    expect(openapi).not.toEqual(buildOpenApi({ baseUrl: 'http://api.test' }));
    expect((await request(server.url, '/llms.txt')).text).toContain(' 10 API requests a minute per client.');
    const portal = (await request(server.url, '/developers', { headers: { Accept: 'text/html' } })).text;
    expect(portal).toMatch(/<tr><th scope="row"><code>api<\/code><\/th><td>.*<\/td><td>10<\/td><\/tr>/);
    expect(portal).toContain('counts against the API budget (10 per minute)');
    const maps = fs.readFileSync(path.join(copy.distDir, 'deploy', 'nginx-maps.conf'), 'utf8');
    expect(maps).toContain('limit_req_zone $binary_remote_addr zone=dsl_api:10m rate=10r/m;');
    expect(fs.readFileSync(path.join(copy.distDir, 'deploy', 'nginx-locations.conf'), 'utf8')).toContain('limit_req zone=dsl_api burst=9 nodelay;');
    expect(JSON.parse(fs.readFileSync(path.join(copy.distDir, 'manifest.json'), 'utf8')).settings).toMatchObject({ BASE_URL: 'http://api.test', RATE_LIMIT_API_PER_MIN: 10 });

    // The gateway enforces what is published: the openapi.json request above was a page; the 11th API request is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await request(server.url, '/api/styles?limit=1')).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
