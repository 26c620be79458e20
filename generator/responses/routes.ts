/**
 * Where each public URL's file lives in dist/: one mapping for the generator (which writes the files),
 * the gateway (which resolves a request to a file without listing dist/) and the host configurations.
 * Per-style and list URLs follow patterns; the few other files are listed in the manifest's `routes`.
 */
import { EXPORT_FORMATS } from '../contract/parameters';
import type { ListParams } from '../contract/parse-params';
import { pageCount } from '../paging';

/** The developer portal: the service's human face and the OpenAPI description's contact. */
export const PORTAL_PATH = '/developers';
export const styleUrl = (slug: string) => `/api/styles/${slug}`;
export const coverPath = (slug: string) => `/covers/${slug}.svg`;
export const previewPath = (slug: string) => `${PORTAL_PATH}/styles/${slug}`;
/** The shadcn/ui registry (issue 19): one item per style, and the index the shadcn CLI reads. */
export const REGISTRY_PATH = '/r';
export const registryItemPath = (slug: string) => `${REGISTRY_PATH}/${slug}.json`;
export const REGISTRY_INDEX_PATH = `${REGISTRY_PATH}/registry.json`;
/** The MCP server's card (publish/server-card.ts) and endpoint. */
export const SERVER_CARD_URL = '/.well-known/mcp/server-card.json';
export const MCP_PATH = '/mcp';

/** Every file of one style: its public URL and its path in dist/. */
export function styleRoutes(slug: string): { url: string; path: string }[] {
  const api = styleUrl(slug);
  const preview = previewPath(slug);
  return [
    { url: api, path: `api/styles/${slug}/index.json` },
    { url: `${api}/token`, path: `api/styles/${slug}/token.json` },
    { url: `${api}/content`, path: `api/styles/${slug}/content.json` },
    { url: `${api}/changes`, path: `api/styles/${slug}/changes.json` },
    { url: `${api}/similar`, path: `api/styles/${slug}/similar.json` },
    ...EXPORT_FORMATS.map((format) => ({ url: `${api}/export/${format}`, path: `api/styles/${slug}/export/${format}.json` })),
    { url: coverPath(slug), path: `covers/${slug}.svg` },
    { url: preview, path: `developers/styles/${slug}/index.html` },
    { url: `${preview}/tokens.css`, path: `developers/styles/${slug}/tokens.css` },
    { url: `${preview}/roles.css`, path: `developers/styles/${slug}/roles.css` },
    { url: `${preview}/components.css`, path: `developers/styles/${slug}/components.css` },
    { url: registryItemPath(slug), path: registryItemPath(slug).slice(1) },
    { url: `${preview}/fonts.css`, path: `developers/styles/${slug}/fonts.css` },
  ];
}

/** Canonical URL of a list page: keys sorted, defaults written out. */
export function listUrl({ page, limit, type }: ListParams): string {
  return `/api/styles?limit=${limit}&page=${page}${type ? `&type=${type}` : ''}`;
}

/** The folder of dist/ that holds the list pages. */
const LISTS_DIR = 'api/lists/';

export function listPath({ page, limit, type }: ListParams): string {
  return `${LISTS_DIR}${type ?? 'all'}/${limit}/${page}.json`;
}

/** Whether a path of dist/ is a list page's. */
export const isListPath = (path: string): boolean => path.startsWith(LISTS_DIR);

/** The paths of one style's own files (styleRoutes) as one expression; the shadcn registry's index is not one. */
const STYLE_OWN_PATH = new RegExp(
  `^(?:${styleRoutes('\0')
    .map((r) => r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\0', '[a-z0-9-]+'))
    .join('|')})$`,
);

/** Whether a path of dist/ is one of a style's own files (its responses, cover, preview page and stylesheets, registry item). */
export const isStyleOwnPath = (path: string): boolean => STYLE_OWN_PATH.test(path) && path !== REGISTRY_INDEX_PATH.slice(1);

/**
 * Files of dist/ that no URL serves: what the gateway, the build or a host reads (the manifest, the search
 * index and its table of summaries, the host configurations). A folder ends in `/`. nginx and the static
 * hosts answer 404 for them (deploy/), and the build writes no compressed sibling of them (precompress.ts).
 */
export const INTERNAL_PATHS = ['manifest.json', 'search/', 'deploy/', '_headers', '_redirects'] as const;

/** Whether a path of dist/ is a build internal (INTERNAL_PATHS). */
export const isInternalPath = (path: string): boolean => INTERNAL_PATHS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));

/** What the resolver needs to know of a built library. */
export interface RouteTable {
  /** Slugs of the library's styles. */
  hasStyle(slug: string): boolean;
  /** Styles per list filter (`all` and each type). */
  totals: Readonly<Record<string, number>>;
  /** URL → path of the files outside the patterns (openapi.json, the portal, the server card…). */
  routes: Readonly<Record<string, string>>;
}

const STYLE_URL = /^\/(?:api\/styles|covers|developers\/styles|r)\/([a-z0-9-]+)/;
/** Per-style URL → its path, built once from the patterns above. */
const suffixes = new Map(styleRoutes('{slug}').map((r) => [r.url.replace('{slug}', '\0'), r.path]));

/** The dist/ path that answers a path (no query), or undefined: list pages resolve through `listPagePath`. */
export function pathForUrl(pathname: string, table: RouteTable): string | undefined {
  const fixed = table.routes[pathname];
  if (fixed !== undefined) return fixed;
  const match = STYLE_URL.exec(pathname);
  const slug = match?.[1];
  if (!match || slug === undefined || !table.hasStyle(slug)) return undefined;
  const prefix = match[0].slice(0, -slug.length);
  return suffixes.get(`${prefix}\0${pathname.slice(match[0].length)}`)?.replace('{slug}', slug);
}

/** The file of a list page that exists (page 1 always does), or undefined for a page past the last. */
export function listPagePath(params: ListParams, table: RouteTable): string | undefined {
  const total = table.totals[params.type ?? 'all'];
  if (total === undefined) return undefined;
  return params.page <= Math.max(1, pageCount(total, params.limit)) ? listPath(params) : undefined;
}
