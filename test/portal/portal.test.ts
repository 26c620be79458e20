/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPERATIONS } from '../../generator/contract/operations';
import type { StyleSummary } from '../../generator/contract/schemas';
import { GALLERY_PAGE_SIZE } from '../../generator/portal/gallery';
import { ARTIFACTS, openPage, seriousViolations, type Browser } from '../helpers/browser';
import type { RunningGateway } from '../helpers/gateway';
import { startPortalSession, stopPortalSession } from '../helpers/portal-session';
import { request } from '../helpers/http';

const distDir = inject('distDir');
let gw: RunningGateway;
let browser: Browser;
let styles: StyleSummary[];

const open = (pathname: string) => openPage(browser.context, new URL(gw.url).origin, pathname);

beforeAll(async () => void ({ gw, browser, styles } = await startPortalSession(distDir)), 60_000);
afterAll(() => stopPortalSession({ gw, browser }));

describe('GET /developers (the developer portal)', () => {
  it('loads every file and every cover of the gallery\'s first page with no console error, no failed request and nothing from another host', async () => {
    const { page, problems, requested } = await open('/developers');
    // Covers are lazy: make them all load, then wait until each one has really rendered.
    await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img.cover').forEach((img) => (img.loading = 'eager')));
    // Decoding every cover took over 30 s once, while the render audit kept both cores busy beside this file.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.cover')].every((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: 90_000 });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    // The covers come from the first gallery page's sprite: one request, however many styles there are.
    expect(requested).toEqual(expect.arrayContaining(['/developers', '/developers/assets/portal.css', '/developers/assets/portal.js']));
    expect(requested.filter((r) => r.endsWith('.svg') && r !== '/favicon.svg')).toEqual(['/developers/gallery/covers.svg']);
    // The first screen, for the artifacts: a full-page capture of every cover took over 30 s on a loaded machine.
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal.png') });
    await page.close();
  }, 150_000);

  it('shows the gallery\'s first page: the first styles with their cover, type, era and links to their JSON, and a link to the next page', async () => {
    const { page } = await open('/developers');
    const cards = await page.locator('.gallery .card').evaluateAll((items) =>
      items.map((item) => ({
        visible: (item as HTMLElement).offsetParent !== null,
        title: item.querySelector('h3')?.textContent,
        type: item.querySelector('.tag')?.textContent,
        era: item.querySelector('.era')?.textContent ?? null,
        cover: item.querySelector('img.cover')?.getAttribute('src'),
        links: [...item.querySelectorAll('.json-links a')].map((a) => a.getAttribute('href')),
      })),
    );
    expect(cards).toEqual(
      styles.slice(0, GALLERY_PAGE_SIZE).map((s) => ({
        visible: true,
        title: s.title,
        type: s.type,
        era: s.era ?? null,
        cover: `/developers/gallery/covers.svg#cover-${s.slug}`,
        links: [`/developers/styles/${s.slug}`, ...['', '/token', '/content', '/export/dtcg', '/export/tailwind', '/export/css', '/export/css-tailwind', '/export/shadcn'].map((suffix) => `/api/styles/${s.slug}${suffix}`)],
      })),
    );
    for (const card of cards) for (const link of card.links) expect(gw.store.has(link!), link!).toBe(true);
    expect(await page.locator('.pager a[rel="next"]').getAttribute('href')).toBe('/developers/gallery/page/2');
    expect(await page.locator('.pager a[rel="prev"]').count()).toBe(0);
    await page.close();
  });

  it('gives a working curl example for every operation and an MCP configuration that parses', async () => {
    const { page } = await open('/developers');
    expect(await page.locator('table.operations tbody th code').allTextContents()).toEqual(OPERATIONS.map((op) => op.operationId));
    const commands = await page.locator('.examples pre code').allTextContents();
    expect(commands).toHaveLength(OPERATIONS.length);
    for (const command of commands) {
      const url = new URL(/^curl '(.+)'$/.exec(command)![1]!);
      expect(url.origin).toBe('http://api.test');
      expect((await request(gw.url, `${url.pathname}${url.search}`)).status, command).toBe(200);
    }
    const config = JSON.parse((await page.locator('#mcp pre code').first().textContent())!) as unknown;
    expect(config).toEqual({ mcpServers: { 'design-style-library': { type: 'http', url: 'http://api.test/mcp' } } });
    await page.close();
  });

  it('has no serious or critical accessibility violations (axe-core)', async () => {
    const { page } = await open('/developers');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('GET /developers/reference (the API reference)', () => {
  it('renders every operation of /openapi.json with the bundled Scalar, offline and without errors', async () => {
    const { page, problems, requested } = await open('/developers/reference');
    for (const op of OPERATIONS) await page.getByText(op.summary, { exact: true }).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    expect(requested).toEqual(expect.arrayContaining(['/developers/reference', '/developers/assets/scalar-api-reference.js', '/developers/assets/reference.js', '/openapi.json']));
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal-reference.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('reads /openapi.json without a validation warning from Scalar (issue 31: the TailwindTheme schema)', async () => {
    const page = await browser.context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(`${new URL(gw.url).origin}/developers/reference`, { waitUntil: 'networkidle' });
    await page.getByText(OPERATIONS[0]!.summary, { exact: true }).first().waitFor({ state: 'visible' });
    expect(warnings).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('an address that names nothing, in a browser (issue 31)', () => {
  it('shows the portal\'s HTML 404 page, styled and with the icon, under status 404', async () => {
    const origin = new URL(gw.url).origin;
    const { page, problems, requested } = await open('/developers/styles/no-such-style');
    expect(problems).toEqual({ console: [expect.stringMatching(/404/)], failed: [`${origin}/developers/styles/no-such-style: HTTP 404`], external: [] });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nothing is published here');
    expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length > 0))).toEqual([true]);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    expect(requested).toEqual(expect.arrayContaining(['/developers/assets/portal.css']));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Developer portal' }).click();
    await page.waitForURL(`${origin}/developers`);
    await page.close();
    // /favicon.ico, which browsers ask for where a page names no icon, leads to the icon (a page without
    // openPage's request routing, through which Chromium follows no redirect of a fetch).
    const plain = await browser.context.newPage();
    await plain.goto(`${origin}/openapi.json`);
    const icon = await plain.evaluate(async () => {
      const res = await fetch('/favicon.ico');
      return { status: res.status, redirected: res.redirected, path: new URL(res.url).pathname, type: res.headers.get('content-type') };
    });
    expect(icon).toEqual({ status: 200, redirected: true, path: '/favicon.svg', type: 'image/svg+xml' });
    await plain.close();
  });
});

describe('GET /developers/styles/{slug} (a style preview)', () => {
  it('shows the style\'s version and when it was published, linking its changes (issue 35)', async () => {
    const memphis = styles.find((s) => s.slug === 'memphis')!;
    const { page, problems } = await open('/developers/styles/memphis');
    const line = page.locator('.pv-hero .pv-version');
    expect(await line.textContent()).toBe(`Version ${memphis.version} · updated ${memphis.updated_at.slice(0, 10)} · What changed`);
    expect(await line.locator('time').getAttribute('datetime')).toBe(memphis.updated_at);
    const response = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/styles/memphis/changes')), page.getByRole('link', { name: 'What changed' }).click()]).then(([r]) => r);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'memphis', version: memphis.version, updated_at: memphis.updated_at });
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    await page.close();
  });

  it('switches between the two modes with its light/dark switch, whatever the system prefers; its label names the other mode, and the choice is remembered (issue 31)', async () => {
    const { page, problems } = await open('/developers/styles/frosted-glass-dashboard');
    // Every navigation waits for the network to go quiet: the browser fetches the favicon after `load`, and a
    // reload started before it arrives aborts it (net::ERR_ABORTED), which is no failure of the server.
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const toggle = page.locator('.pv-switch');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? null);
    // A fresh reader follows the system: light here, and the switch offers the other mode.
    await page.evaluate(() => localStorage.clear());
    await page.reload({ waitUntil: 'networkidle' });
    expect(await theme()).toBeNull();
    expect(await toggle.textContent()).toBe('Dark mode');
    expect(await page.getByRole('button', { name: 'Dark mode' }).count()).toBe(1);
    expect(await background()).toBe('rgb(237, 231, 251)'); // the light surface, #EDE7FB
    await toggle.click();
    expect(await theme()).toBe('dark');
    expect(await background()).toBe('rgb(76, 29, 149)'); // the dark surface, #4C1D95
    expect(await toggle.textContent()).toBe('Light mode');
    // Remembered: on this preview after a reload, and on another preview, though the system still prefers light.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await theme()).toBe('dark');
    expect(await background()).toBe('rgb(76, 29, 149)');
    expect(await toggle.textContent()).toBe('Light mode');
    await page.goto(`${new URL(gw.url).origin}/developers/styles/memphis`, { waitUntil: 'networkidle' });
    expect(await theme()).toBe('dark');
    expect(await page.locator('.pv-switch').textContent()).toBe('Light mode');
    await page.goBack({ waitUntil: 'networkidle' });
    // The other way round, the system now dark: light is pinned, and offered back as dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.click();
    expect(await background()).toBe('rgb(237, 231, 251)');
    expect(await toggle.textContent()).toBe('Dark mode');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await background()).toBe('rgb(237, 231, 251)');
    expect(await seriousViolations(page, '[data-audit="components"]')).toEqual([]);
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    await page.close();
  });
});
