/// <reference lib="dom" />
/**
 * Issue 31, point 3: the portal works over plain http at any host name, not only on localhost (a VM, a
 * container, a LAN demo). Chromium reaches a real gateway process, and the generated nginx front, through
 * `styles.test` (mapped to 127.0.0.1): with `upgrade-insecure-requests` in the CSP it would ask for every
 * stylesheet and script over https and show bare text. The directive is sent only for an https BASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../generator/build-site';
import { nginxLocations } from '../../generator/deploy/nginx';
import { CHROMIUM, openPage } from '../helpers/browser';
import { startGateway } from '../helpers/gateway';
import { request } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startNginx, type RunningNginx } from '../helpers/servers';

const distDir = inject('distDir');
const HOST = 'styles.test';
let gateway: ServerProcess;
let nginx: RunningNginx;
let browser: Browser;

beforeAll(async () => {
  // The test build's public URL is http://api.test; the gateway process keeps its default limits.
  [gateway, nginx, browser] = await Promise.all([
    startServerProcess({ DIST_DIR: distDir }),
    startNginx(distDir),
    chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] }),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (gateway && gateway.child.exitCode === null) {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
  }
});

/** The origin of a server on 127.0.0.1, reached by host name. */
const byName = (url: string) => `http://${HOST}:${new URL(url).port}`;

/** Whether every stylesheet of the page is loaded (a refused or failed one has no rules). */
const stylesheetsLoaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
    let rules = 0;
    try {
      rules = link.sheet?.cssRules.length ?? 0;
    } catch {
      // not readable: not loaded from this origin
    }
    return { href: link.getAttribute('href'), loaded: rules > 0 };
  });

describe.each([
  ['the gateway process', () => gateway.url],
  ['the nginx front', () => nginx.url],
])('the portal over http at another host name than localhost, through %s', (_name, url) => {
  it('styles /developers: every stylesheet and script loads over http from that host', async () => {
    const origin = byName(url());
    const context = await browser.newContext();
    try {
      const { page, problems, requested } = await openPage(context, origin, '/developers', undefined, 'load');
      expect(problems).toEqual({ console: [], failed: [], external: [] });
      expect(requested).toEqual(expect.arrayContaining(['/developers', '/developers/assets/portal.css', '/developers/assets/portal.js']));
      expect((await page.evaluate(stylesheetsLoaded)).filter((s) => !s.loaded)).toEqual([]);
      // What only portal.css gives: the gallery's grid, the body without the browser's 8px margin.
      const styled = await page.evaluate(() => ({
        gallery: getComputedStyle(document.querySelector('.gallery')!).display,
        margin: getComputedStyle(document.body).marginTop,
      }));
      expect(styled).toEqual({ gallery: 'grid', margin: '0px' });
    } finally {
      await context.close();
    }
  });

  it('styles a preview page: its tokens, roles and components stylesheets apply', async () => {
    const origin = byName(url());
    const context = await browser.newContext();
    try {
      const { page, problems } = await openPage(context, origin, '/developers/styles/memphis', undefined, 'load');
      expect(problems).toEqual({ console: [], failed: [], external: [] });
      const sheets = await page.evaluate(stylesheetsLoaded);
      expect(sheets.length).toBeGreaterThanOrEqual(3);
      expect(sheets.filter((s) => !s.loaded)).toEqual([]);
      // The surface colour is a token (tokens.css), painted on the body by preview.css.
      const styled = await page.evaluate(() => ({
        surface: getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim(),
        margin: getComputedStyle(document.body).marginTop,
      }));
      expect(styled.surface).not.toBe('');
      expect(styled.margin).toBe('0px');
    } finally {
      await context.close();
    }
  });
});

describe('upgrade-insecure-requests follows the public URL (BASE_URL)', () => {
  const csp = (headers: Headers) => headers.get('content-security-policy') ?? '';
  const UPGRADE = /(?:^|;)upgrade-insecure-requests(?:;|$)/;

  it('is not sent for an http public URL, by the gateway or the nginx front', async () => {
    for (const origin of [gateway.url, nginx.url]) {
      const res = await request(origin, '/developers');
      expect(res.status).toBe(200);
      expect(csp(res.headers)).toMatch(/default-src 'self'/);
      expect(csp(res.headers)).not.toContain('upgrade-insecure-requests');
    }
  });

  it('is sent for an https public URL, by the gateway and in the generated nginx front', async () => {
    const https = await startGateway(distDir, { BASE_URL: 'https://styles.example' });
    try {
      for (const url of ['/developers', '/api/styles/memphis', '/nothing-here']) {
        expect(csp((await request(https.url, url)).headers), url).toMatch(UPGRADE);
      }
      // A refusal (before routing) carries the same policy.
      expect(csp((await request(https.url, '/api/styles/%zz')).headers)).toMatch(UPGRADE);
    } finally {
      await https.close();
    }
    const { totals, redirects = {} } = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Manifest;
    const cspLine = (baseUrl: string) => nginxLocations({ totals, redirects, baseUrl }).split('\n').find((line) => line.startsWith('add_header Content-Security-Policy '));
    expect(cspLine('https://styles.example')).toContain(';upgrade-insecure-requests;');
    expect(cspLine('http://styles.example')).toMatch(/^add_header Content-Security-Policy '.*default-src/);
    expect(cspLine('http://styles.example')).not.toContain('upgrade-insecure-requests');
  });
});
