/**
 * The portal's gallery (portal/gallery.ts), paged per type and in all (issue 34, decision 2): each page an
 * HTML file and a sprite of its covers beside it, so a page, and what it loads, stays the same size however
 * large the library is. The front page shows the first page of every style and loads the same sprite.
 */
import { renderCoverSprite } from '../covers/cover-sprite';
import { coverLabel } from '../covers/cover-label';
import { keyOf } from '../pipeline/key';
import { galleryPages, gallerySpriteUrl, galleryUrl } from '../portal/gallery';
import { rendered, type LibraryFamily } from './library-file';

export const galleryFiles: LibraryFamily = {
  name: 'gallery',
  routed: true,
  *files({ input, bySlug, table }) {
    for (const page of galleryPages(input.digests.map((d) => d.summary))) {
      const url = galleryUrl(page.type, page.page);
      const sprite = gallerySpriteUrl(page.type, page.page);
      // The page reads only its cards (each from its style's summary, whose hash the table holds), the filter's
      // totals and the types (the portal's code is in the build's code version); a worker renders it (some 40 MB
      // of pages at 10,000 styles). Hashes, not the cards' JSON: an edit keys 420 pages at 10,000 styles.
      const key = keyOf('gallery-page', page.type ?? '', page.page, page.pages, page.total, page.types.join(','), ...page.styles.map((s) => table.get(s.slug)!.hash));
      yield rendered({ url, path: `${url.slice(1)}/index.html`, key }, () => ({ kind: 'gallery-page', page }));
      const digests = page.styles.map((s) => bySlug.get(s.slug)!);
      yield {
        url: sprite,
        path: sprite.slice(1),
        key: keyOf('gallery-sprite', ...digests.map((d) => d.key)),
        body: () => renderCoverSprite(digests.map((d) => ({ slug: d.summary.slug, label: coverLabel(d.summary), elements: input.coverElements(d.summary.slug) }))),
      };
    }
  },
};
