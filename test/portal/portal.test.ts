/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPERATIONS } from '../../generator/contract/operations';
import type { StyleList, StyleSummary } from '../../generator/contract/schemas';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request } from '../helpers/http';

const distDir = inject('distDir');
const ARTIFACTS = path.resolve('test-artifacts');
const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
/** Debian's chromium, as CI installs it; nothing is downloaded. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

let gw: RunningGateway;
let context: BrowserContext;
let userDataDir: string;
let styles: StyleSummary[];

/** Everything that went wrong while a page was open: console errors, uncaught exceptions, failed or refused requests. */
interface PageProblems {
  console: string[];
  failed: string[];
  external: string[];
}

async function open(pathname: string): Promise<{ page: Page; problems: PageProblems; requested: string[] }> {
  const page = await context.newPage();
  const problems: PageProblems = { console: [], failed: [], external: [] };
  const requested: string[] = [];
  const origin = new URL(gw.url).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (req) => {
    if (!problems.external.includes(req.url())) problems.failed.push(`${req.url()}: ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failed.push(`${res.url()}: HTTP ${res.status()}`);
  });
  // Any request to another host is a bug (the portal must work offline); refuse it and record it.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === origin) {
      requested.push(url.slice(origin.length));
      return route.continue();
    }
    problems.external.push(url);
    return route.abort('blockedbyclient');
  });
  await page.goto(`${gw.url}${pathname}`, { waitUntil: 'networkidle' });
  return { page, problems, requested };
}

/** Serious and critical axe-core violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page keeps its strict CSP (script-src 'self').
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(' ')}`);
}

beforeAll(async () => {
  // The real default budgets: the whole portal, gallery included, must work within 60 page requests a minute.
  gw = await startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60' });
  styles = [];
  for (let page = 1; styles.length < gw.store.manifest.totals.all!; page++) {
    styles.push(...((await request(gw.url, `/api/styles?limit=50&page=${page}`)).json as StyleList).data);
  }
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, viewport: { width: 1280, height: 900 } });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  await gw?.close();
});

describe('GET /developers (the developer portal)', () => {
  it('loads every file and every cover with no console error, no failed request and nothing from another host', async () => {
    const { page, problems, requested } = await open('/developers');
    // Covers are lazy: make them all load, then wait until each one has really rendered.
    await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img.cover').forEach((img) => (img.loading = 'eager')));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.cover')].every((img) => img.complete && img.naturalWidth > 0));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual({ console: [], failed: [], external: [] });
    // Every cover comes from one sprite: one request, however many styles there are.
    expect(requested).toEqual(expect.arrayContaining(['/developers', '/developers/assets/portal.css', '/developers/assets/portal.js', '/developers/covers.svg']));
    expect(requested.filter((r) => r.startsWith('/covers/'))).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('shows every style in the gallery with its cover, type, era and links to its JSON', async () => {
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
      styles.map((s) => ({
        visible: true,
        title: s.title,
        type: s.type,
        era: s.era ?? null,
        cover: `/developers/covers.svg#cover-${s.slug}`,
        links: ['', '/token', '/content', '/export/dtcg', '/export/tailwind', '/export/css'].map((suffix) => `/api/styles/${s.slug}${suffix}`),
      })),
    );
    for (const card of cards) for (const link of card.links) expect(gw.store.files.has(link!), link!).toBe(true);
    await page.close();
  });

  it('filters the gallery by type and announces how many styles show', async () => {
    const { page } = await open('/developers');
    const retro = styles.filter((s) => s.type === 'retro');
    await page.getByRole('button', { name: /^retro \d+$/ }).click();
    expect(await page.locator('.gallery .card:visible h3').allTextContents()).toEqual(retro.map((s) => s.title));
    expect(await page.getByRole('status').textContent()).toBe(`Showing ${retro.length} retro styles.`);
    expect(await page.getByRole('button', { name: /^retro \d+$/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^All \d+$/ }).click();
    expect(await page.locator('.gallery .card:visible').count()).toBe(styles.length);
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
});
