/**
 * Which rate-limit budget counts a request (spec 8, issue 31 point 4), decided by its path alone, so the
 * gateway (gateway/rate-limit.ts and its fast path) and the nginx front (deploy/nginx.ts) count alike:
 * - `api`: the data, under /api, the MCP endpoint (its tools answer the same data) and the shadcn registry (/r);
 * - `assets`: what a page loads from this origin, known by the extension of the generated file: stylesheets,
 *   scripts, fonts, covers, cover sprites and the favicon (test/generator/budgets.test.ts checks every file of dist/);
 * - `pages`: everything else: the portal's pages, the style previews, openapi.json, llms.txt, the server card.
 * A preview is one page and 7–12 assets, so the page budget counts what a reader opens, not what it loads.
 */
export const BUDGET_NAMES = ['api', 'pages', 'assets'] as const;
export type BudgetName = (typeof BUDGET_NAMES)[number];

/** The extensions of the files a page loads; nothing else of dist/ has them. */
export const ASSET_EXTENSIONS = ['css', 'js', 'woff2', 'svg', 'ico'] as const;

/** The same rules as regular expressions on a path, for nginx's maps: an API path first, then an asset's extension. */
export const API_PATH_PATTERN = '^/(?:api|mcp|r)(?:/|$)';
export const ASSET_PATH_PATTERN = `\\.(?:${ASSET_EXTENSIONS.join('|')})$`;

const ASSET_EXTENSION_SET: ReadonlySet<string> = new Set(ASSET_EXTENSIONS);

const under = (path: string, prefix: string) => path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47 /* / */);

/** Paths under the API budget: /api, /mcp and /r, and below. */
export function isApiPath(path: string): boolean {
  return under(path, '/api') || under(path, '/mcp') || under(path, '/r');
}

/** The budget that counts a request for `path` (a URL's path, without its query). Called per request: no regular expression. */
export function budgetOf(path: string): BudgetName {
  if (isApiPath(path)) return 'api';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') && ASSET_EXTENSION_SET.has(path.slice(dot + 1)) ? 'assets' : 'pages';
}
