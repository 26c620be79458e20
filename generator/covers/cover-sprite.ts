/**
 * Covers stacked in one SVG, each behind a `<view>` so `<img src="covers.svg#cover-{slug}">` shows one. Each
 * gallery page (portal/gallery.ts) loads one sprite of its own covers instead of a request per style, which
 * the page budget's assets would not allow.
 */
import { COVER_HEIGHT as H, COVER_WIDTH as W } from './cover-size';
import type { CoverDrawing } from './render-cover';

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
