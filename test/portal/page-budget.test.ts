/// <reference lib="dom" />
/**
 * Issue 31 point 4, as a reader meets it: Chromium, against a real gateway process (`tsx gateway/server.ts`)
 * at the default limits, opens the portal's home and its gallery, the API reference and 30 style previews
 * within a minute, with its cache off, so every preview loads all its stylesheets, script and fonts, and the
 * home its icon.
 * Nothing is refused and every page is styled; the pages are what the page budget counted. The page
 * requests that follow in that minute are served up to the 60th; the 61st is refused with 429.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { budgetOf, type BudgetName } from '../../generator/contract/budgets';
import { errorBody, rateLimitedDetails } from '../../generator/contract/error-bodies';
import { LIMITS } from '../../generator/contract/limits';
import { FAVICON_URL } from '../../generator/portal/favicon';
import { launchBrowser, type Browser } from '../helpers/browser';
import { request } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import type { Page } from 'playwright-core';

const PREVIEWS = 30;
const TABS = 3;

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // The default budgets: none of the variables set.
  [server, browser] = await Promise.all([
    startServerProcess({ DIST_DIR: inject('distDir'), RATE_LIMIT_API_PER_MIN: '', RATE_LIMIT_PAGES_PER_MIN: '', RATE_LIMIT_ASSETS_PER_MIN: '' }),
    launchBrowser(),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.child.kill('SIGTERM');
  await server?.exited;
});

interface Seen {
  path: string;
  status: number;
  /** The budget the gateway says counted it (RateLimit-Policy). */
  budget: string | undefined;
}

/** A tab with the browser cache off (a first visit to every page), every response and failure recorded. */
async function openTab(seen: Seen[], failed: string[]): Promise<Page> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.protocol === 'data:') return;
    seen.push({ path: url.pathname, status: res.status(), budget: /^"(\w+)"/.exec(res.headers()['ratelimit-policy'] ?? '')?.[1] });
  });
  page.on('requestfailed', (req) => failed.push(`${req.url()}: ${req.failure()?.errorText}`));
  return page;
}

/** Whether every stylesheet the page links loaded with rules and every font face it asked for loaded. */
const styled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const links = document.querySelectorAll('link[rel="stylesheet"]').length;
    const sheets = [...document.styleSheets].filter((sheet) => sheet.href !== null && sheet.cssRules.length > 0).length;
    const fonts = [...document.fonts].filter((face) => face.status === 'error').map((face) => face.family);
    return { links, sheets, failedFonts: fonts };
  });

it('opens the home, the gallery, the API reference and 30 previews within a minute at the default limits, refusing nothing; the 61st page is 429', async () => {
  const started = performance.now();
  const seen: Seen[] = [];
  const failed: string[] = [];
  const origin = server.url;

  const home = await openTab(seen, failed);
  // Chromium asks for a site's icon once per profile, after the first page's load, and cancels it if the tab
  // moves on first (net::ERR_ABORTED): the home waits for it.
  const icon = home.waitForResponse((res) => new URL(res.url()).pathname === FAVICON_URL);
  await home.goto(`${origin}/developers`, { waitUntil: 'load' });
  expect((await icon).status()).toBe(200);
  // The gallery, a page of its own (issue 34): its first covers (the page's sprite) shown.
  await home.getByRole('link', { name: 'Gallery', exact: true }).first().click();
  await home.waitForURL(`${origin}/developers/gallery`);
  await home.locator('.gallery img.cover').first().scrollIntoViewIfNeeded();
  await home.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.gallery img.cover');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  expect(await styled(home)).toEqual({ links: 1, sheets: 1, failedFonts: [] });
  const previews = await home.locator('.gallery .card a[href^="/developers/styles/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(previews.length).toBeGreaterThanOrEqual(PREVIEWS);

  await home.goto(`${origin}/developers/reference`, { waitUntil: 'load' });
  await home.locator('#reference').getByText('Design-Style Library API').first().waitFor();
  await home.close();

  // 30 previews, three tabs at a time.
  const tabs = await Promise.all(Array.from({ length: TABS }, () => openTab(seen, failed)));
  const unstyled: string[] = [];
  await Promise.all(
    tabs.map(async (tab, t) => {
      for (let i = t; i < PREVIEWS; i += TABS) {
        await tab.goto(`${origin}${previews[i]}`, { waitUntil: 'load' });
        const { links, sheets, failedFonts } = await styled(tab);
        if (links !== 5 || sheets !== links || failedFonts.length > 0) unstyled.push(`${previews[i]}: ${sheets}/${links} sheets, failed fonts ${failedFonts.join(', ')}`);
      }
    }),
  );
  await Promise.all(tabs.map((tab) => tab.close()));

  expect(failed).toEqual([]);
  expect(unstyled).toEqual([]);
  expect(seen.filter((s) => s.status >= 400)).toEqual([]);
  // Each answer was counted in the budget its path names, as the nginx front counts it too.
  expect(seen.filter((s) => s.budget !== budgetOf(s.path))).toEqual([]);
  const count = (budget: BudgetName) => seen.filter((s) => s.budget === budget).length;
  const pages = count('pages');
  // The home, the gallery, the reference, its openapi.json and the previews; a first visit to 30 previews loads some 300 assets.
  expect(pages).toBe(4 + PREVIEWS);
  expect(count('assets')).toBeGreaterThan(PREVIEWS * 7);
  expect(count('assets')).toBeLessThanOrEqual(LIMITS.ASSET_REQUESTS_PER_MINUTE);

  // The rest of the minute's pages, then the 61st.
  const statuses: number[] = [];
  for (let i = pages; i < LIMITS.PAGE_REQUESTS_PER_MINUTE; i++) statuses.push((await request(origin, previews[i % previews.length]!)).status);
  expect(statuses.every((s) => s === 200)).toBe(true);
  const refused = await request(origin, previews[0]!);
  expect(refused.status).toBe(429);
  expect(refused.text).toBe(errorBody('RATE_LIMITED', rateLimitedDetails(LIMITS.PAGE_REQUESTS_PER_MINUTE)));
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Still within the minute the gateway counted.
  expect(performance.now() - started).toBeLessThan(55_000);
  // What pages load is still served once pages are spent.
  expect((await request(origin, '/developers/assets/preview.css')).status).toBe(200);
}, 90_000);
