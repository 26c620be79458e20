/// <reference lib="dom" />
/**
 * Debian's Chromium through playwright-core (nothing is downloaded), pages opened with every problem
 * recorded (console errors, failed or refused requests, requests to other hosts), and axe-core runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** axe-core's script, to evaluate in a page (or to give a browser context as an init script). */
export const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
export const ARTIFACTS = path.resolve('test-artifacts');

/** Debian's chromium, as CI installs it. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium profile; `close()` removes it. */
export async function launchBrowser(viewport = { width: 1280, height: 900 }): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, viewport });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Everything that went wrong while a page was open: console errors, uncaught exceptions, failed or refused requests. */
export interface PageProblems {
  console: string[];
  failed: string[];
  external: string[];
}

/** Opens `origin + pathname` (with `media` emulated first), refusing and recording any request to another host. */
export async function openPage(
  context: BrowserContext,
  origin: string,
  pathname: string,
  media?: Parameters<Page['emulateMedia']>[0],
  waitUntil: 'load' | 'networkidle' = 'networkidle',
): Promise<{ page: Page; problems: PageProblems; requested: string[] }> {
  const page = await context.newPage();
  if (media) await page.emulateMedia(media);
  const problems: PageProblems = { console: [], failed: [], external: [] };
  const requested: string[] = [];
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
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === origin) {
      requested.push(url.slice(origin.length));
      return route.continue();
    }
    problems.external.push(url);
    return route.abort('blockedbyclient');
  });
  await page.goto(`${origin}${pathname}`, { waitUntil });
  return { page, problems, requested };
}

/**
 * Serious and critical axe-core violations of the page as it is now. Colour contrast inside
 * `contrastJudgedWithin` (a selector) is left out: the render audit measures it on painted pixels there,
 * which axe cannot do over gradients and images. Every other rule still applies to the whole page.
 */
export async function seriousViolations(page: Page, contrastJudgedWithin?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page keeps its strict CSP (script-src 'self'); a
  // context given AXE_SOURCE as an init script has it already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    type Rule = { id: string; matches(this: Rule, node: Element, ...rest: unknown[]): boolean };
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: object): Promise<{ violations: Violation[] }>; getRules(): { ruleId: string }[]; _audit: { rules: Rule[] } } }).axe;
    // One run of every rule over the whole document, colour contrast matching no element inside the
    // judged regions (nor a region itself), as a context exclusion would, so axe does not measure there
    // at all. One run builds axe's tree, its visibility answers and its colour-contrast grid once (two
    // runs, one with the exclusion, cost twice as much); the same violations in the same order.
    const contrast = axe._audit.rules.find((r) => r.id === 'color-contrast');
    if (!contrast) throw new Error('axe-core has no color-contrast rule');
    const matches = contrast.matches;
    let asked = 0;
    if (within !== undefined) {
      contrast.matches = function (node, ...rest) {
        asked++;
        return node.closest(within) === null && matches.call(this, node, ...rest);
      };
    }
    let found: Violation[];
    try {
      found = (await axe.run(document, { resultTypes: ['violations'] })).violations;
    } finally {
      contrast.matches = matches;
    }
    // axe asks a rule's matches of every element its selector selects; a version that stopped would measure the regions.
    if (within !== undefined && asked === 0) throw new Error("axe-core did not ask color-contrast's matches: the judged regions would not be left out");
    const order = axe.getRules().map((r) => r.ruleId);
    return found
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  }, contrastJudgedWithin);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(' ')}`);
}
