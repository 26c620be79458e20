/** Every file of the developer portal under /developers: two pages, the HTML 404 page, their stylesheet and scripts, the Scalar bundle and the icon. */
import { budgetsOf, type Budgets } from '../build-config';
import type { StyleSummary } from '../contract/schemas';
import { LLMS_FULL_PATH, LLMS_PATH } from '../publish/llms-txt';
import { PORTAL_PATH, SERVER_CARD_URL } from '../responses/routes';
import type { PortalAssets } from './assets';
import { GALLERY_PATH, galleryTitle, galleryUrl, renderGallery, type GalleryPage } from './gallery';
import { homeLibrary, renderHomeMain, type HomeLibrary } from './home-page';
import { FAVICON_URL, renderFavicon } from './favicon';
import { renderPage, type NavLink } from './html';
import { NOT_FOUND_PAGE_PATH, renderNotFoundMain } from './not-found-page';
import { PREVIEW_ASSETS } from './preview-page';
import { renderReferenceMain } from './reference-page';

export const REFERENCE_PATH = `${PORTAL_PATH}/reference`;
const ASSETS = `${PORTAL_PATH}/assets`;
const URLS = {
  css: `${ASSETS}/portal.css`,
  portalJs: `${ASSETS}/portal.js`,
  referenceJs: `${ASSETS}/reference.js`,
  scalarJs: `${ASSETS}/scalar-api-reference.js`,
  previewCss: PREVIEW_ASSETS.css,
  previewJs: PREVIEW_ASSETS.js,
} as const satisfies Record<keyof PortalAssets, string>;
const OPENAPI_URL = '/openapi.json';

const NAV: readonly NavLink[] = [
  { href: `${PORTAL_PATH}#quick-start`, label: 'Quick start' },
  { href: `${PORTAL_PATH}#mcp`, label: 'MCP' },
  { href: `${PORTAL_PATH}#rate-limits`, label: 'Rate limits' },
  { href: GALLERY_PATH, label: 'Gallery' },
  { href: REFERENCE_PATH, label: 'API reference' },
];

const FOOTER = `<p>Style documents are <abbr title="Creative Commons Attribution 4.0">CC BY 4.0</abbr>. Machine-readable: <a href="${OPENAPI_URL}">OpenAPI document</a> · <a href="${SERVER_CARD_URL}">MCP server card</a> · <a href="${LLMS_PATH}">llms.txt</a> · <a href="${LLMS_FULL_PATH}">llms-full.txt</a>.</p>`;

export interface PortalInput {
  baseUrl: string;
  /** Every style, in list order. */
  styles: readonly StyleSummary[];
  assets: PortalAssets;
  /** The budgets this deployment enforces (default: the contract's). */
  budgets?: Partial<Budgets>;
}

/**
 * A portal file whose body is rendered only when asked for; `home`, on the front page, all it reads of the
 * library (its key) and what a worker thread renders it from (renderHome).
 */
export interface PortalFile {
  /** Null for a file no URL names (the HTML 404 page). */
  url: string | null;
  path: string;
  home?: { baseUrl: string; library: HomeLibrary; budgets: Budgets };
  body: () => string | Buffer;
}

/** A page of the gallery (gallery.ts): the same shell as the front page, the gallery section its main content. */
export function renderGalleryPage(page: GalleryPage): string {
  return renderPage(
    {
      title: galleryTitle(page),
      description: `Covers of the Design-Style Library's ${page.type ? `${page.type} ` : ''}styles, ${page.pages > 1 ? `page ${page.page} of ${page.pages}` : 'on one page'}, with links to each style's preview and JSON.`,
      path: galleryUrl(page.type, page.page),
      main: renderGallery(page, 'h1'),
      scripts: [URLS.portalJs],
    },
    NAV,
    URLS.css,
    FOOTER,
  );
}

/** The portal's front page: quick start, MCP, rate limits and the gallery's first page. */
export function renderHome(baseUrl: string, library: HomeLibrary, budgets: Budgets): string {
  return renderPage(
    {
      title: 'Developers · Design-Style Library',
      description: 'Quick start, MCP server, rate limits and a gallery of every style of the Design-Style Library API.',
      path: PORTAL_PATH,
      main: renderHomeMain({ baseUrl, library, referencePath: REFERENCE_PATH, budgets }),
      scripts: [URLS.portalJs],
    },
    NAV,
    URLS.css,
    FOOTER,
  );
}

/**
 * The portal's files; every URL is root-relative, so the pages work on whatever host serves dist/. Bodies
 * are rendered on demand: the home page lists every style, and a build skips it when no summary changed.
 */
export function renderPortal({ baseUrl, styles, assets, budgets: configured = {} }: PortalInput): PortalFile[] {
  const budgets = budgetsOf(configured);
  // The front page reads only the counts, the gallery's first page and the first style's opening.
  const library = homeLibrary(styles);
  const reference = () => renderPage(
    {
      title: 'API reference · Design-Style Library',
      description: 'Interactive reference of the Design-Style Library API, generated from its OpenAPI document.',
      path: REFERENCE_PATH,
      main: renderReferenceMain(OPENAPI_URL),
      scripts: [URLS.scalarJs, URLS.referenceJs],
      bodyClass: 'reference-page',
    },
    NAV,
    URLS.css,
    FOOTER,
  );
  const notFound = () => renderPage(
    {
      title: 'Not found · Design-Style Library',
      description: 'Nothing is published at this address of the Design-Style Library.',
      path: '',
      main: renderNotFoundMain(REFERENCE_PATH),
      scripts: [],
    },
    NAV,
    URLS.css,
    FOOTER,
  );
  const asset = (key: keyof PortalAssets): PortalFile => ({ url: URLS[key], path: URLS[key].slice(1), body: () => assets[key] });
  return [
    { url: PORTAL_PATH, path: `${PORTAL_PATH.slice(1)}/index.html`, home: { baseUrl, library, budgets }, body: () => renderHome(baseUrl, library, budgets) },
    { url: REFERENCE_PATH, path: `${REFERENCE_PATH.slice(1)}/index.html`, body: reference },
    { url: null, path: NOT_FOUND_PAGE_PATH, body: notFound },
    { url: FAVICON_URL, path: FAVICON_URL.slice(1), body: renderFavicon },
    asset('css'),
    asset('portalJs'),
    asset('referenceJs'),
    asset('scalarJs'),
    asset('previewCss'),
    asset('previewJs'),
  ];
}
