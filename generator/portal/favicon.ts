/**
 * The portal's icon (issue 31): the header's brand mark (a rounded square in four colours, portal.css
 * `.brand-mark`) as an SVG written at build, linked from every portal page and counted as an asset.
 */

export const FAVICON_URL = '/favicon.svg';
/** Where browsers look when a page names no icon (a JSON answer opened in a tab): 301 to FAVICON_URL. */
export const FAVICON_ICO_URL = '/favicon.ico';

/** The `<link>` every portal page carries in its head. */
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_URL}" type="image/svg+xml">`;

/** The brand mark's colours, in the order its conic gradient turns through them. */
const COLOURS = ['#4338ca', '#db2777', '#f59e0b', '#10b981'] as const;

/** Four quarters turned like the mark's gradient (from 200deg), clipped to its rounded square. */
export function renderFavicon(): string {
  const quarters = ['M16 16-8-8h48z', 'M16 16 40-8v48z', 'M16 16 40 40h-48z', 'M16 16-8 40v-48z'];
  const paths = quarters.map((d, i) => `<path d="${d}" fill="${COLOURS[i]}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Design-Style Library</title><clipPath id="mark"><rect width="32" height="32" rx="10"/></clipPath><g clip-path="url(#mark)"><g transform="rotate(20 16 16)">${paths}</g></g></svg>\n`;
}
