/**
 * Covers stacked in sprites of SPRITE_CHUNK, each behind a `<view>` so `<img src="covers-0.svg#cover-{slug}">`
 * shows one. The portal's gallery loads a few files instead of one request per style, which the
 * 60-requests-a-minute page budget would not allow; chunks keep a one-style edit from rewriting every cover.
 */
import { PORTAL_PATH } from '../responses/routes';
import { COVER_HEIGHT as H, COVER_WIDTH as W, type CoverDrawing } from './render-cover';

/** Covers per sprite file. */
export const SPRITE_CHUNK = 100;

/** URL of the sprite holding the cover of the style at `index` in list (id) order, or of chunk `chunk`. */
export const spriteUrl = (chunk: number) => `${PORTAL_PATH}/covers-${chunk}.svg`;
export const spriteOf = (index: number) => spriteUrl(Math.floor(index / SPRITE_CHUNK));

/** Fragment id of a cover inside the sprite (ids must not start with a digit, slugs may). */
export const spriteFragment = (slug: string) => `cover-${slug}`;

export function renderCoverSprite(drawings: readonly CoverDrawing[]): string {
  const height = H * drawings.length;
  const body = drawings.map((d, i) =>
    [
      `<view id="${spriteFragment(d.slug)}" viewBox="0 ${i * H} ${W} ${H}"/>`,
      `<svg x="0" y="${i * H}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${d.label}">`,
      d.elements,
      '</svg>',
    ].join('\n'),
  );
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">`, ...body, '</svg>', ''].join('\n');
}
