/** The portal's cover sprites: SPRITE_CHUNK covers a file, in list (id) order (covers/cover-sprite.ts). */
import { renderCoverSprite, SPRITE_CHUNK, spriteUrl } from '../covers/cover-sprite';
import { coverLabel } from '../covers/render-cover';
import { keyOf } from '../pipeline/key';
import type { LibraryFamily } from './library-file';

export const coverSprites: LibraryFamily = {
  name: 'cover sprites',
  routed: true,
  *files({ input }) {
    for (let start = 0, chunk = 0; start < input.digests.length; start += SPRITE_CHUNK, chunk++) {
      const digests = input.digests.slice(start, start + SPRITE_CHUNK);
      yield {
        url: spriteUrl(chunk),
        path: spriteUrl(chunk).slice(1),
        key: keyOf(...digests.map((d) => d.key)),
        body: () => renderCoverSprite(digests.map((d) => ({ slug: d.summary.slug, label: coverLabel(d.summary), elements: input.coverElements(d.summary.slug) }))),
      };
    }
  },
};
