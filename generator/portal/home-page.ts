/** The portal's front page, /developers: what the service is, quick start, MCP, rate limits and the gallery. */
import type { Budgets } from '../build-config';
import { OPERATIONS } from '../contract/operations';
import { EXPORT_FORMATS } from '../contract/parameters';
import type { StyleSummary } from '../contract/schemas';
import { styleUrl } from '../responses/routes';
import { galleryPages, renderGallery, type GalleryPage } from './gallery';
import { escapeHtml } from './html';
import { renderMcpSection } from './mcp-section';
import { renderQuickStart } from './quick-start';
import { renderRateLimits } from './rate-limits';

/**
 * What the front page reads of the library: the first style's opening fields, the counts, and the gallery's
 * first page (the gallery's other pages are their own files: gallery.ts).
 */
export interface HomeLibrary {
  sample?: Pick<StyleSummary, 'id' | 'slug' | 'title' | 'type' | 'era' | 'keywords'>;
  count: number;
  types: number;
  gallery: GalleryPage;
}

export function homeLibrary(styles: readonly StyleSummary[]): HomeLibrary {
  const first = styles[0];
  const gallery = galleryPages(styles).next().value!;
  return {
    ...(first ? { sample: { id: first.id, slug: first.slug, title: first.title, type: first.type, era: first.era, keywords: first.keywords } } : {}),
    count: styles.length,
    types: gallery.types.length,
    gallery,
  };
}

export interface HomePageInput {
  baseUrl: string;
  library: HomeLibrary;
  referencePath: string;
  /** The budgets this deployment enforces, shown in the MCP and rate-limit sections. */
  budgets: Budgets;
}

/** A real request and the start of its answer, from the first style of the library. */
function renderSample(baseUrl: string, style: HomeLibrary['sample']): string {
  if (!style) return '';
  const { id, slug, title, type, era, keywords } = style;
  const excerpt = JSON.stringify({ id, slug, title, type, era, keywords: keywords?.slice(0, 3) }, null, 2).replace(/\n}$/, ',\n  …\n}');
  return `<figure class="hero-sample">
<pre class="code"><code><span class="prompt">$ </span>curl ${escapeHtml(`${baseUrl}${styleUrl(slug)}`)}
${escapeHtml(excerpt)}</code></pre>
<figcaption>The start of a real answer: every style in full, with its DESIGN.md document.</figcaption>
</figure>`;
}

function renderHero({ baseUrl, library, referencePath }: HomePageInput): string {
  const stats: [number, string][] = [
    [library.count, 'styles'],
    [library.types, 'types'],
    [OPERATIONS.length, 'REST operations'],
    [EXPORT_FORMATS.length, 'token formats'],
  ];
  return `<section class="hero" aria-labelledby="page-title">
<div class="wrap hero-grid">
<div>
<p class="eyebrow">JSON API · MCP server · DESIGN.md</p>
<h1 id="page-title">Design systems your code and your agents can read</h1>
<p class="hero-lead">A public, read-only library of visual styles, from Swiss International to glassmorphism, each a DESIGN.md document with design tokens and the reasoning behind them. Fetch it as JSON, export its tokens for Tailwind or CSS, or hand it to an agent over MCP.</p>
<ul class="stats">${stats.map(([n, label]) => `<li><strong>${n}</strong> ${label}</li>`).join('')}</ul>
<p class="actions"><a class="button primary" href="${referencePath}">Open the API reference</a> <a class="button" href="#gallery">Browse the gallery</a></p>
</div>
${renderSample(baseUrl, library.sample)}
</div>
</section>`;
}

/** The main content of /developers. */
export function renderHomeMain(input: HomePageInput): string {
  const exampleSlug = input.library.sample?.slug ?? 'swiss-international';
  return [
    renderHero(input),
    renderQuickStart(input.baseUrl, exampleSlug),
    renderMcpSection(input.baseUrl, input.budgets.apiRequestsPerMinute),
    renderRateLimits(input.budgets),
    renderGallery(input.library.gallery),
  ].join('\n');
}
