/**
 * Issue 31 point 4: which budget counts a request, by path (contract/budgets.ts). The gateway's function and
 * the nginx front's regular expressions give the same answer, and every file of a built dist/ is counted as
 * what it is: a stylesheet, script, font or image as an asset, an HTML page as a page, JSON under /api.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { API_PATH_PATTERN, ASSET_PATH_PATTERN, budgetOf, type BudgetName } from '../../generator/contract/budgets';
import { contentTypeOf, loadDist, publicUrls } from '../../gateway/dist-store';

/** The nginx front's rule (deploy/nginx.ts: the $dsl_counted_budget map), read as nginx reads its map: in order. */
const nginxBudgetOf = (p: string): BudgetName => (new RegExp(API_PATH_PATTERN).test(p) ? 'api' : new RegExp(ASSET_PATH_PATTERN).test(p) ? 'assets' : 'pages');

const CASES: [string, BudgetName][] = [
  ['/api', 'api'],
  ['/api/styles', 'api'],
  ['/api/styles/memphis/export/css', 'api'],
  ['/api/styles.css', 'api'],
  ['/apis.css', 'assets'],
  ['/mcp', 'api'],
  ['/mcp/x.js', 'api'],
  ['/r', 'api'],
  ['/r/memphis.json', 'api'],
  ['/r/x.svg', 'api'],
  ['/rss.css', 'assets'],
  ['/developers', 'pages'],
  ['/developers/reference', 'pages'],
  ['/developers/styles/memphis', 'pages'],
  ['/developers/styles/memphis/tokens.css', 'assets'],
  ['/developers/assets/scalar-api-reference.js', 'assets'],
  ['/developers/gallery/covers.svg', 'assets'],
  ['/developers/gallery/type/retro/page/2', 'pages'],
  ['/covers/memphis.svg', 'assets'],
  ['/fonts/lato/lato-latin-400-normal.woff2', 'assets'],
  ['/fonts/lato/LICENSE.txt', 'pages'],
  ['/favicon.svg', 'assets'],
  ['/favicon.ico', 'assets'],
  ['/openapi.json', 'pages'],
  ['/llms.txt', 'pages'],
  ['/.well-known/mcp/server-card.json', 'pages'],
  ['/nothing.css/', 'pages'],
  ['/a.b/c', 'pages'],
  ['/x.CSS', 'pages'],
  ['/.css', 'assets'],
  ['/', 'pages'],
];

describe('budgetOf', () => {
  it.each(CASES)('%s is counted in %s, by the gateway and by the nginx front', (p, budget) => {
    expect(budgetOf(p)).toBe(budget);
    expect(nginxBudgetOf(p)).toBe(budget);
  });

  it('counts every file of dist/ as what it is: stylesheets, scripts, fonts and images as assets, HTML as pages', () => {
    const distDir = inject('distDir');
    const store = loadDist(distDir);
    const seen: Record<BudgetName, number> = { api: 0, pages: 0, assets: 0 };
    for (const url of publicUrls(store)) {
      const p = url.split('?')[0]!;
      const budget = budgetOf(p);
      expect(nginxBudgetOf(p), p).toBe(budget);
      seen[budget]++;
      const type = contentTypeOf(store.pathOf(url)!);
      if (/^(text\/css|text\/javascript|font\/|image\/)/.test(type)) expect(budget, p).toBe('assets');
      else if (/^text\/html/.test(type)) expect(budget, p).toBe('pages');
      else expect(budget, p).not.toBe('assets');
    }
    // A preview loads its own stylesheets; the portal its sprites; every font file: all assets.
    expect(seen.assets).toBeGreaterThan(500);
    expect(seen.pages).toBeGreaterThan(140);
    // The HTML 404 page is a file no URL names.
    expect(fs.existsSync(path.join(distDir, 'developers/404.html'))).toBe(true);
    expect(store.has('/developers/404.html')).toBe(false);
  });
});
