/** The gallery of the portal: every style with its cover, type, era and links to its JSON. */
import { EXPORT_FORMATS } from '../contract/parameters';
import type { StyleSummary } from '../contract/schemas';
import { exportUrl } from '../responses/style-exports';
import { styleUrl } from '../responses/style-files';
import { spriteFragment, spriteOf } from '../covers/cover-sprite';
import { escapeHtml } from './html';
import { previewPath } from '../responses/routes';

const FORMAT_LABELS: Record<(typeof EXPORT_FORMATS)[number], string> = { dtcg: 'DTCG', tailwind: 'Tailwind 3', css: 'CSS', 'css-tailwind': 'Tailwind 4', shadcn: 'shadcn/ui' };

/** What a gallery card shows of a style: nothing else of its summary reaches the page (render-portal.ts keys the page by it). */
export type GalleryStyle = Pick<StyleSummary, 'slug' | 'title' | 'type' | 'era' | 'description'>;

export const galleryStyle = ({ slug, title, type, era, description }: StyleSummary): GalleryStyle => ({ slug, title, type, era, description });

function card(style: GalleryStyle, index: number): string {
  const id = `style-${style.slug}`;
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
<img class="cover" src="${escapeHtml(`${spriteOf(index)}#${spriteFragment(style.slug)}`)}" alt="" width="960" height="540" loading="lazy" decoding="async">
<div class="card-body">
<h3 id="${id}">${escapeHtml(style.title)}</h3>
<p class="meta"><span class="tag">${escapeHtml(style.type)}</span>${style.era ? ` <span class="era">${escapeHtml(style.era)}</span>` : ''}</p>
<p class="description">${escapeHtml(style.description)}</p>
<ul class="json-links" aria-label="JSON of ${escapeHtml(style.title)}">${links}</ul>
</div>
</article>
</li>`;
}

/** Type filters in the order the library first uses them, with their counts. */
function typeCounts(styles: readonly GalleryStyle[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const style of styles) counts.set(style.type, (counts.get(style.type) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

/** The gallery section; the type filter is revealed by portal.js, so without script every style simply shows. */
export function renderGallery(styles: readonly GalleryStyle[]): string {
  const filters = [
    `<button type="button" class="filter" data-filter="" aria-pressed="true">All <span class="count">${styles.length}</span></button>`,
    ...typeCounts(styles).map(
      ([type, count]) =>
        `<button type="button" class="filter" data-filter="${escapeHtml(type)}" aria-pressed="false">${escapeHtml(type)} <span class="count">${count}</span></button>`,
    ),
  ].join('\n');
  return `<section id="gallery" class="section" aria-labelledby="gallery-title">
<div class="wrap">
<h2 id="gallery-title">Gallery</h2>
<p class="section-lead">All ${styles.length} styles, ordered by id as the API lists them. Each cover is drawn from the style's own tokens; the links open its JSON.</p>
<div class="filters" role="group" aria-label="Filter by type" hidden>
${filters}
</div>
<p class="filter-status" role="status" aria-live="polite"></p>
<ul class="gallery">
${styles.map((style, i) => card(style, i)).join('\n')}
</ul>
</div>
</section>`;
}
