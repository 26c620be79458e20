/// <reference lib="dom" />
/**
 * Issue 34, decision 2: the portal's gallery is paged (GALLERY_PAGE_SIZE covers a page, per type and in all),
 * each page a static file with one sprite, the type filters and the pager plain links (rel=prev/next), and
 * a search box that asks GET /api/search and shows the results as cards. In Chromium against a real gateway,
 * with script and without, checked by axe-core in both colour schemes.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StyleList, StyleSummary } from '../../generator/contract/schemas';
import { GALLERY_PAGE_SIZE, GALLERY_SEARCH_LIMIT } from '../../generator/portal/gallery';
import { ARTIFACTS, openPage, seriousViolations, type Browser } from '../helpers/browser';
import type { RunningGateway } from '../helpers/gateway';
import { startPortalSession, stopPortalSession } from '../helpers/portal-session';
import { request } from '../helpers/http';

const distDir = inject('distDir');
let gw: RunningGateway;
let browser: Browser;
let styles: StyleSummary[];

const open = (pathname: string, media?: Parameters<Page['emulateMedia']>[0]) => openPage(browser.context, new URL(gw.url).origin, pathname, media);

/** The titles of the cards a gallery page lists, and the cover each shows. */
const cards = (page: Page) =>
  page.locator('.gallery-browse .gallery .card').evaluateAll((items) =>
    items.map((item) => ({ title: item.querySelector('h3')!.textContent, cover: item.querySelector('img.cover')!.getAttribute('src') })),
  );

beforeAll(async () => void ({ gw, browser, styles } = await startPortalSession(distDir)), 60_000);
afterAll(() => stopPortalSession({ gw, browser }));

describe('the gallery pages (/developers/gallery…)', () => {
  it('lists every style once, in id order, across pages of at most GALLERY_PAGE_SIZE linked by rel=prev and rel=next, each loading one sprite', async () => {
    const pages = Math.ceil(styles.length / GALLERY_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    const { page, problems, requested } = await open('/developers/gallery');
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const url = n === 1 ? '/developers/gallery' : `/developers/gallery/page/${n}`;
      expect(new URL(page.url()).pathname).toBe(url);
      const listed = await cards(page);
      const sprite = `${url}/covers.svg`;
      expect(listed).toEqual(styles.slice((n - 1) * GALLERY_PAGE_SIZE, n * GALLERY_PAGE_SIZE).map((s) => ({ title: s.title, cover: `${sprite}#cover-${s.slug}` })));
      seen.push(...listed.map((c) => c.title!));
      // The pager: the current page marked, prev and next where they exist.
      expect(await page.locator('.pager a[aria-current="page"]').textContent()).toBe(String(n));
      if (n === 1) expect(await page.locator('.pager a[rel="prev"]').count()).toBe(0);
      else expect(await page.locator('.pager a[rel="prev"]').getAttribute('href')).toBe(n === 2 ? '/developers/gallery' : `/developers/gallery/page/${n - 1}`);
      expect(await page.locator('.pager a[rel="next"]').count()).toBe(n < pages ? 1 : 0);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gallery');
      expect(await page.locator('.section-lead').textContent()).toContain(`All ${styles.length} styles, page ${n} of ${pages}`);
      if (n < pages) await Promise.all([page.waitForURL(`**/developers/gallery/page/${n + 1}`), page.locator('.pager a[rel="next"]').click()]);
    }
    expect(seen).toEqual(styles.map((s) => s.title));
    // Back by rel=prev.
    await Promise.all([page.waitForURL(`**/developers/gallery${pages - 1 === 1 ? '' : `/page/${pages - 1}`}`), page.locator('.pager a[rel="prev"]').click()]);
    // One sprite a page, no per-style cover.
    const svgs = requested.filter((r) => r.endsWith('.svg') && r !== '/favicon.svg');
    expect(new Set(svgs)).toEqual(new Set(Array.from({ length: pages }, (_, i) => (i === 0 ? '/developers/gallery/covers.svg' : `/developers/gallery/page/${i + 1}/covers.svg`))));
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    await page.close();
  }, 90_000);

  it('filters by type with links: each type\'s pages list its styles, the current filter marked', async () => {
    const { page, problems } = await open('/developers/gallery');
    const types = [...new Set(styles.map((s) => s.type))].sort((a, b) => a.localeCompare(b));
    expect(await page.locator('nav.filters a').allTextContents()).toEqual(['All', ...types]);
    expect(await page.locator('nav.filters a[aria-current="page"]').textContent()).toBe('All');
    await Promise.all([page.waitForURL('**/developers/gallery/type/retro'), page.locator('nav.filters').getByRole('link', { name: 'retro', exact: true }).click()]);
    const retro = styles.filter((s) => s.type === 'retro');
    expect(await page.locator('nav.filters a[aria-current="page"]').textContent()).toBe('retro');
    expect(await cards(page)).toEqual(retro.slice(0, GALLERY_PAGE_SIZE).map((s) => ({ title: s.title, cover: `/developers/gallery/type/retro/covers.svg#cover-${s.slug}` })));
    expect(await page.title()).toBe('Gallery · retro · Design-Style Library');
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    await page.close();
    // Every type page the library needs is served; the one past the last is not.
    for (const type of types) {
      const count = styles.filter((s) => s.type === type).length;
      const last = Math.ceil(count / GALLERY_PAGE_SIZE);
      expect((await request(gw.url, `/developers/gallery/type/${type}${last > 1 ? `/page/${last}` : ''}`)).status, type).toBe(200);
      expect((await request(gw.url, `/developers/gallery/type/${type}/page/${last + 1}`)).status, type).toBe(404);
    }
  }, 60_000);

  it('works without script: no search box, the filters and pager are plain links', async () => {
    // The persistent context cannot turn script off per page: portal.js is refused instead.
    const page = await browser.context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${new URL(gw.url).origin}/developers/gallery`);
    expect(await page.locator('form.gallery-search').isVisible()).toBe(false);
    expect(await page.locator('.gallery-browse .card').count()).toBe(Math.min(GALLERY_PAGE_SIZE, styles.length));
    await Promise.all([page.waitForURL('**/developers/gallery/page/2'), page.locator('.pager a[rel="next"]').click()]);
    expect(await page.locator('.gallery-browse .card h3').first().textContent()).toBe(styles[GALLERY_PAGE_SIZE]!.title);
    await page.close();
  });
});

describe('the gallery\'s search box (portal.js over GET /api/search)', () => {
  /** A query that matches more styles than one search answer holds, as the API counts it. */
  const BROAD = 'dark';

  it('shows the API\'s results as cards, announces the count, loads more on demand and clears back to the page', async () => {
    const expected = (await request(gw.url, `/api/search?q=${BROAD}&limit=50`)).json as StyleList;
    expect(expected.pagination.total).toBeGreaterThan(GALLERY_SEARCH_LIMIT);
    const { page, problems, requested } = await open('/developers/gallery');
    const search = page.getByRole('searchbox', { name: 'Search every style' });
    await search.fill(BROAD);
    await search.press('Enter');
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/styles match/);
    const total = expected.pagination.total;
    expect(await status.textContent()).toBe(`${total} styles match “${BROAD}”, showing ${GALLERY_SEARCH_LIMIT}.`);
    expect(await page.locator('.search-results').isVisible()).toBe(true);
    expect(await page.locator('.gallery-browse').isVisible()).toBe(false);
    const results = () =>
      page.locator('.search-results .card').evaluateAll((items) =>
        items.map((item) => ({
          title: item.querySelector('h3')!.textContent,
          type: item.querySelector('.tag')!.textContent,
          era: item.querySelector('.era')?.textContent ?? null,
          cover: item.querySelector('img.cover')!.getAttribute('src'),
          preview: item.querySelector('.json-links a')!.getAttribute('href'),
          label: item.querySelector('.json-links')!.getAttribute('aria-label'),
        })),
      );
    const card = (s: StyleSummary) => ({ title: s.title, type: s.type, era: s.era ?? null, cover: `/covers/${s.slug}.svg`, preview: `/developers/styles/${s.slug}`, label: `JSON of ${s.title}` });
    expect(await results()).toEqual(expected.data.slice(0, GALLERY_SEARCH_LIMIT).map(card));
    expect(requested).toContain(`/api/search?q=${BROAD}&page=1&limit=${GALLERY_SEARCH_LIMIT}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal-gallery-search.png') });

    // More results: the next page of the answer, appended, focus on the first new card.
    await page.getByRole('button', { name: 'More results' }).click();
    await expect.poll(async () => (await results()).length).toBe(Math.min(total, 2 * GALLERY_SEARCH_LIMIT));
    expect(await results()).toEqual(expected.data.slice(0, 2 * GALLERY_SEARCH_LIMIT).map(card));
    expect(await page.evaluate(() => document.activeElement?.closest('.card')?.querySelector('h3')?.textContent)).toBe(expected.data[GALLERY_SEARCH_LIMIT]!.title);
    // Every result card's links are files the gateway serves.
    for (const link of await page.locator('.search-results .card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect(gw.store.has(link), link).toBe(true);

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.locator('.gallery-browse').isVisible()).toBe(true);
    expect(await page.locator('.search-results').isVisible()).toBe(false);
    expect(await status.textContent()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gallery-q');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    await page.close();
  }, 60_000);

  it('says when nothing matches, and refuses a one-letter query without asking the API', async () => {
    const { page, requested } = await open('/developers/gallery');
    const search = page.getByRole('searchbox', { name: 'Search every style' });
    await search.fill('x');
    await search.press('Enter');
    expect(await page.getByRole('status').textContent()).toBe('Type at least 2 characters to search.');
    expect(requested.filter((r) => r.startsWith('/api/'))).toEqual([]);
    await search.fill('zzqxv');
    await search.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('No style matches “zzqxv”.');
    expect(await page.locator('.search-results .card').count()).toBe(0);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('has no serious or critical accessibility violations in %s mode, browsing and with results (axe-core)', async (colorScheme) => {
    const { page } = await open('/developers/gallery/page/2', { colorScheme });
    expect(await seriousViolations(page)).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Search every style' });
    await search.fill('glass');
    await search.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/match/);
    expect(await seriousViolations(page)).toEqual([]);
    // Focus is visible on the search box.
    await search.focus();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.close();
  }, 60_000);
});
