/// <reference lib="dom" />
/**
 * Issue 31, point 5: a 429 a browser can read. A page of another origin fetches the API, at the default
 * limits, through a real gateway process and through the generated nginx front, until it is refused: the
 * script reads `RATE_LIMITED`, Retry-After and the RateLimit fields (CORS on every answer, the fields
 * exposed). Every request carries a header CORS does not safelist, so Chromium preflights each (one URL
 * each, so none is cached): the preflights are counted in no budget.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from '../helpers/browser';
import { eventually, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startNginx, type RunningNginx } from '../helpers/servers';

const distDir = inject('distDir');
let gateway: ServerProcess;
let nginx: RunningNginx;
let app: http.Server;
let appOrigin: string;
let browser: Browser;

beforeAll(async () => {
  // The app: a page on another loopback origin (its own port), with no CSP of its own.
  app = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>An app</title>'));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  // Default limits: 30 API requests a minute.
  [gateway, nginx, browser] = await Promise.all([startServerProcess({ DIST_DIR: distDir }), startNginx(distDir), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (gateway && gateway.child.exitCode === null) {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
  }
  await new Promise((resolve) => app?.close(resolve));
});

interface Outcome {
  /** Answers before the refusal. */
  ok: number;
  /** The RateLimit field of the last answer before the refusal. */
  lastRateLimit: string | null;
  /** What the script could read of the refusal, or why fetch failed. */
  limited?: { status: number; code: unknown; retryAfter: string | null; rateLimit: string | null; policy: string | null };
  failure?: string;
  ms: number;
}

/** In the app's page: fetch `api` + `path` (a URL of its own each time, a preflighted header) until refused. */
function fetchUntilLimited(page: Page, api: string, path: string): Promise<Outcome> {
  return page.evaluate(
    async ({ api, path }) => {
      const started = performance.now();
      let ok = 0;
      let lastRateLimit: string | null = null;
      for (let i = 0; i < 45; i++) {
        let res: Response;
        try {
          res = await fetch(`${api}${path}?i=${i}`, { headers: { 'X-Trace': `request-${i}` } });
        } catch (error) {
          return { ok, lastRateLimit, failure: String(error), ms: performance.now() - started };
        }
        if (res.status === 429) {
          const body = (await res.json()) as { code?: unknown };
          const limited = {
            status: res.status,
            code: body.code,
            retryAfter: res.headers.get('Retry-After'),
            rateLimit: res.headers.get('RateLimit'),
            policy: res.headers.get('RateLimit-Policy'),
          };
          return { ok, lastRateLimit, limited, ms: performance.now() - started };
        }
        if (!res.ok) return { ok, lastRateLimit, failure: `HTTP ${res.status}`, ms: performance.now() - started };
        lastRateLimit = res.headers.get('RateLimit');
        await res.arrayBuffer();
        ok++;
      }
      return { ok, lastRateLimit, failure: 'never refused', ms: performance.now() - started };
    },
    { api, path },
  );
}

describe('a page of another origin, at the default limits', () => {
  it('reads the gateway\'s 429: RATE_LIMITED, Retry-After and RateLimit, after 30 preflighted requests', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${appOrigin}/`);
      const outcome = await fetchUntilLimited(page, gateway.url, '/api/styles/memphis');
      expect(outcome.failure).toBeUndefined();
      // Had the preflights been counted, the 16th request would have been refused (and unreadable).
      expect(outcome.ok).toBe(30);
      expect(outcome.lastRateLimit).toMatch(/^"api"; r=0; t=\d+$/);
      expect(outcome.limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', rateLimit: expect.stringMatching(/^"api"; r=0; t=\d+$/), policy: expect.stringMatching(/^"api"; q=30; w=60; pk=/) });
      expect(Number(outcome.limited!.retryAfter)).toBeGreaterThan(0);
      // Chromium preflighted every request: the access log (written asynchronously) has an OPTIONS line for each.
      await eventually(() => (gateway.output().match(/OPTIONS/g)?.length ?? 0) >= 31);
    } finally {
      await page.close();
    }
  });

  it('reads the nginx front\'s 429: RATE_LIMITED, Retry-After and RateLimit-Policy, after 30 preflighted requests', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${appOrigin}/`);
      const outcome = await fetchUntilLimited(page, nginx.url, '/api/styles/memphis');
      expect(outcome.failure).toBeUndefined();
      // nginx's bucket refills one request every 2 s meanwhile.
      expect(outcome.ok).toBeGreaterThanOrEqual(30);
      expect(outcome.ok).toBeLessThanOrEqual(30 + Math.ceil(outcome.ms / 2000));
      // The documented difference: no RateLimit field behind the front.
      expect(outcome.limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', rateLimit: null, policy: '"api"; q=30; w=60' });
      expect(Number(outcome.limited!.retryAfter)).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
