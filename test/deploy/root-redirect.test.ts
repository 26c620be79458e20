/**
 * Issue 31, point 6: a browser opening `/` reaches the portal, a JSON client still gets JSON, and both answers
 * say they vary with Accept: the real gateway process (`tsx gateway/server.ts`) and the generated nginx front
 * answer alike, and Chromium lands on the portal through either.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody } from '../../generator/contract/error-bodies';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { launchBrowser, type Browser } from '../helpers/browser';
import { request, type HttpResponse } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startNginx, type RunningNginx } from '../helpers/servers';

const distDir = inject('distDir');
const dataDir = inject('dataDir');
const CHROMIUM_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

let gateway: ServerProcess;
let nginx: RunningNginx;
let browser: Browser;

beforeAll(async () => {
  [gateway, nginx, browser] = await Promise.all([startServerProcess({ DIST_DIR: distDir, DATA_DIR: dataDir }), startNginx(distDir), launchBrowser()]);
});
afterAll(async () => {
  gateway?.child.kill('SIGTERM');
  await Promise.all([gateway?.exited, nginx?.stop(), browser?.close()]);
});

/** What the contract says of an answer to `/`: status, the headers that make it, the body. */
const answerOf = (res: HttpResponse) => ({
  status: res.status,
  location: res.headers.get('location'),
  vary: res.headers.get('vary'),
  cacheControl: res.headers.get('cache-control'),
  contentType: res.status === 302 ? null : res.headers.get('content-type'),
  body: res.text,
});

const targets = () => [
  ['the gateway', gateway.url],
  ['the nginx front', nginx.url],
] as const;

describe('GET / and HEAD /', () => {
  it.each([
    ['a browser (Accept names text/html)', CHROMIUM_ACCEPT],
    ['text/html alone', 'text/html'],
  ])('send %s to the portal: 302 to /developers, Vary: Accept, no body', async (_, accept) => {
    for (const [name, url] of targets()) {
      for (const method of ['GET', 'HEAD']) {
        const res = await request(url, '/', { method, headers: { Accept: accept } });
        expect(answerOf(res), `${name} ${method}`).toEqual({ status: 302, location: '/developers', vary: 'Accept', cacheControl: CACHE_CONTROL.document, contentType: null, body: '' });
      }
    }
  });

  it.each([
    ['Accept: application/json', { Accept: 'application/json' }],
    ['Accept: */*', { Accept: '*/*' }],
    ['no Accept header', {}],
  ])('answer a JSON client (%s) with the JSON it always got: 404 NOT_FOUND, Vary: Accept', async (_, headers: Record<string, string>) => {
    for (const [name, url] of targets()) {
      const res = await request(url, '/', { headers });
      expect(answerOf(res), name).toEqual({
        status: 404,
        location: null,
        vary: 'Accept',
        cacheControl: CACHE_CONTROL.error,
        contentType: 'application/json; charset=utf-8',
        body: errorBody('NOT_FOUND'),
      });
    }
  });

  it('take Chromium from / to the portal', async () => {
    for (const [name, url] of targets()) {
      const page = await browser.context.newPage();
      try {
        const res = await page.goto(`${url}/`);
        expect(page.url(), name).toBe(`${url}/developers`);
        expect(res?.status(), name).toBe(200);
        expect(await page.locator('h1').first().textContent(), name).toBe('Design systems your code and your agents can read');
      } finally {
        await page.close();
      }
    }
  });
});
