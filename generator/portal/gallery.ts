/**
 * The portal's gallery, paged (issue 34, decision 2): GALLERY_PAGE_SIZE covers a page, per type and in all,
 * each page a static file with its own cover sprite, so no page grows with the library. The type filters and
 * the pager are plain links; portal.js adds a search box that asks the public search API.
 */
import { EXPORT_FORMATS } from '../contract/parameters';
import type { StyleSummary } from '../contract/schemas';
import { spriteFragment } from '../covers/cover-sprite';
import { groupBy } from '../group-by';
import { pageCount } from '../paging';
import { exportUrl } from '../responses/export-urls';
import { coverPath, PORTAL_PATH, previewPath, styleUrl } from '../responses/routes';
import { escapeHtml } from './html';

/** Covers a gallery page shows: a page and its sprite stay the same size however large the library. */
export const GALLERY_PAGE_SIZE = 48;
export const GALLERY_PATH = `${PORTAL_PATH}/gallery`;
/** Results a search asks the API for at a time (the API's limit is at most 50). */
export const GALLERY_SEARCH_LIMIT = 24;

/** URL of a gallery page: /developers/gallery[/type/{type}][/page/{n}] (page 1 has no /page/1). */
export const galleryUrl = (type: string | undefined, page: number): string =>
  `${GALLERY_PATH}${type ? `/type/${type}` : ''}${page > 1 ? `/page/${page}` : ''}`;
/** The sprite of a gallery page's covers, beside it. */
export const gallerySpriteUrl = (type: string | undefined, page: number): string => `${galleryUrl(type, page)}/covers.svg`;

const FORMAT_LABELS: Record<(typeof EXPORT_FORMATS)[number], string> = { dtcg: 'DTCG', tailwind: 'Tailwind 3', css: 'CSS', 'css-tailwind': 'Tailwind 4', shadcn: 'shadcn/ui' };

/** What a gallery card shows of a style: nothing else of its summary reaches the page (a page's key is its JSON). */
export type GalleryStyle = Pick<StyleSummary, 'slug' | 'title' | 'type' | 'era' | 'description'>;

export const galleryStyle = ({ slug, title, type, era, description }: StyleSummary): GalleryStyle => ({ slug, title, type, era, description });

/** One page of the gallery: what it renders from, and all its key depends on. */
export interface GalleryPage {
  /** The type filter, or undefined for every style. */
  type?: string;
  page: number;
  pages: number;
  /** Styles the filter holds. */
  total: number;
  /** The types the library uses, for the filter links. */
  types: string[];
  styles: GalleryStyle[];
}

/** The pages of one filter's styles (`type` undefined: every style). */
function* filterPages(type: string | undefined, items: readonly StyleSummary[], types: string[]): Generator<GalleryPage> {
  const pages = Math.max(1, pageCount(items.length, GALLERY_PAGE_SIZE));
  for (let page = 1; page <= pages; page++) {
    const slice = items.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE).map(galleryStyle);
    yield { ...(type ? { type } : {}), page, pages, total: items.length, types, styles: slice };
  }
}

/**
 * Every gallery page, all styles first, then each type the library uses in name order; `styles` in list (id)
 * order. Made as they are asked for: the front page takes the first only.
 */
export function* galleryPages(styles: readonly StyleSummary[]): Generator<GalleryPage> {
  const byType = groupBy(styles, (s) => s.type);
  const types = [...byType.keys()].sort((a, b) => a.localeCompare(b));
  yield* filterPages(undefined, styles, types);
  for (const type of types) yield* filterPages(type, byType.get(type)!, types);
}

/** A card; `cover` is the image's URL, `idPrefix` keeps ids unique where cards of two lists share a page. */
function card(style: GalleryStyle, cover: string, idPrefix = 'style'): string {
  const id = `${idPrefix}-${style.slug}`;
  const name = `<span class="visually-hidden"> of ${escapeHtml(style.title)}</span>`;
  const link = (href: string, label: string) => `<li><a href="${escapeHtml(href)}">${label}${name}</a></li>`;
  const links = [
    link(previewPath(style.slug), 'Preview'),
    link(styleUrl(style.slug), 'Style'),
    link(`${styleUrl(style.slug)}/token`, 'Tokens'),
    link(`${styleUrl(style.slug)}/content`, 'Markdown'),
    ...EXPORT_FORMATS.map((format) => link(exportUrl(style.slug, format), FORMAT_LABELS[format])),
  ].join('');
  return `<li class="card" data-type="${escapeHtml(style.type)}">
<article aria-labelledby="${id}">
<img class="cover" src="${escapeHtml(cover)}" alt="" width="960" height="540" loading="lazy" decoding="async">
<div class="card-body">
<h3 id="${id}">${escapeHtml(style.title)}</h3>
<p class="meta"><span class="tag">${escapeHtml(style.type)}</span>${style.era ? ` <span class="era">${escapeHtml(style.era)}</span>` : ''}</p>
<p class="description">${escapeHtml(style.description)}</p>
<ul class="json-links" aria-label="JSON of ${escapeHtml(style.title)}">${links}</ul>
</div>
</article>
</li>`;
}

/** The placeholder portal.js fills in for each search result (its cover is the style's own /covers/{slug}.svg). */
export const CARD_PLACEHOLDER: GalleryStyle = { slug: 'slug-placeholder', title: 'title-placeholder', type: 'type-placeholder', era: 'era-placeholder', description: 'description-placeholder' };

function cardTemplate(): string {
  return `<template id="gallery-card">${card(CARD_PLACEHOLDER, coverPath(CARD_PLACEHOLDER.slug), 'result')}</template>`;
}

/** The type filters as links, the current one marked. */
function filterLinks(page: GalleryPage): string {
  const link = (type: string | undefined, label: string) =>
    `<li><a class="filter" href="${escapeHtml(galleryUrl(type, 1))}"${type === page.type ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
  return `<nav class="filters" aria-label="Filter by type"><ul>
${[link(undefined, 'All'), ...page.types.map((type) => link(type, type))].join('\n')}
</ul></nav>`;
}

/** Pages to link around the current one: the first, the last, and two either side. */
function pageNumbers(page: number, pages: number): number[] {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  return [...shown].sort((a, b) => a - b);
}

/** The pager: rel=prev and rel=next links, numbered pages, the current one marked. */
function pager(page: GalleryPage): string {
  if (page.pages <= 1) return '';
  const url = (p: number) => escapeHtml(galleryUrl(page.type, p));
  const numbers: string[] = [];
  let last = 0;
  for (const p of pageNumbers(page.page, page.pages)) {
    if (p > last + 1) numbers.push('<li class="gap" aria-hidden="true">…</li>');
    numbers.push(p === page.page ? `<li><a href="${url(p)}" aria-current="page">${p}</a></li>` : `<li><a href="${url(p)}">${p}</a></li>`);
    last = p;
  }
  const prev = page.page > 1 ? `<a class="pager-step" rel="prev" href="${url(page.page - 1)}">Previous<span class="visually-hidden"> page</span></a>` : '';
  const next = page.page < page.pages ? `<a class="pager-step" rel="next" href="${url(page.page + 1)}">Next<span class="visually-hidden"> page</span></a>` : '';
  return `<nav class="pager" aria-label="Gallery pages">
${prev}
<ul>${numbers.join('')}</ul>
${next}
</nav>`;
}

/**
 * The search box: hidden until portal.js runs (without script the filters and pager are the way through). No
 * browser validation: portal.js says in the live region what a query needs.
 */
function searchBox(): string {
  return `<form class="gallery-search" role="search" action="/api/search" method="get" data-limit="${GALLERY_SEARCH_LIMIT}" novalidate hidden>
<label for="gallery-q">Search every style</label>
<div class="search-row">
<input id="gallery-q" name="q" type="search" minlength="2" maxlength="200" required autocomplete="off" spellcheck="false" aria-describedby="gallery-q-hint">
<button type="submit" class="button primary">Search</button>
<button type="button" class="button" data-clear hidden>Clear</button>
</div>
<p id="gallery-q-hint" class="hint">Words of a name, type, era or keyword, for example <q>neon 80s</q>; results come from <code>GET /api/search</code>, best first.</p>
</form>
<p class="search-status" role="status" aria-live="polite"></p>
<div class="search-results" hidden>
<ul class="gallery" aria-label="Search results"></ul>
<p><button type="button" class="button" data-more hidden>More results</button></p>
</div>
${cardTemplate()}`;
}

function what(page: GalleryPage): string {
  const noun = page.type ? `${page.total} ${page.type} style${page.total === 1 ? '' : 's'}` : `All ${page.total} styles`;
  return page.pages > 1 ? `${noun}, page ${page.page} of ${page.pages}` : noun;
}

/**
 * The gallery section of one page: the search box, the type filters, the page's cards and the pager. On
 * the portal's front page (`heading` h2) it is the first page of every style; a gallery page's is h1.
 */
export function renderGallery(page: GalleryPage, heading: 'h1' | 'h2' = 'h2'): string {
  const sprite = gallerySpriteUrl(page.type, page.page);
  const cards = page.styles.map((style) => card(style, `${sprite}#${spriteFragment(style.slug)}`)).join('\n');
  return `<section id="gallery" class="section" aria-labelledby="gallery-title">
<div class="wrap">
<${heading} id="gallery-title">Gallery</${heading}>
<p class="section-lead">${escapeHtml(what(page))}, ordered by id as the API lists them. Each cover is drawn from the style's own tokens; the links open its JSON.</p>
${searchBox()}
<div class="gallery-browse">
${filterLinks(page)}
<ul class="gallery" aria-label="${escapeHtml(what(page))}">
${cards}
</ul>
${pager(page)}
</div>
</div>
</section>`;
}

/** A gallery page's title: what it lists. */
export const galleryTitle = (page: GalleryPage): string =>
  `Gallery${page.type ? ` · ${page.type}` : ''}${page.page > 1 ? ` · page ${page.page}` : ''} · Design-Style Library`;
